/** Wire shapes of flash sales (contract §3.25): request schemas with the backend's messages, answer types. */
import { z } from "zod";
import { bodyInt, countField, hundredths } from "../../core/bodyFields.js";
import { MAX_MONEY_CENTS as MAX_PRICE } from "../../core/numberLimits.js";
import { pageParams, qDecodedText, qInt, qText } from "../../core/validate.js";
import { commaIds } from "../product/fields.js";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const qDate = (invalid: string) => qText().refine((v) => v === undefined || DATE.test(v), { error: invalid });
const qChoice = (values: readonly number[], invalid: string) => qInt(invalid).refine((v) => v === undefined || values.includes(v), { error: invalid });

export const activityPageQuery = z.object({ name: qDecodedText(), date: qDate("活动日期格式不正确"), ...pageParams });

export const seckillProductQuery = z.object({
  proName: qDecodedText(),
  /** 0 off, 1 on the shelf. */
  proStatus: qChoice([0, 1], "商品状态格式不正确"),
  activityName: qDecodedText(),
  /** The activity's state: 0 not started (or closed), 1 running, 2 ended. */
  activityStatus: qChoice([0, 1, 2], "活动状态格式不正确"),
  merStars: qInt("商户星级格式不正确"),
  merIds: qText(),
  auditStatus: qChoice([1, 2, 3], "审核状态格式不正确"),
  ...pageParams,
});
export type SeckillProductQuery = z.output<typeof seckillProductQuery>;

const activityPrice = () =>
  hundredths("活动价不能为空", { min: 0, minMessage: "活动价不能小于0", max: MAX_PRICE, maxMessage: "活动价最大为999999.99" });

const joinSku = z.object({
  attrValueId: bodyInt("商品规格ID不能为空", { min: 1, message: "商品规格ID格式不正确" }),
  quota: countField("限量", "限量不能为空", { minMessage: "限量最小值为0" }),
  activityPrice: activityPrice(),
});

const joinProduct = z.object({
  id: bodyInt("商品ID不能为空", { min: 1, message: "商品ID格式不正确" }),
  sort: bodyInt("排序不能为空", { min: 0, max: 9999, message: "排序范围为0~9999" }),
  attrValue: z.array(joinSku, { error: "请设置商品规格" }).min(1, { error: "请设置商品规格" }),
});

/** `SeckillProductAddRequest`: `id` is the activity. */
export const seckillAddBody = z.object({
  id: bodyInt("请选择秒杀活动", { min: 1, message: "请选择秒杀活动" }),
  productList: z.array(joinProduct, { error: "请选择商品" }).min(1, { error: "请选择商品" }).max(100, { error: "一次最多添加100个商品" }),
});
export type SeckillAddInput = z.output<typeof seckillAddBody>;
export type SeckillJoinProduct = SeckillAddInput["productList"][number];

const priceSku = z.object({
  id: bodyInt("秒杀商品规格ID不能为空", { min: 1, message: "秒杀商品规格ID格式不正确" }),
  activityPrice: activityPrice(),
});

export const seckillPriceBody = z.object({
  productList: z
    .array(
      z.object({
        id: bodyInt("商品ID不能为空", { min: 1, message: "商品ID格式不正确" }),
        attrValue: z.array(priceSku, { error: "请设置商品规格" }).min(1, { error: "请设置商品规格" }),
      }),
      { error: "请选择商品" },
    )
    .min(1, { error: "请选择商品" }),
});
export type SeckillPriceInput = z.output<typeof seckillPriceBody>;

export const seckillIdsBody = z.object({ ids: commaIds("秒杀商品ID不能为空", "秒杀商品ID格式不正确") });

// ---------------------------------------------------------------- answers

/** `SeckillActivityPageResponse`. */
export interface SeckillActivityRow {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  oneQuota: number;
  allQuota: number;
  merStars: number;
  /** Comma platform category ids; "0" = any category. */
  proCategory: string;
  isOpen: number;
  /** 0 not started, 1 running, 2 ended. */
  status: number;
  createTime: string;
  /** The signed-in merchant's products in it. */
  productNum: number;
  /** Slots such as `10:00 - 12:00`. */
  timeList: string[];
  productCategoryNames: string;
}

/** A flash-sale SKU: the activity price and quota next to the product SKU it came from. */
export interface SeckillSku {
  id: number;
  /** The seckill product. */
  productId: number;
  /** The product SKU (`attrValueId` when it joined). */
  masterId: number;
  sku: string;
  image: string;
  barCode: string;
  attrValue: string;
  /** The activity price. */
  price: string;
  /** The SKU's own price when it joined. */
  otPrice: string;
  quota: number;
  quotaShow: number;
  stock: number;
}

/** `SeckillProductPageResponse`. */
export interface SeckillProductRow {
  id: number;
  activityId: number;
  productId: number;
  image: string;
  name: string;
  price: string;
  seckillPrice: string;
  sort: number;
  specType: boolean;
  isShow: boolean;
  /** 1 pending, 2 passed, 3 rejected. */
  auditStatus: number;
  reason: string;
  merName: string;
  merCategoryId: string;
  merStarLevel: number;
  categoryName: string;
  activityName: string;
  /** 0 not started, 1 running, 2 ended. */
  activityStatus: number;
  attrValue: SeckillSku[];
  timeList: string[];
  type: number;
}

/** `SeckillActivityDetailResponse`. */
export interface SeckillActivityDetail extends Omit<SeckillActivityRow, "productNum"> {
  /** Comma slot ids. */
  timeIntervals: string;
  /** The signed-in merchant's products in it. */
  productList: SeckillProductRow[];
}
