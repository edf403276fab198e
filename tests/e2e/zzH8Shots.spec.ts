import { test, expect } from "@playwright/test";
import { signInMerchant } from "./support";
test("shots", async ({ page }) => {
  test.setTimeout(180_000);
  await signInMerchant(page);
  await page.goto("/page/design/creatDevise/0/add");
  await expect(page.getByTestId("page-settings")).toBeVisible();
  for (const id of ["home_comb", "home_tab", "home_hotspot", "home_store", "home_group", "picture_cube", "z_auxiliary_line", "z_ueditor", "home_video", "home_coupon", "home_footer", "home_menu", "home_title"]) {
    await page.getByTestId(`palette-${id}`).click();
    await page.waitForTimeout(700);
    await page.screenshot({ path: `.tmp/h8/w-${id}.png`, clip: { x: 440, y: 60, width: 1000, height: 840 } });
  }
});
