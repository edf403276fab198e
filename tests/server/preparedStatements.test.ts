/**
 * Repeated SQL texts run as PostgreSQL prepared statements (server/db/preparedStatements.ts):
 * which texts are named, and that a named text answers as it did unnamed.
 */
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { preparingPool, StatementNames } from "../../server/db/preparedStatements.js";
import { onPostgres, startTestServer, type TestServer } from "./helpers.js";

describe("StatementNames", () => {
  it("names a text from its second run on, always by the same name", () => {
    const names = new StatementNames();
    expect(names.nameOf("select 1")).toBeUndefined();
    const name = names.nameOf("select 1");
    expect(name).toMatch(/^s\d+$/);
    expect(names.nameOf("select 1")).toBe(name);
    expect(names.nameOf("select 2")).toBeUndefined();
    expect(names.nameOf("select 2")).not.toBe(name);
  });

  it("leaves a text with a LIKE unnamed: PostgreSQL plans it for each pattern", () => {
    const names = new StatementNames();
    for (const text of ['select id from product where name like $1', 'select id from product where name ilike $1 and id > $2']) {
      names.nameOf(text);
      expect(names.nameOf(text)).toBeUndefined();
    }
  });

  it("leaves a text with a list of ids unnamed: its rows depend on the list, and every list has the same text", () => {
    const names = new StatementNames();
    const text = 'select count(*) from "refund_order" where "mer_id" = $1 and "uid" = ANY($2::bigint[])';
    names.nameOf(text);
    expect(names.nameOf(text)).toBeUndefined();
  });

  it("keeps at most `limit` names, for the texts run most recently, and never gives a name twice", () => {
    const names = new StatementNames(2);
    const named = (text: string) => (names.nameOf(text), names.nameOf(text));
    const [a, b] = [named("a"), named("b")];
    expect(names.nameOf("a")).toBe(a); // "a" is now more recent than "b"
    const c = named("c"); // "b" gives its name up
    expect(new Set([a, b, c]).size).toBe(3);
    expect(names.nameOf("a")).toBe(a);
    expect(names.nameOf("c")).toBe(c);
    expect(names.nameOf("b")).toBeUndefined(); // run once again: named on its next run, afresh
    const b2 = names.nameOf("b");
    expect(b2).toBeDefined();
    expect([a, b, c]).not.toContain(b2);
  });

  it("forgets texts seen once when too many wait for a second run", () => {
    const names = new StatementNames(10, 2);
    names.nameOf("a");
    names.nameOf("b");
    names.nameOf("c"); // "a" and "b" are forgotten
    expect(names.nameOf("a")).toBeUndefined();
    expect(names.nameOf("c")).toBeDefined();
  });
});

describe.runIf(onPostgres)("prepared statements on PostgreSQL", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it("a text run again is prepared on its connection and answers the same rows", async () => {
    await s.app.db.connection().execute(async (db) => {
      const query = (merId: number) => db.selectFrom("product").select(["id", "name"]).where("merId", "=", merId).orderBy("id").limit(3);
      const page = (merId: number) => query(merId).execute();
      const first = await page(1);
      const again = [await page(1), await page(1), await page(2)];
      expect(first.length).toBeGreaterThan(0);
      expect(again[0]).toEqual(first);
      expect(again[1]).toEqual(first);
      expect(again[2]).not.toEqual(first);
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
      expect(prepared.rows.map((r) => r.statement)).toContain(query(1).compile().sql);
    });
  });

  it("gives names up to newer texts, and replaces used connections, without preparing a name twice", async () => {
    // Three texts for two names: each round gives a name up; a connection is replaced after three uses.
    const pool = new pg.Pool({ connectionString: inject("postgresTemplate")!.adminUrl, max: 2, maxUses: 3 });
    const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: preparingPool(pool, new StatementNames(2)) }) });
    try {
      for (let round = 0; round < 6; round++) {
        for (const k of [1, 2, 3]) {
          const { rows } = await sql<{ n: number }>`select ${round}::int + ${sql.lit(k)} as n`.execute(db);
          expect(rows[0]!.n).toBe(round + k);
        }
      }
    } finally {
      await db.destroy();
    }
  });

  it("every connection runs without JIT and without parallel workers (settings for many short reads at once)", async () => {
    const settings = await Promise.all(
      [1, 2, 3].map(() =>
        s.app.db
          .connection()
          .execute((db) => sql<{ jit: string; workers: string }>`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`.execute(db)),
      ),
    );
    expect(settings.map((r) => r.rows[0])).toEqual([1, 2, 3].map(() => ({ jit: "off", workers: "0" })));
  });
});
