/**
 * A page of a product tab under no filter walks the tab's narrow index (migration 0037), not its
 * wide one: SQLite's planner costs the two alike and took the wide one, whose deep pages read
 * about eight times the pages. The answers of the walk are the product list's oracle's
 * (productCountOracle.test.ts); here, on SQLite, that the index named is the one read, and that
 * its pages, forward and from the end, are the list's order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { onPostgres, startTestServer, type TestServer } from "./helpers";
import { orderIndexWalk } from "../../server/areas/product/listQueries.js";
import { ORDER_INDEXED_TABS, orderIndexOf } from "../../server/db/migrations/0037_product_tab_order_indexes.js";
import { tabPredicate } from "../../server/areas/product/tabs.js";

describe.skipIf(onPostgres)("a product tab's page under no filter, on SQLite", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("reads the tab's narrow index", async () => {
    const db = server.app.db.withoutPlugins();
    for (const tab of ORDER_INDEXED_TABS) {
      const walk = orderIndexWalk(server.app.db, 1, tab, "desc", 20, 0);
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM product WHERE id IN ${walk}`.execute(db);
      expect(rows.map((r) => r.detail).join("; ")).toContain(`INDEX ${orderIndexOf(tab)} (mer_id=?)`);
    }
  });

  it("pages in the list's order, forward and from the end", async () => {
    const db = server.app.db;
    const { rows: ordered } = await sql<{ id: number }>`SELECT id FROM product WHERE mer_id = 1 AND is_del = 0 AND ${tabPredicate(1, Number.NaN)} ORDER BY sort DESC, id DESC`.execute(db);
    expect(ordered.length).toBeGreaterThan(3);
    const ids = async (direction: "asc" | "desc", limit: number, offset: number) =>
      (await sql<{ id: number }>`SELECT id FROM product WHERE id IN ${orderIndexWalk(db, 1, 1, direction, limit, offset)} ORDER BY sort DESC, id DESC`.execute(db)).rows.map((r) => r.id);
    expect(await ids("desc", 2, 1)).toEqual(ordered.slice(1, 3).map((r) => r.id));
    // The last two, walked from the end.
    expect(await ids("asc", 2, 0)).toEqual(ordered.slice(-2).map((r) => r.id));
  });
});
