/**
 * The order list and its status counts. A tab is the SQLite-computed `tab` column (migration
 * 0009), read through an index that ends in `id`, so a page of ids comes from the index alone;
 * unfiltered totals come from the trigger-kept `order_tab_count`.
 */
import type { ExpressionBuilder, SelectQueryBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { dateLimitRange, type DateRange } from "../../core/dateLimit.js";
import type { OrderCounts, OrderFilters, OrderStatusFilter } from "./contract.js";
import type { LineRecord, OrderRecord, Shopper } from "./serialize.js";

/** The `tab` value of each status string (migration 0009). */
export const TAB_OF: Partial<Record<OrderStatusFilter, number>> = {
  unPaid: 1,
  notShipped: 2,
  spike: 3,
  awaitVerification: 4,
  receiving: 5,
  complete: 6,
  refunded: 7,
  cancel: 8,
};

/** The filters as the query needs them, the date keyword already turned into a range. */
export interface ResolvedFilters {
  orderNo?: string;
  range?: DateRange;
  type?: number;
  searchType?: string;
  content?: string;
}

export const resolveFilters = (f: OrderFilters): ResolvedFilters => ({
  orderNo: f.orderNo,
  range: dateLimitRange(f.dateLimit),
  type: f.type,
  searchType: f.content ? (f.searchType ?? "all") : undefined,
  content: f.content,
});

export const isUnfiltered = (f: ResolvedFilters) => !f.orderNo && !f.range && f.type === undefined && !f.content;

type OrderSelect<O> = SelectQueryBuilder<DB, "merchantOrder", O>;

/** Shoppers whose nickname or phone contains the text. */
const shoppersLike = (eb: ExpressionBuilder<DB, "merchantOrder">, column: "nickname" | "phone", text: string) =>
  eb("merchantOrder.uid", "in", eb.selectFrom("user").select("user.id").where(`user.${column}`, "like", `%${text}%`));

function applyFilters<O>(q: OrderSelect<O>, f: ResolvedFilters): OrderSelect<O> {
  if (f.orderNo) q = q.where("merchantOrder.orderNo", "=", f.orderNo);
  if (f.range) q = q.where("merchantOrder.createTime", ">=", f.range.start).where("merchantOrder.createTime", "<=", f.range.end);
  if (f.type !== undefined) q = q.where("merchantOrder.type", "=", f.type);
  const text = f.content;
  if (text) {
    const uid = /^\d+$/.test(text) ? Number(text) : -1;
    if (f.searchType === "uid") q = q.where("merchantOrder.uid", "=", uid);
    else if (f.searchType === "nickname") q = q.where((eb) => shoppersLike(eb, "nickname", text));
    else if (f.searchType === "phone") q = q.where((eb) => shoppersLike(eb, "phone", text));
    else
      q = q.where((eb) =>
        eb.or([
          eb("merchantOrder.orderNo", "=", text),
          eb("merchantOrder.uid", "=", uid),
          shoppersLike(eb, "nickname", text),
          shoppersLike(eb, "phone", text),
        ]),
      );
  }
  return q;
}

/** The merchant's orders in one tab (not those it deleted), filtered. */
export function ordersIn(db: Db, merId: number, status: OrderStatusFilter, f: ResolvedFilters) {
  let q = db.selectFrom("merchantOrder").where("merchantOrder.merId", "=", merId).where("merchantOrder.isMerchantDel", "=", 0);
  if (status === "deleted") q = q.where("merchantOrder.isUserDel", "=", 1);
  const tab = TAB_OF[status];
  if (tab !== undefined) q = q.where("merchantOrder.tab", "=", tab);
  return applyFilters(q, f);
}

const emptyCounts = (): OrderCounts => ({
  all: 0,
  unPaid: 0,
  notShipped: 0,
  spike: 0,
  receiving: 0,
  complete: 0,
  refunded: 0,
  deleted: 0,
  verification: 0,
  cancel: 0,
});

const KEY_OF_TAB: Record<number, keyof OrderCounts> = {
  1: "unPaid",
  2: "notShipped",
  3: "spike",
  4: "verification",
  5: "receiving",
  6: "complete",
  7: "refunded",
  8: "cancel",
};

/** Counts per tab from rows of (tab, isUserDel, num). */
function countsFrom(rows: Array<{ tab: number; isUserDel: number; num: number }>): OrderCounts {
  const counts = emptyCounts();
  for (const r of rows) {
    const num = Number(r.num);
    counts.all += num;
    if (r.isUserDel === 1) counts.deleted += num;
    const key = KEY_OF_TAB[r.tab];
    if (key) counts[key] += num;
  }
  return counts;
}

export async function orderCounts(db: Db, merId: number, f: ResolvedFilters): Promise<OrderCounts> {
  if (isUnfiltered(f)) {
    return countsFrom(await db.selectFrom("orderTabCount").select(["tab", "isUserDel", "num"]).where("merId", "=", merId).execute());
  }
  const rows = await ordersIn(db, merId, "all", f)
    .select(["merchantOrder.tab", "merchantOrder.isUserDel", (eb) => eb.fn.countAll<number>().as("num")])
    .groupBy(["merchantOrder.tab", "merchantOrder.isUserDel"])
    .execute();
  return countsFrom(rows);
}

/** How many orders a list would show. */
export async function countOrders(db: Db, merId: number, status: OrderStatusFilter, f: ResolvedFilters): Promise<number> {
  if (isUnfiltered(f)) {
    const counts = await orderCounts(db, merId, f);
    return status === "awaitVerification" ? counts.verification : counts[status];
  }
  const row = await ordersIn(db, merId, status, f).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of orders, newest first, with their lines and shoppers. */
export async function orderPage(db: Db, merId: number, status: OrderStatusFilter, f: ResolvedFilters, page: number, limit: number) {
  const ids = (
    await ordersIn(db, merId, status, f)
      .select("merchantOrder.id")
      .orderBy("merchantOrder.id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute()
  ).map((r) => r.id);
  if (!ids.length) return [];
  const orders = await db.selectFrom("merchantOrder").selectAll().where("id", "in", ids).orderBy("id", "desc").execute();
  const [lines, shoppers] = await Promise.all([linesOf(db, orders.map((o) => o.orderNo)), shoppersOf(db, orders.map((o) => o.uid))]);
  return orders.map((o) => ({ order: o, lines: lines.get(o.orderNo) ?? [], shopper: shoppers.get(o.uid) }));
}

/** Lines by order number. */
export async function linesOf(db: Db, orderNos: string[]): Promise<Map<string, LineRecord[]>> {
  const map = new Map<string, LineRecord[]>();
  if (!orderNos.length) return map;
  const rows = await db.selectFrom("orderDetail").selectAll().where("orderNo", "in", orderNos).orderBy("id").execute();
  for (const r of rows) {
    const list = map.get(r.orderNo);
    if (list) list.push(r);
    else map.set(r.orderNo, [r]);
  }
  return map;
}

export async function shoppersOf(db: Db, uids: number[]): Promise<Map<number, Shopper>> {
  if (!uids.length) return new Map();
  const rows = await db
    .selectFrom("user")
    .select(["id", "nickname", "phone", "avatar", "level", "isPaidMember", "isLogoff"])
    .where("id", "in", [...new Set(uids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export type { OrderRecord };
