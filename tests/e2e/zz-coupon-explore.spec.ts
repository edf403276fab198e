import { test } from "@playwright/test";
import { signInAndWait } from "./support";

test("explore", async ({ page }) => {
  test.setTimeout(180_000);
  page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await signInAndWait(page, "merchant1");
  for (const [name, path] of [
    ["coupon-list", "/coupon/list"],
  ]) {
    await page.goto(path);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `.tmp/coupon-shots/${name}.png` });
    console.log(name, (await page.locator("main, .ant-layout-content").first().innerText()).slice(0, 300));
  }
});
