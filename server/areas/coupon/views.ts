/** Coupon rows as the API answers them. */
import { sql, type Selectable } from "kysely";
import type { MerchantScope } from "../../core/route.js";
import type { Coupon, UsableCoupon } from "./contract.js";
import type { CouponTables } from "./tables.js";

type CouponRow = Selectable<CouponTables["coupon"]> & { linkedData: string | null };

/** Coupon amounts are whole yuan on the wire. */
export const yuan = (cents: number) => cents / 100;

/** The merchant's live (not deleted) coupons with their linked product ids. */
export function liveCoupons(mine: MerchantScope) {
  return mine.selectFrom("coupon").where("isDel", "=", 0);
}

/** Comma-joined product ids, lowest first (`string_agg`: PostgreSQL's, and SQLite's since 3.44). */
export const linkedDataColumn = sql<string | null>`(SELECT string_agg(CAST(product_id AS TEXT), ',' ORDER BY product_id) FROM coupon_product WHERE coupon_product.coupon_id = coupon.id)`.as(
  "linkedData",
);

export const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id,
  merId: r.merId,
  name: r.name,
  publisher: r.publisher,
  category: r.category,
  receiveType: r.receiveType,
  couponType: r.couponType,
  money: yuan(r.money),
  discount: r.discount,
  minPrice: yuan(r.minPrice),
  isLimited: r.isLimited === 1,
  total: r.total,
  lastTotal: r.lastTotal,
  isTimeReceive: r.isTimeReceive === 1,
  receiveStartTime: r.receiveStartTime,
  receiveEndTime: r.receiveEndTime,
  isFixedTime: r.isFixedTime === 1,
  useStartTime: r.useStartTime,
  useEndTime: r.useEndTime,
  day: r.day,
  sort: r.sort,
  status: r.status === 1,
  isDel: r.isDel === 1,
  linkedData: r.linkedData ?? "",
  isRepeated: r.isRepeated === 1,
  createTime: r.createTime,
  updateTime: r.updateTime,
  userLevel: r.userLevel,
});

export const toUsableCoupon = (r: CouponRow): UsableCoupon => ({
  id: r.id,
  name: r.name,
  money: yuan(r.money),
  minPrice: yuan(r.minPrice),
  isLimited: r.isLimited === 1,
  lastTotal: r.lastTotal,
  isFixedTime: r.isFixedTime === 1,
  useStartTime: r.useStartTime,
  useEndTime: r.useEndTime,
  day: r.day,
});
