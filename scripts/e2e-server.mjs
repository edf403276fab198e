// The server the browser tests talk to: the production build on a fresh temporary database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.HOST = "127.0.0.1";
// The suite signs in dozens of times a minute from one address.
process.env.LOGIN_LIMIT_PER_ACCOUNT ??= "10000";
process.env.LOGIN_LIMIT_PER_ADDRESS ??= "10000";
// Simulated reviews (server/core/simulatedReview.ts) decide after one second.
process.env.REVIEW_DELAY_SECONDS ??= "1";
// E2E_POSTGRES_URL (a role that may create databases, as TEST_DATABASE_URL): the server runs on a
// new PostgreSQL database instead, named like the server tests' so their run drops it once this
// process is gone (Playwright ends the server without a chance to clean up).
if (process.env.E2E_POSTGRES_URL) {
  const { default: pg } = await import("pg");
  const name = `crmeb_test_${process.pid}_${Date.now().toString(36)}_e2e`;
  const client = new pg.Client({ connectionString: process.env.E2E_POSTGRES_URL });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(process.env.E2E_POSTGRES_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
// E2E_BUILD lets several people test separate builds at once (default: the project's own build).
const build = path.resolve(process.env.E2E_BUILD ?? path.join(path.dirname(new URL(import.meta.url).pathname), ".."));
await import(path.join(build, "dist-server", "main.js"));
