import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import type { OrderCounts, OrderRow } from "../../server/areas/order/contract.js";
import type { Page } from "../../server/core/envelope.js";

/**
 * A shopper search that matches more shoppers than a statement may bind parameters (SQLite allows
 * 32,766, PostgreSQL 65,535): a short text in a shop with many customers. The list and its counts
 * still answer, with the orders of every matching shopper.
 */
describe("orders: a shopper search matching 40,000 shoppers", () => {
  let s: TestServer;
  let token: string;
  const MANY = 40_000;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
    const db = s.app.db;
    const { id: _id, ...model } = await db.selectFrom("user").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
    void _id;
    for (let from = 0; from < MANY; from += 400) {
      const rows = Array.from({ length: Math.min(400, MANY - from) }, (_, i) => ({
        ...model,
        account: `many${from + i}`,
        nickname: `常客${from + i}`,
        phone: `199${String(from + i).padStart(8, "0")}`,
      }));
      await db.insertInto("user").values(rows).execute();
    }
  }, 120_000);
  afterAll(() => s.close());

  it("lists and counts the orders of the shoppers found, as for a few", async () => {
    const answer = await s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token, query: { status: "all", searchType: "nickname", content: "常客", limit: 20 } });
    expect(answer.code, answer.message ?? "").toBe(200);
    // The new shoppers have no orders.
    expect(answer.data.total).toBe(0);
    const counts = await s.call<OrderCounts>("GET", `${M}/order/status/num`, { token, query: { searchType: "nickname", content: "常客" } });
    expect(counts.code, counts.message ?? "").toBe(200);
    expect(counts.data.all).toBe(0);
    // Every shopper of the shop still matches a phone search of one digit.
    const byDigit = await s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token, query: { status: "all", searchType: "all", content: "1", limit: 20 } });
    expect(byDigit.code, byDigit.message ?? "").toBe(200);
    expect(byDigit.data.total).toBeGreaterThan(0);
  }, 120_000);
});
