import { defineEnum } from "./enumTable";

/** Bargain status (spec doc 2 §4). */
export const BARGAIN_STATUS = defineEnum<number>([
  { value: 1, label: "enums.bargainStatus.1", color: "processing" },
  { value: 2, label: "enums.bargainStatus.2", color: "default" },
  { value: 3, label: "enums.bargainStatus.3", color: "green" },
]);

/** Group-buy status (spec doc 2 §4). */
export const GROUP_BUY_STATUS = defineEnum<number>([
  { value: 1, label: "enums.groupBuyStatus.1", color: "processing" },
  { value: 2, label: "enums.groupBuyStatus.2", color: "green" },
  { value: 3, label: "enums.groupBuyStatus.3", color: "default" },
]);

/** Marketing activity status (spec doc 2 §4). */
export const ACTIVITY_STATUS = defineEnum<number>([
  { value: 0, label: "enums.activityStatus.0", color: "default" },
  { value: 1, label: "enums.activityStatus.1", color: "green" },
  { value: 2, label: "enums.activityStatus.2", color: "red" },
]);

/** Platform review of a seckill product (contract §8). */
export const SECKILL_AUDIT_STATUS = defineEnum<number>([
  { value: 1, label: "enums.seckillAuditStatus.1", color: "processing" },
  { value: 2, label: "enums.seckillAuditStatus.2", color: "green" },
  { value: 3, label: "enums.seckillAuditStatus.3", color: "red" },
]);

/** Platform review of a group-buy activity, `groupStatus` (contract §8). */
export const GROUP_REVIEW_STATUS = defineEnum<number>([
  { value: 0, label: "enums.groupReviewStatus.0", color: "default" },
  { value: 1, label: "enums.groupReviewStatus.1", color: "red" },
  { value: 2, label: "enums.groupReviewStatus.2", color: "default" },
  { value: 3, label: "enums.groupReviewStatus.3", color: "processing" },
  { value: 4, label: "enums.groupReviewStatus.4", color: "green" },
]);

/** A group opened in a group buy, `recordStatus` (contract §8). */
export const GROUP_RECORD_STATUS = defineEnum<number>([
  { value: 0, label: "enums.groupRecordStatus.0", color: "processing" },
  { value: 10, label: "enums.groupRecordStatus.10", color: "green" },
  { value: -1, label: "enums.groupRecordStatus.-1", color: "red" },
]);
