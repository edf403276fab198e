/** Wire shapes of the live pages, from the server's contract (types only). */
export type { LiveGoodsInRoom, WechatLiveAssistant, WechatLiveGoods, WechatMedia } from "../../server/areas/live/contract";
export type { RoomShareCode, WechatLiveRoom } from "../../server/areas/live/roomContract";
