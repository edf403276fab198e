// The large data set (1,000,000 orders, 100,000 products for merchant 1), made once and reused:
// building it costs minutes on a shared two-core machine. BENCH_DATA_DIR (default a folder in the
// system's temp directory, outside the repository) keeps a pristine SQLite file; every run
// copies it, so migrations a newer server adds run on the copy. On PostgreSQL the same seed is
// grown the same way, in a database of its own (`crmeb_bench`, or BENCH_PG_DATABASE, on the cluster of BENCH_DATABASE_URL),
// kept between runs; the server migrates it forward when its schema is older.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { bulkData } from "./scenarios.mjs";

export const ORDERS = 1_000_000;
export const PRODUCTS = 100_000;

export const benchDataDir = () => path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "crmeb-bench-data"));

/** Starts the built server on `port` with `env`; resolves once it answers. */
export async function startServer({ root, port, env, serverDir = root, ipc = false }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(serverDir, "dist-server", "main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    // With `ipc` the server reports its event-loop delay to the bench (server/core/loopDelayProbe.ts).
    stdio: ["ignore", "ignore", "pipe", ...(ipc ? ["ipc"] : [])],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  // Migrating a grown database forward (index backfills) may take minutes.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${origin}/api/admin/merchant/getLoginPic`)).ok) return { origin, child, stop: () => stopChild(child) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`server on ${port} did not start: ${stderr}`);
}

const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

/** The pristine SQLite file of the large set, made on first use. */
export async function sqliteDataset({ root, port }) {
  const dir = path.join(benchDataDir(), "sqlite");
  const file = path.join(dir, "crmeb.db");
  const done = path.join(dir, "complete");
  if (fs.existsSync(done)) return file;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const server = await startServer({ root, port, env: { DATA_DIR: dir } });
  await server.stop();
  const counts = bulkData({ dataDir: dir, orders: ORDERS, products: PRODUCTS });
  fs.writeFileSync(done, JSON.stringify(counts));
  return file;
}

/** A working copy of the pristine file in a fresh folder (the WAL is checkpointed into the file). */
export function sqliteCopy(file) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-bench-"));
  fs.copyFileSync(file, path.join(dir, "crmeb.db"));
  return dir;
}

/** BENCH_PG_DATABASE names another (e.g. a copy made with `CREATE DATABASE … TEMPLATE crmeb_bench`, for a branch with migrations of its own). */
const DATABASE = process.env.BENCH_PG_DATABASE ?? "crmeb_bench";

/** The URL of the bench's own database on the cluster of `clusterUrl`. */
export const benchDatabaseUrl = (clusterUrl) => {
  const url = new URL(clusterUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

/** The table a finished set holds (a set grown before its kept tables were refilled lacks it, and is made again). */
const COMPLETE_MARK = "bench_complete_refilled";

/** The large set on PostgreSQL, made on first use (seeded by the server, then grown in SQL). */
export async function postgresDataset({ root, port, clusterUrl }) {
  const url = benchDatabaseUrl(clusterUrl);
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE])).rowCount > 0;
  let complete = false;
  if (exists) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    complete = (await client.query("SELECT 1 FROM pg_tables WHERE tablename = $1", [COMPLETE_MARK])).rowCount > 0;
    await client.end();
  }
  if (!complete) {
    if (exists) await admin.query(`DROP DATABASE ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  }
  await admin.end();
  if (complete) return url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-bench-pg-"));
  const server = await startServer({ root, port, env: { DATABASE_URL: url, DATA_DIR: dataDir } });
  await server.stop();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const orders = await count(client, "merchant_order");
  const lines = await count(client, "order_detail");
  const copies = Math.ceil((ORDERS - orders) / orders);
  await multiplyPostgres(client, "product", PRODUCTS, "name");
  await multiplyPostgres(client, "system_attachment", 10_000, "name");
  await multiplyPostgres(client, "merchant_order", ORDERS, "order_no");
  await multiplyPostgres(client, "order_detail", lines * (copies + 1), "order_no");
  await client.end();
  // The copies went in without row triggers: every trigger-kept table is made again from the
  // rows (server/db/keptTables.ts), which also raises every answer-cache version.
  await refillKept({ root, env: { DATABASE_URL: url, DATA_DIR: dataDir } });
  const done = new pg.Client({ connectionString: url });
  await done.connect();
  await done.query("ANALYZE");
  await done.query(`CREATE TABLE ${COMPLETE_MARK} (at text)`);
  await done.end();
  return url;
}

/** Runs the built server's `--refill-kept` on the database of `env`. */
function refillKept({ root, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "dist-server", "main.js"), "--refill-kept"], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`--refill-kept exited with ${code}`))));
  });
}

const count = async (client, table) => Number((await client.query(`SELECT count(*) AS n FROM ${table} WHERE mer_id = 1`)).rows[0].n);

/** PostgreSQL's twin of bulk.mjs's multiplyRows: copy n of a row has `<rename> #n`. */
async function multiplyPostgres(client, table, target, rename) {
  const columns = (
    await client.query(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name NOT IN ('id', 'att_id') AND is_generated = 'NEVER' ORDER BY ordinal_position",
      [table],
    )
  ).rows.map((r) => r.column_name);
  const have = await count(client, table);
  const copies = Math.ceil((target - have) / have);
  const select = columns.map((c) => (c === rename ? `${c} || ' #' || n` : c)).join(", ");
  // Row triggers would raise one version row a million times in one transaction (minutes of
  // dead row versions): off while copying, the counters are recounted afterwards.
  await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  await client.query(`INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select} FROM ${table}, generate_series(1, $1::int) AS n WHERE mer_id = 1`, [copies]);
  await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
}
