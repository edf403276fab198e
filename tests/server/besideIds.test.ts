/**
 * A few rows looked up by id with their merchant beside (`besideIds`: the dashboard rankings, the
 * comment and card-secret lists' product names, other areas' product references) take the primary
 * key. SQLite has no statistics of the data, so beside `mer_id = ?` it took the merchant's index
 * and walked every product the merchant has: 9 ms a request at the bench's 100,000 products, and
 * the rankings' p99 at 50 connections was 231 ms.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Compilable } from "kysely";
import { onPostgres, startTestServer, type TestServer } from "./helpers";
import { rankingQuery } from "../../server/areas/statistics/rankings.js";
import { dateLimitRange } from "../../server/core/dateLimit.js";

describe.skipIf(onPostgres)("a lookup by ids beside the merchant, on SQLite", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // What a grown shop looks like: thousands of products of one merchant (copies of its first).
    const { rows: columns } = await sql<{ name: string }>`SELECT name FROM pragma_table_info('product') WHERE name != 'id'`.execute(server.app.db);
    const list = columns.map((c) => `"${c.name}"`).join(", ");
    await sql
      .raw(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
         INSERT INTO product (${list}) SELECT ${list} FROM product, n WHERE product.id = (SELECT min(id) FROM product WHERE mer_id = 1)`,
      )
      .execute(server.app.db);
  });
  afterAll(() => server.close());

  const plan = async (query: Compilable<unknown>) => {
    const compiled = query.compile();
    const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${sql.raw(compiled.sql)}`.execute(server.app.db.withoutPlugins());
    return rows.map((r) => r.detail).join("; ");
  };

  it("takes the primary key for the ten ranked products (the rankings' lookup)", async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(await plan(rankingQuery(server.app.db, 1, "sales", dateLimitRange("lately7")!))).toMatch(/SEARCH product USING INTEGER PRIMARY KEY/);
    // With the merchant's column as it is beside the ids, it walks the merchant's index.
    expect(await plan(server.app.db.selectFrom("product").select(["id", "name"]).where("merId", "=", 1).where("id", "in", ids))).not.toMatch(/PRIMARY KEY/);
  });
});
