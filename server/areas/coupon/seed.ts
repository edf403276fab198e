/**
 * Demo coupons of merchant 1 (fixed window and day-based, limited and unlimited, shop and —
 * when the product area has seeded products — product coupons, one closed, one sold out)
 * with claim records of its customers in every status; one coupon for merchant 2.
 * Runs after the customer seed (claims need customers) and after the product seed.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime } from "../../core/format.js";
import { firstMerchantProductIds } from "../../core/productRefs.js";
import { CATEGORY_PRODUCT, CATEGORY_SHOP, COUPON_TYPE_AMOUNT_OFF, PUBLISHER_MERCHANT, RECEIVE_TYPE_GIFT, RECEIVE_TYPE_MANUAL } from "./rules.js";

const DAY_MS = 24 * 3600 * 1000;

interface CouponSeed {
  merId: number;
  name: string;
  category?: number;
  receiveType?: number;
  /** Yuan. */
  money: number;
  /** Yuan. */
  minPrice: number;
  total?: number;
  /** Receive window, days from now. */
  receive?: [number, number];
  /** Use window, days from now; otherwise `day` days after claiming. */
  use?: [number, number];
  day?: number;
  status?: boolean;
  sort: number;
  productIds?: number[];
  /** Claims: [customer index, claimed days ago, status 0 unused / 1 used]. */
  claims?: Array<[number, number, 0 | 1]>;
}

export async function seedCoupons(db: Db): Promise<void> {
  const nowMs = Date.now();
  const at = (days: number) => formatDateTime(new Date(nowMs + days * DAY_MS));
  const customers = (
    await db.selectFrom("merchantUser").select("uid").where("merId", "=", 1).orderBy("uid").execute()
  ).map((r) => r.uid);
  const products = await firstMerchantProductIds(db, 1, 3);

  const coupons: CouponSeed[] = [
    { merId: 1, name: "新人专享券", money: 10, minPrice: 99, total: 500, day: 30, sort: 100, claims: [[0, 3, 0], [1, 5, 1], [2, 8, 0], [3, 40, 0], [4, 2, 1]] },
    { merId: 1, name: "店铺满199减30", money: 30, minPrice: 199, use: [-10, 60], sort: 90, claims: [[5, 6, 0], [6, 9, 1], [7, 1, 0], [0, 4, 0]] },
    { merId: 1, name: "周末限时抢券", money: 20, minPrice: 150, total: 100, receive: [-1, 7], use: [-1, 14], sort: 80, claims: [[8, 1, 0], [9, 0, 0]] },
    { merId: 1, name: "会员回馈券", receiveType: RECEIVE_TYPE_GIFT, money: 5, minPrice: 50, day: 15, sort: 70, claims: [[10, 20, 0], [11, 12, 1]] },
    { merId: 1, name: "买赠无门槛券", receiveType: RECEIVE_TYPE_GIFT, money: 3, minPrice: 0, total: 200, day: 7, sort: 65 },
    { merId: 1, name: "双十一预热券", money: 50, minPrice: 399, day: 7, status: false, sort: 60 },
    { merId: 1, name: "首发尝鲜券（已领完）", money: 15, minPrice: 100, total: 3, day: 10, sort: 50, claims: [[12, 2, 0], [13, 3, 0], [14, 4, 1]] },
    { merId: 1, name: "春季焕新券", money: 8, minPrice: 88, use: [-90, -30], sort: 40, claims: [[15, 80, 0], [16, 75, 1]] },
    ...(products.length
      ? [{ merId: 1, name: "指定商品满100减15", category: CATEGORY_PRODUCT, money: 15, minPrice: 100, total: 300, day: 20, sort: 85, productIds: products, claims: [[17, 2, 0], [18, 6, 0]] } satisfies CouponSeed]
      : []),
    { merId: 2, name: "青禾满50减5", money: 5, minPrice: 50, day: 30, sort: 0 },
  ];

  for (const c of coupons) {
    const claims = (c.claims ?? []).filter(([index]) => customers[index] !== undefined);
    const limited = c.total !== undefined;
    const created = at(-100);
    const { id } = await db
      .insertInto("coupon")
      .values({
        merId: c.merId,
        name: c.name,
        publisher: PUBLISHER_MERCHANT,
        category: c.category ?? CATEGORY_SHOP,
        receiveType: c.receiveType ?? RECEIVE_TYPE_MANUAL,
        couponType: COUPON_TYPE_AMOUNT_OFF,
        money: c.money * 100,
        discount: 0,
        minPrice: c.minPrice * 100,
        isLimited: limited ? 1 : 0,
        total: c.total ?? 0,
        // Remaining stock for limited coupons, hand-outs counted for unlimited ones.
        lastTotal: limited ? c.total! - claims.length : claims.length,
        isTimeReceive: c.receive ? 1 : 0,
        receiveStartTime: c.receive ? at(c.receive[0]) : null,
        receiveEndTime: c.receive ? at(c.receive[1]) : null,
        isFixedTime: c.use ? 1 : 0,
        useStartTime: c.use ? at(c.use[0]) : null,
        useEndTime: c.use ? at(c.use[1]) : null,
        day: c.use ? 0 : c.day!,
        sort: c.sort,
        status: c.status === false ? 0 : 1,
        isDel: 0,
        isRepeated: 0,
        userLevel: 0,
        createTime: created,
        updateTime: created,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (c.productIds?.length) {
      await db.insertInto("couponProduct").values(c.productIds.map((productId) => ({ couponId: id, productId, merId: c.merId }))).execute();
    }
    for (const [index, daysAgo, status] of claims) {
      const claimed = -daysAgo;
      const start = c.use ? at(c.use[0]) : at(claimed);
      const end = c.use ? at(c.use[1]) : at(claimed + c.day!);
      await db
        .insertInto("couponUser")
        .values({
          merId: c.merId,
          couponId: id,
          uid: customers[index]!,
          name: c.name,
          publisher: PUBLISHER_MERCHANT,
          category: c.category ?? CATEGORY_SHOP,
          receiveType: c.receiveType ?? RECEIVE_TYPE_MANUAL,
          couponType: COUPON_TYPE_AMOUNT_OFF,
          money: c.money * 100,
          minPrice: c.minPrice * 100,
          // A claim that ran out unused is marked expired, as the backend's expiry task does.
          status: status === 1 ? 1 : end < at(0) ? 2 : 0,
          startTime: start,
          endTime: end,
          useTime: status === 1 ? at(claimed + 1) : null,
          createTime: at(claimed),
          updateTime: at(claimed),
        })
        .execute();
    }
  }
}
