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
