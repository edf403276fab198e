import type { GroupRecordCounts } from "../../../server/areas/groupbuy/contract";

/** The original tabs: 已成功, 拼团中, 已失败, each with its count from `record/list/count`. */
export const RECORD_TABS = [
  { value: "10", count: "successNum", label: "enums.groupRecordStatus.10" },
  { value: "0", count: "ingNum", label: "enums.groupRecordStatus.0" },
  { value: "-1", count: "failNum", label: "enums.groupRecordStatus.-1" },
] as const satisfies readonly { value: string; count: keyof GroupRecordCounts; label: string }[];

export const RECORD_FILTER_FIELDS = ["groupActivityName", "productName", "startTime", "endTime", "searchType", "content"] as const;
