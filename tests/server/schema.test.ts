/**
 * The migrations are written with Kysely's schema builder so that one set serves SQLite and
 * PostgreSQL. SQLite databases made before, by the raw-SQL migrations of the same names, have
 * them recorded as run: a new database must get the same schema from the new ones, and an old
 * database must keep working and migrate forward (fixtures/sqlite-schema-v1.sql is such a database).
 */
import Database from "libsql";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { openDatabase } from "../../server/db/database.js";
import { migrateToLatest } from "../../server/db/migrate.js";
import { DEMO_PASSWORD } from "../../server/db/seed/core.js";
import { onPostgres } from "./helpers.js";

const FIXTURE = fs.readFileSync(new URL("./fixtures/sqlite-schema-v1.sql", import.meta.url), "utf8");
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-schema-"));

/** Lower case, no quotes, no white space around punctuation: SQL text that differs only in style compares equal. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/["`]/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([(),;=<>+-])\s*/g, "$1")
    .trim();

/** The text inside the parenthesis that follows each `keyword(` of `text`. */
function clauses(text: string, keyword: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf(`${keyword}(`); at >= 0; at = text.indexOf(`${keyword}(`, at + 1)) {
    let depth = 0;
    const start = at + keyword.length;
    for (let i = start; i < text.length; i++) {
      if (text[i] === "(") depth++;
      if (text[i] === ")" && --depth === 0) {
        found.push(text.slice(start + 1, i));
        break;
      }
    }
  }
  return found;
}

type Row = Record<string, unknown>;

/** Everything SQLite knows of a database's schema, per table, in a comparable form. */
function schemaOf(file: string) {
  const sqlite = new Database(file);
  const all = (query: string, ...args: unknown[]) => sqlite.prepare(query).all(...args) as Row[];
  const strip = (rows: Row[]) => rows.map(({ _metadata, ...row }) => row);
  const tables = all("SELECT name, type, wr, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%' ORDER BY name");
  const master = new Map(all("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL").map((r) => [r.name as string, normalize(r.sql as string)]));
  const schema = Object.fromEntries(
    tables.map((table) => {
      const name = table.name as string;
      const indexes = all("SELECT name, [unique], origin, partial FROM pragma_index_list(?) ORDER BY name", name).map(({ _metadata, ...index }) => ({
        ...index,
        columns: strip(all("SELECT seqno, cid, name, [desc], coll, key FROM pragma_index_xinfo(?) ORDER BY seqno", index.name)),
        where: index.partial ? master.get(index.name as string)!.split(" where ")[1] : undefined,
      }));
      const tableSql = master.get(name)!;
      return [
        name,
        {
          table: strip([table])[0],
          columns: strip(all("SELECT cid, name, upper(type) AS type, [notnull], dflt_value, pk, hidden FROM pragma_table_xinfo(?) ORDER BY cid", name)),
          indexes,
          foreignKeys: strip(all('SELECT id, seq, "table", "from", "to", on_update, on_delete, "match" FROM pragma_foreign_key_list(?) ORDER BY id, seq', name)),
          checks: clauses(tableSql, "check"),
          generated: clauses(tableSql, "generated always as"),
        },
      ];
    }),
  );
  const triggers = Object.fromEntries(all("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").map((r) => [r.name, normalize(r.sql as string)]));
  sqlite.close();
  return { schema, triggers };
}

/** A SQLite database as the raw-SQL migrations left it (schema and migration records, no rows). */
function oldDatabase(file: string) {
  const sqlite = new Database(file);
  sqlite.exec(FIXTURE);
  sqlite.close();
}

describe.skipIf(onPostgres)("SQLite schema of the schema-builder migrations", () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("is the schema the raw-SQL migrations made, table by table, index by index, trigger by trigger", async () => {
    const fresh = path.join(folder, "fresh.db");
    const db = openDatabase(fresh);
    await migrateToLatest(db);
    await db.destroy();
    const old = path.join(folder, "old.db");
    oldDatabase(old);
    // Migrations added after the rewrite run on both, so they are part of the comparison.
    const migrated = openDatabase(old);
    await migrateToLatest(migrated);
    await migrated.destroy();
    const expected = schemaOf(old);
    const actual = schemaOf(fresh);
    expect(Object.keys(actual.schema)).toEqual(Object.keys(expected.schema));
    for (const table of Object.keys(expected.schema)) expect(actual.schema[table], table).toEqual(expected.schema[table]);
    expect(actual.triggers).toEqual(expected.triggers);
    // What the comparison covers: the fixture has them all.
    expect(Object.keys(expected.schema).length).toBeGreaterThan(90);
    // 25 of the raw-SQL migrations, 16 of 0023_speed_aggregates, 6 of 0024_trgm_search, 3 of
    // 0025_search2_trgm, 4 of 0026_product_state_count, 3 of 0028_product_categories, 4 of
    // 0029_order_blocks, 3 of 0031_product_gram_count, 4 of 0033_order_block_days, 3 of
    // 0035_product_piece and 8 of 0038_product_category_counts (which run on both).
    expect(Object.keys(expected.triggers)).toHaveLength(79);
    expect(expected.schema.coupon!.checks).toEqual(["last_total>=0"]);
    expect(expected.schema.merchant_order!.generated).toHaveLength(1);
    expect(expected.schema.table_version!.table).toMatchObject({ wr: 1 });
  });

  it("keeps a database made by the older version working: it migrates forward, is seeded and signs in", async () => {
    const file = path.join(folder, "kept.db");
    oldDatabase(file);
    const dataDir = path.join(folder, "kept-data");
    fs.mkdirSync(dataDir);
    const app = await buildApp({ databaseFile: file, dataDir });
    try {
      const migrations = await app.db.selectFrom("kysely_migration" as never).select("name" as never).execute();
      expect(migrations.length).toBeGreaterThanOrEqual(16);
      const response = await app.fastify.inject({ method: "POST", url: "/api/admin/merchant/login", payload: { account: "merchant1", pwd: DEMO_PASSWORD } });
      expect(response.json()).toMatchObject({ code: 200 });
      const token = (response.json() as { data: { token: string } }).data.token;
      const orders = await app.fastify.inject({ method: "GET", url: "/api/admin/merchant/order/status/num", headers: { "authori-zation": token } });
      expect(orders.json()).toMatchObject({ code: 200, data: { all: expect.any(Number) } });
    } finally {
      await app.close();
    }
    // Seeding a database file takes a while on a busy machine.
  }, 120_000);
});
