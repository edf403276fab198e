/**
 * The two product rankings of the dashboard, over the last 7 GMT+8 days as the backend ranks
 * them: by what paid orders paid for each product, and by product page views. Summing a week
 * of order lines is the one heavy read here, so its answer is kept while the merchant's orders
 * are unchanged (the order area's 'order' table version) and the day is the same.
 */
import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { cachedAnswer, tableVersion } from "../../core/answerCache.js";
import { dateLimitRange, type DateRange } from "../../core/dateLimit.js";
import { fromCents } from "../../core/format.js";
import { besideIds } from "../../core/besideIds.js";
import { merchantProductState } from "../product/listCache.js";
import type { ProductRankingRow } from "./contract.js";

export const RANKING_SIZE = 10;
const RANKING_PERIOD = "lately7";

/**
 * The two totals a ranking shows, per product and range (whole GMT+8 days), from trigger-kept day
 * rows: the cents paid orders the merchant has not deleted paid for it (migration 0023), and its
 * page views.
 */
const TOTALS = {
  sales: { table: "productDaySales", day: "day", value: "cents" },
  views: { table: "productDayRecord", day: "date", value: "pageView" },
} as const;
type TotalKey = keyof typeof TOTALS;

/** `key`'s total of each of the merchant's products in the range, from its day rows. */
function totalsOf(db: Db, merId: number, key: TotalKey, range: DateRange) {
  const { table, day, value } = TOTALS[key];
  // Both tables hold mer_id, product_id, a day and a number: one query shape serves either.
  return (db.selectFrom(table) as unknown as SelectQueryBuilder<DB, "productDaySales", object>)
    .where("merId", "=", merId)
    .where(sql.ref(day), ">=", range.start.slice(0, 10))
    .where(sql.ref(day), "<=", range.end.slice(0, 10))
    .$castTo<object>()
    .select(() => sql<number>`sum(${sql.ref(value)})`.as("total"));
}

/** The top products by one total (ties by id), with both totals and their current name and image. */
async function rankBy(
  db: Db,
  merId: number,
  key: "sales" | "views",
  at: Date,
): Promise<ProductRankingRow[]> {
  const range = dateLimitRange(RANKING_PERIOD, at)!;
  // The versions of what the ranking reads: the products (names, pictures), the orders and the views.
  const cacheKey = async () => {
    const [state, orders, views] = await Promise.all([merchantProductState(db, merId), tableVersion(db, "order", merId), tableVersion(db, "product_day_record", merId)]);
    return `ranking|${merId}|${key}|product:${state.version}|order:${orders}|views:${views}|${range.start}`;
  };
  return cachedAnswer(db, cacheKey, () => computeRanking(db, merId, key, range));
}

/**
 * The top products by `key`'s total (ties by id, a total above zero), with the other total and
 * their current name and image, in one query. The ten are taken before the products are joined,
 * so a ranked product since deleted leaves its place empty rather than letting the eleventh in.
 */
export function rankingQuery(db: Db, merId: number, key: TotalKey, range: DateRange) {
  const other: TotalKey = key === "sales" ? "views" : "sales";
  const top = totalsOf(db, merId, key, range)
    .select("productId")
    .groupBy("productId")
    .having(sql<number>`sum(${sql.ref(TOTALS[key].value)})`, ">", 0)
    .orderBy("total", "desc")
    .orderBy("productId")
    .limit(RANKING_SIZE)
    .as("top");
  return (
    db
      .selectFrom(top)
      // The ten looked up by key (`besideIds`).
      .leftJoin("product", (join) => join.onRef("product.id", "=", "top.productId").on(besideIds("product.merId"), "=", merId))
      .select(["top.productId", "top.total", "product.name", "product.image"])
      .select((eb) => totalsOf(db, merId, other, range).where(eb.ref("productId"), "=", eb.ref("top.productId")).as("other"))
      .orderBy("top.total", "desc")
      .orderBy("top.productId")
  );
}

async function computeRanking(db: Db, merId: number, key: TotalKey, range: DateRange): Promise<ProductRankingRow[]> {
  const rows = await rankingQuery(db, merId, key, range).execute();
  return rows.flatMap((row) => {
    if (row.name === null || row.image === null) return [];
    const sales = Number((key === "sales" ? row.total : row.other) ?? 0);
    const views = Number((key === "views" ? row.total : row.other) ?? 0);
    return [{ productId: row.productId, proName: row.name, image: row.image, pageView: views, salesAmount: fromCents(sales) }];
  });
}

export const payRanking = (db: Db, merId: number, at = new Date()) =>
  rankBy(db, merId, "sales", at);
export const pageViewRanking = (db: Db, merId: number, at = new Date()) =>
  rankBy(db, merId, "views", at);
