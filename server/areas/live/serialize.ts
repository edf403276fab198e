/** Rows of the live tables → the contract's answers (money as decimals, pictures as absolute URLs). */
import type { Selectable } from "kysely";
import { fromCents } from "../../core/format.js";
import { toMediaUrl } from "../../core/media.js";
import type { LiveTables } from "./tables.js";
import type { WechatLiveAssistant, WechatLiveGoods } from "./contract.js";
import type { WechatLiveRoom } from "./roomContract.js";

export type GoodsRow = Selectable<LiveTables["liveGoods"]>;
export type RoomRow = Selectable<LiveTables["liveRoom"]>;

export function toGoods(row: GoodsRow, origin: string): WechatLiveGoods {
  const { reviewSubmittedAt: _pending, price, price2, coverImgUrlLocal, ...rest } = row;
  return { ...rest, coverImgUrlLocal: toMediaUrl(coverImgUrlLocal, origin), price: fromCents(price), price2: fromCents(price2) };
}

export function toRoom(row: RoomRow, origin: string, extra: { goods: string; assistant: string }): WechatLiveRoom {
  const { reviewSubmittedAt: _pending, qrcodeUrl, coverImgLocal, shareImgLocal, feedsImgLocal, updateTime: _updated, ...rest } = row;
  return {
    ...rest,
    ...extra,
    coverImgLocal: toMediaUrl(coverImgLocal, origin),
    shareImgLocal: toMediaUrl(shareImgLocal, origin),
    feedsImgLocal: toMediaUrl(feedsImgLocal, origin),
    // WeChat's copies of the pictures exist once WeChat created the room.
    coverImgWx: row.roomId ? toMediaUrl(coverImgLocal, origin) : "",
    shareImgWx: row.roomId ? toMediaUrl(shareImgLocal, origin) : "",
    feedsImgWx: row.roomId ? toMediaUrl(feedsImgLocal, origin) : "",
    qrcodeUrl: qrcodeUrl ? toMediaUrl(qrcodeUrl, origin) : "",
    createrOpenid: "",
    liveReplay: "",
    goodsJson: "[]",
  };
}

export const toAssistant = (row: Selectable<LiveTables["liveAssistant"]>): WechatLiveAssistant => row;
