/**
 * Issue 24: the order list, the order counts and the dashboard's pay ranking read trigger-kept
 * counters and pick their index route (server/areas/order/queries.ts, migration 0023). Their
 * answers must be the ones the former queries gave: those queries are kept here, as the oracle,
 * and a few hundred random requests (tabs, date ranges, searches by name, phone, uid and order
 * number with CJK, digits and `%`, `_`, `+`, pages) are compared with them, before and after
 * writes that move orders between tabs, days and shoppers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { M, startTestServer, type TestServer } from "./helpers.js";
import { cleanOrderToShip } from "./orderHelpers.js";
import type { Db } from "../../server/db/database.js";
import type { DB } from "../../server/db/schema.js";
import { dateLimitRange, type DateRange } from "../../server/core/dateLimit.js";
import { TAB_OF } from "../../server/areas/order/queries.js";
import { ORDER_BLOCK } from "../../server/db/migrations/0029_order_blocks.js";
import type { OrderCounts, OrderRow, OrderStatusFilter } from "../../server/areas/order/contract.js";
import type { Page } from "../../server/core/envelope.js";
import type { HomeIndexResponse, ProductRankingRow } from "../../server/areas/statistics/contract.js";
import { fromCents } from "../../server/core/format.js";

// ---- the oracle: the order queries as they were before issue 24 ----

interface Filters {
  orderNo?: string;
  range?: DateRange;
  type?: number;
  searchType?: string;
  content?: string;
}

const shoppersLike = (eb: ExpressionBuilder<DB, "merchantOrder">, column: "nickname" | "phone", text: string) =>
  eb("merchantOrder.uid", "in", eb.selectFrom("user").select("user.id").where(`user.${column}`, "like", `%${text}%`));

function oldFilters<O>(q: SelectQueryBuilder<DB, "merchantOrder", O>, f: Filters): SelectQueryBuilder<DB, "merchantOrder", O> {
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
        eb.or([eb("merchantOrder.orderNo", "=", text), eb("merchantOrder.uid", "=", uid), shoppersLike(eb, "nickname", text), shoppersLike(eb, "phone", text)]),
      );
  }
  return q;
}

function oldOrdersIn(db: Db, merId: number, status: OrderStatusFilter, f: Filters) {
  let q = db.selectFrom("merchantOrder").where("merchantOrder.merId", "=", merId).where("merchantOrder.isMerchantDel", "=", 0);
  if (status === "deleted") q = q.where("merchantOrder.isUserDel", "=", 1);
  const tab = TAB_OF[status];
  if (tab !== undefined) q = q.where("merchantOrder.tab", "=", tab);
  return oldFilters(q, f);
}

const KEY_OF_TAB: Record<number, keyof OrderCounts> = { 1: "unPaid", 2: "notShipped", 3: "spike", 4: "verification", 5: "receiving", 6: "complete", 7: "refunded", 8: "cancel" };

async function oldCounts(db: Db, merId: number, f: Filters): Promise<OrderCounts> {
  const rows = await oldOrdersIn(db, merId, "all", f)
    .select(["merchantOrder.tab", "merchantOrder.isUserDel", (eb) => eb.fn.countAll<number>().as("num")])
    .groupBy(["merchantOrder.tab", "merchantOrder.isUserDel"])
    .execute();
  const counts: OrderCounts = { all: 0, unPaid: 0, notShipped: 0, spike: 0, receiving: 0, complete: 0, refunded: 0, deleted: 0, verification: 0, cancel: 0 };
  for (const r of rows) {
    const num = Number(r.num);
    counts.all += num;
    if (r.isUserDel === 1) counts.deleted += num;
    const key = KEY_OF_TAB[r.tab];
    if (key) counts[key] += num;
  }
  return counts;
}

async function oldPage(db: Db, merId: number, status: OrderStatusFilter, f: Filters, page: number, limit: number) {
  const total = await oldOrdersIn(db, merId, status, f).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await oldOrdersIn(db, merId, status, f)
    .select("merchantOrder.orderNo")
    .orderBy("merchantOrder.id", "desc")
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { total: Number(total.n), orderNos: rows.map((r) => r.orderNo) };
}

/** The pay ranking's sums as they were: a week of paid orders' lines joined and summed. */
async function oldSalesByProduct(db: Db, merId: number, range: DateRange) {
  const rows = await db
    .selectFrom("merchantOrder as o")
    .innerJoin("orderDetail as d", "d.orderNo", "o.orderNo")
    .select((eb) => ["d.productId", eb.fn.sum<number>("d.payPrice").as("cents")])
    .where("o.merId", "=", merId)
    .where("o.paid", "=", 1)
    .where("o.payTime", ">=", range.start)
    .where("o.payTime", "<=", range.end)
    .where("o.isMerchantDel", "=", 0)
    .groupBy("d.productId")
    .execute();
  return new Map(rows.map((r) => [r.productId, Number(r.cents)]));
}

// ---- random requests ----

/** `yyyy-MM-dd,yyyy-MM-dd`: the GMT+8 days `from` days ago to `span` days after it (not past today). */
function explicitRange(from: number, span: number): string {
  const dayAgo = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
  return `${dayAgo(from)},${dayAgo(Math.max(0, from - span))}`;
}

/** A small deterministic generator, so a failing request can be repeated. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const STATUSES: OrderStatusFilter[] = ["all", "unPaid", "notShipped", "spike", "awaitVerification", "receiving", "complete", "refunded", "deleted", "cancel"];
const DATES = ["", "today", "yesterday", "lately7", "lately30", "lately90", "week", "preWeek", "month", "preMonth", "year", "preYear"];
/** Search texts the contract's rules must hold for whatever the data: wildcards, a plus, CJK, digits. */
const EDGE_TEXTS = ["%", "_", "+", "%%", "1_3", "a%", "+86", "先生", "女士", "张", "0", "13", "138", "9", "订单"];

describe("issue 24: the order list, counts and pay ranking answer as the former queries did", () => {
  let s: TestServer;
  let token: string;
  let db: Db;
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login("merchant1");
    db = s.app.db;
  }, 120_000);
  afterAll(() => s.close());

  /** A search text drawn from the data (a piece of a name or phone, a uid, an order number) or an edge case. */
  async function texts() {
    const users = await db.selectFrom("user").select(["id", "nickname", "phone"]).orderBy("id").execute();
    const orders = await db.selectFrom("merchantOrder").select("orderNo").where("merId", "=", 1).orderBy("id").execute();
    return { users, orderNos: orders.map((o) => o.orderNo) };
  }

  async function compareRandom(seed: number, requests: number) {
    const rnd = random(seed);
    const { users, orderNos } = await texts();
    const piece = (text: string) => {
      const chars = [...text];
      if (!chars.length) return "";
      const length = rnd.int(1, Math.min(4, chars.length));
      const start = rnd.int(0, chars.length - length);
      return chars.slice(start, start + length).join("");
    };
    const drawText = () => {
      const user = rnd.pick(users);
      switch (rnd.int(0, 5)) {
        case 0:
          return piece(user.nickname);
        case 1:
          return piece(user.phone) || "1";
        case 2:
          return String(user.id);
        case 3:
          return rnd.pick(orderNos);
        default:
          return rnd.pick(EDGE_TEXTS);
      }
    };
    for (let i = 0; i < requests; i++) {
      const status = rnd.pick(STATUSES);
      const dateLimit = rnd.next() < 0.5 ? rnd.pick(DATES) : "";
      const content = rnd.next() < 0.6 ? drawText() : "";
      const searchType = content ? rnd.pick(["all", "uid", "nickname", "phone"] as const) : undefined;
      const orderNo = rnd.next() < 0.05 ? rnd.pick(orderNos) : undefined;
      const type = rnd.next() < 0.1 ? rnd.int(0, 2) : undefined;
      const page = rnd.int(1, 3);
      const limit = rnd.pick([5, 10, 20]);
      const query: Record<string, string | number> = { status, page, limit };
      if (dateLimit) query.dateLimit = dateLimit;
      // The server decodes search text a second time (search-decoding.md): encode it once more.
      if (content) Object.assign(query, { content: encodeURIComponent(content), searchType: searchType! });
      if (orderNo) query.orderNo = encodeURIComponent(orderNo);
      if (type !== undefined) query.type = type;
      const filters: Filters = { orderNo, range: dateLimitRange(dateLimit), type, searchType: content ? searchType : undefined, content: content || undefined };
      const label = JSON.stringify(query);
      const answer = await s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token, query });
      expect(answer.code, label).toBe(200);
      const expected = await oldPage(db, 1, status, filters, page, limit);
      expect({ total: answer.data.total, orderNos: answer.data.list.map((o) => o.orderNo) }, label).toEqual(expected);
      const { status: _status, page: _page, limit: _limit, ...countQuery } = query;
      const counts = await s.call<OrderCounts>("GET", `${M}/order/status/num`, { token, query: countQuery });
      expect(counts.data, label).toEqual(await oldCounts(db, 1, filters));
    }
  }

  /** The dashboard's today and yesterday as the former query summed them. */
  async function compareDayFigures() {
    const sum = async (limit: string) => {
      const range = dateLimitRange(limit)!;
      const row = await db
        .selectFrom("merchantOrder")
        .select((eb) => [
          eb.fn.countAll<number>().as("orders"),
          eb.fn.sum<number | null>(eb.case().when("paid", "=", 1).then(eb.ref("payPrice")).else(0).end()).as("sales"),
        ])
        .where("merId", "=", 1)
        .where("createTime", ">=", range.start)
        .where("createTime", "<=", range.end)
        .where("isMerchantDel", "=", 0)
        .executeTakeFirstOrThrow();
      return { orders: Number(row.orders), sales: fromCents(Number(row.sales ?? 0)) };
    };
    const [today, yesterday] = [await sum("today"), await sum("yesterday")];
    const answer = await s.call<HomeIndexResponse>("GET", `${M}/statistics/home/index`, { token });
    expect(answer.data).toMatchObject({ orderNum: today.orders, sales: today.sales, yesterdayOrderNum: yesterday.orders, yesterdaySales: yesterday.sales });
  }

  async function compareRanking() {
    await compareDayFigures();
    const range = dateLimitRange("lately7")!;
    const sales = await oldSalesByProduct(db, 1, range);
    const ranking = await s.call<ProductRankingRow[]>("GET", `${M}/statistics/home/product/pay/ranking`, { token });
    const expected = [...sales.entries()]
      .filter(([, cents]) => cents > 0)
      .sort(([aId, a], [bId, b]) => b - a || aId - bId)
      .slice(0, 10);
    expect(ranking.data.map((r) => [r.productId, r.salesAmount])).toEqual(expected.map(([id, cents]) => [id, fromCents(cents)]));
    const views = await s.call<ProductRankingRow[]>("GET", `${M}/statistics/home/product/pageview/ranking`, { token });
    for (const row of views.data) expect(row.salesAmount).toBe(fromCents(sales.get(row.productId) ?? 0));
  }

  /** Every counter equals a count of the orders themselves. */
  async function compareCounters() {
    const byDay = await sql<{ n: number }>`SELECT count(*) AS n FROM (
        SELECT mer_id, substr(create_time, 1, 10) AS day, tab, is_user_del, count(*) AS num,
          sum(CASE WHEN paid = 1 THEN pay_price ELSE 0 END) AS paid_cents
        FROM merchant_order WHERE is_merchant_del = 0
        GROUP BY mer_id, substr(create_time, 1, 10), tab, is_user_del) AS t
      FULL OUTER JOIN (SELECT * FROM order_day_count WHERE num <> 0) AS c
        ON c.mer_id = t.mer_id AND c.day = t.day AND c.tab = t.tab AND c.is_user_del = t.is_user_del
      WHERE t.num IS NULL OR c.num IS NULL OR t.num <> c.num OR t.paid_cents <> c.paid_cents`.execute(db);
    expect(Number(byDay.rows[0]!.n)).toBe(0);
    const byUser = await sql<{ n: number }>`SELECT count(*) AS n FROM (
        SELECT mer_id, uid, tab, is_user_del, count(*) AS num FROM merchant_order WHERE is_merchant_del = 0 GROUP BY mer_id, uid, tab, is_user_del) AS t
      FULL OUTER JOIN (SELECT * FROM order_user_count WHERE num <> 0) AS c
        ON c.mer_id = t.mer_id AND c.uid = t.uid AND c.tab = t.tab AND c.is_user_del = t.is_user_del
      WHERE t.num IS NULL OR c.num IS NULL OR t.num <> c.num`.execute(db);
    expect(Number(byUser.rows[0]!.n)).toBe(0);
  }

  it("gives the former answers for 300 random list and count requests, and the former pay ranking", async () => {
    await compareCounters();
    await compareRandom(24, 300);
    await compareRanking();
  }, 300_000);

  it("still does after shipments, refunds, payments, deletions and a shopper or date change", async () => {
    const orders = await db.selectFrom("merchantOrder").select(["orderNo", "status", "paid", "id"]).where("merId", "=", 1).orderBy("id").execute();
    const ship = await s.call("POST", `${M}/order/send`, { token, body: { orderNo: (await cleanOrderToShip(db, 1)).orderNo, deliveryType: "noNeed", isSplit: false } });
    expect(ship.code).toBe(200);
    const toRefund = orders.filter((o) => o.paid === 1 && o.status === 4).slice(0, 2);
    for (const o of toRefund) await s.call("POST", `${M}/order/direct/refund`, { token, body: { orderNo: o.orderNo, returnType: 1 } });
    // Writes no endpoint makes on this data, straight to the table: the triggers follow any writer.
    const [a, b, c, d] = orders.slice(-4);
    await db.updateTable("merchantOrder").set({ paid: 1, payTime: sql<string>`create_time` }).where("id", "=", a!.id).execute();
    await db.updateTable("merchantOrder").set({ isMerchantDel: 1 }).where("id", "=", b!.id).execute();
    await db.updateTable("merchantOrder").set({ uid: (await db.selectFrom("user").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id }).where("id", "=", c!.id).execute();
    await db.updateTable("merchantOrder").set({ createTime: "2020-01-02 03:04:05", isUserDel: 1 }).where("id", "=", d!.id).execute();
    const today = await db.selectFrom("merchantOrder").select(["id", "payPrice"]).where("merId", "=", 1).where("paid", "=", 1).orderBy("createTime", "desc").executeTakeFirstOrThrow();
    await db.updateTable("merchantOrder").set({ payPrice: today.payPrice + 99 }).where("id", "=", today.id).execute();
    const line = await db.selectFrom("orderDetail").select(["id", "payPrice"]).where("merId", "=", 1).orderBy("id", "desc").executeTakeFirstOrThrow();
    await db.updateTable("orderDetail").set({ payPrice: line.payPrice + 1234 }).where("id", "=", line.id).execute();
    await compareCounters();
    await compareRandom(2024, 150);
    await compareRanking();
  }, 300_000);

  it("pages a date range long past, whose orders sit behind every newer one, as the former queries did", async () => {
    // The older half of the shop's orders moved ten days into 2021: their ids are the smallest, so a
    // scan of a tab newest first finds none of them in its window and the page is sought instead.
    const older = await db.selectFrom("merchantOrder").select("id").where("merId", "=", 1).orderBy("id").execute();
    const moved = older.slice(0, Math.ceil(older.length / 2));
    for (const [i, { id }] of moved.entries()) {
      await db.updateTable("merchantOrder").set({ createTime: `2021-03-${String(1 + (i % 10)).padStart(2, "0")} 10:00:00` }).where("id", "=", id).execute();
    }
    const dateLimit = "2021-03-01,2021-03-10";
    for (const status of STATUSES) {
      for (const [page, limit] of [[1, 5], [2, 5], [3, 10]] as const) {
        const label = JSON.stringify({ status, page, limit });
        const answer = await s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token, query: { status, page, limit, dateLimit } });
        expect(answer.code, label).toBe(200);
        const expected = await oldPage(db, 1, status, { range: dateLimitRange(dateLimit) }, page, limit);
        expect({ total: answer.data.total, orderNos: answer.data.list.map((o) => o.orderNo) }, label).toEqual(expected);
      }
    }
  }, 300_000);
  it("pages deep into every tab from the kept blocks of ids as the former queries did, before and after orders move", async () => {
    // Copies of the merchant's orders with ids spread over several blocks, until a tab holds more
    // orders than the page depth from which the blocks are read (ORDER_BLOCK).
    const own = await db.selectFrom("merchantOrder").selectAll().where("merId", "=", 1).orderBy("id").execute();
    const top = own.at(-1)!.id;
    const copies = Math.ceil((2.5 * ORDER_BLOCK) / own.length);
    for (let copy = 1; copy <= copies; copy++) {
      const values = own.map(({ id, orderNo, tab: _tab, ...order }) => ({ ...order, id: top + copy * Math.ceil(ORDER_BLOCK / 3) + id, orderNo: `${orderNo}#${copy}` }));
      for (let i = 0; i < values.length; i += 200) await db.insertInto("merchantOrder").values(values.slice(i, i + 200)).execute();
    }
    const compareDeep = async (seed: number, count: number) => {
      const r = random(seed);
      const counts = await oldCounts(db, 1, {});
      for (let i = 0; i < count; i++) {
        const status = r.pick(STATUSES);
        const limit = r.pick([5, 10, 20]);
        const total = status === "awaitVerification" ? counts.verification : counts[status];
        const page = 1 + Math.floor((ORDER_BLOCK + r.next() * Math.max(total - ORDER_BLOCK + 2 * limit, 1)) / limit);
        const label = JSON.stringify({ seed, status, page, limit });
        const answer = await s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token, query: { status, page, limit } });
        expect(answer.code, label).toBe(200);
        expect({ total: answer.data.total, orderNos: answer.data.list.map((o) => o.orderNo) }, label).toEqual(await oldPage(db, 1, status, {}, page, limit));
      }
    };
    expect((await oldCounts(db, 1, {})).all).toBeGreaterThan(2 * ORDER_BLOCK);
    await compareDeep(7, 60);
    // Date ranges over those blocks, their pages read from the blocks that hold them (order_block_day).
    const compareRanges = async (seed: number, count: number) => {
      const r = random(seed);
      for (let i = 0; i < count; i++) {
        const status = r.pick(STATUSES);
        const limit = r.pick([5, 10, 20]);
        const dateLimit = r.next() < 0.5 ? r.pick(DATES.filter(Boolean)) : explicitRange(r.int(0, 400), r.int(0, 120));
        const range = dateLimitRange(dateLimit);
        const counts = await oldCounts(db, 1, { range });
        const total = status === "awaitVerification" ? counts.verification : counts[status];
        const page = 1 + Math.floor(r.next() * (Math.ceil(total / limit) + 1));
        const label = JSON.stringify({ seed, status, dateLimit, page, limit });
        const answer = await s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token, query: { status, page, limit, dateLimit } });
        expect({ total: answer.data.total, orderNos: answer.data.list.map((o) => o.orderNo) }, label).toEqual(await oldPage(db, 1, status, { range }, page, limit));
      }
    };
    await compareRanges(9, 80);
    // Orders of the newest block change tab, are deleted by the shopper and by the merchant, and move to another merchant.
    const newest = await db.selectFrom("merchantOrder").select("id").where("merId", "=", 1).orderBy("id", "desc").limit(40).execute();
    for (const [i, { id }] of newest.entries()) {
      const change = [{ status: 5 }, { isUserDel: 1 }, { isMerchantDel: 1 }, { merId: 2 }, { refundStatus: 3 }][i % 5]!;
      await db.updateTable("merchantOrder").set(change).where("id", "=", id).execute();
    }
    await db.deleteFrom("merchantOrder").where("id", "=", newest[0]!.id).execute();
    const blocks = await sql<{ n: number }>`SELECT count(*) AS n FROM (
        SELECT mer_id, tab, is_user_del, id / ${sql.lit(ORDER_BLOCK)} AS block, count(*) AS num FROM merchant_order WHERE is_merchant_del = 0
        GROUP BY mer_id, tab, is_user_del, id / ${sql.lit(ORDER_BLOCK)}) AS t
      FULL OUTER JOIN (SELECT * FROM order_tab_block WHERE num <> 0) AS c
        ON c.mer_id = t.mer_id AND c.tab = t.tab AND c.is_user_del = t.is_user_del AND c.block = t.block
      WHERE t.num IS NULL OR c.num IS NULL OR t.num <> c.num`.execute(db);
    expect(Number(blocks.rows[0]!.n)).toBe(0);
    const blockDays = await sql<{ n: number }>`SELECT count(*) AS n FROM (
        SELECT mer_id, substr(create_time, 1, 10) AS day, tab, is_user_del, id / ${sql.lit(ORDER_BLOCK)} AS block, count(*) AS num FROM merchant_order
        WHERE is_merchant_del = 0 GROUP BY mer_id, substr(create_time, 1, 10), tab, is_user_del, id / ${sql.lit(ORDER_BLOCK)}) AS t
      FULL OUTER JOIN (SELECT * FROM order_block_day WHERE num <> 0) AS c
        ON c.mer_id = t.mer_id AND c.day = t.day AND c.tab = t.tab AND c.is_user_del = t.is_user_del AND c.block = t.block
      WHERE t.num IS NULL OR c.num IS NULL OR t.num <> c.num`.execute(db);
    expect(Number(blockDays.rows[0]!.n)).toBe(0);
    await compareDeep(8, 60);
    await compareRanges(10, 60);
  }, 300_000);
});
