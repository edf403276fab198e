import type { Locator, Page } from "@playwright/test";

/** Opens an antd select and picks the first option matching `option`. */
export async function pickInSelect(page: Page, field: Locator, option: string | RegExp = /.+/) {
  await field.click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}

/**
 * The fields every product needs before its pictures and SKUs: name, the first merchant
 * category, the platform category 数码电器 / 手机通讯 / 手机 (level 3 only), a brand, the unit.
 */
export async function fillProductIdentity(page: Page, editor: Locator, name: string, unit: string) {
  await editor.getByTestId("field-name").fill(name);
  await editor.getByTestId("field-merchant-category").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-tree-node-content-wrapper").first().click();
  await page.keyboard.press("Escape");
  await editor.getByTestId("field-platform-category").click();
  for (const level of ["数码电器", "手机通讯", "手机"]) await page.locator(`.ant-cascader-menu-item[title="${level}"]`).click();
  await pickInSelect(page, editor.getByTestId("field-brand"));
  await editor.getByTestId("field-unit").fill(unit);
}
