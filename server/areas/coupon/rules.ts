/**
 * The cross-field rules of a coupon (the backend's service-level checks, plus the sane ones
 * it lacks), turning a valid request into the values stored.
 */
import { badRequest } from "../../core/errors.js";
import { formatDateTime } from "../../core/format.js";
import { TOO_MANY_IDS, withinIdLimit } from "../../core/validate.js";
import type { CouponSaveRequest } from "./contract.js";

export const CATEGORY_SHOP = 1;
export const CATEGORY_PRODUCT = 2;
export const PUBLISHER_MERCHANT = 2;
/** Claimed by the user. */
export const RECEIVE_TYPE_MANUAL = 1;
/** Given on purchase of a product. */
export const RECEIVE_TYPE_GIFT = 2;
export const COUPON_TYPE_AMOUNT_OFF = 1;

export interface CouponValues {
  name: string;
  category: number;
  receiveType: number;
  /** Cents. */
  money: number;
  /** Cents. */
  minPrice: number;
  isLimited: number;
  total: number;
  isTimeReceive: number;
  receiveStartTime: string | null;
  receiveEndTime: string | null;
  isFixedTime: number;
  useStartTime: string | null;
  useEndTime: string | null;
  day: number;
  sort: number;
  status: number;
  productIds: number[];
}

/** Comma list of positive ids, deduplicated, in the given order. */
export function parseProductIds(text: string | null | undefined): number[] {
  const parts = (text ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  const ids = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : Number.NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw badRequest("商品ID格式错误");
  if (!withinIdLimit(ids)) throw badRequest(TOO_MANY_IDS);
  return [...new Set(ids)];
}

/**
 * - limited coupons need a total ≥ 1; unlimited ones store total 0;
 * - a receive window needs both ends, start before end, and an end not already past;
 * - fixed-time coupons need a use window (start before end, end not past, and not ending
 *   before the receive window does); otherwise 1–999 days of validity after claiming;
 * - a threshold, when set, must exceed the face value ("满100减20": a threshold at or below
 *   the face value would make the goods free);
 * - product coupons need products (their ownership is checked by the caller).
 */
export function readCouponValues(body: CouponSaveRequest, at: Date = new Date()): CouponValues {
  const total = body.isLimited ? (body.total ?? 0) : 0;
  if (body.isLimited && total < 1) throw badRequest("请输入限量数量！");

  let receiveStartTime: string | null = null;
  let receiveEndTime: string | null = null;
  if (body.isTimeReceive) {
    const { receiveStartTime: start, receiveEndTime: end } = body;
    if (!start || !end) throw badRequest("请选择领取时间范围！");
    if (start >= end) throw badRequest("请选择正确的领取时间范围！");
    if (end <= at) throw badRequest("领取结束时间不能早于当前时间");
    receiveStartTime = formatDateTime(start);
    receiveEndTime = formatDateTime(end);
  }

  let useStartTime: string | null = null;
  let useEndTime: string | null = null;
  let day = 0;
  if (body.isFixedTime) {
    const { useStartTime: start, useEndTime: end } = body;
    if (!start || !end) throw badRequest("请选择使用时间范围！");
    if (start >= end) throw badRequest("请选择正确的使用时间范围！");
    if (end <= at) throw badRequest("使用结束时间不能早于当前时间");
    if (body.isTimeReceive && body.receiveEndTime && end < body.receiveEndTime) {
      throw badRequest("使用结束时间不能早于领取结束时间");
    }
    useStartTime = formatDateTime(start);
    useEndTime = formatDateTime(end);
  } else {
    if (!body.day || body.day < 1) throw badRequest("请输入天数！");
    day = body.day;
  }

  if (body.minPrice > 0 && body.minPrice <= body.money) throw badRequest("最低消费金额需大于优惠金额");

  const productIds = body.category === CATEGORY_PRODUCT ? parseProductIds(body.productIds) : [];
  if (body.category === CATEGORY_PRODUCT && !productIds.length) throw badRequest("请选择商品");

  return {
    name: body.name,
    category: body.category,
    receiveType: body.receiveType,
    money: body.money * 100,
    minPrice: body.minPrice * 100,
    isLimited: body.isLimited ? 1 : 0,
    total,
    isTimeReceive: body.isTimeReceive ? 1 : 0,
    receiveStartTime,
    receiveEndTime,
    isFixedTime: body.isFixedTime ? 1 : 0,
    useStartTime,
    useEndTime,
    day,
    sort: body.sort,
    status: body.status ? 1 : 0,
    productIds,
  };
}
