/**
 * SQLite's planner has statistics of the data from the server's start (PostgreSQL gathers its
 * own): without them it guessed every index selective and walked a merchant's index over all its
 * products for a lookup of ten products by id (the dashboard rankings: 231 ms p99 at 50
 * connections on the bench's 100,000 products, 31 ms with the statistics and the lookup by id).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { onPostgres, startTestServer, type TestServer } from "./helpers";
import { refreshPlannerStatistics } from "../../server/db/plannerStatistics.js";

describe.skipIf(onPostgres)("the SQLite planner's statistics", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("are there once the server has started", async () => {
    const { rows } = await sql<{ tbl: string }>`SELECT tbl FROM sqlite_stat1`.execute(server.app.db);
    expect(rows.map((r) => r.tbl)).toEqual(expect.arrayContaining(["product", "merchant_order"]));
  });

  it("make a lookup of a merchant's products by id take the primary key, not the merchant's index, once one merchant holds most products", async () => {
    const { db } = server.app;
    const plan = async () =>
      (await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id, name FROM product WHERE mer_id = 1 AND id IN (1, 2, 3)`.execute(db)).rows
        .map((r) => r.detail)
        .join("; ");
    // What the bench's data looks like: thousands of products of one merchant (copies of its first).
    const { rows: columns } = await sql<{ name: string }>`SELECT name FROM pragma_table_info('product') WHERE name != 'id'`.execute(db);
    const list = columns.map((c) => `"${c.name}"`).join(", ");
    await sql
      .raw(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
         INSERT INTO product (${list}) SELECT ${list} FROM product, n WHERE product.id = (SELECT min(id) FROM product WHERE mer_id = 1)`,
      )
      .execute(db);
    await sql`DELETE FROM sqlite_stat1`.execute(db);
    await sql`ANALYZE sqlite_schema`.execute(db);
    await refreshPlannerStatistics(db);
    expect(await plan()).toMatch(/USING INTEGER PRIMARY KEY/);
  });
});
