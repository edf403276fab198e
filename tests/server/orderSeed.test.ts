import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
