/**
 * SQLite reads outside a transaction run on worker threads (server/db/sqliteReaders.ts): a slow
 * read must not hold the server's event loop, a reader must see every committed write and none
 * that is not committed yet, and a transaction must read its own writes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { rowBuilder } from "../../server/db/camelRows.js";
import { openDatabase } from "../../server/db/database.js";
import { onPostgres } from "./helpers.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-readers-"));
const opened: Kysely<never>[] = [];

afterAll(async () => {
  await Promise.all(opened.map((db) => db.destroy()));
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A file database with one table of `rows` numbers. */
async function numbers(name: string, readers: number, rows = 10) {
  const db = openDatabase(path.join(folder, `${name}.db`), { sqliteReaders: readers }) as unknown as Kysely<{ numbers: { n: number } }>;
  opened.push(db as never);
  await sql`CREATE TABLE numbers (n INTEGER NOT NULL)`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (let n = 1; n <= rows; n++) await trx.insertInto("numbers").values({ n }).execute();
  });
  return db;
}

/** A read that keeps SQLite busy for a while (a recursive count to two million). */
const slowRead = (db: Kysely<never>) =>
  sql<{ c: number }>`SELECT count(*) AS c FROM (WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 2000000) SELECT i FROM r)`.execute(db);

/** How many times a 2-ms timer fired while `work` ran. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 2);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe.skipIf(onPostgres)("SQLite readers", () => {
  it("runs a slow read off the event loop; without readers it holds the loop", async () => {
    const withReaders = await numbers("loop", 2);
    const onThread = await numbers("loop-none", 0);
    const free = await ticksDuring(() => slowRead(withReaders as never));
    const held = await ticksDuring(() => slowRead(onThread as never));
    expect((await slowRead(withReaders as never)).rows[0].c).toBe(2_000_000);
    expect(held).toBeLessThanOrEqual(1);
    expect(free).toBeGreaterThan(5);
  });

  it("runs a slow write and a transaction off the event loop too; without workers they hold it", async () => {
    const withWorkers = await numbers("write-loop", 1);
    const onThread = await numbers("write-loop-none", 0);
    const slowWrite = (db: Kysely<never>) =>
      sql`INSERT INTO numbers (n) SELECT i FROM (WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 1000000) SELECT i FROM r)`.execute(db);
    const free = await ticksDuring(() => slowWrite(withWorkers as never));
    const held = await ticksDuring(() => slowWrite(onThread as never));
    expect(held).toBeLessThanOrEqual(1);
    expect(free).toBeGreaterThan(5);
    const inTransaction = await ticksDuring(() => (withWorkers as unknown as Kysely<never>).transaction().execute((trx) => slowWrite(trx)));
    expect(inTransaction).toBeGreaterThan(5);
    const { c } = (await sql<{ c: number }>`SELECT count(*) AS c FROM numbers`.execute(withWorkers)).rows[0]!;
    expect(c).toBe(10 + 2_000_000);
  });

  it("reads what is committed, not what a transaction has yet to commit; the transaction reads its own writes", async () => {
    const db = await numbers("visibility", 2);
    const total = async (reader: Kysely<{ numbers: { n: number } }>) => (await reader.selectFrom("numbers").select((eb) => eb.fn.countAll<number>().as("c")).executeTakeFirstOrThrow()).c;
    let insideSaw = 0;
    let outsideSaw = 0;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("numbers").values({ n: 11 }).execute();
      insideSaw = await total(trx);
      outsideSaw = await total(db);
    });
    expect(insideSaw).toBe(11);
    expect(outsideSaw).toBe(10);
    expect(await total(db)).toBe(11);
    // A write outside a transaction, then a read: the reader sees it at once.
    await db.deleteFrom("numbers").where("n", ">", 5).execute();
    expect(await total(db)).toBe(5);
  });

  it("answers many reads at once in order, and a failed read with its error", async () => {
    const db = await numbers("many", 2, 200);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => db.selectFrom("numbers").select("n").where("n", "=", i + 1).executeTakeFirst()));
    expect(answers.map((row) => row?.n)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    await expect(sql`SELECT missing_column FROM numbers`.execute(db)).rejects.toThrow(/no such column: missing_column/);
    // A failed write leaves the writer free for the next.
    await expect(sql`INSERT INTO numbers (n) VALUES (NULL)`.execute(db)).rejects.toThrow(/NOT NULL/);
    await db.insertInto("numbers").values({ n: 201 }).execute();
    expect((await db.selectFrom("numbers").select("n").orderBy("n", "desc").executeTakeFirstOrThrow()).n).toBe(201);
  });

  it("builds each row of a read from its columns, named in code, however many rows and columns", async () => {
    const db = await numbers("rows", 1, 5);
    const rows = await sql<Record<string, unknown>>`SELECT n AS first_value, n * 10 AS second_value, 'x' || n AS label, NULL AS empty_value FROM numbers ORDER BY n`.execute(db);
    expect(rows.rows).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ firstValue: n, secondValue: n * 10, label: `x${n}`, emptyValue: null })),
    );
    expect(rows.rows.map((row) => Object.keys(row))).toEqual(Array(5).fill(["firstValue", "secondValue", "label", "emptyValue"]));
    expect((await sql`SELECT n FROM numbers WHERE n > 99`.execute(db)).rows).toEqual([]);
    // A name __proto__ is a property like any other, not the row's prototype.
    const odd = rowBuilder(["__proto__", "other"])([0, 7, 8], 1);
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(Object.entries(odd)).toEqual([["__proto__", 7], ["other", 8]]);
  });
});
