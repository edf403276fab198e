import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { activePage, chooseLanguage, signInMerchant, test } from "./support";

// Reviews are decided one second per stage (platform, then WeChat) by the browser-test server.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** Reloads until `check` passes (reviews settle when the list is read). */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 90_000 });
}

const rowIn = (page: Page, testId: string, text: string): Locator => activePage(page).getByTestId(testId).locator(".ant-table-row", { hasText: text });

test("a draft from a shop product is submitted, becomes a product and goes on and off the shelf", async ({ page }) => {
  const title = `视频号测试${Date.now().toString(36).slice(-4)}`;
  await signInMerchant(page, "/videoChannel/draftList");
  await activePage(page).getByTestId("video-draft-add").click();
  const form = activePage(page).getByTestId("video-draft-form");

  // The shop product fills the form.
  await activePage(page).getByTestId("video-choose-product").click();
  const picker = page.getByTestId("product-picker");
  await expect(picker.locator(".ant-table-row").first()).toBeVisible();
  await picker.locator(".ant-table-row").nth(0).locator(".ant-radio-input").check();
  await page.getByTestId("product-picker-ok").click();
  await expect(form.getByTestId("video-base-product")).toBeVisible();
  await expect(form.getByTestId("video-field-title")).not.toHaveValue("");
  await expect(form.getByTestId("video-sku-table").locator(".ant-table-row").first()).toBeVisible();

  await form.getByTestId("video-field-title").fill(title);
  await form.getByTestId("video-field-category").click();
  for (const level of ["服饰内衣", "女装", "连衣裙"]) await page.locator(`.ant-cascader-menu-item[title="${level}"]`).click();
  await form.getByTestId("video-field-temp").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
  await activePage(page).getByTestId("video-draft-save").click();
  await expect(page.getByText("新增成功")).toBeVisible();
  await expect(page).toHaveURL(/\/videoChannel\/draftList/);

  // Submitted to the platform; once the platform and WeChat pass it, it leaves the drafts.
  const draft = () => rowIn(page, "video-draft-table", title);
  await expect(draft()).toContainText("未审核");
  await draft().locator("[data-testid^=video-draft-submit-]").click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("提交成功")).toBeVisible();
  await reloadUntil(page, async () => {
    // The seeded drafts are listed once the list has loaded; ours is gone from it.
    await expect(activePage(page).getByTestId("video-draft-table").locator(".ant-table-row").first()).toBeVisible({ timeout: 10_000 });
    await expect(draft()).toHaveCount(0, { timeout: 1_000 });
  });

  // It is a product now: not yet on the shelf.
  await page.goto("/videoChannel/productList");
  const product = () => rowIn(page, "video-product-table", title);
  await expect(product()).toContainText("初始值");
  await product().locator("[data-testid^=video-product-putOn-]").click();
  await expect(page.getByText("上架成功")).toBeVisible();
  await expect(product().locator("[data-testid^=video-product-status-]")).toHaveText("上架");
  await product().locator("[data-testid^=video-product-putDown-]").click();
  await expect(page.getByText("下架成功")).toBeVisible();
  await expect(product()).toContainText("自主下架");
  await product().locator("[data-testid^=video-product-putOn-]").click();
  await expect(product().locator("[data-testid^=video-product-status-]")).toHaveText("上架");
});

test("in English: the access steps, and a seeded product taken off the shelf", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/videoChannel/apply");
  const apply = activePage(page).getByTestId("video-apply");
  await expect(apply).toContainText("Selling in WeChat video channels");
  await expect(apply).toContainText("Apply for categories and brands");
  await apply.getByTestId("video-apply-drafts").click();
  await expect(page).toHaveURL(/\/videoChannel\/draftList/);
  await expect(activePage(page).getByTestId("video-draft-table")).toContainText("Not reviewed");

  await page.goto("/videoChannel/productList");
  const bag = rowIn(page, "video-product-table", "通勤大容量双肩包");
  await expect(bag).toContainText("On shelf");
  await bag.locator("[data-testid^=video-product-putDown-]").click();
  await expect(page.getByText("Taken off the shelf")).toBeVisible();
  await expect(bag).toContainText("Taken down by self");
});
