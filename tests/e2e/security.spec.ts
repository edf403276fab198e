import { expect } from "@playwright/test";
import { signInMerchant, test } from "./support";

test("the console's page carries its security headers", async ({ page }) => {
  const response = await page.goto("/login");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self';");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("another site cannot frame the console", async ({ page, baseURL, cspViolations }) => {
  // A page of another origin (about:blank here) that puts the console in a frame.
  await page.setContent(`<iframe id="console" src="${baseURL}/login" width="800" height="600"></iframe>`);
  await expect.poll(() => cspViolations.some((line) => line.includes("frame-ancestors"))).toBe(true);
  const frame = page.frame({ url: /\/login/ });
  expect(await frame?.locator("input").count().catch(() => 0) ?? 0).toBe(0);
  // The refusal was the point of this test, not the console's doing.
  cspViolations.length = 0;
});

test("an inline script in the console is refused, and the suite's guard records it", async ({ page, cspViolations }) => {
  await signInMerchant(page);
  expect(cspViolations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__inlineRan = true";
    document.body.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  // What every other test would then fail on (support.ts checks the list after each test).
  await expect.poll(() => cspViolations.filter((line) => line.includes("script-src")).length).toBeGreaterThan(0);
  cspViolations.length = 0;
});
