import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { type TestServer, startSignedIn } from "./helpers.js";
import { formatDateTime } from "../../server/core/format.js";
import type { HomeIndexResponse, HomeOperatingResponse, ProductRankingRow } from "../../server/areas/statistics/contract.js";

const BASE = "/api/admin/merchant/statistics/home";
const DAY_MS = 24 * 3600 * 1000;
/** `yyyy-MM-dd` of a GMT+8 day, `ago` days back. */
const day = (ago: number) => formatDateTime(new Date(Date.now() - ago * DAY_MS)).slice(0, 10);
const yuan = (cents: number) => (cents / 100).toFixed(2);

describe("dashboard statistics", () => {
  let s: TestServer;
  let merchant1: string;
  let merchant2: string;
  let staff1: string;
  const db = () => s.app.db;

  beforeAll(async () => {
    ({ s, m1: merchant1, m2: merchant2, staff: staff1 } = await startSignedIn());
  });
  afterAll(() => s.close());

  /** The same figures through plain SQL with date() on the text column (no range arithmetic). */
  async function expectedIndex(merId: number) {
    const orders = async (date: string) =>
      (
        await sql<{ n: number; cents: number | null }>`
          SELECT count(*) AS n, COALESCE(SUM(CASE WHEN paid = 1 THEN pay_price END), 0) AS cents
          FROM merchant_order WHERE mer_id = ${merId} AND is_merchant_del = 0 AND substr(create_time, 1, 10) = ${date}`.execute(db())
      ).rows[0]!;
    const visitors = async (date: string) =>
      (await sql<{ v: number }>`SELECT COALESCE(SUM(visitation), 0) AS v FROM merchant_day_record WHERE mer_id = ${merId} AND date = ${date}`.execute(db())).rows[0]!.v;
    const follow = (await sql<{ n: number }>`SELECT count(*) AS n FROM user_merchant_collect WHERE mer_id = ${merId}`.execute(db())).rows[0]!.n;
    const [today, yesterday] = [await orders(day(0)), await orders(day(1))];
    return {
      sales: yuan(today.cents ?? 0),
      yesterdaySales: yuan(yesterday.cents ?? 0),
      orderNum: today.n,
      yesterdayOrderNum: yesterday.n,
      visitorsNum: await visitors(day(0)),
      yesterdayVisitorsNum: await visitors(day(1)),
      followNum: follow,
    };
  }

  it("answers today's and yesterday's figures as the data says", async () => {
    const r = await s.call<HomeIndexResponse>("GET", `${BASE}/index`, { token: merchant1 });
    expect(r.code).toBe(200);
    expect(r.data).toEqual(await expectedIndex(1));
    expect(r.data.visitorsNum).toBeGreaterThan(0);
    expect(r.data.followNum).toBeGreaterThan(0);
  });

  it("counts only the merchant's own rows", async () => {
    const r = await s.call<HomeIndexResponse>("GET", `${BASE}/index`, { token: merchant2 });
    expect(r.data).toEqual(await expectedIndex(2));
    const one = await s.call<HomeIndexResponse>("GET", `${BASE}/index`, { token: merchant1 });
    expect(r.data.followNum).not.toBe(one.data.followNum);
  });

  it("counts a new order of today for its merchant only", async () => {
    const before1 = (await s.call<HomeIndexResponse>("GET", `${BASE}/index`, { token: merchant1 })).data;
    const before2 = (await s.call<HomeIndexResponse>("GET", `${BASE}/index`, { token: merchant2 })).data;
    const uid = (await db().selectFrom("user").select("id").limit(1).executeTakeFirstOrThrow()).id;
    const time = formatDateTime();
    await sql`INSERT INTO merchant_order (mer_id, order_no, uid, total_num, pro_total_price, total_price, pay_price, paid, pay_time, status, create_time, update_time)
      VALUES (1, 'TESTDASH0001', ${uid}, 1, 12345, 12345, 12345, 1, ${time}, 1, ${time}, ${time})`.execute(db());
    const after1 = (await s.call<HomeIndexResponse>("GET", `${BASE}/index`, { token: merchant1 })).data;
    const after2 = (await s.call<HomeIndexResponse>("GET", `${BASE}/index`, { token: merchant2 })).data;
    expect(after1.orderNum).toBe(before1.orderNum + 1);
    expect(Math.round(Number(after1.sales) * 100)).toBe(Math.round(Number(before1.sales) * 100) + 12345);
    expect(after2).toEqual(before2);
    const op = (await s.call<HomeOperatingResponse>("GET", `${BASE}/operating/data`, { token: merchant1 })).data;
    const expected = await expectedOperating(1);
    expect(op).toEqual(expected);
  });

  async function expectedOperating(merId: number) {
    const one = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db())).rows[0]!.n;
    return {
      notShippingOrderNum: await one(sql`SELECT count(*) AS n FROM merchant_order WHERE mer_id = ${merId} AND is_merchant_del = 0
        AND refund_status <> 3 AND status IN (1, 2) AND paid = 1 AND cancel_status = 0`),
      awaitVerificationOrderNum: await one(sql`SELECT count(*) AS n FROM merchant_order WHERE mer_id = ${merId} AND is_merchant_del = 0
        AND refund_status <> 3 AND status = 3`),
      refundingOrderNum: await one(sql`SELECT count(*) AS n FROM refund_order WHERE mer_id = ${merId} AND refund_status = 0`),
      onSaleProductNum: await one(sql`SELECT count(*) AS n FROM product WHERE mer_id = ${merId} AND is_del = 0 AND is_recycle = 0
        AND audit_status IN (0, 2) AND is_show = 1 AND stock > 0`),
      awaitAuditProductNum: await one(sql`SELECT count(*) AS n FROM product WHERE mer_id = ${merId} AND is_del = 0 AND is_recycle = 0
        AND audit_status = 1 AND is_audit = 1`),
    };
  }

  it("answers the pending-work counts of each list tab", async () => {
    for (const [token, merId] of [[merchant1, 1], [merchant2, 2]] as const) {
      const r = await s.call<HomeOperatingResponse>("GET", `${BASE}/operating/data`, { token });
      expect(r.code).toBe(200);
      expect(r.data).toEqual(await expectedOperating(merId));
    }
    const one = (await s.call<HomeOperatingResponse>("GET", `${BASE}/operating/data`, { token: merchant1 })).data;
    expect(one.onSaleProductNum).toBeGreaterThan(0);
  });

  /** Per product over the last 7 days, straight from the tables. */
  async function weekTotals(merId: number) {
    const from = day(6);
    const to = day(0);
    const views = await sql<{ productId: number; v: number }>`
      SELECT product_id, sum(page_view) AS v FROM product_day_record
      WHERE mer_id = ${merId} AND date BETWEEN ${from} AND ${to} GROUP BY product_id`.execute(db());
    const sales = await sql<{ productId: number; c: number }>`
      SELECT d.product_id, sum(d.pay_price) AS c FROM order_detail d
      WHERE d.order_no IN (SELECT order_no FROM merchant_order WHERE mer_id = ${merId} AND paid = 1 AND is_merchant_del = 0
        AND substr(pay_time, 1, 10) BETWEEN ${from} AND ${to}) GROUP BY d.product_id`.execute(db());
    return {
      views: new Map(views.rows.map((r) => [r.productId, r.v])),
      sales: new Map(sales.rows.map((r) => [r.productId, r.c])),
    };
  }

  it("ranks products by page views with their sales of the week", async () => {
    const r = await s.call<ProductRankingRow[]>("GET", `${BASE}/product/pageview/ranking`, { token: merchant1 });
    expect(r.code).toBe(200);
    const { views, sales } = await weekTotals(1);
    const expectedIds = [...views.entries()].sort(([a, x], [b, y]) => y - x || a - b).slice(0, 10).map(([id]) => id);
    expect(r.data.map((row) => row.productId)).toEqual(expectedIds);
    for (const row of r.data) {
      expect(row.pageView).toBe(views.get(row.productId));
      expect(row.salesAmount).toBe(yuan(sales.get(row.productId) ?? 0));
      const product = await db().selectFrom("product").select(["name", "image", "merId"]).where("id", "=", row.productId).executeTakeFirstOrThrow();
      expect([row.proName, row.image, product.merId]).toEqual([product.name, product.image, 1]);
    }
  });

  it("ranks products by what paid orders paid for them", async () => {
    const r = await s.call<ProductRankingRow[]>("GET", `${BASE}/product/pay/ranking`, { token: merchant1 });
    expect(r.code).toBe(200);
    const { views, sales } = await weekTotals(1);
    const expectedIds = [...sales.entries()].filter(([, c]) => c > 0).sort(([a, x], [b, y]) => y - x || a - b).slice(0, 10).map(([id]) => id);
    expect(r.data.map((row) => row.productId)).toEqual(expectedIds);
    for (const row of r.data) {
      expect(row.salesAmount).toBe(yuan(sales.get(row.productId)!));
      expect(row.pageView).toBe(views.get(row.productId) ?? 0);
    }
  });

  it("keeps merchant 2's rankings to merchant 2's products", async () => {
    for (const path of ["pay", "pageview"]) {
      const r = await s.call<ProductRankingRow[]>("GET", `${BASE}/product/${path}/ranking`, { token: merchant2 });
      expect(r.code).toBe(200);
      const ids = r.data.map((row) => row.productId);
      const owners = ids.length ? await db().selectFrom("product").select("merId").where("id", "in", ids).execute() : [];
      expect(owners.every((o) => o.merId === 2)).toBe(true);
    }
  });

  it("needs a session (401) and the authority (403 for staff1)", async () => {
    for (const path of ["index", "operating/data", "product/pay/ranking", "product/pageview/ranking"]) {
      expect((await s.call("GET", `${BASE}/${path}`)).code).toBe(401);
      expect((await s.call("GET", `${BASE}/${path}`, { token: staff1 })).code).toBe(403);
    }
  });
});
