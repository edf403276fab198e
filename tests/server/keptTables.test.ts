/**
 * The trigger-kept tables can be made again from their rows (server/db/keptTables.ts): the list
 * names every table a trigger writes besides the answer-cache versions, and a refill of tables
 * emptied or miscounted gives back exactly what the triggers kept, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { onPostgres, startTestServer, type TestServer } from "./helpers.js";
import { keptTables, refillKeptTables } from "../../server/db/keptTables.js";
import type { Db } from "../../server/db/database.js";

/** Tables besides the kept ones that triggers write: the versions the answer caches read. */
const VERSIONS = ["table_version", "product_version"];

/** The tables written by a trigger's statements (INSERT INTO, UPDATE, DELETE FROM), among `tables`. */
async function triggerTargets(db: Db, tables: Set<string>): Promise<Set<string>> {
  const bodies = onPostgres
    ? (await sql<{ body: string }>`SELECT DISTINCT p.prosrc AS body FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal`.execute(db)).rows
    : (await sql<{ body: string }>`SELECT sql AS body FROM sqlite_master WHERE type = 'trigger'`.execute(db)).rows;
  const targets = new Set<string>();
  for (const { body } of bodies) {
    for (const match of body.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+"?(\w+)"?/gi)) {
      if (tables.has(match[1]!)) targets.add(match[1]!);
    }
  }
  return targets;
}

async function tableNames(db: Db): Promise<Set<string>> {
  const rows = onPostgres
    ? (await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db)).rows
    : (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)).rows;
  return new Set(rows.map((r) => r.name));
}

/** Every row of a kept table, in one order (an FTS5 index: its rowids, which is what it holds that can be read). */
async function contents(db: Db, table: string): Promise<string[]> {
  const fts = table.endsWith("_search");
  const rows = fts ? (await sql`SELECT rowid FROM ${sql.table(table)}`.execute(db)).rows : (await sql`SELECT * FROM ${sql.table(table)}`.execute(db)).rows;
  return rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === "bigint" ? Number(value) : value))).sort();
}

describe("issue 24: the trigger-kept tables are made again from their rows", () => {
  let s: TestServer;
  let db: Db;
  beforeAll(async () => {
    s = await startTestServer();
    db = s.app.db;
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lists every table a trigger writes, besides the answer-cache versions", async () => {
    const tables = await tableNames(db);
    const targets = await triggerTargets(db, tables);
    for (const version of VERSIONS) targets.delete(version);
    expect([...targets].sort()).toEqual(keptTables(db as never).map((k) => k.table).sort());
  });

  it("gives back what the triggers kept, from tables emptied or miscounted", async () => {
    const kept = keptTables(db as never).map((k) => k.table);
    const before = new Map<string, string[]>();
    for (const table of kept) before.set(table, await contents(db, table));
    // The seed made rows in every counter the demo shop uses.
    expect(before.get("order_tab_count")!.length).toBeGreaterThan(0);
    expect(before.get("product_gram_count")!.length).toBeGreaterThan(0);

    // As after a bulk load with the triggers off: counts wrong, rows missing.
    await sql`UPDATE order_tab_count SET num = num + 7`.execute(db);
    await sql`DELETE FROM product_state_count`.execute(db);
    await sql`DELETE FROM order_block_day WHERE tab = 1`.execute(db);
    if (!onPostgres) await sql`DELETE FROM product_search`.execute(db);

    await refillKeptTables(db);
    for (const table of kept) expect({ table, rows: await contents(db, table) }).toEqual({ table, rows: before.get(table) });
  });

  it("raises the answer caches' versions, so no cached answer outlives the recount", async () => {
    const versions = async () => (await sql<{ v: number }>`SELECT coalesce(sum(version), 0) AS v FROM table_version`.execute(db)).rows[0]!.v;
    const was = Number(await versions());
    await refillKeptTables(db);
    expect(Number(await versions())).toBeGreaterThan(was);
  });
});
