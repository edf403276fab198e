import { test } from "@playwright/test";
import { signInAndWait } from "./support";

test.describe.configure({ timeout: 600_000 });
test("scratch", async ({ page }) => {
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await signInAndWait(page, "merchant1");
  for (const path of ["/product/classify", "/product/attr", "/product/comment", "/product/cdkey", "/product/guarantee/group", "/product/label", "/product/list/creatProduct/67/2/2/0"]) {
    await page.goto(path);
    await page.waitForTimeout(6000);
    await page.screenshot({ path: `/tmp/shots${path.replace(/\//g, "_")}.png`, timeout: 30000 }).catch(() => console.log("shot failed", path));
  }
  await page.goto("/product/attr");
  await page.getByTestId("rule-add").click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots_rule_dialog.png` });
  await page.goto("/product/comment");
  await page.getByTestId("comment-add").click();
  await page.getByTestId("comment-pick-product").click();
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `/tmp/shots_picker.png` });
});
