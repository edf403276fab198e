/**
 * Demo flash sales: the platform's time slots and activities (running, not started, ended,
 * closed, one for four-star merchants and up, one limited to a category), and merchant 1's
 * products in them in every audit state (merchant 2 one product, for isolation). Products
 * join through the same rules as the API (`planJoin`); dates are relative to today.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime, now, parseDateTime } from "../../core/format.js";
import { categoryPath } from "../product/catalog.js";
import { marketingProductIds, marketingProducts } from "../product/marketingProducts.js";
import { today } from "./activities.js";
import { insertJoin, planJoin } from "./join.js";
import { AUDIT } from "./review.js";

const DAY_MS = 24 * 3600 * 1000;
const dayFrom = (day: string, offset: number) => formatDateTime(new Date(parseDateTime(day)!.getTime() + offset * DAY_MS)).slice(0, 10);

const SLOTS = [
  { name: "上午场", startTime: "10:00", endTime: "12:00" },
  { name: "下午场", startTime: "14:00", endTime: "16:00" },
  { name: "晚间场", startTime: "20:00", endTime: "22:00" },
];

interface ActivitySeed {
  name: string;
  from: number;
  to: number;
  merStars: number;
  isOpen: number;
  slots: number[];
  oneQuota: number;
  allQuota: number;
  /** Limit to the top category of merchant 1's first product. */
  oneCategory?: boolean;
}

const ACTIVITIES: ActivitySeed[] = [
  { name: "年中大促秒杀", from: -30, to: -20, merStars: 0, isOpen: 1, slots: [0, 2], oneQuota: 2, allQuota: 4 },
  { name: "限时秒杀·周末狂欢", from: -3, to: 10, merStars: 0, isOpen: 1, slots: [0, 1], oneQuota: 2, allQuota: 5 },
  { name: "五星商家专场秒杀", from: -1, to: 14, merStars: 4, isOpen: 1, slots: [1, 2], oneQuota: 1, allQuota: 2 },
  { name: "新品尝鲜秒杀", from: 5, to: 15, merStars: 3, isOpen: 1, slots: [1], oneQuota: 0, allQuota: 3, oneCategory: true },
  { name: "夜场秒杀（筹备中）", from: -1, to: 20, merStars: 0, isOpen: 0, slots: [2], oneQuota: 1, allQuota: 1 },
];
const [ENDED, WEEKEND, FIVE_STAR] = [0, 1, 2];

async function seedActivities(db: Db, firstCategory: number): Promise<number[]> {
  const time = now();
  const day = today();
  const slotIds: number[] = [];
  for (const slot of SLOTS) slotIds.push((await db.insertInto("seckillTimeInterval").values({ ...slot, status: 1 }).returning("id").executeTakeFirstOrThrow()).id);
  const ids: number[] = [];
  for (const a of ACTIVITIES) {
    const { id } = await db
      .insertInto("seckillActivity")
      .values({
        name: a.name,
        // The ended one runs until products have joined it; it ends below.
        startDate: dayFrom(day, a.to < 0 ? -1 : a.from),
        endDate: dayFrom(day, a.to < 0 ? 1 : a.to),
        oneQuota: a.oneQuota,
        allQuota: a.allQuota,
        merStars: a.merStars,
        proCategory: a.oneCategory && firstCategory ? String(firstCategory) : "0",
        isOpen: a.isOpen,
        isDel: 0,
        createTime: time,
        updateTime: time,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("seckillActivityTime")
      .values(a.slots.map((i) => ({ activityId: id, intervalId: slotIds[i]! })))
      .execute();
    ids.push(id);
  }
  return ids;
}

/** Joins `productIds` to the activity with half of each SKU's stock at 80% of its price. */
async function join(db: Db, merId: number, activityId: number, productIds: number[]): Promise<number[]> {
  const products = await marketingProducts(db, merId, productIds);
  const productList = productIds.flatMap((id) => {
    const entry = products.get(id);
    if (!entry) return [];
    const attrValue = entry.skus.map((s) => ({ attrValueId: s.id, quota: Math.ceil(s.stock / 2), activityPrice: Math.max(1, Math.round(s.price * 0.8)) }));
    return [{ id, sort: 0, attrValue }];
  });
  if (!productList.length) return [];
  return insertJoin(db, await planJoin(db, merId, { id: activityId, productList }));
}

async function decide(db: Db, ids: number[], auditStatus: number, patch: { reason?: string; isShow?: number } = {}) {
  if (!ids.length) return;
  await db
    .updateTable("seckillProduct")
    .set({ auditStatus, ...patch })
    .where("id", "in", ids)
    .execute();
}

export async function seedSeckill(db: Db): Promise<void> {
  const one = await marketingProductIds(db, 1, 7);
  const two = await marketingProductIds(db, 2, 1);
  const firstProduct = one.length ? (await marketingProducts(db, 1, [one[0]!])).get(one[0]!) : undefined;
  const top = firstProduct ? (await categoryPath(db, firstProduct.product.categoryId))[0]?.id ?? 0 : 0;
  const activities = await seedActivities(db, top);
  const [a, b, c, d, e, f, g] = one;
  const pick = (...ids: Array<number | undefined>) => ids.filter((id): id is number => id !== undefined);

  await decide(db, await join(db, 1, activities[ENDED]!, pick(a)), AUDIT.passed, { isShow: 0 });
  await decide(db, await join(db, 1, activities[WEEKEND]!, pick(b, c)), AUDIT.passed);
  await decide(db, await join(db, 1, activities[WEEKEND]!, pick(d)), AUDIT.passed, { isShow: 0 });
  await decide(db, await join(db, 1, activities[WEEKEND]!, pick(e)), AUDIT.rejected, { reason: "活动价格设置不合理，请调整后重新提交" });
  // Left pending: the simulated reviewer decides it when the list is first read after the delay.
  await join(db, 1, activities[FIVE_STAR]!, pick(f, g));
  await decide(db, await join(db, 2, activities[WEEKEND]!, two), AUDIT.passed);

  const day = today();
  await db
    .updateTable("seckillActivity")
    .set({ startDate: dayFrom(day, ACTIVITIES[ENDED]!.from), endDate: dayFrom(day, ACTIVITIES[ENDED]!.to) })
    .where("id", "=", activities[ENDED]!)
    .execute();
}
