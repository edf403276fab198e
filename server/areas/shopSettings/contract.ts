/** Wire shapes of the shop settings (contract §3.23, without the settlement account). */
import { z } from "zod";
import { bodyBool, bodyInt, countField, optionalBodyInt } from "../../core/bodyFields.js";

/** `RegularConstants.URL` of the backend: an http(s) address. */
export const SERVICE_LINK_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const SERVICE_TYPES = ["H5", "phone"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const ALERT_STOCK_MAX = 9999;
/** Most banners of the PC shop (the backend refuses more). */
export const PC_BANNER_MAX = 10;

/** `@NotBlank`: a string with something besides spaces. */
const notBlank = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const optionalText = (message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v) => (v ?? "").trim());

/** `MerchantConfigInfoVo` as a request (POST /config/info/edit). */
export const configInfoBody = z
  .object({
    keywords: optionalText("商户关键字格式错误"),
    addressDetail: notBlank("商户地址不能为空"),
    latitude: z.preprocess((v) => (typeof v === "number" ? String(v) : v), notBlank("纬度不能为空")),
    longitude: z.preprocess((v) => (typeof v === "number" ? String(v) : v), notBlank("经度不能为空")),
    backImage: notBlank("商户背景图不能为空"),
    avatar: notBlank("商户头像不能为空"),
    rectangleLogo: notBlank("商户logo（横）不能为空"),
    coverImage: notBlank("商户封面图不能为空"),
    streetBackImage: notBlank("商户街背景图不能为空"),
    intro: notBlank("商户简介不能为空"),
    alertStock: bodyInt("警戒库存不能为空", { min: 0, max: ALERT_STOCK_MAX, message: "警戒库存范围0~9999" }),
    serviceType: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(SERVICE_TYPES, { error: (issue) => (issue.input === undefined || issue.input === null ? "客服类型不能为空" : "未知的客服类型") }),
    ),
    serviceLink: optionalText("客服H5链接格式不正确"),
    servicePhone: optionalText("客服电话格式错误"),
    pcBanner: optionalText("pcBanner格式错误"),
    pcBackImage: optionalText("pc背景图格式错误"),
    isTakeTheir: bodyBool("请选择是否开启自提"),
    receiptPrintingSwitch: optionalBodyInt({ min: 0, max: 3, message: "小票打印开关范围0~3" }),
    electrPrintingSwitch: optionalBodyInt({ min: 0, max: 1, message: "电子面单开关范围0~1" }),
    // Read from the platform's configuration; a value sent back is ignored.
    txMapKey: z.unknown().optional(),
  })
  // The backend's serviceTypeCheck, after the field rules: the chosen channel must be filled in.
  .superRefine((body, ctx) => {
    if (body.serviceType === "H5") {
      if (!body.serviceLink) ctx.addIssue({ code: "custom", message: "客服H5链接不能为空", path: ["serviceLink"] });
      else if (!SERVICE_LINK_PATTERN.test(body.serviceLink)) ctx.addIssue({ code: "custom", message: "客服H5链接格式不正确", path: ["serviceLink"] });
    }
    if (body.serviceType === "phone" && !body.servicePhone) ctx.addIssue({ code: "custom", message: "客服电话不能为空", path: ["servicePhone"] });
  });
export type ConfigInfoBody = z.output<typeof configInfoBody>;

const bannerBody = z.object({
  id: z.unknown().optional(),
  imageUrl: notBlank("请选择图片"),
  linkUrl: optionalText("链接地址格式错误"),
  status: bodyBool("展示状态不能为空"),
  sort: countField("排序", "排序不能为空", { minMessage: "排序不能小于0" }),
});

/** `MerchantPcShoppingConfigVo` as a request (POST /config/save/pc/shopping/config). */
export const pcShoppingBody = z.object({
  pcLogo: notBlank("请选择商户Logo图片"),
  pcGoodStoreCoverImage: notBlank("请选择品牌好店商户封面图片"),
  bannerList: z
    .array(bannerBody, { error: "banner列表格式错误" })
    .nullish()
    .transform((v) => v ?? [])
    .refine((list) => list.length <= PC_BANNER_MAX, { error: "banner数量为1~10" }),
  recommendProductStr: optionalText("推荐商品格式错误").refine((v) => v === "" || /^\d+(,\d+)*$/.test(v), { error: "推荐商品格式错误" }),
  // Answer-only; "编辑时不传".
  recommendProductList: z.unknown().optional(),
});
export type PcShoppingBody = z.output<typeof pcShoppingBody>;

/** `MerchantBaseInfoResponse`: what the platform set, read-only for the merchant. */
export interface MerchantBaseInfo {
  name: string;
  categoryId: number;
  merCategory: string;
  typeId: number;
  merType: string;
  realName: string;
  phone: string;
  /** Percent. */
  handlingFee: number;
  isSelf: boolean;
  isRecommend: boolean;
  isSwitch: boolean;
  productSwitch: boolean;
  /** JSON text of a string[] of picture URLs. */
  qualificationPicture: string;
  copyProductNum: number;
  /** 1–5. */
  starLevel: number;
  /** 0 off, 1 auto, 2 manual, 3 both. */
  receiptPrintingSwitch: number;
  electrPrintingSwitch: number;
  createTime: string;
}

/** `MerchantConfigInfoVo` as answered. */
export interface MerchantConfigInfo {
  keywords: string;
  addressDetail: string;
  latitude: string;
  longitude: string;
  backImage: string;
  avatar: string;
  rectangleLogo: string;
  coverImage: string;
  streetBackImage: string;
  intro: string;
  alertStock: number;
  serviceType: ServiceType;
  serviceLink: string;
  servicePhone: string;
  pcBanner: string;
  pcBackImage: string;
  isTakeTheir: boolean;
  receiptPrintingSwitch: number;
  electrPrintingSwitch: number;
  txMapKey: string;
}

export interface MerchantPcBanner {
  id: number;
  imageUrl: string;
  linkUrl: string;
  status: boolean;
  sort: number;
}

/** `ChooseProductVo`: a recommended product as the PC shop settings show it. */
export interface RecommendProduct {
  id: number;
  image: string;
  name: string;
  isRecycle: boolean;
  isShow: boolean;
  isDel: boolean;
}

export interface MerchantPcShoppingConfig {
  pcLogo: string;
  pcGoodStoreCoverImage: string;
  bannerList: MerchantPcBanner[];
  /** Comma-joined product ids. */
  recommendProductStr: string;
  recommendProductList: RecommendProduct[];
}
