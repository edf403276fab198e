import { chromium } from "@playwright/test";
import fs from "node:fs";
import { clickOn, timeInteraction, TIMING_SCRIPT } from "./browser/timing.mjs";
const origin = process.env.ORIGIN ?? "http://localhost:4991";
const login = await (await fetch(origin + "/api/admin/merchant/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: "merchant1", pwd: "Merchant@123" }) })).json();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
await context.addCookies([{ name: "Java-merchantToken", value: login.data.token, url: origin }]);
await context.addInitScript({ content: TIMING_SCRIPT });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const to = process.env.TO ?? "/order/refund";
const rows = (p) => document.querySelector(`[data-testid="page-active"][data-path="${p}"] tbody tr.ant-table-row`) !== null;
const out = [];
const N = Number(process.env.N ?? 4);
for (let i = 0; i < N; i++) {
  await page.goto(origin + "/order/list");
  await page.waitForFunction(rows, "/order/list", { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const entry = page.getByTestId("columns-submenu").locator(`li.ant-menu-item[data-menu-id$="-${to}"]`);
  const act = await clickOn(entry);
  const last = process.env.TRACE && i === N - 1;
  if (last) {
    await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 }); await cdp.send("Profiler.start");
    await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing", transferMode: "ReturnAsStream" });
  }
  const r = await timeInteraction(page, { until: rows, arg: to }, act);
  out.push(`${r.ms.toFixed(1)} (dom ${r.domMs?.toFixed?.(1)}, cpu ${r.cpuMs.toFixed(1)})`);
  if (last) {
    await page.waitForTimeout(100);
    const { profile } = await cdp.send("Profiler.stop");
    fs.writeFileSync("/tmp/click.cpuprofile", JSON.stringify(profile));
    const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
    await cdp.send("Tracing.end");
    const { stream } = await done;
    let data = ""; for (;;) { const c = await cdp.send("IO.read", { handle: stream }); data += c.data; if (c.eof) break; }
    fs.writeFileSync("/tmp/click.trace.json", data);
  }
}
console.log(out.join("\n"));
await browser.close();
