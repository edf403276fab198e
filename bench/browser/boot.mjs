// Issue 21: a whole load of a page, from navigation start (the page's clock at 0) to the end
// of the first frame painted with its data — the product list's first rows, the order list's
// first rows, the dashboard's KPI figures — and to the first API request; and a menu click to
// the rows of a page not opened before in that document. Each page is opened
// once to warm the browser (HTTP cache, the last known session), then timed over five warm
// loads in the same context: the median is the figure, every sample is printed. One load of
// the product list prints its request waterfall. First-load JS per route is measured in
// fresh contexts (nothing cached).
/* global document, window -- the conditions run in the page */
import fs from "node:fs";
import path from "node:path";
import { signedInPage, VIEWPORT } from "./common.mjs";
import { clickOn, round1, summary, timeInteraction, TIMING_SCRIPT } from "./timing.mjs";
import { gzipSize } from "../bundle.mjs";

const LOADS = 5;
const BUDGET_MS = 450;
const FIRST_REQUEST_BUDGET_MS = 150;
const MENU_CLICK_BUDGET_MS = 60;

const rowsIn = (testId) => document.querySelectorAll(`[data-testid="${testId}"] tbody tr.ant-table-row`).length > 0;
const kpiShown = () => document.querySelector('[data-testid="kpi-sales-value"]') !== null;

const PAGES = [
  { key: "productList", label: "product list: first row", path: "/product/list", until: rowsIn, arg: "product-table" },
  { key: "orderList", label: "order list: first row", path: "/order/list", until: rowsIn, arg: "order-table" },
  { key: "dashboard", label: "dashboard: KPI figures", path: "/dashboard", until: kpiShown, arg: null },
];

/** Installs the watch for every document the page loads. */
async function watchEveryLoad(page, until, arg) {
  await page.addInitScript({ content: `window.__bench.watch("boot", (${until.toString()}), ${JSON.stringify(arg)}, 60000);` });
}

/** The API requests and scripts of the current document, in the order they started. */
function waterfall(page) {
  return page.evaluate(() =>
    [
      ...performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/api/") || e.name.endsWith(".js") || e.name.endsWith(".json"))
        .map((e) => ({ name: new URL(e.name).pathname.replace(/^\/api\/admin\/merchant\//, "api:"), start: e.startTime, end: e.responseEnd })),
      // The boot step's marks (src/boot/).
      ...performance.getEntriesByType("mark").map((m) => ({ name: `mark: ${m.name}`, start: m.startTime, end: m.startTime })),
    ].sort((a, b) => a.start - b.start),
  );
}

async function oneLoad(page, url) {
  await page.goto(url);
  const { paint } = await page.evaluate(() => window.__bench.watches.boot);
  const requests = await waterfall(page);
  const api = requests.filter((r) => r.name.startsWith("api:") || r.name.startsWith("/api/"));
  return { ms: paint, firstApiMs: api.length ? api[0].start : NaN, requests };
}

async function timedPage(browser, options, target) {
  const { context, page } = await signedInPage(browser, options);
  try {
    await watchEveryLoad(page, target.until, target.arg);
    const url = options.origin + target.path;
    await oneLoad(page, url); // warm-up: HTTP cache and the last known session
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await oneLoad(page, url));
    return loads;
  } finally {
    await context.close();
  }
}

/** Rows of the page at `arg` (the shell's page, shown). */
const pageRowsShown = (path) => document.querySelector(`[data-testid="page-active"][data-path="${path}"] tbody tr.ant-table-row`) !== null;

/**
 * A menu click to the rows of a page not opened before in this document: the order list is
 * loaded afresh each time (its code cached, as after the warm-up), then the refund list's entry
 * in the section's menu is clicked. From the click's input event to the frame with its rows.
 */
async function menuClickSamples(browser, options) {
  const { context, page } = await signedInPage(browser, options);
  const from = "/order/list";
  const to = "/order/refund";
  const entry = page.getByTestId("columns-submenu").locator(`li.ant-menu-item[data-menu-id$="-${to}"]`);
  try {
    const samples = [];
    for (let i = 0; i <= LOADS; i++) {
      await page.goto(options.origin + from);
      await page.waitForFunction(pageRowsShown, from, { timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      const { ms, cpuMs } = await timeInteraction(page, { until: pageRowsShown, arg: to }, await clickOn(entry));
      if (i > 0) samples.push({ ms: round1(ms), cpuMs: round1(cpuMs) }); // the first warms the HTTP cache
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** JS downloaded by a cold load of `path` until `ready` shows (fresh context, signed in or not). */
async function firstLoadJs(browser, { origin, token, distDir }, { path: route, signedIn, ready }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "zh-CN" });
  if (signedIn) await context.addCookies([{ name: "Java-merchantToken", value: token, url: origin }]);
  await context.addInitScript({ content: TIMING_SCRIPT });
  const page = await context.newPage();
  const files = new Set();
  page.on("response", (response) => {
    const p = new URL(response.url()).pathname;
    if (p.endsWith(".js")) files.add(p);
  });
  try {
    await page.goto(origin + route);
    await page.waitForFunction(ready.fn, ready.arg, { timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    let gzip = 0;
    for (const p of files) {
      const file = path.join(distDir, p);
      if (fs.existsSync(file)) gzip += gzipSize(file);
    }
    return { scripts: files.size, gzip };
  } finally {
    await context.close();
  }
}

const JS_ROUTES = [
  { key: "login", label: "sign-in page", path: "/login", signedIn: false, budgetKb: 220, ready: { fn: () => document.querySelector("input#account, input[placeholder]") !== null, arg: null } },
  { key: "dashboard", label: "signed-in dashboard", path: "/dashboard", signedIn: true, budgetKb: 400, ready: { fn: kpiShown, arg: null } },
  { key: "productList", label: "signed-in product list", path: "/product/list", signedIn: true, budgetKb: 400, ready: { fn: rowsIn, arg: "product-table" } },
  { key: "orderList", label: "signed-in order list", path: "/order/list", signedIn: true, budgetKb: 400, ready: { fn: rowsIn, arg: "order-table" } },
];

const fmt = (n) => `${round1(n)}`;

export async function bootScenario(browser, options) {
  const distDir = options.distDir ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../dist");
  const out = [];
  let productLoads;
  for (const target of PAGES) {
    const loads = await timedPage(browser, options, target);
    if (target.key === "productList") productLoads = loads;
    const ms = loads.map((l) => round1(l.ms));
    const s = summary(ms);
    out.push({ key: target.key, label: `navigation start → ${target.label}, median of ${LOADS}`, ms: s.p50, budgetMs: BUDGET_MS, note: `${ms.join(" / ")} ms; spread ${fmt(s.max - Math.min(...ms))} ms`, detail: { samples: ms } });
    const first = loads.map((l) => round1(l.firstApiMs));
    const f = summary(first);
    out.push({ key: `${target.key}FirstApi`, label: `  ${target.path}: navigation start → first API request`, ms: f.p50, budgetMs: FIRST_REQUEST_BUDGET_MS, note: `${first.join(" / ")} ms`, detail: { samples: first } });
  }
  const median = productLoads.map((l, i) => [l.ms, i]).sort((a, b) => a[0] - b[0])[Math.floor(productLoads.length / 2)][1];
  const lines = productLoads[median].requests.map((r) => `      ${fmt(r.start).padStart(7)} → ${fmt(r.end).padStart(7)} ms  ${r.name.slice(0, 90)}`);
  const clicks = await menuClickSamples(browser, options);
  const clickMs = clicks.map((c) => c.ms);
  out.push({
    key: "menuClick",
    label: `menu click → rows of a page not opened before, median of ${LOADS}`,
    ms: summary(clickMs).p50,
    budgetMs: MENU_CLICK_BUDGET_MS,
    cpuMs: summary(clicks.map((c) => c.cpuMs)).p50,
    note: `order list → refund list: ${clickMs.join(" / ")} ms; spread ${fmt(Math.max(...clickMs) - Math.min(...clickMs))} ms`,
    detail: { samples: clickMs },
  });
  out.push({ key: "waterfall", label: "  request waterfall of the median product-list load", ms: round1(productLoads[median].ms), budgetMs: BUDGET_MS, note: `\n${lines.join("\n")}`, detail: { requests: productLoads[median].requests } });
  return out.concat(await firstLoadFigures(browser, { ...options, distDir }));
}

/** The JS each of JS_ROUTES downloads on a cold load, against its budget (also `npm run bench -- --only=bundle`). */
export async function firstLoadFigures(browser, options) {
  const out = [];
  for (const route of JS_ROUTES) {
    const { gzip, scripts } = await firstLoadJs(browser, options, route);
    const kb = round1(gzip / 1024);
    out.push({ key: `js_${route.key}`, label: `first-load JS, ${route.label}`, ms: kb, budgetMs: route.budgetKb, unit: "KB gzip", note: `${scripts} files` });
  }
  return out;
}
