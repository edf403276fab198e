import { defineConfig } from "@playwright/test";
import fs from "node:fs";

/**
 * Browser tests run in the system Chromium (never a downloaded one) against the real
 * reference server on a fresh temporary database (scripts/e2e-server.mjs).
 */
const PORT = Number(process.env.E2E_PORT ?? 4180);
const systemChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
    // The console honours "reduce motion" (no dialog or page animations): a click never lands
    // on a dialog that is still zooming in. Animations are measured by the bench instead.
    contextOptions: { reducedMotion: "reduce" },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/admin/merchant/getLoginPic`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
