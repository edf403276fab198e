import { expect as baseExpect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const unique = () => Date.now().toString(36).slice(-5);

async function openConfigTab(page: Page) {
  await page.goto("/operation/modifyStoreInfo");
  await expect(page.getByTestId("store-base-info")).toContainText("CRMEB 旗舰店");
  await page.getByTestId("store-info-tabs").getByRole("tab", { name: "店铺信息" }).click();
  await expect(page).toHaveURL(/tab=config/);
  const form = page.getByTestId("config-form");
  await expect(form.getByTestId("config-intro")).not.toHaveValue("");
  return form;
}

test("store settings: a validation message, an edit kept after reload, and the log shows the edit", async ({ page }) => {
  const intro = `e2e 简介 ${unique()}`;
  await signInMerchant(page);
  const form = await openConfigTab(page);

  // Emptied and saved: the field says what is missing, nothing is sent.
  await form.getByTestId("config-intro").fill("");
  await form.getByTestId("config-save").click();
  await expect(form.getByText("请输入商户简介")).toBeVisible();

  // H5 customer service asks for a link, and a link it must be.
  await form.getByTestId("config-intro").fill(intro);
  await form.getByTestId("config-service-type").click();
  await page.locator(".ant-select-item-option", { hasText: "H5链接" }).click();
  await form.getByTestId("config-service-link").fill("kefu.example");
  await form.getByTestId("config-save").click();
  await expect(form.getByText("客服H5链接格式不正确")).toBeVisible();
  await form.getByTestId("config-service-link").fill("https://kefu.example.com/e2e");

  // A latitude out of range: the message, and the field's label joined to it (also its name) turns the error colour.
  const latitude = form.getByRole("textbox", { name: "纬度", exact: true });
  await expect(latitude).toHaveAttribute("data-testid", "config-latitude");
  await expect(form.getByRole("textbox", { name: "经度", exact: true })).toHaveAttribute("data-testid", "config-longitude");
  const latitudeLabel = form.locator('.ant-space-compact:has([data-testid="config-latitude"]) > .ant-space-addon');
  await expect(latitudeLabel).toHaveText("纬度");
  const previousLatitude = await latitude.inputValue();
  const labelColour = () => latitudeLabel.evaluate((label) => getComputedStyle(label).color);
  const plainColour = await labelColour();
  await latitude.fill("91");
  const outOfRange = form.getByText("纬度应为 -90 到 90 之间的数字");
  await expect(outOfRange).toBeVisible();
  const errorColour = await outOfRange.evaluate((message) => getComputedStyle(message).color);
  expect(errorColour).not.toBe(plainColour);
  await expect.poll(labelColour).toBe(errorColour);
  await latitude.fill(previousLatitude);
  await expect(outOfRange).toBeHidden();
  await expect.poll(labelColour).toBe(plainColour);
  await form.getByTestId("config-alert-stock").fill("7");
  await form.getByTestId("keyword-input").fill("新品");
  await form.getByTestId("keyword-input").press("Enter");
  await form.getByTestId("config-save").click();
  await expect(page.getByText("操作成功")).toBeVisible();

  // Reloaded, the page opens on the same tab with what was saved.
  await page.reload();
  const again = page.getByTestId("config-form");
  await expect(again.getByTestId("config-intro")).toHaveValue(intro);
  await expect(again.getByTestId("config-service-link")).toHaveValue("https://kefu.example.com/e2e");
  await expect(again.getByTestId("config-alert-stock")).toHaveValue("7");
  await expect(again.getByTestId("keyword-tags")).toContainText("新品");

  // The sensitive-operation log shows it first, with what was sent.
  await page.goto("/maintain/sensitiveLog");
  const first = activePage(page).getByTestId("sensitive-log-table").locator(".ant-table-row").first();
  await expect(first).toContainText("商户端商户配置信息编辑");
  await expect(first).toContainText("merchant1");
  await expect(first).toContainText("正常");
  await first.locator(".ant-table-row-expand-icon").click();
  await expect(activePage(page).locator("[data-testid^=log-detail-]").first()).toContainText(intro);
});

test("PC shop: a banner added with its picture and link is kept after reload", async ({ page }) => {
  const link = `https://shop.example.com/e2e-${unique()}`;
  await signInMerchant(page, "/operation/mallConfiguration");
  const rows = page.getByTestId("banner-table").locator(".ant-table-row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("recommend-products").locator("[data-testid^=recommend-product-]")).toHaveCount(4);

  await page.getByTestId("banner-add").click();
  await expect(rows).toHaveCount(3);
  // Saved without its picture: the row says so.
  await page.getByTestId("mall-save").click();
  await expect(rows.nth(2).getByText("请选择图片")).toBeVisible();

  await rows.nth(2).getByTestId("image-picker-add").click();
  const modal = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  await expect(modal.getByRole("checkbox").first()).toBeVisible();
  await modal.getByRole("checkbox").first().click();
  await modal.getByTestId("library-use-selected").click();
  await expect(modal).toBeHidden();
  await page.getByTestId("banner-link-2").fill(link);
  // Moved to the top.
  await page.getByTestId("banner-up-2").click();
  await page.getByTestId("banner-up-1").click();
  await page.getByTestId("mall-save").click();
  await expect(page.getByText("保存成功")).toBeVisible();

  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId("banner-link-0")).toHaveValue(link);
});

test("in English: a product export appears on the export page with its download link", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/product/list");
  await expect(page.getByTestId("product-table").locator("tr[data-row-key]").first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("product-export").click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  await page.goto("/operation/export");
  const row = activePage(page).getByTestId("export-table").locator(".ant-table-row").first();
  await expect(row).toContainText("Products");
  await expect(row).toContainText("merchant1");
  await expect(row).toContainText(/商品导出_\d{8}_\w{8}\.xlsx/);
  await expect(row.getByRole("link", { name: /Download/ })).toHaveAttribute("href", /\/crmebimage\/downloadf\/excel\/.+\.xlsx$/);
});

test("against a backend without the export-record extension, the export page does not open", async ({ page }) => {
  await page.route("**/api/publicly/extensions*", (route) => route.fulfill({ json: { code: 500, message: "No handler found", data: null } }));
  await signInMerchant(page, "/operation/export");
  await expect(page).toHaveURL(/\/401/);
});

// Last: closing the shop takes every product off the shelf.
test("the shop closes and opens again after a confirmation", async ({ page }) => {
  await signInMerchant(page, "/operation/modifyStoreInfo");
  const toggle = page.getByTestId("store-open-switch");
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  await toggle.click();
  const dialog = page.locator(".ant-modal-confirm");
  await expect(dialog).toContainText("确定关闭该商户吗？关闭后店铺的商品将全部下架。");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  await toggle.click();
  await expect(dialog).toContainText("确定开启该商户吗？");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
});
