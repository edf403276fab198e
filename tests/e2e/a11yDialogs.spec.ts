/**
 * Issue 23, dialogs and drawers: one open dialog or drawer per area has no serious or critical
 * WCAG 2.1 AA violation (axe-core), keeps the keyboard's focus inside while it is open (Tab and
 * Shift+Tab go round it) and gives focus back to what opened it when Escape closes it. Each one
 * is opened from the keyboard (Enter on its button). One signed-in walk: pages are opened by
 * their address inside the console (no reload), as a link or the tags view would. The areas whose
 * keyboard-only task works in a dialog (customers, staff, roles, flash sales, group buys, live,
 * finance, return addresses, receipt printers, shipping templates) have it checked there instead
 * (tests/e2e/keyboardTasks*.spec.ts, auditLayer).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";
import { expectAccessible } from "./accessibility";
import { auditLayer, openInConsole, openWithKeyboard } from "./keyboard";

// Many pages and dialogs in one signed-in session: a few minutes on a busy machine.
test.describe.configure({ timeout: 600_000 });

/** Opens a dialog with the keyboard, checks it, walks it with Tab, closes it with Escape. */
async function checkDialog(page: Page, trigger: Locator, inside: Locator) {
  const layer = await openWithKeyboard(page, trigger, inside);
  await auditLayer(page, layer);
  await page.keyboard.press("Escape");
  await expect(layer).toBeHidden();
  await expect(trigger).toBeFocused();
}

const firstOf = (page: Page, testIdStart: string) => activePage(page).locator(`[data-testid^="${testIdStart}"]:not([disabled])`).first();

test("a dialog or drawer of each area no keyboard task checks: no serious or critical violation, focus kept inside and given back", async ({ page }) => {
  await signInMerchant(page);

  // The shell: the theme drawer.
  await checkDialog(page, page.getByTestId("theme-drawer-button"), page.getByTestId("theme-drawer-body"));

  // Orders: the detail drawer and the ship dialog of an order awaiting shipment.
  await openInConsole(page, "/order/list");
  await activePage(page).getByTestId("order-tab-notShipped").click();
  // Until the tab's own rows come, the list shows the last tab's under a spinner: a row opened
  // then is redrawn away when they come, and focus with it. (The table's test id is on the table
  // inside antd's loading wrapper, so the spinner is looked for around it.)
  await expect(activePage(page).getByRole("tab", { selected: true }).getByTestId("order-tab-notShipped")).toBeVisible();
  const orders = activePage(page)
    .locator(".ant-table-wrapper")
    .filter({ has: page.getByTestId("order-table") });
  await expect(orders.locator(".ant-spin-spinning")).toHaveCount(0);
  await expect(orders.locator("tr[data-row-key]").first()).toBeVisible();
  await checkDialog(page, firstOf(page, "order-detail-"), page.getByTestId("order-detail"));
  await checkDialog(page, firstOf(page, "order-ship-"), page.getByTestId("ship-dialog"));

  // After-sales: the refund's detail drawer.
  await openInConsole(page, "/order/refund");
  await checkDialog(page, firstOf(page, "refund-detail-"), page.getByTestId("refund-detail"));

  // Coupons: give a coupon to a customer.
  await openInConsole(page, "/coupon/list");
  await checkDialog(page, firstOf(page, "coupon-give-"), page.getByRole("dialog"));

  // The page designer: a new page's editor.
  await openInConsole(page, "/design/index");
  await activePage(page).getByTestId("page-add").click();
  // The designer covers the console (it is not inside the page stack), with its preview dialog.
  const designer = page.getByTestId("designer");
  await expect(designer.getByTestId("page-settings")).toBeVisible();
  await expectAccessible(page, { include: '[data-testid="designer"]' });
  await checkDialog(page, designer.getByTestId("designer-preview"), page.getByTestId("preview-dialog"));

  // Products: the editor, and the picture library opened from its slider images.
  await openInConsole(page, "/product/list");
  await activePage(page).getByTestId("product-add").click();
  await page.getByTestId("product-type-0").click();
  const editor = activePage(page).getByTestId("product-editor");
  await expect(editor.locator(".product-field-slider")).toBeVisible();
  await expectAccessible(page, { include: '[data-testid="page-active"]' });
  await checkDialog(page, editor.locator(".product-field-slider").getByTestId("image-picker-add"), page.getByTestId("material-library"));
});
