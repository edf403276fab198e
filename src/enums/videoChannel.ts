import { defineEnum } from "./enumTable";

/** Video-channel product status on WeChat (spec doc 2 §4). */
export const VIDEO_STATUS = defineEnum<number>([
  { value: 0, label: "enums.videoStatus.0", color: "default" },
  { value: 5, label: "enums.videoStatus.5", color: "green" },
  { value: 11, label: "enums.videoStatus.11", color: "orange" },
  { value: 13, label: "enums.videoStatus.13", color: "red" },
]);

/** Product edit (review) status, negatives are takedowns (spec doc 2 §4). */
export const PRODUCT_EDIT_STATUS = defineEnum<number>([
  { value: -1, label: "enums.productEditStatus.-1", color: "red" },
  { value: -2, label: "enums.productEditStatus.-2", color: "red" },
  { value: -3, label: "enums.productEditStatus.-3", color: "orange" },
  { value: 1, label: "enums.productEditStatus.1", color: "default" },
  { value: 2, label: "enums.productEditStatus.2", color: "processing" },
  { value: 3, label: "enums.productEditStatus.3", color: "red" },
  { value: 4, label: "enums.productEditStatus.4", color: "green" },
]);

/** Platform review status: 1 to 4 as the edit status, no takedowns (spec doc 2 §4). */
export const PLATFORM_STATUS = PRODUCT_EDIT_STATUS.filter((entry) => entry.value > 0);
