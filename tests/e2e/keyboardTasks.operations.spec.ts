/**
 * Issue 23, the operations areas: one short task each in finance, return addresses, receipt
 * printing and the shop settings, done with the keyboard alone (Tab and Shift+Tab to move, the
 * arrow keys in a radio group, typing, Enter to act) and checked where a person would look: the
 * new row in the list, the saved value on the page opened again. The first dialog of each task
 * gets the dialog checks (axe, focus kept inside). One signed-in session; pages are opened by
 * their address inside the console, as typing the address would.
 */
import { expect, type Page } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";
import { auditLayer, openInConsole, openLayer, tabTo, typeInto } from "./keyboard";
import { unique } from "./libraryHelpers";

// Four tasks in one session: well under a minute on a quiet machine, more on a busy one.
test.describe.configure({ timeout: 180_000 });

/** Opens the add dialog of the page with Enter on `add`, and runs the dialog checks on it. */
async function openAddDialog(page: Page, add: string) {
  await tabTo(page, activePage(page).getByTestId(add));
  await page.keyboard.press("Enter");
  const dialog = openLayer(page);
  await auditLayer(page, dialog);
  return dialog;
}

/**
 * Closes the history tab of the page at `path`: the tab list is one stop of the Tab key (on the
 * current page's tab), the arrow keys move along it, and the focused tab's close button is the
 * next stop.
 */
async function closeHistoryTab(page: Page, path: string) {
  const tags = page.getByTestId("tags-view");
  await tabTo(page, tags.locator("a.shell-tag-link[tabindex='0']"), { back: true });
  const tab = tags.locator(`[data-testid=tag][data-path="${path}"]`);
  const link = tab.locator("a.shell-tag-link");
  for (let i = 0; i < 10 && !(await link.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press("ArrowRight");
  await expect(link).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(tab.getByTestId("tag-close")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tab).toHaveCount(0);
}

test("by keyboard alone: apply for a settlement, add a return address and a receipt printer, and change the shop's introduction", async ({ page }) => {
  const tag = unique();
  await signInMerchant(page);

  // Finance: apply for a settlement; the new record heads the list, awaiting review. The amount
  // stays within the seed's limits (100 at least, 1000 available) after other specs' applications.
  await openInConsole(page, "/finance/closingRecord");
  const amount = `${100 + (Date.now() % 300)}.${String(Date.now() % 100).padStart(2, "0")}`;
  const apply = await openAddDialog(page, "closing-apply");
  await typeInto(page, apply, { "apply-amount": amount });
  await tabTo(page, apply.getByTestId("apply-ok"));
  await page.keyboard.press("Enter");
  await expect(apply).toBeHidden();
  const newest = activePage(page).getByTestId("closing-table").locator(".ant-table-row").first();
  await expect(newest).toContainText(`¥${amount}`);
  await expect(newest).toContainText("待审核");

  // Return addresses: a new address (one text: the dialog has no region picker) with who receives there, found in the list.
  await openInConsole(page, "/operation/businessAddress");
  const detail = `浙江省 杭州市 西湖区 键盘路${tag}号`;
  const address = await openAddDialog(page, "address-add");
  await typeInto(page, address, { "address-detail": detail, "address-name": "键盘收货组", "address-phone": "18912345678" });
  await tabTo(page, address.getByTestId("address-submit"));
  await page.keyboard.press("Enter");
  await expect(address).toBeHidden();
  await expect(activePage(page).getByTestId("address-table").locator("tr[data-row-key]", { hasText: detail })).toContainText("键盘收货组");

  // Receipt printing: a Feie printer (its type chosen with the arrow keys: the fields follow), in the list.
  await openInConsole(page, "/operation/printing/printreceipt");
  const printerName = `键盘打印-${tag}`;
  const printer = await openAddDialog(page, "printer-add");
  await typeInto(page, printer, { "printer-name": printerName });
  await tabTo(page, printer.getByTestId("printer-type").locator("input[type=radio]:checked"));
  await page.keyboard.press("ArrowRight");
  await expect(printer.getByTestId("printer-printFeSn")).toBeVisible();
  await typeInto(page, printer, {
    "printer-printFeName": "键盘台",
    "printer-printFeUser": "kb@163.com",
    "printer-printFeUkey": "Uk3yKb01",
    "printer-printFeSn": `9185${tag}`,
  });
  await tabTo(page, printer.getByTestId("printer-submit"));
  await page.keyboard.press("Enter");
  await expect(printer).toBeHidden();
  const printerRow = activePage(page).getByTestId("printer-table").locator("tr[data-row-key]", { hasText: printerName });
  await expect(printerRow).toContainText("飞鹅云");
  await expect(printerRow).toContainText(`9185${tag}`);
  // Switched off with Space: an enabled printer prints every paid order (tests/e2e/printing.spec.ts counts the jobs).
  const printerSwitch = printerRow.locator("[data-testid^=printer-status-]");
  await expect(printerSwitch).toHaveAttribute("aria-checked", "true");
  await tabTo(page, printerSwitch);
  await page.keyboard.press("Space");
  await expect(printerSwitch).toHaveAttribute("aria-checked", "false");

  // Shop settings: a new introduction, saved; the page closed from its history tab and opened
  // again reads it back from the server (a kept page would only show what it still held).
  const settings = "/operation/modifyStoreInfo?tab=config";
  const intro = `键盘改的店铺简介 ${tag}`;
  await openInConsole(page, settings);
  const form = activePage(page).getByTestId("config-form");
  await tabTo(page, form.getByTestId("config-intro"));
  // A textarea keeps its text on focus: select it all to type over it.
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(intro);
  await tabTo(page, form.getByTestId("config-save"));
  await page.keyboard.press("Enter");
  await expect(page.getByText("操作成功")).toBeVisible();
  await closeHistoryTab(page, "/operation/modifyStoreInfo");
  await openInConsole(page, settings);
  await expect(activePage(page).getByTestId("config-form").getByTestId("config-intro")).toHaveValue(intro);
});
