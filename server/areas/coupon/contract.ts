/**
 * Wire shapes of coupons (contract §3.8) and their claim records. Face value and threshold
 * travel as whole yuan (Long); they are stored as cents.
 */
import { z } from "zod";
import { bodyBool, bodyInt, countField, optionalBodyDate, optionalBodyInt } from "../../core/bodyFields.js";
import { pageParams, qBool, qDecodedText, qInt, qText } from "../../core/validate.js";

export const couponSaveSchema = z.object({
  name: z
    .string({ error: "请填写优惠券名称" })
    .trim()
    .min(1, { error: "请填写优惠券名称" })
    .max(64, { error: "优惠券名称长度不能超过64个字符" }),
  // Range 1–3 in the backend's request, but 3 (platform coupon) is not a merchant's to create.
  category: bodyInt("请选择优惠券类别", { min: 1, max: 2, message: "未知的优惠券类别" }),
  receiveType: bodyInt("请选择优惠券领取类型", { min: 1, max: 2, message: "未知的优惠券领取方式" }),
  money: bodyInt("请填写优惠金额", { min: 1, max: 99999, message: "优惠金额范围为1~99999" }),
  minPrice: bodyInt("最低消费不能为空", { min: 0, max: 99999999, message: "最低消费范围为0~99999999" }),
  isLimited: bodyBool("请设置是否限量"),
  total: optionalBodyInt({ min: 0, max: 99999999, message: "发放数量范围为1~99999999" }),
  isTimeReceive: bodyBool("请选择领取是否限时"),
  receiveStartTime: optionalBodyDate("领取开始时间格式错误"),
  receiveEndTime: optionalBodyDate("领取结束时间格式错误"),
  isFixedTime: bodyBool("请设置是否固定使用时间"),
  useStartTime: optionalBodyDate("使用开始时间格式错误"),
  useEndTime: optionalBodyDate("使用结束时间格式错误"),
  day: optionalBodyInt({ max: 999, message: "天数不能超过999天" }),
  sort: countField("排序", "排序不能为空", { minMessage: "排序不能小于0" }),
  status: bodyBool("优惠券状态不能为空"),
  productIds: z.string({ error: "商品ID格式错误" }).trim().nullish(),
});
export type CouponSaveRequest = z.output<typeof couponSaveSchema>;

export const couponSearchSchema = z.object({
  name: qDecodedText(),
  receiveType: qInt("未知的优惠券领取方式"),
  category: qInt("未知的优惠券类别"),
  status: qBool(),
  receiveStatus: qInt("未知的领取状态").pipe(z.number().min(0, { error: "未知的领取状态" }).max(1, { error: "未知的领取状态" }).optional()),
  ...pageParams,
});

export const productJoinSchema = z.object({
  id: bodyInt("优惠券ID不能为空", { min: 1, message: "优惠券ID不能为空" }),
  productIds: z.string({ error: "请选择商品" }).trim().min(1, { error: "请选择商品" }),
});

export const couponUserSearchSchema = z.object({
  uid: qInt("用户ID格式错误"),
  name: qDecodedText(),
  status: qInt("未知的优惠券状态").pipe(z.number().min(0, { error: "未知的优惠券状态" }).max(2, { error: "未知的优惠券状态" }).optional()),
  nickname: qText(),
  ...pageParams,
});

export const couponReceiveSchema = z.object({
  couponId: bodyInt("请选择优惠券", { min: 1, message: "请选择优惠券" }),
  uid: bodyInt("请选择用户", { min: 1, message: "请选择用户" }),
});

/** `Coupon` (list rows). */
export interface Coupon {
  id: number;
  merId: number;
  name: string;
  /** 1 platform, 2 merchant. */
  publisher: number;
  /** 1 shop, 2 product. */
  category: number;
  /** 1 claimed by the user, 2 given on purchase. */
  receiveType: number;
  /** 1 amount off. */
  couponType: number;
  /** Face value, whole yuan. */
  money: number;
  discount: number;
  /** Threshold, whole yuan; 0 = none. */
  minPrice: number;
  isLimited: boolean;
  total: number;
  /** Remaining (limited coupons); issued count for unlimited ones, as the backend keeps it. */
  lastTotal: number;
  isTimeReceive: boolean;
  receiveStartTime: string | null;
  receiveEndTime: string | null;
  isFixedTime: boolean;
  useStartTime: string | null;
  useEndTime: string | null;
  day: number;
  sort: number;
  status: boolean;
  isDel: boolean;
  /** Comma product ids of a product coupon. */
  linkedData: string;
  isRepeated: boolean;
  createTime: string;
  updateTime: string;
  userLevel: number;
}

export interface CouponProduct {
  id: number;
  image: string;
  name: string;
  price: string;
  stock: number;
}

/** `CouponInfoResponse`. */
export interface CouponInfo extends Coupon {
  productIds: string;
  productList: CouponProduct[];
}

/** `ProductCouponUseResponse`. */
export interface UsableCoupon {
  id: number;
  name: string;
  money: number;
  minPrice: number;
  isLimited: boolean;
  lastTotal: number;
  isFixedTime: boolean;
  useStartTime: string | null;
  useEndTime: string | null;
  day: number;
}

/** `CouponUserResponse`: a claimed coupon. */
export interface CouponUserRow {
  id: number;
  uid: number;
  name: string;
  category: number;
  receiveType: number;
  money: number;
  minPrice: number;
  /** 0 unused, 1 used, 2 expired (an unused coupon past its end time counts as expired). */
  status: number;
  startTime: string;
  endTime: string;
  useTime: string | null;
  createTime: string;
  nickname: string;
  avatar: string;
}
