import { test } from "@playwright/test";
import { signInAndWait } from "./support";

test("scratch", async ({ page }) => {
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && console.log("console:", m.text().slice(0, 400)));
  await signInAndWait(page, "merchant1");
  for (const [name, path] of [
    ["list", "/product/list"],
    ["editor", "/product/list/creatProduct/0/2/2/0"],
    ["view", "/product/list/creatProduct/67/1/2/0"],
  ]) {
    await page.goto(path);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true, timeout: 10000 });
  }
});
