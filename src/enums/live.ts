import { defineEnum } from "./enumTable";

/** Live goods review status (spec doc 2 §4). */
export const LIVE_REVIEW_STATUS = defineEnum<number>([
  { value: 0, label: "enums.liveReviewStatus.0", color: "default" },
  { value: 1, label: "enums.liveReviewStatus.1", color: "orange" },
  { value: 2, label: "enums.liveReviewStatus.2", color: "processing" },
  { value: 3, label: "enums.liveReviewStatus.3", color: "red" },
  { value: 4, label: "enums.liveReviewStatus.4", color: "green" },
  { value: 5, label: "enums.liveReviewStatus.5", color: "red" },
]);

/** Live room broadcast status (spec doc 2 §4). */
export const BROADCAST_STATUS = defineEnum<number>([
  { value: 101, label: "enums.broadcastStatus.101", color: "green" },
  { value: 102, label: "enums.broadcastStatus.102", color: "blue" },
  { value: 103, label: "enums.broadcastStatus.103", color: "default" },
  { value: 104, label: "enums.broadcastStatus.104", color: "red" },
  { value: 105, label: "enums.broadcastStatus.105", color: "orange" },
  { value: 106, label: "enums.broadcastStatus.106", color: "red" },
  { value: 107, label: "enums.broadcastStatus.107", color: "default" },
]);

/** Live room review status (spec doc 2 §4). */
export const ROOM_REVIEW_STATUS = defineEnum<number>([
  { value: 0, label: "enums.roomReviewStatus.0", color: "orange" },
  { value: 1, label: "enums.roomReviewStatus.1", color: "red" },
  { value: 2, label: "enums.roomReviewStatus.2", color: "red" },
  { value: 3, label: "enums.roomReviewStatus.3", color: "green" },
]);

/**
 * Whether a live room shows in the shop (`storeShow`). The contract (§9, §10) wins over the
 * original display filter, which was inverted: 0 hidden, 1 shown.
 */
export const ROOM_SHOW = defineEnum<number>([
  { value: 0, label: "enums.roomShow.0", color: "default" },
  { value: 1, label: "enums.roomShow.1", color: "green" },
]);

/** Live room type (contract §3.27, `type`): 0 from a phone, 1 by push stream. */
export const ROOM_TYPE = defineEnum<number>([
  { value: 0, label: "enums.roomType.0" },
  { value: 1, label: "enums.roomType.1" },
]);
