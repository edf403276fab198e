/**
 * The two product rankings of the dashboard, over the last 7 GMT+8 days as the backend ranks
 * them: by what paid orders paid for each product, and by product page views. Summing a week
 * of order lines is the one heavy read here, so its answer is kept while the merchant's orders
 * are unchanged (the order area's 'order' table version) and the day is the same.
 */
import type { Db } from "../../db/database.js";
import { cachedAnswer, tableVersion } from "../../core/answerCache.js";
import { dateLimitRange, type DateRange } from "../../core/dateLimit.js";
import { fromCents } from "../../core/format.js";
import { besideIds } from "../../core/besideIds.js";
import { merchantProductState } from "../product/listCache.js";
import type { ProductRankingRow } from "./contract.js";

export const RANKING_SIZE = 10;
const RANKING_PERIOD = "lately7";

type Totals = Map<number, number>;

/**
 * Cents paid per product in the range (paid orders the merchant has not deleted), from the
 * trigger-kept day sums (migration 0023); the range is whole GMT+8 days.
 */
async function salesByProduct(
  db: Db,
  merId: number,
  range: DateRange,
): Promise<Totals> {
  const rows = await db
    .selectFrom("productDaySales")
    .select((eb) => ["productId", eb.fn.sum<number>("cents").as("cents")])
    .where("merId", "=", merId)
    .where("day", ">=", range.start.slice(0, 10))
    .where("day", "<=", range.end.slice(0, 10))
    .groupBy("productId")
    .execute();
  return new Map(rows.map((r) => [r.productId, Number(r.cents)]));
}

/** Page views per product in the range. */
async function viewsByProduct(
  db: Db,
  merId: number,
  range: DateRange,
): Promise<Totals> {
  const rows = await db
    .selectFrom("productDayRecord")
    .select((eb) => ["productId", eb.fn.sum<number>("pageView").as("views")])
    .where("merId", "=", merId)
    .where("date", ">=", range.start.slice(0, 10))
    .where("date", "<=", range.end.slice(0, 10))
    .groupBy("productId")
    .execute();
  return new Map(rows.map((r) => [r.productId, Number(r.views)]));
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

/** The ranked products' names and pictures, looked up by key (`besideIds`). */
export const rankedProducts = (db: Db, merId: number, ids: number[]) =>
  db
    .selectFrom("product")
    .select(["id", "name", "image"])
    .where(besideIds("product.merId"), "=", merId)
    .where("id", "in", ids);

async function computeRanking(
  db: Db,
  merId: number,
  key: "sales" | "views",
  range: DateRange,
): Promise<ProductRankingRow[]> {
  const [sales, views] = await Promise.all([
    salesByProduct(db, merId, range),
    viewsByProduct(db, merId, range),
  ]);
  const totals = key === "sales" ? sales : views;
  const top = [...totals.entries()]
    .filter(([, total]) => total > 0)
    .sort(([aId, a], [bId, b]) => b - a || aId - bId)
    .slice(0, RANKING_SIZE)
    .map(([id]) => id);
  if (top.length === 0) return [];
  const products = await rankedProducts(db, merId, top).execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return top.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    return [
      {
        productId: id,
        proName: product.name,
        image: product.image,
        pageView: views.get(id) ?? 0,
        salesAmount: fromCents(sales.get(id) ?? 0),
      },
    ];
  });
}

export const payRanking = (db: Db, merId: number, at = new Date()) =>
  rankBy(db, merId, "sales", at);
export const pageViewRanking = (db: Db, merId: number, at = new Date()) =>
  rankBy(db, merId, "views", at);
