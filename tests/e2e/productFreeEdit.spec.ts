import { expect as baseExpect, type Page } from "@playwright/test";
import { activePage, signIn, test } from "./support";

// The machine running them may be busy: waits are long, the assertions stay the same.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

async function signInAs(page: Page, account: string) {
  await signIn(page, account);
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
}

/**
 * A seeded warehouse product of merchant1 (normal, three SKUs). The product flow puts the first
 * warehouse products on shelf, so it may be found under 出售中 (tab 1); it is then taken down.
 */
const PRODUCT = "云南小粒咖啡豆";

test("免审编辑 from the list: new prices and stock without a new review, shown in the list and in the dialog again", async ({ page }) => {
  await signInAs(page, "merchant1");
  await page.goto("/product/list");
  const list = activePage(page);
  // The tab counts of the search, not the unfiltered ones still shown while they load.
  const searchedCounts = page.waitForResponse((r) => r.url().includes("product/tabs/headers") && r.url().includes("keywords="), { timeout: 60_000 });
  await list.getByTestId("filter-keywords").fill(PRODUCT);
  // A click while the page is still starting may be lost: clicked again until the search is in the address.
  await baseExpect(async () => {
    await list.getByTestId("filter-search").click();
    await baseExpect(page).toHaveURL(/keywords/, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const counts: { type: number; count: number }[] = (await (await searchedCounts).json()).data;
  const inWarehouse = counts.find((c) => c.type === 2)!.count;
  // (Another product on sale may match the same words: the row is found by its exact name.)
  await expect(list.getByTestId("product-tab-count-2")).toHaveText(`(${inWarehouse})`);
  const row = list.getByTestId("product-table").locator("tr[data-row-key]").filter({ has: page.locator(`[data-testid^=product-name-][title="${PRODUCT}"]`) });
  // 免审编辑 is offered off shelf only: a product the product flow put on shelf is taken down first.
  if (inWarehouse === 0) {
    await list.getByTestId("product-tab-1").click();
    await row.locator("[data-testid^=product-shelf-]").click();
    await expect(page.getByText("下架成功").last()).toBeVisible();
  }
  // The warehouse tab's count of the search, with the product taken down if it was.
  const warehouseCount = `(${inWarehouse === 0 ? 1 : inWarehouse})`;
  await list.getByTestId("product-tab-2").click();
  await expect(list.getByTestId("product-tab-count-2")).toHaveText(warehouseCount);
  await expect(row).toHaveCount(1);
  const id = Number(await row.getAttribute("data-row-key"));

  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("free-edit-form") });
  const openFreeEdit = async () => {
    // The action is a link of the row, or under 更多 when the row has many. Short clicks, tried
    // again for a minute: after product.spec.ts on the same server the entry has been seen
    // missing from this row, and the test then fails in a minute instead of waiting out its time.
    await baseExpect(async () => {
      if (!(await page.getByTestId(`row-freeEdit-${id}`).isVisible())) await list.getByTestId(`row-more-${id}`).click();
      await page.getByTestId(`row-freeEdit-${id}`).click({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await dialog.getByTestId("sku-table").waitFor();
    await expect(dialog.getByText(PRODUCT)).toBeVisible();
  };
  await openFreeEdit();

  // Every SKU gets a price and a stock; the cheapest is the product's price, the sum its stock.
  const prices = dialog.locator("[data-testid^=sku-price-]");
  await expect(prices.first()).toBeVisible();
  const count = await prices.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await dialog.getByTestId(`sku-price-${i}`).fill(`${66 + i}.80`);
    await dialog.getByTestId(`sku-stock-${i}`).fill(String(4 + i));
  }
  // A bad value is named before anything is sent, and the dialog keeps what was typed.
  await dialog.getByTestId("sku-price-0").fill("");
  await dialog.getByRole("button", { name: /^确\s*定$/ }).click();
  await expect(page.getByText("第1个规格的售价（元）须为0~999999.99的数字（最多两位小数）").last()).toBeVisible();
  await expect(dialog.getByTestId("sku-stock-0")).toHaveValue("4");
  await dialog.getByTestId("sku-price-0").fill("66.80");
  await dialog.getByRole("button", { name: /^确\s*定$/ }).click();
  await expect(page.getByText("操作成功").last()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows the new values, and the product stays under its tab (no new review).
  await expect(list.getByTestId(`product-price-${id}`)).toHaveText("66.80");
  await expect(list.getByTestId(`product-stock-${id}`)).toHaveText(String(Array.from({ length: count }, (_, i) => 4 + i).reduce((a, b) => a + b, 0)));
  await expect(list.getByTestId("product-tab-count-2")).toHaveText(warehouseCount);
  await expect(list.getByTestId("product-tab-count-8")).toHaveText("(0)");

  // Opening it again shows what was saved.
  await openFreeEdit();
  await expect(dialog.getByTestId("sku-price-0")).toHaveValue("66.80");
  await expect(dialog.getByTestId(`sku-stock-${count - 1}`)).toHaveValue(String(4 + count - 1));
});

test("staff1 sees no 免审编辑", async ({ page }) => {
  await signInAs(page, "staff1");
  await page.goto("/product/list");
  const list = activePage(page);
  await list.getByTestId("product-tab-2").click();
  await expect(list.getByTestId("product-table").locator("tr[data-row-key]").first()).toBeVisible();
  await expect(list.locator("[data-testid^=row-freeEdit-]")).toHaveCount(0);
  await expect(list.locator("[data-testid^=row-more-]")).toHaveCount(0);
});
