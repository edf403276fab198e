/**
 * Wire shapes of live goods, assistants and media (contract §3.27). The goods save takes an
 * array body, so its item schema is applied by the route; rooms are in roomContract.ts.
 */
import { z } from "zod";
import { bodyInt, optionalBodyInt } from "../../core/bodyFields.js";
import { decodedAgain, pageParams, qDecodedText, qInt } from "../../core/validate.js";
import { optionalPrice, optionalText, requiredText, wechatLength } from "./fields.js";

/** Most goods one save may add (one picker confirmation). */
export const MAX_GOODS_PER_SAVE = 20;
/** Prices a live goods may show, in cents. */
export const MIN_PRICE = 1;
export const MAX_PRICE = 9_999_900;

export const goodsSearchSchema = z.object({
  keywords: qDecodedText(),
  reviewStatus: qInt("未知的审核状态").pipe(z.number().min(0, { error: "未知的审核状态" }).max(5, { error: "未知的审核状态" }).optional()),
  ...pageParams,
});

const NAME_RULE = "商品名称最长14个汉字，1个汉字相当于2个字符";
const PRICE_FORMAT = "直播价格格式错误，最多保留两位小数";

const goodsFields = {
  coverImgUrlLocal: requiredText("商品封面图不能为空", 500),
  name: requiredText("商品名称不能为空", 100, NAME_RULE).refine((v) => wechatLength(v) <= 28, { error: NAME_RULE }),
  priceType: bodyInt("请选择价格类型", { min: 1, max: 3, message: "价格类型只能是1（一口价）、2（价格区间）、3（折扣价）" }),
  price: optionalPrice(PRICE_FORMAT),
  price2: optionalPrice(PRICE_FORMAT),
  url: requiredText("商品详情页小程序路径不能为空", 300),
};

interface PriceFields {
  priceType: number;
  price?: number;
  price2?: number;
}

/** WeChat's price rules: one price (1), a range left < right (2), or original > current (3). */
function checkPrices(goods: PriceFields, ctx: z.RefinementCtx): void {
  const issue = (message: string) => ctx.addIssue({ code: "custom", message });
  const { priceType, price, price2 } = goods;
  if (price === undefined) return issue("请输入直播价格");
  if (price < MIN_PRICE) return issue("直播价格不能低于0.01元");
  if (price > MAX_PRICE) return issue("直播价格不能超过99999元");
  if (priceType === 1) return;
  if (price2 === undefined) return issue(priceType === 2 ? "价格区间需要填写左右两个价格" : "折扣价需要填写原价和现价");
  if (price2 < MIN_PRICE) return issue("直播价格不能低于0.01元");
  if (price2 > MAX_PRICE) return issue("直播价格不能超过99999元");
  if (priceType === 2 && price >= price2) issue("价格区间左边价格需小于右边价格");
  if (priceType === 3 && price2 >= price) issue("折扣价的现价需低于原价");
}

export const goodsItemSchema = z
  .object({
    ...goodsFields,
    coverImgUrl: requiredText("封面素材不能为空，请重新选择商品图"),
    productId: bodyInt("请选择直播商品", { min: 1, message: "请选择直播商品" }),
  })
  .superRefine(checkPrices);
export type GoodsItem = z.output<typeof goodsItemSchema>;

export const goodsSaveSchema = z
  .array(goodsItemSchema, { error: "参数体格式错误，应为直播商品数组" })
  .min(1, { error: "请至少添加一个直播商品" })
  .max(MAX_GOODS_PER_SAVE, { error: `一次最多添加${MAX_GOODS_PER_SAVE}个直播商品` });

export const goodsUpdateSchema = z
  .object({
    ...goodsFields,
    id: bodyInt("直播商品ID不能为空", { min: 1, message: "直播商品ID不能为空" }),
    // Sent again only with a new cover; the stored one stays otherwise.
    coverImgUrl: optionalText(200, "封面素材格式错误"),
  })
  .superRefine(checkPrices);

export const sortParams = z.object({
  id: z.coerce.number({ error: "id 格式错误" }).int().positive({ error: "id 格式错误" }),
  sort: z.coerce.number({ error: "排序格式错误" }).int({ error: "排序格式错误" }).min(0, { error: "排序范围为0~9999" }).max(9999, { error: "排序范围为0~9999" }),
});

export const assistantSearchSchema = z.object({
  // Required by the backend (contract §9): present, though it may be empty.
  keywords: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), decodedAgain(z.string({ error: "请求参数 keywords 不能为空" }).trim())),
  ...pageParams,
});

export const assistantSaveSchema = z.object({
  wechat: requiredText("请输入小助手微信号", 64, "小助手微信号不能超过64个字符"),
  wechatNickname: requiredText("请输入小助手微信昵称", 64, "小助手微信昵称不能超过64个字符"),
  assDesc: optionalText(200, "小助手备注不能超过200个字符"),
});
export const assistantUpdateSchema = assistantSaveSchema.extend({ id: bodyInt("小助手ID不能为空", { min: 1, message: "小助手ID不能为空" }) });

export const mediaUploadSchema = z.object({
  type: requiredText("请求参数 type 不能为空").refine((v) => v === "image", { error: "素材类型只能是image" }),
  imagePath: requiredText("请选择图片", 500, "图片地址过长"),
});

/** Optional positive id of a body (a room or goods reference). */
export const optionalId = (message: string) => optionalBodyInt({ min: 1, message });

/** `WechatLiveGoods`. Prices are decimal strings. */
export interface WechatLiveGoods {
  id: number;
  coverImgUrl: string;
  coverImgUrlLocal: string;
  name: string;
  /** 1 fixed, 2 range, 3 discount. */
  priceType: number;
  price: string;
  price2: string;
  url: string;
  /** WeChat's goods id, once the platform passed the goods. */
  goodsId: number | null;
  productId: number;
  auditId: number | null;
  /** WeChat: 0 not reviewed, 1 reviewing, 2 passed, 3 failed. */
  auditStatus: number;
  thirdPartyAppid: string;
  thirdPartyTag: number;
  /** 0 created/withdrawn, 1 platform pending, 2 platform passed (WeChat reviewing), 3 platform failed, 4 WeChat passed, 5 WeChat failed. */
  reviewStatus: number;
  reviewReason: string;
  merName: string;
  merType: number;
  merId: number;
  sort: number;
  createTime: string;
  updateTime: string;
}

/** A goods of a room (`WechatLiveGoodsInRoomResponse`). */
export interface LiveGoodsInRoom extends WechatLiveGoods {
  /** 1 on the room's shelf, 0 taken off it. */
  onSale: number;
}

/** `WechatLiveAssistant`. */
export interface WechatLiveAssistant {
  id: number;
  merId: number;
  wechat: string;
  wechatNickname: string;
  headimg: string;
  openid: string;
  assDesc: string;
  createTime: string;
  updateTime: string;
}

/** Answer of /mp/media/uploadlocal. */
export interface WechatMedia {
  type: string;
  mediaId: string;
  /** Unix seconds. */
  createdAt: number;
  url: string;
}
