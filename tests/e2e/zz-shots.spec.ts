import { test } from "@playwright/test";
import { signInAndWait } from "./support";

test("shots", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await signInAndWait(page, "merchant1");
  await page.screenshot({ path: ".tmp/shots/columns.png" });
  await page.getByTestId("columns-item").nth(1).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: ".tmp/shots/columns-2.png" });
  for (const layout of ["defaults", "classic", "transverse"]) {
    await page.getByTestId("theme-drawer-button").click();
    await page.getByTestId(`layout-option-${layout}`).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `.tmp/shots/${layout}-drawer.png` });
    await page.keyboard.press("Escape");
    await page.waitForTimeout(500);
    await page.screenshot({ path: `.tmp/shots/${layout}.png` });
  }
  console.log("ERRORS", JSON.stringify(errors, null, 1));
  console.log("TITLE", await page.title());
});
