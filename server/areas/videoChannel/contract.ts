/**
 * Wire shapes of the video channel (contract §3.28). Pictures, specifications and SKUs travel
 * as JSON text (`headImg`, `attr`, `attrValue`), as the backend keeps them; arrays are accepted too.
 */
import { z } from "zod";
import { bodyInt, optionalBodyInt } from "../../core/bodyFields.js";
import { pageParams, qDecodedText, qInt } from "../../core/validate.js";

const absent = (v: unknown) => v === undefined || v === null || v === "";

const INVALID = Symbol("invalid JSON");
const parsedList = (v: unknown) => {
  if (absent(v)) return undefined;
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return INVALID;
  }
};

/** An optional JSON list sent as text or as an array; `invalid` when it is neither. */
const jsonList = <T extends z.ZodType>(item: T, invalid: string) => z.preprocess(parsedList, z.array(item, { error: invalid }).optional());

/** A JSON list that must be present and not empty. */
const requiredJsonList = <T extends z.ZodType>(item: T, missing: string, invalid: string) =>
  z.preprocess(parsedList, z.array(item, { error: (issue) => (issue.input === undefined ? missing : invalid) }).min(1, { error: missing }));

const picture = z.string({ error: "图片地址格式错误" }).trim().min(1, { error: "图片地址格式错误" }).max(500, { error: "图片地址过长" });

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const money = (label: string) =>
  z.preprocess((v) => (absent(v) ? "0" : typeof v === "number" ? String(v) : v), z.string({ error: `${label}格式错误` }).trim().regex(MONEY, { error: `${label}格式错误，最多两位小数` }));

export const skuSchema = z.object({
  id: bodyInt("商品规格不存在", { min: 1, message: "商品规格不存在" }),
  image: z.preprocess((v) => (absent(v) ? "" : v), z.string({ error: "规格图片格式错误" }).trim().max(500, { error: "规格图片地址过长" })),
  price: money("商品价"),
  cost: money("成本价"),
  otPrice: money("划线价"),
  stock: optionalBodyInt({ min: 0, max: 99_999_999, message: "库存范围为0~99999999" }).transform((v) => v ?? 0),
  barCode: z.preprocess((v) => (absent(v) ? "" : v), z.string({ error: "商品编码格式错误" }).trim().max(64, { error: "商品编码不能超过64个字符" })),
  weight: money("重量"),
  volume: money("体积"),
  attrValue: z.preprocess((v) => (absent(v) ? "{}" : typeof v === "object" ? JSON.stringify(v) : v), z.string({ error: "规格属性格式错误" })),
  sku: z.preprocess((v) => (absent(v) ? "" : v), z.string({ error: "规格名称格式错误" }).max(500, { error: "规格名称过长" })),
});
export type DraftSku = z.output<typeof skuSchema>;

const attrSchema = z.object({
  attrName: z.string({ error: "规格名称格式错误" }).trim().min(1, { error: "规格名称不能为空" }).max(50, { error: "规格名称不能超过50个字符" }),
  attrValues: z.preprocess((v) => (Array.isArray(v) ? v.join(",") : v), z.string({ error: "规格值格式错误" }).max(2000, { error: "规格值过长" })),
});

export const draftSaveSchema = z.object({
  id: optionalBodyInt({ min: 1, message: "草稿商品ID格式错误" }),
  primaryProductId: bodyInt("请先选择主商品", { min: 1, message: "请先选择主商品" }),
  title: z
    .string({ error: "标题不能为空" })
    .trim()
    .min(1, { error: "标题不能为空" })
    .max(60, { error: "标题不能超过60个字符" }),
  headImg: requiredJsonList(picture, "轮播图不能为空", "轮播图格式错误").refine((v) => v.length <= 5, { error: "轮播图最多5张" }),
  qualificationPics: jsonList(picture, "商品资质图格式错误")
    .refine((v) => !v || v.length <= 5, { error: "商品资质图最多5张" })
    .transform((v) => v ?? []),
  thirdCatId: bodyInt("第三级类目不能为空", { min: 1, message: "第三级类目不能为空" }),
  brandId: optionalBodyInt({ min: 0, message: "品牌ID格式错误" }).transform((v) => v ?? 0),
  descInfo: z.preprocess((v) => (absent(v) ? "" : v), z.string({ error: "商品详情格式错误" }).max(200_000, { error: "商品详情过长" })),
  tempId: bodyInt("运费模板不能为空", { min: 1, message: "运费模板不能为空" }),
  unitName: z.string({ error: "请输入单位" }).trim().min(1, { error: "请输入单位" }).max(16, { error: "单位不能超过16个字符" }),
  giveIntegral: optionalBodyInt({ min: 0, max: 99_999_999, message: "赠送积分范围为0~99999999" }).transform((v) => v ?? 0),
  ficti: optionalBodyInt({ min: 0, max: 99_999_999, message: "已售数量范围为0~99999999" }).transform((v) => v ?? 0),
  specType: z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean()),
  attr: jsonList(attrSchema, "商品规格格式错误").transform((v) => v ?? []),
  attrValue: requiredJsonList(skuSchema, "请至少选择一个商品属性", "商品属性格式错误").refine((v) => v.length <= 1000, { error: "商品属性不能超过1000个" }),
});
export type DraftSaveRequest = z.output<typeof draftSaveSchema>;

export const draftSearchSchema = z.object({ proId: qInt("商品ID格式错误"), search: qDecodedText(), ...pageParams });

export const draftReviewSchema = z.object({
  draftProductId: bodyInt("草稿商品ID不能为空", { min: 1, message: "草稿商品ID不能为空" }),
  platformEditStatus: bodyInt("审核操作不能为空", { min: 1, max: 2, message: "审核操作只能是1（撤回）或2（提交平台审核）" }),
});

export const brandSearchSchema = z.object({ status: qInt("品牌状态格式错误"), ...pageParams });

export const imgUploadSchema = z.object({
  respType: bodyInt("respType 不能为空", { min: 0, max: 2, message: "respType只能是0（media_id）、1（链接）或2（支付media_id）" }),
  uploadType: bodyInt("uploadType 不能为空", { min: 0, max: 1, message: "uploadType只能是0（二进制流）或1（图片链接）" }),
  imgUrl: z.string({ error: "imgUrl 不能为空" }).trim().min(1, { error: "imgUrl 不能为空" }).max(500, { error: "图片地址过长" }),
});

/** `PayComponentCat`. */
export interface PayComponentCat {
  thirdCatId: number;
  thirdCatName: string;
  qualification: string;
  /** 0 not needed, 1 required, 2 optional. */
  qualificationType: number;
  productQualification: string;
  productQualificationType: number;
  secondCatId: number;
  secondCatName: string;
  firstCatId: number;
  firstCatName: string;
  status: number;
}

/** A node of the category cascader (GET cat/get/list). */
export interface CatTreeNode {
  value: number;
  label: string;
  qualification: string;
  qualificationType: number;
  productQualification: string;
  productQualificationType: number;
  status: number;
  children?: CatTreeNode[];
}

/** `PayComponentShopBrand`. */
export interface PayComponentShopBrand {
  id: number;
  brandId: number;
  brandWording: string;
  brandManagementType: number;
  trademarkRegistrant: string;
  /** 0 reviewing, 1 passed, 9 rejected. */
  status: number;
  rejectReason: string;
  createTime: string;
}

export interface PayComponentDeliveryCompany {
  id: number;
  deliveryId: string;
  deliveryName: string;
}

export interface ImgUploadResult {
  errcode: number;
  errmsg: string;
  img_info: { media_id: string; temp_img_url: string; pay_media_id: string };
}

interface ComponentFields {
  id: number;
  merId: number;
  primaryProductId: number;
  title: string;
  path: string;
  /** JSON text: string[] of absolute picture URLs. */
  headImg: string;
  qualificationPics: string;
  thirdCatId: number;
  thirdCatName: string;
  brandId: number;
  descInfo: string;
  tempId: number;
  stock: number;
  sales: number;
  unitName: string;
  giveIntegral: number;
  ficti: number;
  specType: boolean;
  /** JSON text: [{attrName, attrValues}]. */
  attr: string;
  /** JSON text: the SKUs (prices as decimal strings, `attrValue` a JSON object text). */
  attrValue: string;
  /** WeChat: 0 initial, 5 on shelf, 11 self-delisted, 13 delisted for violation. */
  status: number;
  /** WeChat review: 1 none, 2 reviewing, 3 failed, 4 passed. */
  editStatus: number;
  /** 0, 5 merchant on, 6 platform on, 11 merchant off, 12 platform off. */
  platformStatus: number;
  /** Platform review: 1 none, 2 reviewing, 3 failed, 4 passed. */
  platformEditStatus: number;
  createTime: string;
  updateTime: string;
}

/** `PayComponentDraftProduct`. */
export interface PayComponentDraftProduct extends ComponentFields {
  /** The product it became (0 before WeChat first approved it). */
  productId: number;
  componentProductId: number | null;
  reject_reason: string;
  platformStatusReason: string;
  addTime: string;
  isDel: boolean;
  catInfo?: PayComponentCat;
}

/** `PayComponentProduct` / `PayComponentProductResponse`. */
export interface PayComponentProduct extends ComponentFields {
  componentProductId: number;
  draftId: number;
  isDel: boolean;
  catInfo?: PayComponentCat;
  brandName?: string;
}
