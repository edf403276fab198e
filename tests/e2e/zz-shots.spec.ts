import { test } from "@playwright/test";
import { signInAndWait } from "./support";

test("shots", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await page.getByTestId("columns-bar").getByText("维护").click();
  await page.waitForTimeout(800);
  await page.getByTestId("theme-drawer-button").click();
  await page.getByTestId("theme-option-theme-9").click();
  await page.getByTestId("theme-choice-topMenuStyle").getByText("垂直").click();
  await page.getByTestId("theme-choice-menuHighlight").getByText("圆角").click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: ".tmp/shots/columns-theme9-drawer.png" });
  await page.getByTestId("layout-option-defaults").click();
  await page.getByTestId("theme-option-theme-2").click();
  await page.getByTestId("theme-switch-isBreadcrumbIcon").click();
  await page.getByTestId("theme-choice-tagsStyle").getByText("灵动").click();
  await page.keyboard.press("Escape");
  await page.waitForTimeout(800);
  await page.screenshot({ path: ".tmp/shots/defaults-theme2.png" });
  await page.getByTestId("collapse-toggle").click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: ".tmp/shots/defaults-collapsed.png" });
  await page.setViewportSize({ width: 800, height: 800 });
  await page.getByTestId("mobile-menu-button").click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: ".tmp/shots/mobile.png" });
});
