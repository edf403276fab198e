/**
 * Today's and yesterday's figures of statistics/home/index: orders created that GMT+8 day
 * (sales = what the paid ones paid), the shop's visitors that day, and its followers. The
 * order sums read the trigger-kept `order_day_count` (migration 0023) and are reused until an
 * order of the merchant changes.
 */
import type { Db } from "../../db/database.js";
import { cachedAnswer, tableVersion } from "../../core/answerCache.js";
import { dateLimitRange, type DateRange } from "../../core/dateLimit.js";
import { fromCents } from "../../core/format.js";
import type { HomeIndexResponse } from "./contract.js";

/** A day's order count and paid sum, kept while the merchant's orders are unchanged (the order area's version). */
async function ordersOf(db: Db, merId: number, day: DateRange) {
  return cachedAnswer(db, async () => `statistics|day|${merId}|${await tableVersion(db, "order", merId)}|${day.start}`, () => sumOrders(db, merId, day));
}

/** The day's orders the merchant has not deleted and what the paid ones paid, from the trigger-kept day counters (migration 0023). */
async function sumOrders(db: Db, merId: number, day: DateRange) {
  const row = await db
    .selectFrom("orderDayCount")
    .select((eb) => [eb.fn.sum<number | null>("num").as("orders"), eb.fn.sum<number | null>("paidCents").as("sales")])
    .where("merId", "=", merId)
    .where("day", "=", day.start.slice(0, 10))
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders ?? 0), salesCents: Number(row.sales ?? 0) };
}

async function visitorsOf(db: Db, merId: number, day: DateRange) {
  const row = await db
    .selectFrom("merchantDayRecord")
    .select("visitation")
    .where("merId", "=", merId)
    .where("date", "=", day.start.slice(0, 10))
    .executeTakeFirst();
  return row?.visitation ?? 0;
}

export async function homeIndex(db: Db, merId: number, at = new Date()): Promise<HomeIndexResponse> {
  const today = dateLimitRange("today", at)!;
  const yesterday = dateLimitRange("yesterday", at)!;
  const [now, before, visitors, yesterdayVisitors, follow] = await Promise.all([
    ordersOf(db, merId, today),
    ordersOf(db, merId, yesterday),
    visitorsOf(db, merId, today),
    visitorsOf(db, merId, yesterday),
    db
      .selectFrom("userMerchantCollect")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("merId", "=", merId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    sales: fromCents(now.salesCents),
    yesterdaySales: fromCents(before.salesCents),
    orderNum: now.orders,
    yesterdayOrderNum: before.orders,
    visitorsNum: visitors,
    yesterdayVisitorsNum: yesterdayVisitors,
    followNum: Number(follow.n),
  };
}
