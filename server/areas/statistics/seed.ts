/**
 * Demo traffic for the dashboard: 30 days of shop visitors and product page views, and shop
 * followers. Products, shoppers and orders are seeded first: what sells is what gets viewed.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime } from "../../core/format.js";
import { seededRandom, type Random } from "../product/seedRandom.js";

const DAY_MS = 24 * 3600 * 1000;
const DAYS = 30;

/** Busy and quiet shop: visitors a day, product pages viewed, share of shoppers following. */
const TRAFFIC: Record<number, { visitors: [number, number]; products: number; views: [number, number]; followShare: number }> = {
  1: { visitors: [120, 480], products: 24, views: [3, 160], followShare: 0.45 },
  2: { visitors: [15, 70], products: 8, views: [1, 40], followShare: 0.2 },
};

/** `yyyy-MM-dd` of the GMT+8 day `daysAgo` days before today. */
const dayText = (daysAgo: number) => formatDateTime(new Date(Date.now() - daysAgo * DAY_MS)).slice(0, 10);

async function seedMerchant(db: Db, rnd: Random, merId: number, uids: number[]) {
  const traffic = TRAFFIC[merId]!;
  const products = await db
    .selectFrom("product")
    .select("id")
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where("isRecycle", "=", 0)
    .orderBy("id")
    .execute();
  // Products that sold are viewed first, then a few that did not.
  const sold = await db.selectFrom("orderDetail").select("productId").distinct().where("merId", "=", merId).execute();
  const soldIds = new Set(sold.map((r) => r.productId));
  const unsold = products.filter((p) => !soldIds.has(p.id));
  const viewed = [...products.filter((p) => soldIds.has(p.id)), ...rnd.some(unsold, Math.max(4, traffic.products - soldIds.size))];
  // A steady popularity per product, so the page-view ranking has a shape.
  const weight = new Map(viewed.map((p) => [p.id, 0.2 + rnd.next() * 0.8]));
  for (let daysAgo = 0; daysAgo < DAYS; daysAgo++) {
    const date = dayText(daysAgo);
    // Today is not over yet: about half a day's traffic so far.
    const share = daysAgo === 0 ? 0.5 : 1;
    const visitation = Math.round(rnd.int(...traffic.visitors) * share);
    await db.insertInto("merchantDayRecord").values({ merId, date, visitation }).execute();
    const rows = viewed
      .filter(() => rnd.chance(0.8))
      .map((p) => ({ merId, date, productId: p.id, pageView: Math.max(1, Math.round(rnd.int(...traffic.views) * weight.get(p.id)! * share)) }));
    if (rows.length) await db.insertInto("productDayRecord").values(rows).execute();
  }
  const followers = rnd.some(uids, Math.round(uids.length * traffic.followShare));
  if (followers.length) {
    await db
      .insertInto("userMerchantCollect")
      .values(followers.map((uid) => ({ uid, merId, createTime: formatDateTime(new Date(Date.now() - rnd.int(0, 300) * DAY_MS)) })))
      .execute();
  }
}

export async function seedStatistics(db: Db): Promise<void> {
  const rnd = seededRandom(20250308);
  const uids = (await db.selectFrom("user").select("id").orderBy("id").execute()).map((u) => u.id);
  for (const merId of [1, 2]) await seedMerchant(db, rnd, merId, uids);
}
