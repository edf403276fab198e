/**
 * Issue 23, the dashboard and the shop's records by keyboard alone: follow a pending-work
 * shortcut from the dashboard to its list, export the order list and download the file again
 * from the export records, and read the details of a sensitive operation in its log. Only Tab,
 * Shift+Tab, Enter and the arrow keys; the results are checked where a person would look. One
 * signed-in session; pages are opened by their address inside the console.
 */
import { expect } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";
import { chooseTab, openInConsole, tabTo } from "./keyboard";

test.describe.configure({ timeout: 180_000 });

test("by keyboard alone: follow a pending-work shortcut, export the orders and download the file from the export records, read a sensitive operation's details", async ({
  page,
}) => {
  await signInMerchant(page);

  // Dashboard: the 待审核 shortcut opens the product list on that tab, with the count it showed.
  await openInConsole(page, "/dashboard");
  const count = await activePage(page).getByTestId("pending-awaitAudit-count").innerText();
  await tabTo(page, activePage(page).getByTestId("pending-awaitAudit"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product\/list\?/);
  await expect(activePage(page).locator(".ant-tabs-tab-active")).toContainText(/待审核/);
  await expect(activePage(page).getByTestId("product-tab-count-6")).toHaveText(`(${count})`);

  // Exports: the orders awaiting shipment as a workbook, then the same file from the records.
  await openInConsole(page, "/order/list");
  await chooseTab(page, "order-tab-notShipped");
  await tabTo(page, activePage(page).getByTestId("order-export"));
  const exported = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const fileName = (await exported).suggestedFilename();
  await openInConsole(page, "/operation/export");
  const newest = activePage(page).getByTestId("export-table").locator(".ant-table-row").first();
  await expect(newest).toContainText(fileName);
  await tabTo(page, newest.locator("[data-testid^=export-download-]"));
  const again = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await again).suggestedFilename()).toBe(fileName);

  // Sensitive operations: the newest one's parameters and answer, opened with its row's button.
  await openInConsole(page, "/maintain/sensitiveLog");
  const log = activePage(page).getByTestId("sensitive-log-table");
  const first = log.locator(".ant-table-row").first();
  const id = await first.getAttribute("data-row-key");
  await tabTo(page, first.locator("button.ant-table-row-expand-icon"));
  await page.keyboard.press("Enter");
  await expect(log.getByTestId(`log-detail-${id}`)).toBeVisible();
  await expect(first.locator("button.ant-table-row-expand-icon")).toHaveAttribute("aria-expanded", "true");
});
