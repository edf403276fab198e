// Load times and downloaded JS in the system Chromium, like a person opening the console.
import fs from "node:fs";
import path from "node:path";
import { launchChromium } from "./browser/common.mjs";
import { gzipSize } from "./bundle.mjs";

function trackScripts(page, distDir) {
  const files = new Set();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) files.add(url.pathname);
  });
  return () => {
    let gzip = 0;
    for (const p of files) {
      const file = path.join(distDir, p);
      if (fs.existsSync(file)) gzip += gzipSize(file);
    }
    return { scripts: files.size, gzip };
  };
}

export async function browserReport({ origin, distDir, token }) {
  const browser = await launchChromium();
  const results = {};
  try {
    // Sign-in page: until the form can be typed into.
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const js = trackScripts(page, distDir);
      const started = Date.now();
      await page.goto(origin + "/login");
      await page.getByPlaceholder("请输入账号").waitFor();
      results.login = { ms: Date.now() - started, ...js() };
      await context.close();
    }
    // Signed-in shell with the dashboard, fresh cache.
    {
      const context = await browser.newContext();
      await context.addCookies([{ name: "Java-merchantToken", value: token, url: origin }]);
      const page = await context.newPage();
      const js = trackScripts(page, distDir);
      const started = Date.now();
      await page.goto(origin + "/dashboard");
      await page.getByTestId("dashboard-welcome").waitFor();
      results.dashboard = { ms: Date.now() - started, ...js() };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
