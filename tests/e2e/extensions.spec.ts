import { expect, type Page } from "@playwright/test";
import { activePage, openPage, signInAndWait, test } from "./support";

/**
 * Features built on the reference server's extensions (product export, giving a coupon) show
 * only where the backend announces them. A CRMEB backend has no such path and answers the
 * announcement with an error: the features are absent, and nothing is toasted.
 */
const CRMEB_ANSWER = { code: 500, message: "No handler found for GET /api/publicly/extensions", data: null };

async function asCrmebBackend(page: Page) {
  await page.route("**/api/publicly/extensions*", (route) => route.fulfill({ json: CRMEB_ANSWER }));
}

async function openLists(page: Page) {
  await openPage(page, "/product/list");
  await expect(page.getByTestId("product-table").locator("tr[data-row-key]").first()).toBeVisible();
  const productPage = { add: page.getByTestId("product-add"), export: page.getByTestId("product-export") };
  await expect(productPage.add).toBeVisible();
  return productPage;
}

async function couponActions(page: Page) {
  await page.goto("/coupon/list");
  const row = activePage(page).getByTestId("coupon-table").locator(".ant-table-row").first();
  await expect(row).toBeVisible();
  return { copy: row.locator("[data-testid^=coupon-copy-]"), give: row.locator("[data-testid^=coupon-give-]") };
}

test("against a backend without the extensions, the export button and the give-coupon action are absent", async ({ page }) => {
  await asCrmebBackend(page);
  await signInAndWait(page, "merchant1");

  const products = await openLists(page);
  await expect(products.export).toHaveCount(0);

  const coupons = await couponActions(page);
  await expect(coupons.copy).toBeVisible();
  await expect(coupons.give).toHaveCount(0);
  await expect(page.getByText("No handler found")).toHaveCount(0);
});

test("against the reference server, which announces them, both are offered", async ({ page }) => {
  await signInAndWait(page, "merchant1", "/product/list");
  const products = await openLists(page);
  await expect(products.export).toBeVisible();
  const coupons = await couponActions(page);
  await expect(coupons.give).toBeVisible();
});
