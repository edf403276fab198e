import type { GroupStatusCount } from "../../../server/areas/groupbuy/contract";

/** The review-state tabs of the original list: 已通过, 待审核, 已拒绝, 已撤销 (their count keyed by the state). */
export const GROUP_TABS = [
  { value: "4", count: "4", label: "enums.groupReviewStatus.4" },
  { value: "3", count: "3", label: "enums.groupReviewStatus.3" },
  { value: "1", count: "1", label: "enums.groupReviewStatus.1" },
  { value: "2", count: "2", label: "enums.groupReviewStatus.2" },
] as const;

export const isGroupTab = (value: string | undefined) => GROUP_TABS.some((tab) => tab.value === value);

/** `[{groupStatus, count}]` → `{ "4": n, … }`, the shape the tabs read counts from (undefined until the list arrived). */
export const countsByState = (counts: unknown) =>
  Array.isArray(counts) ? Object.fromEntries((counts as GroupStatusCount[]).map((c) => [String(c.groupStatus), c.count])) : undefined;
