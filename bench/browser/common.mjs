// What every browser scenario shares: the system Chromium, a signed-in page with the timing
// helpers installed, and a small client for seeding data through the real API.
import { chromium } from "@playwright/test";
import fs from "node:fs";
import { TIMING_SCRIPT } from "./timing.mjs";

export const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Same window as the browser tests (playwright.config.ts). */
export const VIEWPORT = { width: 1440, height: 900 };

export function launchChromium(executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") {
  return chromium.launch({ executablePath: fs.existsSync(executablePath) ? executablePath : undefined, args: ARGS });
}

/**
 * A fresh context signed in as merchant1 (the token cookie, as after the sign-in form) with
 * default theme settings, and one page in it with `window.__bench` installed.
 */
export async function signedInPage(browser, { origin, token }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "zh-CN" });
  await context.addCookies([{ name: "Java-merchantToken", value: token, url: origin }]);
  await context.addInitScript({ content: TIMING_SCRIPT });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  // Editors arm the unsaved-changes guard; leaving them must not stall the run.
  page.on("dialog", (dialog) => void dialog.accept().catch(() => undefined));
  return { context, page };
}

/** The merchant API with the bench's token: every answer must carry envelope code 200. */
export function merchantApi({ origin, token }) {
  const call = async (method, path, body) => {
    const response = await fetch(`${origin}/api/admin/merchant/${path}`, {
      method,
      headers: { "Authori-zation": token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  return { get: (path) => call("GET", path), post: (path, body = {}) => call("POST", path, body) };
}

/** A name no earlier run used (the database is fresh per run, but a dev server may not be). */
export const runTag = () => Date.now().toString(36).slice(-5);
