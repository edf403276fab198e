import { test } from "@playwright/test";
import { signInAndWait } from "./support";
test("debug", async ({ page }) => {
  const t0 = Date.now();
  page.on("request", (r) => { if (!r.url().includes("/api/")) console.log("req", Date.now() - t0, r.url().slice(-60)); });
  page.on("requestfinished", (r) => { if (!r.url().includes("/api/")) console.log("done", Date.now() - t0, r.url().slice(-60)); });
  page.on("requestfailed", (r) => console.log("FAILED", Date.now() - t0, r.url().slice(-60), r.failure()?.errorText));
  page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 800)));
  await signInAndWait(page, "merchant1");
  console.log("signed in", Date.now() - t0);
  await page.goto("/maintain/picture");
  await page.getByTestId("material-library").waitFor({ timeout: 40000 });
  console.log("library", Date.now() - t0);
});
