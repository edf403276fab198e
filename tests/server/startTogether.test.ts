/**
 * Instances started together on one empty database (a first deployment, or a rollout of a release
 * with a new migration): one migrates and seeds, the others wait for it and find the work done.
 * Each migration is recorded once and the demo data is there once.
 */
import { afterAll, describe, expect, inject, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildApp, type App } from "../../server/app.js";
import { migrations } from "../../server/db/migrations/index.js";
import Database from "libsql";
import { DEMO_PASSWORD } from "../../server/db/seed/core.js";
import { createEmpty } from "./postgres/databases.js";
import { onPostgres } from "./helpers.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-together-"));
let drop = async () => {};
const apps: App[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One empty database: a file of its own on SQLite, a new database on PostgreSQL. */
async function emptyDatabase(): Promise<{ databaseFile?: string; databaseUrl?: string }> {
  const postgres = inject("postgresTemplate");
  if (!postgres) return { databaseFile: path.join(dir, "crmeb.db") };
  const created = await createEmpty(postgres.adminUrl, postgres.prefix);
  drop = created.drop;
  return { databaseUrl: created.url };
}

describe("three instances started together on one empty database", () => {
  it("all start; every migration is recorded once and the demo merchants are seeded once", async () => {
    const database = await emptyDatabase();
    const started = await Promise.allSettled([1, 2, 3].map((n) => buildApp({ ...database, poolSize: 2, dataDir: path.join(dir, `instance${n}`) })));
    for (const result of started) if (result.status === "fulfilled") apps.push(result.value);
    expect(started.map((result) => (result.status === "rejected" ? String(result.reason) : "started"))).toEqual(["started", "started", "started"]);

    const { db } = apps[0];
    const recorded = await sql<{ name: string; times: number }>`SELECT name, count(*) AS times FROM kysely_migration GROUP BY name`.execute(db);
    expect(recorded.rows.length).toBe(Object.keys(migrations).length);
    expect(recorded.rows.filter((row) => Number(row.times) !== 1)).toEqual([]);
    const merchants = await db.selectFrom("merchant").select(["id"]).orderBy("id").execute();
    expect(merchants.map((m) => m.id)).toEqual([1, 2]);
    const accounts = await sql<{ account: string; times: number }>`SELECT account, count(*) AS times FROM admin GROUP BY account HAVING count(*) > 1`.execute(db);
    expect(accounts.rows).toEqual([]);

    // Every instance answers, on the one set of data.
    for (const app of apps) {
      const response = await app.fastify.inject({ method: "POST", url: "/api/admin/merchant/login", payload: { account: "merchant1", pwd: DEMO_PASSWORD } });
      expect(response.json()).toMatchObject({ code: 200 });
    }
  }, 120_000);
});

describe.skipIf(onPostgres)("an instance starting while another holds the SQLite file's write lock", () => {
  it("waits past the busy timeout (5 s) for the lock, then starts", async () => {
    const file = path.join(dir, "locked.db");
    const holder = new Database(file);
    holder.exec("PRAGMA journal_mode = WAL");
    holder.exec("BEGIN IMMEDIATE");
    holder.exec("CREATE TABLE held (id INTEGER)");
    let released = false;
    const release = setTimeout(() => {
      holder.exec("COMMIT");
      released = true;
    }, 6_500);
    try {
      const app = await buildApp({ databaseFile: file, poolSize: 2, dataDir: path.join(dir, "waiting") });
      apps.push(app);
      expect(released).toBe(true);
      expect(await app.db.selectFrom("merchant").select("id").orderBy("id").execute()).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      clearTimeout(release);
      holder.close();
    }
  }, 60_000);
});
