import { expect as baseExpect, type Page } from "@playwright/test";
import { chooseInUserMenu, openPage, signIn, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
// Four sign-ins and five list loads: generous on a busy machine.
test.describe.configure({ timeout: 420_000 });

const header = (page: Page, name: string) => page.getByTestId("order-table").getByRole("columnheader", { name, exact: true });

async function openOrders(page: Page) {
  await openPage(page, "/order/list");
  await expect(page.getByTestId("order-table").locator("tr[data-row-key]").first()).toBeVisible({ timeout: 90_000 });
}

test("a column hidden on the order list stays hidden after a reload, for that account only", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  await openOrders(page);
  await expect(header(page, "下单时间")).toBeVisible();
  await expect(header(page, "用户昵称")).toBeVisible();

  await page.getByTestId("order-columns").click();
  const panel = page.getByTestId("order-columns-panel");
  await expect(panel.getByTestId("order-columns-option-actions")).toHaveCount(0);
  await panel.getByTestId("order-columns-option-createTime").click();
  await expect(header(page, "下单时间")).toHaveCount(0);
  await expect(header(page, "用户昵称")).toBeVisible();

  await page.reload();
  await openOrders(page);
  await expect(header(page, "用户昵称")).toBeVisible();
  await expect(header(page, "下单时间")).toHaveCount(0);

  // Another account in the same browser starts from the default.
  await chooseInUserMenu(page, "user-menu-logout", /\/login/);
  await signIn(page, "merchant2");
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  await openOrders(page);
  await expect(header(page, "下单时间")).toBeVisible();

  // merchant1 again: still hidden (signing out keeps it); 恢复默认 brings it back.
  await chooseInUserMenu(page, "user-menu-logout", /\/login/);
  await signInMerchant(page, "/order/list");
  await openOrders(page);
  await expect(header(page, "下单时间")).toHaveCount(0);
  await page.getByTestId("order-columns").click();
  await page.getByTestId("order-columns-reset").click();
  await expect(header(page, "下单时间")).toBeVisible();
});
