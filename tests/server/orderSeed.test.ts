import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { startTestServer, type TestServer } from "./helpers.js";

describe("order seed", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it("covers every order status, refund status and refund-order status, with counters that match", async () => {
    const db = s.app.db;
    const statuses = (await db.selectFrom("merchantOrder").select("status").distinct().where("merId", "=", 1).execute()).map((r) => r.status).sort();
    expect(statuses).toEqual([0, 1, 2, 3, 4, 5, 6, 9]);
    const refundStatuses = (await db.selectFrom("merchantOrder").select("refundStatus").distinct().where("merId", "=", 1).execute()).map((r) => r.refundStatus).sort();
    expect(refundStatuses).toEqual([0, 1, 2, 3]);
    const refundOrderStatuses = (await db.selectFrom("refundOrder").select("refundStatus").distinct().where("merId", "=", 1).execute()).map((r) => r.refundStatus).sort();
    expect(refundOrderStatuses).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const counted = await sql<{ tab: number; isUserDel: number; n: number }>`SELECT tab, is_user_del, count(*) AS n FROM merchant_order WHERE mer_id = 1 AND is_merchant_del = 0 GROUP BY tab, is_user_del`.execute(db);
    const kept = await db.selectFrom("orderTabCount").selectAll().where("merId", "=", 1).where("num", ">", 0).execute();
    expect(kept.map((k) => [k.tab, k.isUserDel, k.num]).sort()).toEqual(counted.rows.map((r) => [r.tab, r.isUserDel, r.n]).sort());
    expect(await db.selectFrom("merchantOrder").select(db.fn.countAll<number>().as("n")).where("merId", "=", 2).executeTakeFirst()).toEqual({ n: 10 });
  });
});

describe("seeded after-sales follow their orders in time", () => {
  let s: TestServer;
  beforeAll(async () => {
    // Seeded 21 minutes after midnight (GMT+8): today's orders were placed moments ago, so an
    // order's payment and its refund request fall close together.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-10T00:21:00+08:00"));
    s = await startTestServer({ ownSeed: true });
    vi.useRealTimers();
  }, 60_000);
  afterAll(() => s.close());

  it("a refund is asked for after its order's payment (and shipment, for a return), its steps in order, refunded at its last step", async () => {
    const db = s.app.db;
    const refunds = await db.selectFrom("refundOrder").selectAll().execute();
    expect(refunds.length).toBeGreaterThan(20);
    const seededAt = "2026-03-10 00:21:00";
    for (const r of refunds) {
      const order = await db.selectFrom("merchantOrder").selectAll().where("orderNo", "=", r.orderNo).executeTakeFirstOrThrow();
      const steps = await db.selectFrom("refundOrderStatus").selectAll().where("refundOrderNo", "=", r.refundOrderNo).orderBy("id").execute();
      const info = await db.selectFrom("refundOrderInfo").select("createTime").where("refundOrderNo", "=", r.refundOrderNo).executeTakeFirstOrThrow();
      const shipped = await db.selectFrom("orderInvoice").select("createTime").where("orderNo", "=", r.orderNo).orderBy("createTime").executeTakeFirst();
      const label = `${r.refundOrderNo} (status ${r.refundStatus})`;
      expect(r.createTime >= order.payTime!, `${label}: asked ${r.createTime}, paid ${order.payTime}`).toBe(true);
      if (r.afterSalesType === 2 && shipped) expect(r.createTime >= shipped.createTime, `${label}: returned before it was shipped`).toBe(true);
      expect(steps[0]!.createTime, label).toBe(r.createTime);
      expect(info.createTime, label).toBe(r.createTime);
      expect(steps.map((x) => x.createTime), label).toEqual([...steps.map((x) => x.createTime)].sort());
      expect(steps.every((x) => x.createTime <= seededAt), label).toBe(true);
      expect(r.updateTime, label).toBe(steps[steps.length - 1]!.createTime);
      if (r.refundStatus === 3) expect(r.refundTime, label).toBe(steps[steps.length - 1]!.createTime);
      const refundLog = await db.selectFrom("orderStatus").select("createTime").where("orderNo", "=", r.orderNo).where("changeType", "=", "refund_price").executeTakeFirst();
      if (refundLog) expect(refundLog.createTime >= r.createTime, `${label}: the order's refund logged before the request`).toBe(true);
      const payLog = await db.selectFrom("orderStatus").select("createTime").where("orderNo", "=", r.orderNo).where("changeType", "=", "pay_success").executeTakeFirstOrThrow();
      expect(payLog.createTime, label).toBe(order.payTime);
    }
  });
});
