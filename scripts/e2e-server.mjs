// The server the browser tests talk to: the production build on a fresh temporary database.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.HOST = "127.0.0.1";
// The whole suite signs in from one address and some specs fail a sign-in on purpose: the address
// back-off would soon make it wait. The account lock keeps its real setting (10 failures in 15 minutes).
process.env.LOGIN_ADDRESS_FREE_FAILURES ??= "100000";
// The demo accounts' passwords hashed cheaply: the suite signs in over a hundred times, at ~0.3 s of
// CPU each with the production cost. (Stored hashes carry their cost: verification follows it.)
process.env.PASSWORD_HASH_COST ??= "10";
// Simulated reviews (server/core/simulatedReview.ts) decide after one second.
process.env.REVIEW_DELAY_SECONDS ??= "1";
// Products are collected from the tests' own collector on the loopback address (tests/fixtures/collector.mjs).
if (!process.env.PRODUCT_COLLECT_URL) {
  const { startTestCollector } = await import("../tests/fixtures/collector.mjs");
  const collector = await startTestCollector();
  process.env.PRODUCT_COLLECT_URL = collector.url;
  process.env.PRODUCT_COLLECT_KEY = collector.key;
}
// E2E_POSTGRES_URL (a role that may create databases, as TEST_DATABASE_URL): the server runs on a
// new PostgreSQL database of this process's own instead (each Playwright worker starts one server,
// tests/e2e/workerServer.ts), dropped as the process exits. It is named like the server tests'
// databases so their next run drops it if this process is killed before it can.
const exitTasks = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
if (process.env.E2E_POSTGRES_URL) {
  const { default: pg } = await import("pg");
  const name = `crmeb_test_${process.pid}_${Date.now().toString(36)}_e2e`;
  const client = new pg.Client({ connectionString: process.env.E2E_POSTGRES_URL });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  // The server ends the process on SIGTERM as soon as it closed: nothing asynchronous finishes
  // then, so the drop runs in a short child process the exit waits for.
  const drop = `const pg = require("pg"); const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query('DROP DATABASE IF EXISTS "${name}" WITH (FORCE)')).finally(() => c.end());`;
  exitTasks.push(() => spawnSync(process.execPath, ["-e", drop, process.env.E2E_POSTGRES_URL], { stdio: "inherit" }));
  const url = new URL(process.env.E2E_POSTGRES_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
process.on("exit", () => exitTasks.forEach((task) => task()));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
// E2E_BUILD lets several people test separate builds at once (default: the project's own build).
const build = path.resolve(process.env.E2E_BUILD ?? path.join(path.dirname(new URL(import.meta.url).pathname), ".."));
await import(path.join(build, "dist-server", "main.js"));
