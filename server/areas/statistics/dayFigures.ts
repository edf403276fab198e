/**
 * Today's and yesterday's figures of statistics/home/index: orders created that GMT+8 day
 * (sales = what the paid ones paid), from the trigger-kept `order_day_count` (migration 0023);
 * the shop's visitors that day; and its followers. All seven are small reads by key, asked in one
 * query: each statement is a round trip (PostgreSQL) or a hop to a reader thread (SQLite), and
 * those cost more than the reads.
 */
import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { dateLimitRange, type DateRange } from "../../core/dateLimit.js";
import { fromCents } from "../../core/format.js";
import type { HomeIndexResponse } from "./contract.js";

const dayOf = (range: DateRange) => range.start.slice(0, 10);

/** The day's orders the merchant has not deleted (`num`), or what the paid ones paid (`paidCents`). */
const orderSum = (eb: ExpressionBuilder<DB, never>, merId: number, day: DateRange, column: "num" | "paidCents") =>
  eb
    .selectFrom("orderDayCount")
    .select((sub) => sub.fn.sum<number | null>(column).as("total"))
    .where("merId", "=", merId)
    .where("day", "=", dayOf(day));

const visitors = (eb: ExpressionBuilder<DB, never>, merId: number, day: DateRange) =>
  eb.selectFrom("merchantDayRecord").select("visitation").where("merId", "=", merId).where("date", "=", dayOf(day));

export async function homeIndex(db: Db, merId: number, at = new Date()): Promise<HomeIndexResponse> {
  const today = dateLimitRange("today", at)!;
  const yesterday = dateLimitRange("yesterday", at)!;
  const row = await db
    .selectNoFrom((eb) => [
      orderSum(eb, merId, today, "num").as("orders"),
      orderSum(eb, merId, yesterday, "num").as("yesterdayOrders"),
      orderSum(eb, merId, today, "paidCents").as("salesCents"),
      orderSum(eb, merId, yesterday, "paidCents").as("yesterdaySalesCents"),
      visitors(eb, merId, today).as("visitors"),
      visitors(eb, merId, yesterday).as("yesterdayVisitors"),
      eb
        .selectFrom("userMerchantCollect")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .where("merId", "=", merId)
        .as("follow"),
    ])
    .executeTakeFirstOrThrow();
  return {
    sales: fromCents(Number(row.salesCents ?? 0)),
    yesterdaySales: fromCents(Number(row.yesterdaySalesCents ?? 0)),
    orderNum: Number(row.orders ?? 0),
    yesterdayOrderNum: Number(row.yesterdayOrders ?? 0),
    visitorsNum: Number(row.visitors ?? 0),
    yesterdayVisitorsNum: Number(row.yesterdayVisitors ?? 0),
    followNum: Number(row.follow ?? 0),
  };
}
