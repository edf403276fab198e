// The server at 1,000,000 orders with varied requests and a writer (issues 22 and 24): for each
// database (SQLite, and PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a cluster) and
// each answer-cache mode, `instances` server processes on the one database, 50 connections over
// them, every scenario for `seconds`, the writer changing an order every 100 ms throughout. The
// servers report their event-loop delay and their CPU time over the IPC channel
// (server/core/loopDelayProbe.ts); a PostgreSQL server on this machine is read from /proc
// (databaseCpu.mjs). A second table gives the CPU time each request cost: at 50 connections a
// scenario's p99 is mostly its requests queued behind each other, so that time is what moves it.
// Repeated `runs` times; the table gives each figure's median and its spread (min–max).
// Run alone: `node bench/serverBench.mjs [--runs=5] [--instances=2] [--seconds=3] [--warm=1] [--connections=50] [--port=4310]
// [--server-dir=<a checkout with dist-server built>] [--scenarios=<name parts, comma-separated>]
// [--cache=on|off] [--progress] [--out=<file>]`.
import fs from "node:fs";
import pg from "pg";
import { postgresDataset, sqliteCopy, sqliteDataset, startServer } from "./dataset.mjs";
import { sampleValues, variedScenarios } from "./varied.mjs";
import { startWriter } from "./writer.mjs";
import { variedLoad } from "./variedLoad.mjs";
import { postgresCpuMs } from "./databaseCpu.mjs";

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const fmt = (xs) => {
  const finite = xs.filter((x) => Number.isFinite(x));
  // Not one request answered within the window (all still queued when it closed).
  if (!finite.length) return "none in time";
  return `${median(finite).toFixed(1)} (${Math.min(...finite).toFixed(0)}–${Math.max(...finite).toFixed(0)})`;
};

function ask(child, message, reply) {
  return new Promise((resolve) => {
    const onMessage = (m) => {
      if (m && reply in m) {
        child.off("message", onMessage);
        resolve(m[reply]);
      }
    };
    child.on("message", onMessage);
    child.send(message);
  });
}

/**
 * Waits until every instance answers a trivial request quickly: requests of a scenario that
 * were still queued when it ended must not be counted against the next one.
 */
async function drained(origins) {
  for (const origin of origins) {
    for (let i = 0; i < 600; i++) {
      const started = Date.now();
      await fetch(`${origin}/api/admin/merchant/getLoginPic`);
      if (Date.now() - started < 50) break;
    }
  }
}

async function signIn(origin) {
  const answer = await (
    await fetch(`${origin}/api/admin/merchant/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "merchant1", pwd: "Merchant@123" }),
    })
  ).json();
  return answer.data.token;
}

/** One pass over every scenario on one database in one cache mode; figures per scenario. */
async function onePass({ root, serverDir, database, cache, instances, basePort, seconds, warmSeconds, connections, values, only, progress }) {
  const servers = [];
  for (let i = 0; i < instances; i++) {
    servers.push(
      await startServer({
        root,
        serverDir,
        port: basePort + i,
        ipc: true,
        env: { ...database.env, ANSWER_CACHE: cache, BENCH_LOOP_DELAY: "1" },
      }),
    );
  }
  const origins = servers.map((s) => s.origin);
  const out = {};
  try {
    const token = await signIn(origins[0]);
    const headers = { "Authori-zation": token };
    const writer = await startWriter({ origin: origins[0], token });
    // A shop's server has been answering every kind of request for hours: its code is compiled
    // and its database pages are cached. A server just started is neither, and its first seconds
    // of each kind of request would be measured as if they were the shop's day. So every
    // scenario is first run for `warmSeconds`, unmeasured, before any is measured.
    for (const scenario of chosen(variedScenarios(values), only)) {
      if (warmSeconds > 0) await variedLoad({ origins, path: scenario.path, headers, connections, seconds: warmSeconds, warmupSeconds: 0 });
    }
    for (const scenario of chosen(variedScenarios(values), only)) {
      await drained(origins);
      await Promise.all(servers.map((s) => ask(s.child, "loop-delay:reset", "loopDelayReset")));
      const databaseFrom = database.name === "PostgreSQL" ? postgresCpuMs() : undefined;
      const r = await variedLoad({ origins, path: scenario.path, headers, connections, seconds });
      const databaseCpuMs = databaseFrom === undefined ? undefined : postgresCpuMs() - databaseFrom;
      const delays = await Promise.all(servers.map((s) => ask(s.child, "loop-delay:read", "loopDelay")));
      const serverCpuMs = delays.reduce((total, d) => total + d.cpuMs, 0);
      out[scenario.name] = {
        ...r,
        loopP99: Math.max(...delays.map((d) => d.p99)),
        budgetMs: scenario.budgetMs,
        serverCpuPerRequest: serverCpuMs / Math.max(r.requests, 1),
        databaseCpuPerRequest: databaseCpuMs === undefined ? undefined : databaseCpuMs / Math.max(r.requests, 1),
      };
      progress(`  ${database.name} cache ${cache}: ${scenario.name}: p50 ${r.p50} p99 ${r.p99} ms, ${r.requests} requests, event loop p99 ${out[scenario.name].loopP99} ms`);
    }
    // One client alone: the customer-name search's median (budget 20 ms).
    const name = variedScenarios(values).find((s) => s.name.includes("customer-name"));
    await drained(origins);
    const single = await variedLoad({ origins: [origins[0]], path: name.path, headers, connections: 1, seconds });
    out["customer-name search, one client"] = { ...single, budgetMs: 20, medianBudget: true };
    out.writer = await writer.stop();
  } finally {
    for (const s of servers) await s.stop();
  }
  return out;
}

/**
 * The database's size beside the cluster's own cache (shared_buffers): a random page of a million
 * orders reads from the disk what that cache does not hold where the machine's file cache does
 * not keep it either, as on the bench's machine (one client on the order list's random pages:
 * 2.5 disk reads and 1.7 ms of the page's statement a request with 128 MB; none and 0.9 ms with
 * the database held).
 */
async function postgresMemory(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT pg_size_pretty(pg_database_size(current_database())) AS size, current_setting('shared_buffers') AS buffers");
    return `PostgreSQL: the bench's database ${rows[0].size}, shared_buffers ${rows[0].buffers}`;
  } finally {
    await client.end();
  }
}

/** The scenarios whose names contain one of `only` (all without it). */
const chosen = (scenarios, only) => (only ? scenarios.filter((s) => only.some((part) => s.name.includes(part))) : scenarios);

export async function serverBench({ root, serverDir = root, runs = 5, instances = 2, seconds = 3, warmSeconds = 1, connections = 50, basePort = 4310, only, caches = ["on", "off"], log = console.log, progress = () => {} }) {
  const databases = [];
  const sqliteFile = await sqliteDataset({ root, port: basePort });
  const sqliteDir = sqliteCopy(sqliteFile);
  databases.push({ name: "SQLite", env: { DATA_DIR: sqliteDir }, location: `${sqliteDir}/crmeb.db` });
  const results = {};
  try {
    const cluster = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (cluster) {
      const url = await postgresDataset({ root, port: basePort, clusterUrl: cluster });
      databases.push({ name: "PostgreSQL", env: { DATABASE_URL: url, DATA_DIR: sqliteDir }, location: url });
      log(await postgresMemory(url));
    }
    // Migrations of a newer server run on the first start; sampling reads the migrated data.
    for (const database of databases) {
      const server = await startServer({ root, serverDir, port: basePort, env: database.env });
      await server.stop();
      database.values = await sampleValues(database.location);
    }
    for (let run = 1; run <= runs; run++) {
      for (const database of databases) {
        for (const cache of caches) {
          const started = Date.now();
          const pass = await onePass({ root, serverDir, database, cache, instances, basePort, seconds, warmSeconds, connections, values: database.values, only, progress });
          const key = `${database.name}|${cache}`;
          for (const [scenario, figures] of Object.entries(pass)) ((results[key] ??= {})[scenario] ??= []).push(figures);
          log(`run ${run}/${runs}: ${database.name}, cache ${cache} (${Math.round((Date.now() - started) / 1000)} s; writer ${JSON.stringify(pass.writer)})`);
        }
      }
    }
  } finally {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
  }
  printTable(results, databases, log, { runs, instances, connections, seconds, warmSeconds, caches });
  return results;
}

function printTable(results, databases, log, { runs, instances, connections, seconds, warmSeconds, caches }) {
  log(`\n== Server, varied requests, writer every 100 ms: ${connections} connections over ${instances} instance(s), every scenario warmed ${warmSeconds} s, then ${seconds} s measured per scenario, median (min–max) of ${runs} runs, ms ==`);
  const columns = databases.flatMap((d) => caches.map((c) => `${d.name}|${c}`));
  const scenarios = Object.keys(results[columns[0]]).filter((s) => s !== "writer");
  const width = 44;
  log(`${"scenario".padEnd(width)} ${columns.map((c) => c.replace("|", " cache ").padEnd(45)).join("")}`);
  for (const scenario of scenarios) {
    const first = results[columns[0]][scenario][0];
    const budget = first.budgetMs === undefined ? "no budget" : first.medianBudget ? `median ≤ ${first.budgetMs}` : `p99 ≤ ${first.budgetMs}`;
    const cells = columns.map((c) => {
      const rows = results[c][scenario];
      const measure = first.medianBudget ? rows.map((r) => r.p50) : rows.map((r) => r.p99);
      const over = c.endsWith("off") && median(measure) > first.budgetMs ? " OVER" : "";
      const errors = rows.reduce((n, r) => n + r.errors + r.bad, 0);
      const loop = first.medianBudget ? "" : ` el ${fmt(rows.map((r) => r.loopP99))}`;
      return `${`${fmt(measure)}${loop}${over}${errors ? ` ERR ${errors}` : ""}`.padEnd(44)} `;
    });
    log(`${`${scenario} (${budget})`.padEnd(width)} ${cells.join("")}`);
  }
  log("(el = event-loop delay p99 over the scenario, worst instance; budget ≤ 20 ms)");
  printCpuTable(results, columns, scenarios, log);
}

/** CPU time a request, median (min–max) of the runs: the servers' (all instances), and a local PostgreSQL's. */
function printCpuTable(results, columns, scenarios, log) {
  const cpuColumns = columns.filter((c) => c.endsWith("off"));
  if (!cpuColumns.length) return;
  log(`\n== CPU time a request, cache off, median (min–max) of the runs, ms: server (every instance, every thread) + database (PostgreSQL on this machine) ==`);
  log(`${"scenario".padEnd(44)} ${cpuColumns.map((c) => c.split("|")[0].padEnd(40)).join("")}`);
  const twoPlaces = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `${median(xs).toFixed(2)} (${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)})`;
  };
  // The one-client row has no CPU figure.
  for (const scenario of scenarios.filter((s) => results[cpuColumns[0]][s][0].serverCpuPerRequest !== undefined)) {
    const cells = cpuColumns.map((c) => {
      const rows = results[c][scenario];
      const server = twoPlaces(rows.map((r) => r.serverCpuPerRequest));
      const database = rows.every((r) => Number.isFinite(r.databaseCpuPerRequest)) ? ` + ${twoPlaces(rows.map((r) => r.databaseCpuPerRequest))}` : "";
      return `${server}${database}`.padEnd(40);
    });
    log(`${scenario.padEnd(44)} ${cells.join("")}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
  const { default: path } = await import("node:path");
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const results = await serverBench({
    root,
    serverDir: arg("server-dir", root),
    runs: Number(arg("runs", 5)),
    instances: Number(arg("instances", 2)),
    seconds: Number(arg("seconds", 3)),
    // --warm=0: measure servers just started (each scenario is first run unmeasured for this long).
    warmSeconds: Number(arg("warm", 1)),
    basePort: Number(arg("port", 4310)),
    connections: Number(arg("connections", 50)),
    // --scenarios=refund,customer: only the scenarios whose names contain one of these.
    only: arg("scenarios", undefined)?.split(","),
    // --cache=off: one answer-cache mode only (both by default).
    caches: arg("cache", "on,off").split(","),
    progress: process.argv.includes("--progress") ? console.log : undefined,
  });
  const out = arg("out", path.join(root, "bench", "results", "server.json"));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
}
