import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { activePage, openDialog, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** The first product of the picker's list that is on sale with stock: ticks it and answers its name. */
async function pickProductInStock(page: Page): Promise<string> {
  const picker = page.getByTestId("product-picker");
  await picker.locator(".ant-select:not(.ant-cascader)", { hasText: "状态" }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item", { hasText: "上架" }).click();
  await picker.getByTestId("product-picker-search").click();
  const rows = picker.locator(".ant-table-row");
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator("td");
    // Columns: selection, ID, image, name, category, price, stock, status.
    if (Number((await cells.nth(6).innerText()).trim()) > 0) {
      const name = (await cells.nth(3).innerText()).trim();
      await rows.nth(i).locator(".ant-checkbox-input").check();
      await page.getByTestId("product-picker-ok").click();
      return name;
    }
  }
  throw new Error("no product in stock on the picker's first page");
}

const rowOf = (page: Page, text: string): Locator => activePage(page).getByTestId("seckill-product-table").locator(".ant-table-row", { hasText: text });

test("join a flash sale with a product, see it pass review, set its price, take it down and up", async ({ page }) => {
  await signInMerchant(page, "/marketing/seckill/seckillActivity");
  const activity = activePage(page).getByTestId("seckill-activity-table").locator(".ant-table-row", { hasText: "限时秒杀·周末狂欢" });
  await expect(activity).toContainText("进行中");
  // The ended one cannot be joined.
  await expect(activePage(page).locator(".ant-table-row", { hasText: "年中大促秒杀" }).getByRole("button", { name: "参加活动" })).toBeDisabled();
  await activity.getByRole("button", { name: "参加活动" }).click();

  await expect(page).toHaveURL(/\/marketing\/seckill\/creatActivity\/\d+$/);
  const join = activePage(page);
  await expect(join.getByTestId("seckill-join-activity")).toContainText("限时秒杀·周末狂欢");
  // Nothing chosen yet: the page says so instead of sending.
  await join.getByTestId("seckill-join-submit").click();
  await expect(page.getByText("请添加活动商品").first()).toBeVisible();

  await join.getByTestId("activity-products-add").click();
  const name = await pickProductInStock(page);
  const block = join.locator("[data-testid^=activity-product-]").filter({ hasText: name }).first();
  await expect(block).toBeVisible();
  const productId = (await block.getAttribute("data-testid"))!.replace("activity-product-", "");
  await block.getByTestId(`activity-product-${productId}-set-price`).click();
  await page.getByTestId(`activity-product-${productId}-set-price-value`).fill("1.5");
  await page.getByTestId(`activity-product-${productId}-set-price-ok`).click();
  await block.getByTestId(`activity-product-${productId}-set-quota`).click();
  await page.getByTestId(`activity-product-${productId}-set-quota-value`).fill("2");
  await page.getByTestId(`activity-product-${productId}-set-quota-ok`).click();
  await expect(block.locator("[data-testid^=activity-sku-price-]").first()).toHaveValue("1.5");

  await join.getByTestId("seckill-join-submit").click();
  await expect(page.getByText("添加成功，等待平台审核")).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/seckill\/list/);

  // The platform's (simulated) review decides a second later: look at the passed ones until it is there.
  const row = rowOf(page, name).filter({ hasText: "限时秒杀·周末狂欢" }).first();
  await expect(async () => {
    await activePage(page).getByTestId("seckill-tab-1").click();
    await activePage(page).getByTestId("seckill-tab-2").click();
    await expect(row).toContainText("审核成功", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const id = (await row.locator("td").first().innerText()).trim();
  await expect(activePage(page).getByTestId(`seckill-price-${id}`)).toHaveText("1.50");

  // Set a new activity price for every SKU.
  await openDialog(activePage(page).getByTestId(`seckill-detail-${id}`), page.getByTestId("seckill-price-dialog"));
  const dialog = page.getByTestId("seckill-price-dialog");
  const prices = dialog.locator("[data-testid^=activity-sku-price-]");
  for (let i = 0; i < (await prices.count()); i++) await prices.nth(i).fill("1.2");
  await page.locator(".ant-modal", { has: dialog }).getByRole("button", { name: "保存活动价" }).click();
  await expect(page.getByText("活动价已保存")).toBeVisible();
  await expect(activePage(page).getByTestId(`seckill-price-${id}`)).toHaveText("1.20");

  // Down, then up again.
  await expect(activePage(page).getByTestId(`seckill-shelf-${id}`)).toHaveText("上架");
  await activePage(page).getByTestId(`seckill-down-${id}`).click();
  await page.getByRole("dialog", { name: /该秒杀商品吗/ }).getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("下架成功")).toBeVisible();
  await expect(activePage(page).getByTestId(`seckill-shelf-${id}`)).toHaveText("下架");
  await activePage(page).getByTestId(`seckill-up-${id}`).click();
  await page.getByRole("dialog", { name: /该秒杀商品吗/ }).getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("上架成功")).toBeVisible();
  await expect(activePage(page).getByTestId(`seckill-shelf-${id}`)).toHaveText("上架");
});
