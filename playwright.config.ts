import { defineConfig } from "@playwright/test";
import fs from "node:fs";

/**
 * Browser tests run in the system Chromium (never a downloaded one) against the real reference
 * server: each worker starts its own on a fresh temporary database (tests/e2e/workerServer.ts,
 * scripts/e2e-server.mjs), on E2E_PORT (4180) + the worker's index. E2E_WORKERS sets how many.
 */
const systemChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  // On a busy two-core machine a big page's code can take several seconds to arrive and run, so
  // waits are long; the assertions stay the same.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // One by default: on two cores a second worker's browser and server only compete with the first.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
    // The console honours "reduce motion" (no dialog or page animations): a click never lands
    // on a dialog that is still zooming in. Animations are measured by the bench instead.
    contextOptions: { reducedMotion: "reduce" },
    // A failed test keeps its trace, with DOM snapshots but without the screencast: recording
    // screenshots of every frame of every test cost the two-core machine about a quarter of the
    // browser suite's time (the GPU and browser processes encoding frames). In CI, where a failed
    // test runs again, only that second run records (snapshots cost another tenth).
    trace: { mode: process.env.CI ? "on-first-retry" : "retain-on-failure", screenshots: false },
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
        ...(process.env.E2E_EXTRA_ARGS?.split(" ").filter(Boolean) ?? []),
      ],
    },
  },
});
