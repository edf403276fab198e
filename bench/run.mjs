// `npm run bench`: builds, then prints the measured budgets — bundle sizes per route, load
// times in Chromium, the client-side budgets in Chromium on the large data set (bench/browser/),
// server throughput at 50 connections on loopback. Results go to bench/results/latest.json.
// Then the server at 1M orders with varied requests and a writer, answer cache on and off, SQLite
// and (with BENCH_DATABASE_URL or DATABASE_URL naming a cluster) PostgreSQL side by side
// (serverBench.mjs; results in bench/results/server.json).
// Options: --no-build (use dist/ as it is), --only=boot,theme,productList,… (client scenarios to run),
// --no-server (skip both server parts), --server-only (only the varied server bench), --runs=5,
// --instances=2, --seconds=3.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleReport } from "./bundle.mjs";
import { browserReport } from "./browser.mjs";
import { clientBudgets } from "./browser/index.mjs";
import { firstLoadFigures } from "./browser/boot.mjs";
import { launchChromium } from "./browser/common.mjs";
import { load } from "./load.mjs";
import { bulkData, serverScenarios } from "./scenarios.mjs";
import { serverBench } from "./serverBench.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const distDir = path.join(root, "dist");
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length).split(",");

const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);

if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "ignore" });

if (process.argv.includes("--server-only")) {
  const varied = await serverBench({ root, runs: option("runs", 5), instances: option("instances", 2), seconds: option("seconds", 3) });
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", "server.json"), JSON.stringify(varied, null, 2));
  process.exit(0);
}

console.log("\n== Bundle (gzip -9) ==");
const bundle = bundleReport(distDir);
console.log(`entry (index.html closure): ${kb(bundle.entry.gzip)} gzip, ${kb(bundle.entry.raw)} raw`);
console.log("lazy chunks (own code beyond the entry):");
for (const c of bundle.lazy) console.log(`  ${c.chunk.padEnd(60)} ${kb(c.gzip).padStart(10)} gzip ${kb(c.raw).padStart(10)} raw`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-bench-"));
const port = 4300 + Math.floor(Math.random() * 500);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, "dist-server", "main.js")], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1" },
  stdio: "ignore",
});
const results = { bundle };
try {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/api/admin/merchant/getLoginPic`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await (
    await fetch(`${origin}/api/admin/merchant/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: "merchant1", pwd: "Merchant@123" }),
    })
  ).json();
  const token = login.data.token;

  if (only?.includes("bundle")) {
    const chromium = await launchChromium();
    try {
      results.firstLoad = await firstLoadFigures(chromium, { origin, token, distDir });
    } finally {
      await chromium.close();
    }
    for (const m of results.firstLoad) console.log(`${m.label.padEnd(52)} ${`${m.ms.toFixed(1)} ${m.unit}`.padStart(14)} (budget ≤ ${m.budgetMs} ${m.unit})${m.ms > m.budgetMs ? "  OVER" : ""}  [${m.note}]`);
  } else {
    console.log("\n== Chromium ==");
    const browser = await browserReport({ origin, distDir, token });
    results.browser = browser;
    console.log(`sign-in page interactive: ${browser.login.ms} ms, JS downloaded ${kb(browser.login.gzip)} gzip in ${browser.login.scripts} files (budget 250 KB)`);
    console.log(`signed-in shell + dashboard: ${browser.dashboard.ms} ms, JS downloaded ${kb(browser.dashboard.gzip)} gzip in ${browser.dashboard.scripts} files (budget 450 KB)`);

    // The large data set, before the pages that budget for it and the throughput runs.
    const { products, pictures, orders } = bulkData({ dataDir });
    console.log(`\n== Chromium, client budgets (merchant 1 now has ${products} products, ${pictures} pictures and ${orders} orders) ==`);
    results.client = await clientBudgets({
      origin,
      token,
      distDir,
      only,
      onMeasurement: (area, m) => {
        const over = m.ms > m.budgetMs ? "  OVER" : "";
        const cpu = m.cpuMs === undefined ? [] : [`main-thread CPU ${ms(m.cpuMs)}${m.key.endsWith("Keystroke") ? "/key" : ""}`];
        const extra = [m.note, ...cpu].filter(Boolean).join("; ");
        const figure = m.unit ? `${m.ms.toFixed(1)} ${m.unit}` : ms(m.ms);
        console.log(`${m.label.padEnd(52)} ${figure.padStart(10)} (budget ≤ ${m.budgetMs} ${m.unit ?? "ms"})${over}${extra ? `  [${extra}]` : ""}`);
      },
      onFailure: (area, error) => {
        process.exitCode = 1;
        console.log(`${area}: FAILED — ${String(error?.message ?? error).split("\n").slice(0, 6).join("\n    ")}`);
      },
    });

    if (!process.argv.includes("--no-server")) {
      console.log("\n== Server, 50 connections on loopback ==");
      results.server = {};
      for (const scenario of serverScenarios()) {
        const r = await load({ origin, path: scenario.path, headers: { "Authori-zation": token }, connections: 50, seconds: 5 });
        results.server[scenario.name] = r;
        console.log(`${scenario.name.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  (budget p99 ≤ ${scenario.budgetMs} ms)`);
      }
    }
  }
  server.kill();
  if (!process.argv.includes("--no-server")) results.varied = await serverBench({ root, runs: option("runs", 5), instances: option("instances", 2), seconds: option("seconds", 3) });
} finally {
  server.kill();
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench", "results", "latest.json"), JSON.stringify(results, null, 2));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
