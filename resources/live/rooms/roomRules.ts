import type { WechatLiveRoom } from "../types";

/** What the console offers for a room, by WeChat's rules (the server checks them again). */
export const isApproved = (room: WechatLiveRoom) => room.reviewStatus === 3;
export const hasEnded = (room: WechatLiveRoom) => room.liveStatus >= 103;
/** Goods can be imported into an approved room that has not ended and shows its shelf. */
export const canImportGoods = (room: WechatLiveRoom) => isApproved(room) && !hasEnded(room) && room.closeGoods === 0;
/** Only a room that has not started (or expired) can be edited. */
export const canEditRoom = (room: WechatLiveRoom) => room.liveStatus === 102;
