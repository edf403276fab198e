/** Wire shapes of live rooms (contract §3.27, `WechatMpLiveRoomInfoRequest` / `WechatLiveRoom`). */
import { z } from "zod";
import { bodyInt, optionalBodyInt } from "../../core/bodyFields.js";
import { decodedAgain, withinIdLimit, TOO_MANY_IDS } from "../../core/validate.js";
import { flag, optionalFlag, optionalText, requiredText, wechatName } from "./fields.js";

export const ROOM_NAME_RULE = "直播间名字最短3个汉字，最长17个汉字，1个汉字相当于2个字符";
export const ANCHOR_NAME_RULE = "主播昵称最短2个汉字，最长15个汉字，1个汉字相当于2个字符";

export const roomInfoSchema = z.object({
  id: optionalBodyInt({ min: 1, message: "直播间ID格式错误" }),
  roomName: wechatName("直播间名称 不能为空", 3, 17, ROOM_NAME_RULE),
  coverImg: requiredText("直播间背景图 不能为空"),
  coverImgLocal: requiredText("直播间背景图 不能为空", 500),
  startTime: requiredText("直播计划开始时间 不能为空", 30),
  endTime: requiredText("直播计划结束时间 不能为空", 30),
  anchorName: wechatName("主播昵称 不能为空", 2, 15, ANCHOR_NAME_RULE),
  anchorWechat: requiredText("主播微信账号 不能为空", 64, "主播微信账号不能超过64个字符"),
  subAnchorWechat: optionalText(64, "主播副号微信号不能超过64个字符"),
  createrWechat: optionalText(64, "创建者微信号不能超过64个字符"),
  shareImg: requiredText("分享图 不能为空"),
  shareImgLocal: requiredText("直播间分享图链接 不能为空", 500),
  feedsImg: requiredText("直播间频道 不能为空"),
  feedsImgLocal: requiredText("官方收录封面 不能为空", 500),
  isFeedsPublic: flag("是否开启官方收录 不能为空", "是否开启官方收录只能是0或1"),
  type: flag("直播间类型 不能为空", "直播间类型只能是0（手机直播）或1（推流）"),
  screenType: optionalFlag("屏幕方向只能是0（竖屏）或1（横屏）", 0),
  closeLike: flag("直播间是否关闭点赞 不能为空", "直播间是否关闭点赞只能是0或1"),
  closeGoods: flag("直播间是否关闭货架 不能为空", "直播间是否关闭货架只能是0或1"),
  closeComment: flag("直播间是否关闭评论 不能为空", "直播间是否关闭评论只能是0或1"),
  closeReplay: flag("直播间是否关闭回放 不能为空", "直播间是否关闭回放只能是0或1"),
  closeShare: flag("直播间是否关闭分享 不能为空", "直播间是否关闭分享只能是0或1"),
  closeKf: flag("直播间是否关闭客服 不能为空", "直播间是否关闭客服只能是0或1"),
});
export type RoomInfo = z.output<typeof roomInfoSchema>;

const optionalFilter = (message: string) => optionalBodyInt({ min: 0, max: 999, message });
const pageField = (missing: string, max: number) =>
  z.preprocess((v) => (v === null || v === undefined || v === "" ? undefined : v), bodyInt(missing, { min: 1, max, message: missing }).optional());

export const roomListSchema = z.object({
  searchRequest: z
    .object({
      keywords: decodedAgain(z.preprocess((v) => (v === null ? undefined : v), z.string({ error: "关键字格式错误" }).trim().optional())),
      liveStatus: optionalFilter("未知的直播状态"),
      storeShow: optionalFilter("未知的显示状态"),
      reviewStatus: optionalFilter("未知的审核状态"),
      star: optionalFilter("未知的推荐星级"),
    })
    .nullish(),
  pageParamRequest: z
    .object({ page: pageField("页码格式错误", 1_000_000), limit: pageField("每页条数需在 1 到 10000 之间", 10_000) })
    .nullish(),
});

export type RoomListRequest = z.output<typeof roomListSchema>;

const roomId = bodyInt("直播间ID不能为空", { min: 1, message: "直播间ID不能为空" });
const goodsIdField = (missing: string) => bodyInt(missing, { min: 1, message: missing });

export const addGoodsSchema = z.object({
  id: roomId,
  ids: z
    .array(goodsIdField("商品ID格式错误"), { error: "请至少选择一个商品提交" })
    .min(1, { error: "请至少选择一个商品提交" })
    .refine(withinIdLimit, { error: TOO_MANY_IDS }),
});

export const goodsOnSaleSchema = z.object({
  roomId,
  goodsId: goodsIdField("直播商品ID不能为空"),
  onSale: flag("上下架状态不能为空", "上下架状态只能是0（下架）或1（上架）"),
});

export const goodsSortSchema = z.object({
  roomId,
  goods: z
    .array(z.object({ goodsId: goodsIdField("直播商品ID不能为空") }), { error: "请传入排序后的商品" })
    .min(1, { error: "请传入排序后的商品" })
    .refine(withinIdLimit, { error: TOO_MANY_IDS }),
});

export const manageAssistantsSchema = z.object({
  id: roomId,
  assid: z
    .array(goodsIdField("小助手ID格式错误"), { error: "请至少选择一个小助手" })
    .min(1, { error: "请至少选择一个小助手" })
    .refine(withinIdLimit, { error: TOO_MANY_IDS }),
});

/** Path of a room id and another id (`deletegoodsinroom/{id}/{goodsId}`). */
export const roomGoodsParams = z.object({
  id: z.coerce.number({ error: "id 格式错误" }).int().positive({ error: "id 格式错误" }),
  goodsId: z.coerce.number({ error: "goodsId 格式错误" }).int().positive({ error: "goodsId 格式错误" }),
});

/** Path of a room id and a 0/1 value (the four switches). */
export const switchParams = (name: string) =>
  z.object({
    id: z.coerce.number({ error: "id 格式错误" }).int().positive({ error: "id 格式错误" }),
    value: z.coerce.number({ error: `${name} 只能是0或1` }).int({ error: `${name} 只能是0或1` }).min(0, { error: `${name} 只能是0或1` }).max(1, { error: `${name} 只能是0或1` }),
  });

/** `WechatLiveRoom`. */
export interface WechatLiveRoom extends Omit<RoomInfo, "id" | "subAnchorWechat" | "createrWechat" | "screenType"> {
  id: number;
  subAnchorWechat: string;
  createrWechat: string;
  screenType: number;
  /** WeChat's room id, once WeChat approved the room. */
  roomId: number | null;
  coverImgWx: string;
  feedsImgWx: string;
  shareImgWx: string;
  /** 101 live, 102 not started, 103 ended, 104 banned, 105 paused, 106 error, 107 expired. */
  liveStatus: number;
  /** 0 hidden, 1 shown in the shop. */
  storeShow: number;
  createrOpenid: string;
  liveReplay: string;
  /** Comma-joined WeChat goods ids of the room's goods. */
  goods: string;
  goodsJson: string;
  createTime: string;
  qrcodeUrl: string;
  /** Comma-joined ids of the room's assistants. */
  assistant: string;
  /** 0 platform pending, 1 platform rejected, 2 WeChat rejected, 3 WeChat approved. */
  reviewStatus: number;
  reviewReason: string;
  merName: string;
  merType: number;
  merId: number;
  star: number;
  sort: number;
}

/** `WechatLiveRoomSharCode`. */
export interface RoomShareCode {
  cdnUrl: string;
  pagePath: string;
  posterUrl: string;
}
