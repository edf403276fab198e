/**
 * Products (contract §3.1): request schemas (validated by the server, with the backend's
 * messages) and the shapes answered, for the console to `import type`.
 */
import { z } from "zod";
import { bodyBool, bodyInt, countField, hundredths, optionalBodyBool, optionalBodyInt, optionalCountField, optionalHundredths } from "../../core/bodyFields.js";
import { MAX_COUNT, MAX_MONEY_CENTS as MAX_PRICE, tooMany } from "../../core/numberLimits.js";
import { pageParams, qBool, qDecodedText, qInt, qText, reqInt, TOO_MANY_IDS, withinIdLimit } from "../../core/validate.js";
import { commaIds, idArray, optText, reqText } from "./fields.js";

/** Product types (§8): 0 normal, 1 points, 2 virtual, 4 video channel, 5 cloud disk, 6 card secret. */
export const PRODUCT_TYPES = [0, 1, 2, 4, 5, 6] as const;
export const PRODUCT_TYPE = { normal: 0, points: 1, virtual: 2, video: 4, cloud: 5, cdkey: 6 } as const;
/** Types that are not shipped: no shipping template, delivery by the merchant only. */
export const NON_PHYSICAL_TYPES: readonly number[] = [PRODUCT_TYPE.virtual, PRODUCT_TYPE.cloud, PRODUCT_TYPE.cdkey];

const productId = () => bodyInt("商品ID不能为空");
/** A product's stock is the sum of its SKUs'; it stays within MAX_COUNT too. */
const stockWithinLimit = (skus: readonly { stock: number }[]) => skus.reduce((sum, sku) => sum + sku.stock, 0) <= MAX_COUNT;
const brokerageField = (missing: string) => bodyInt(missing, { min: 0, max: 100, message: "返佣比例范围为0~100" });

// ---------------------------------------------------------------- list, tabs, export

const listFilters = {
  categoryId: qInt(),
  keywords: qDecodedText(),
  isPaidMember: qBool(),
  productType: qInt(),
  cateId: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "商户商品分类ID格式错误" }).int().optional()),
};

export const productTabsHeaderQuery = z.object(listFilters);

export const productListQuery = z.object({
  type: reqInt("商品类型不能为空").refine((t) => t >= 1 && t <= 8, { error: "未知的商品类型" }),
  ...listFilters,
  ...pageParams,
});
export const productExportQuery = productListQuery.omit({ page: true, limit: true });

// ---------------------------------------------------------------- save / update

const attrOptionSchema = z.object({
  id: optionalBodyInt({ min: 1, message: "规格属性ID格式错误" }),
  optionName: reqText("属性名不能为空"),
  image: optText(),
  sort: optionalBodyInt({ min: 0, max: MAX_COUNT, message: "排序格式错误", maxMessage: tooMany("排序") }),
});

const attrSchema = z.object({
  id: optionalBodyInt({ min: 1, message: "规格ID格式错误" }),
  attributeName: reqText("规格名不能为空"),
  isShowImage: bodyBool("请选择是否展示规格图片"),
  sort: optionalBodyInt({ min: 0, max: MAX_COUNT, message: "排序格式错误", maxMessage: tooMany("排序") }),
  optionList: z.array(attrOptionSchema, { error: "规格属性数组不能为空" }).min(1, { error: "规格属性数组不能为空" }),
});

const skuSchema = z.object({
  id: optionalBodyInt({ min: 1, message: "商品规格属性ID格式错误" }),
  stock: countField("库存", "商品规格属性库存不能为空", { minMessage: "库存不能小于0" }),
  price: hundredths("规格属性金额不能为空", { min: 0, minMessage: "金额不能小于0", max: MAX_PRICE, maxMessage: "商品金额最大为999999.99" }),
  vipPrice: optionalHundredths({ min: 0, minMessage: "会员价不能小于0", max: MAX_PRICE, maxMessage: "会员价最大为999999.99" }),
  image: reqText("商品规格属性图片不能为空"),
  cost: hundredths("规格属性成本价不能为空", { min: 0, minMessage: "成本价不能小于0", max: MAX_PRICE, maxMessage: "商品成本价最大为999999.99" }),
  otPrice: hundredths("规格属性原价不能为空", { min: 0, minMessage: "原价不能小于0", max: MAX_PRICE, maxMessage: "商品原价最大为999999.99" }),
  weight: hundredths("规格属性重量不能为空", { min: 0, minMessage: "重量不能小于0", label: "重量" }),
  volume: hundredths("规格属性体积不能为空", { min: 0, minMessage: "体积不能小于0", label: "体积" }),
  brokerage: brokerageField("规格属性一级返佣不能为空"),
  brokerageTwo: brokerageField("规格属性二级返佣不能为空"),
  attrValue: reqText("attr_values不能为空"),
  barCode: optText(),
  expand: optText(),
  cdkeyId: optionalBodyInt({ min: 0, message: "卡密库ID格式错误" }),
  itemNumber: optText(),
  isShow: optionalBodyBool("是否显示格式错误"),
  isDefault: optionalBodyBool("是否默认格式错误"),
});

export const productSaveBody = z.object({
  id: optionalBodyInt({ min: 1, message: "商品ID格式错误" }),
  type: bodyInt("请选择商品类型").refine((t) => (PRODUCT_TYPES as readonly number[]).includes(t), { error: "未知的商品类型" }),
  image: reqText("商品图片不能为空", 255, "商品图片名称长度不能超过255个字符"),
  flatPattern: optText(1000, "展示图名称长度不能超过1000个字符"),
  sliderImage: reqText("轮播图不能为空", 2000, "轮播图名称长度不能超过2000个字符").refine(isStringArrayJson, { error: "轮播图格式不正确" }),
  name: reqText("商品名称不能为空", 50, "商品名称长度不能超过50个字符"),
  intro: reqText("商品简介不能为空", 100, "商品简介长度不能超过100个字符"),
  keyword: optText(255, "关键字长度不能超过255个字符").refine((k) => k.split(",").every((w) => w.trim().length <= 32), {
    error: "关键字长度不能超过32个字符",
  }),
  cateId: commaIds("商户商品分类不能为空", "商户商品分类格式不正确").refine((ids) => ids.join(",").length <= 64, {
    error: "商品分类组合长度不能超过64个字符",
  }),
  brandId: bodyInt("品牌id不能为空"),
  categoryId: bodyInt("平台分类id不能为空"),
  guaranteeIds: commaIds("", "保障服务格式不正确", false),
  unitName: reqText("单位名称不能为空", 32, "单位名长度不能超过32个字符"),
  tempId: bodyInt("运费模板ID不能为空"),
  sort: optionalBodyInt({ min: 0, max: 9999, message: "排序范围为0~9999" }),
  specType: bodyBool("商品规格类型不能为空"),
  isSub: bodyBool("请选择是否单独分佣"),
  attrList: z.array(attrSchema, { error: "商品属性不能为空" }).min(1, { error: "商品属性不能为空" }),
  attrValueList: z
    .array(skuSchema, { error: "商品属性详情不能为空" })
    .min(1, { error: "商品属性详情不能为空" })
    .refine(stockWithinLimit, { error: tooMany("商品总库存") }),
  content: optText(),
  couponIds: z.preprocess((v) => (v === null ? undefined : v), z.array(z.coerce.number().int().positive(), { error: "优惠券格式不正确" }).refine(withinIdLimit, { error: TOO_MANY_IDS }).optional()),
  isPaidMember: bodyBool("是否付费会员商品不能为空"),
  isAutoUp: optionalBodyBool("是否自动上架格式错误"),
  isAutoSubmitAudit: optionalBodyBool("是否自动提审格式错误"),
  deliveryMethod: reqText("请选择配送方式").refine((d) => d.split(",").every((m) => m === "1" || m === "2"), {
    error: "配送方式不正确",
  }),
  refundSwitch: optionalBodyBool("是否支持退款格式错误"),
  systemFormId: optionalBodyInt({ min: 0, message: "系统表单ID格式错误" }),
  giftPoints: optionalCountField("赠送积分", { minMessage: "赠送积分不能小于0" }),
});
export const productUpdateBody = productSaveBody.extend({ id: bodyInt("商品ID不能为空") });
export type ProductInput = z.output<typeof productSaveBody>;
export type ProductSkuInput = ProductInput["attrValueList"][number];
export type ProductAttrInput = ProductInput["attrList"][number];

function isStringArrayJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string");
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- single-product actions

export const productDeleteBody = z.object({
  id: productId(),
  type: reqText("删除类型不能为空").refine((t) => t === "recycle" || t === "delete", { error: "未知的删除类型" }),
});

export const submitAuditBody = z.object({ id: productId(), isAutoUp: optionalBodyBool("是否自动上架格式错误") });

export const quickStockBody = z.object({
  id: productId(),
  attrValueList: z
    .array(
      z.object({
        id: bodyInt("商品规格属性ID不能为空"),
        stock: countField("添加库存", "添加库存不能为空", { minMessage: "库存不能小于0" }),
      }),
      { error: "商品规格属性不能为空" },
    )
    .min(1, { error: "商品规格属性不能为空" }),
});

export const reviewFreeEditBody = z.object({
  id: productId(),
  cateId: commaIds("商户商品分类不能为空", "商户商品分类格式不正确").refine((ids) => ids.join(",").length <= 64, {
    error: "商品分类组合长度不能超过64个字符",
  }),
  attrValue: z
    .array(
      z.object({
        id: bodyInt("商品规格属性ID不能为空"),
        stock: countField("库存", "商品规格属性库存不能为空", { minMessage: "库存不能小于0" }),
        price: hundredths("规格属性金额不能为空", { min: 0, minMessage: "金额不能小于0", max: MAX_PRICE, maxMessage: "商品金额最大为999999.99" }),
        expand: optText(),
        cdkeyId: optionalBodyInt({ min: 0, message: "卡密库ID格式错误" }),
      }),
      { error: "商品属性详情不能为空" },
    )
    .min(1, { error: "商品属性详情不能为空" })
    .refine(stockWithinLimit, { error: tooMany("商品总库存") }),
});

const brokerageFields = { brokerage: brokerageField("一级返佣比例不能为空"), brokerageTwo: brokerageField("二级返佣比例不能为空") };
const templateField = { templateId: bodyInt("运费模板ID不能为空") };
const couponsField = { couponIds: idArray("请选择优惠券") };

export const setBrokerageBody = z.object({ id: productId(), ...brokerageFields });
export const setFreightBody = z.object({ id: productId(), ...templateField });
export const addCouponsBody = z.object({ id: productId(), ...couponsField });

// ---------------------------------------------------------------- batch actions

const idList = { idList: idArray("请选择商品") };
export const batchBody = z.object(idList);
export const batchSubmitAuditBody = z.object({ ...idList, isAutoUp: optionalBodyBool("是否自动上架格式错误") });
export const batchBrokerageBody = z.object({ ...idList, ...brokerageFields });
export const batchFreightBody = z.object({ ...idList, ...templateField });
export const batchCouponsBody = z.object({ ...idList, ...couponsField });

// ---------------------------------------------------------------- collection (collect/)

export const importProductQuery = z.object({
  form: reqInt("请求参数 form 不能为空").refine((f) => f >= 1 && f <= 5, { error: "未知的采集平台" }),
  url: z.preprocess((v) => (v === "" ? undefined : v), reqText("请求参数 url 不能为空")),
});
export const copyProductBody = z.object({ url: reqText("复制商品地址 不能为空") });

// ---------------------------------------------------------------- pickers

const sortOrder = z.preprocess((v) => (v === "" ? undefined : v), z.enum(["asc", "desc"], { error: "排序方式不正确" }).optional());

export const activitySearchQuery = z.object({
  name: qDecodedText(),
  categoryId: commaIds("", "平台分类格式不正确", false),
  isShow: qBool(),
  merStars: qInt(),
  merIds: qText(),
  cateIds: commaIds("", "商户分类格式不正确", false),
  productId: qInt(),
  brandId: qInt(),
  priceOrder: sortOrder,
  salesOrder: sortOrder,
  ...pageParams,
});

export const marketingSearchQuery = z.object({
  name: qDecodedText(),
  categoryId: qInt(),
  isShow: qBool(),
  activityId: qInt(),
  cateId: qInt(),
  marketingType: z.preprocess((v) => (v === "" || v === undefined ? 0 : v), z.coerce.number().int().refine((t) => t >= 0 && t <= 2, { error: "未知的营销类型" })),
  productId: qInt(),
  ...pageParams,
});

// ---------------------------------------------------------------- answers

/** `AdminProductListResponse`. Money as decimal strings. */
export interface AdminProductListRow {
  id: number;
  image: string;
  name: string;
  keyword: string;
  cateId: string;
  categoryId: number;
  price: string;
  vipPrice: string;
  sort: number;
  sales: number;
  stock: number;
  isShow: boolean;
  auditStatus: number;
  isAudit: boolean;
  ficti: number;
  collectCount: number;
  reason: string;
  type: number;
  isPaidMember: boolean;
  specType: boolean;
}

export interface ProductTabCount {
  type: number;
  count: number;
}

export interface ProductAttributeOptionInfo {
  id: number;
  productId: number;
  attributeId: number;
  optionName: string;
  image: string;
  sort: number;
  isDel: boolean;
}

export interface ProductAttributeInfo {
  id: number;
  productId: number;
  attributeName: string;
  isShowImage: boolean;
  sort: number;
  isDel: boolean;
  optionList: ProductAttributeOptionInfo[];
}

/** A SKU (`ProductAttrValue` / `AttrValueResponse`). */
export interface ProductSku {
  id: number;
  productId: number;
  sku: string;
  stock: number;
  sales: number;
  price: string;
  vipPrice: string;
  cost: string;
  otPrice: string;
  image: string;
  weight: string;
  volume: string;
  brokerage: number;
  brokerageTwo: number;
  type: number;
  quota: number;
  quotaShow: number;
  /** JSON object text: attribute name → option name. */
  attrValue: string;
  barCode: string;
  expand: string;
  cdkeyId: number;
  itemNumber: string;
  isShow: boolean;
  isDefault: boolean;
}

export interface ProductSkuInfo extends ProductSku {
  cdkeyLibraryName: string;
}

export interface ProductGuarantee {
  id: number;
  name: string;
  icon: string;
  content: string;
  sort: number;
  isShow: boolean;
  isDel: boolean;
  createTime: string;
  updateTime: string;
}

/** `ProductInfoResponse` (merchant side). */
export interface ProductInfo {
  id: number;
  type: number;
  image: string;
  /** JSON text of the image URLs. */
  sliderImage: string;
  flatPattern: string;
  name: string;
  intro: string;
  keyword: string;
  cateId: string;
  brandId: number;
  categoryId: number;
  guaranteeIds: string;
  guaranteeList: ProductGuarantee[];
  unitName: string;
  tempId: number;
  sort: number;
  ficti: number;
  specType: boolean;
  isSub: boolean;
  attrList: ProductAttributeInfo[];
  attrValueList: ProductSkuInfo[];
  content: string;
  couponIds: number[];
  price: string;
  vipPrice: string;
  otPrice: string;
  cost: string;
  sales: number;
  stock: number;
  collectNum: number;
  isShow: boolean;
  isRecycle: boolean;
  auditStatus: number;
  isAudit: boolean;
  reason: string;
  isPaidMember: boolean;
  isAutoUp: boolean;
  deliveryMethod: string;
  refundSwitch: boolean;
  systemFormId: number;
  systemFormValue: string;
  giftPoints: number;
  createTime: string;
}

/** `ProductActivityResponse` (picker dialog). */
export interface ProductActivityRow {
  id: number;
  image: string;
  name: string;
  price: string;
  stock: number;
  sales: number;
  ficti: number;
  isShow: boolean;
  specType: boolean;
  unitName: string;
  type: number;
  brandId: number;
  categoryId: number;
  categoryName: string;
  merCategoryId: string;
  merName: string;
  merStarLevel: number;
  attrValue: ProductSku[];
}

/** `ProductMarketingResponse` (seckill / group-buy pickers). */
export interface ProductMarketingRow {
  id: number;
  image: string;
  name: string;
  isShow: boolean;
  categoryId: number;
  categoryName: string;
  type: number;
  price: string;
  sales: number;
  stock: number;
  unitName: string;
  attrValue: ProductSku[];
}

export interface AuditSwitchInfo {
  productSwitch: boolean;
  isSwitch: boolean;
}
