/**
 * Two server instances on one SQLite file, each writing through its own connection. A write
 * transaction reads before it writes (a stock check, an order's state); while the other
 * instance commits in between, SQLite refuses a transaction that took no lock at its start
 * (SQLITE_BUSY at once, no busy timeout). They begin IMMEDIATE (db/sqliteDialect.ts): each waits
 * its turn and every one commits.
 */
import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildApp, type App } from "../../server/app.js";
import { onPostgres } from "./helpers.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-shared-file-"));
const apps: App[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)("two instances writing one SQLite file at once", () => {
  it("forty read-then-write transactions, alternating between the instances: all commit, none lost", async () => {
    const file = path.join(dir, "crmeb.db");
    for (const name of ["a", "b"]) apps.push(await buildApp({ databaseFile: file, dataDir: path.join(dir, name) }));
    const before = await apps[0].db.selectFrom("product").select("stock").where("id", "=", 1).executeTakeFirstOrThrow();
    const addOne = (app: App) =>
      app.db.transaction().execute(async (trx) => {
        const { stock } = await trx.selectFrom("product").select("stock").where("id", "=", 1).executeTakeFirstOrThrow();
        // The other instance commits meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await sql`UPDATE product SET stock = ${stock + 1} WHERE id = 1`.execute(trx);
      });
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => addOne(apps[i % 2])));
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    const after = await apps[1].db.selectFrom("product").select("stock").where("id", "=", 1).executeTakeFirstOrThrow();
    expect(after.stock).toBe(before.stock + 40);
  }, 60_000);
});
