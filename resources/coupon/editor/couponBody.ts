/** The coupon editor's values to `CouponRequest` and back from `CouponInfoResponse` (contract §3.8). */
import dayjs from "dayjs";
import { COUPON_CATEGORY_CODE } from "../../../src/enums/coupon";
import type { CouponInfo, CouponRequest } from "../types";
import type { CouponFormValues, TimeWindow } from "./formModel";

/** The backend's date format (contract §1.6). */
export const WIRE_TIME = "YYYY-MM-DD HH:mm:ss";

const wire = (window: TimeWindow, index: 0 | 1) => window?.[index]?.format(WIRE_TIME);

export const productIdsOf = (values: Pick<CouponFormValues, "products">) => values.products.map((p) => p.id).join(",");

export function toCouponRequest(v: CouponFormValues): CouponRequest {
  const body: CouponRequest = {
    name: v.name.trim(),
    category: v.category,
    receiveType: v.receiveType,
    money: v.money ?? 0,
    minPrice: v.hasThreshold ? (v.minPrice ?? 0) : 0,
    isLimited: v.isLimited,
    total: v.isLimited ? (v.total ?? 0) : 0,
    isTimeReceive: v.isTimeReceive,
    isFixedTime: v.isFixedTime,
    sort: v.sort ?? 0,
    status: v.status,
  };
  if (v.isTimeReceive) {
    body.receiveStartTime = wire(v.receiveTime, 0);
    body.receiveEndTime = wire(v.receiveTime, 1);
  }
  if (v.isFixedTime) {
    body.useStartTime = wire(v.useTime, 0);
    body.useEndTime = wire(v.useTime, 1);
  } else {
    body.day = v.day ?? 0;
  }
  if (v.category === COUPON_CATEGORY_CODE.product) body.productIds = productIdsOf(v);
  return body;
}

const window = (start: string | null | undefined, end: string | null | undefined): TimeWindow =>
  start && end ? [dayjs(start), dayjs(end)] : null;

const whole = (value: unknown): number | null => {
  const n = Number(value);
  return value === null || value === undefined || value === "" || !Number.isFinite(n) ? null : n;
};

/** An existing coupon as editor values (copy pre-fills from it; edit shows it read-only). */
export function fromCouponInfo(info: CouponInfo): CouponFormValues {
  const minPrice = whole(info.minPrice) ?? 0;
  return {
    name: info.name ?? "",
    category: info.category === COUPON_CATEGORY_CODE.product ? COUPON_CATEGORY_CODE.product : COUPON_CATEGORY_CODE.shop,
    products: info.productList ?? [],
    money: whole(info.money),
    hasThreshold: minPrice > 0,
    minPrice: minPrice > 0 ? minPrice : null,
    receiveType: info.receiveType === 2 ? 2 : 1,
    isTimeReceive: Boolean(info.isTimeReceive && info.receiveEndTime),
    receiveTime: window(info.receiveStartTime, info.receiveEndTime),
    isFixedTime: Boolean(info.isFixedTime),
    useTime: window(info.useStartTime, info.useEndTime),
    day: info.isFixedTime ? null : whole(info.day),
    isLimited: Boolean(info.isLimited),
    total: info.isLimited ? whole(info.total) : null,
    sort: whole(info.sort) ?? 0,
    status: Boolean(info.status),
  };
}
