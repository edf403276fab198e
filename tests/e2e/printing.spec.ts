import { expect as baseExpect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, openDialog, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const orderRows = (page: Page) => page.getByTestId("order-table").locator("tr[data-row-key]");

/** A paid order awaiting shipment, alone in the list (filtered by its number). */
async function openOrderToShip(page: Page): Promise<string> {
  await page.goto("/order/list");
  await page.getByTestId("order-tab-notShipped").click();
  const row = orderRows(page).filter({ has: page.locator("[data-testid^=order-status-]", { hasText: /^(待发货|Awaiting shipment)$/ }) }).first();
  const orderNo = (await row.getAttribute("data-row-key"))!;
  await page.getByTestId("order-filter-orderNo").fill(orderNo);
  await page.getByTestId("order-filter-search").click();
  await expect(orderRows(page)).toHaveCount(1);
  return orderNo;
}

/** The print history on the printers page, filtered to one order. */
async function printHistoryOf(page: Page, orderNo: string) {
  await page.goto("/operation/printing/printreceipt");
  const jobs = activePage(page).getByTestId("print-jobs");
  await page.getByTestId("print-jobs-orderNo").fill(orderNo);
  await page.getByTestId("print-jobs-search").click();
  await expect(jobs.locator("tr[data-row-key]").first()).toContainText(orderNo);
  return jobs;
}

test("add a printer, lay out its receipt with the preview following, print an order on it", async ({ page }) => {
  const name = `打包台-${Date.now() % 100000}`;
  await signInMerchant(page, "/operation/printing/printreceipt");
  const printers = page.getByTestId("printer-table");
  await expect(printers).toContainText("前台小票机");

  // A Feie printer: the dialog asks for what a Feie printer needs.
  const form = page.getByTestId("printer-form");
  await openDialog(page.getByTestId("printer-add"), form);
  await expect(form.getByTestId("printer-printYlyAppid")).toBeVisible();
  await form.getByTestId("printer-type").getByText("飞鹅云").click();
  await expect(form.getByTestId("printer-printYlyAppid")).toBeHidden();
  await page.getByTestId("printer-submit").click();
  await expect(form.getByText("请输入打印机配置名称")).toBeVisible();
  await expect(form.getByText("请输入飞鹅云UKEY")).toBeVisible();
  await form.getByTestId("printer-name").fill(name);
  await form.getByTestId("printer-printFeName").fill("打包台");
  await form.getByTestId("printer-printFeUser").fill("pack@163.com");
  await form.getByTestId("printer-printFeUkey").fill("Uk3y9XqP");
  await form.getByTestId("printer-printFeSn").fill("9185-0001");
  await page.getByTestId("printer-submit").click();
  await expect(form.getByText("打印机编号只能包含字母和数字")).toBeVisible();
  await form.getByTestId("printer-printFeSn").fill("918500001");
  await page.getByTestId("printer-submit").click();
  await expect(page.getByText("新增成功")).toBeVisible();
  const row = printers.locator("tr[data-row-key]", { hasText: name });
  await expect(row).toContainText("飞鹅云");
  await expect(row).toContainText("918500001");
  const id = (await row.getAttribute("data-row-key"))!;
  await expect(page.getByTestId(`printer-status-${id}`)).toBeChecked();

  // Its receipt: the preview follows each switch.
  await page.getByTestId(`printer-layout-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/creatPrintreceipt/${id}$`));
  const editor = activePage(page);
  await expect(editor.getByTestId("page-header")).toContainText(name);
  const preview = editor.getByTestId("receipt-preview");
  await expect(preview).toContainText("CRMEB 旗舰店");
  await expect(preview).toContainText("客户姓名：");
  await editor.getByTestId("layout-smallTickerHeader").click();
  await expect(preview).not.toContainText("CRMEB 旗舰店");
  await editor.getByTestId("layout-deliveryInfo").click();
  await expect(preview).not.toContainText("客户姓名：");
  await editor.getByTestId("layout-orderInfo").getByText("打印时间").click();
  await expect(preview).toContainText("打印时间：");
  await editor.getByTestId("layout-bottomNoticeSwitch").click();
  await editor.getByTestId("layout-save").click();
  await expect(editor.getByText("请输入公告内容").first()).toBeVisible();
  await editor.getByTestId("layout-bottomNotice-text").fill("七天无理由退换，欢迎再来");
  await expect(preview).toContainText("七天无理由退换，欢迎再来");
  await editor.getByTestId("layout-save").click();
  await expect(page.getByText("保存成功")).toBeVisible();

  // Read back as saved.
  await page.reload();
  await expect(activePage(page).getByTestId("layout-bottomNotice-text")).toHaveValue("七天无理由退换，欢迎再来");
  await expect(activePage(page).getByTestId("receipt-preview")).not.toContainText("客户姓名：");

  // Print an order's receipt from the order list.
  const orderNo = await openOrderToShip(page);
  await page.getByTestId(`order-more-${orderNo}`).click();
  await page.getByTestId(`order-print-${orderNo}`).click();
  await expect(page.getByText("小票已发送到打印机")).toBeVisible();

  // Both enabled printers printed it, each with its own layout.
  const jobs = await printHistoryOf(page, orderNo);
  await expect(jobs.locator("tr[data-row-key]")).toHaveCount(2);
  const job = jobs.locator("tr[data-row-key]", { hasText: name });
  await job.getByRole("button").click();
  const printed = page.getByTestId("print-job-content");
  await expect(printed).toContainText(`订单编号：${orderNo}`);
  await expect(printed).toContainText("七天无理由退换，欢迎再来");
  await expect(printed).not.toContainText("客户姓名");
});

test("in English: set up e-waybills and ship an order with one", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/operation/printing/electrsheet");
  const form = activePage(page).getByTestId("esheet-form");
  await expect(form.getByTestId("esheet-senderUsername")).toHaveValue("仓储部");
  await form.getByTestId("esheet-op").getByText("Kuaidi100 cloud printer").click();
  await form.getByTestId("esheet-submit").click();
  await expect(form.getByText("Enter the cloud printer number")).toBeVisible();
  await form.getByTestId("esheet-cloudPrintNo").fill("KD100-8800");
  await form.getByTestId("esheet-senderUsername").fill("Dispatch desk");
  await form.getByTestId("esheet-senderPhone").fill("0571-1234");
  await form.getByTestId("esheet-submit").click();
  await expect(form.getByText("Enter a valid phone number")).toBeVisible();
  await form.getByTestId("esheet-senderPhone").fill("13857100088");
  await form.getByTestId("esheet-submit").click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  // Shipping with an e-waybill: the sender comes from these settings.
  const orderNo = await openOrderToShip(page);
  const dialog = page.getByTestId("ship-dialog");
  await openDialog(page.getByTestId(`order-ship-${orderNo}`), dialog);
  await dialog.getByTestId("ship-esheet").click();
  await expect(dialog.getByTestId("ship-toName")).toHaveValue("Dispatch desk");
  await expect(dialog.getByTestId("ship-toTel")).toHaveValue("13857100088");
  await dialog.getByTestId("ship-submit").click();
  await expect(dialog.locator(".ant-form-item-explain-error", { hasText: "Choose the e-sheet" })).toBeVisible();
  await dialog.getByTestId("ship-template").click();
  await page.locator(".ant-select-dropdown:visible").getByText("顺丰速运 76×130 二联单").click();
  await dialog.getByTestId("ship-submit").click();
  await expect(page.getByText("Shipped", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The e-waybill was printed on the cloud printer.
  const jobs = await printHistoryOf(page, orderNo);
  const sheet = jobs.locator("tr[data-row-key]", { hasText: "E-waybill" });
  await expect(sheet).toContainText("KD100-8800");
  await sheet.getByRole("button", { name: "View" }).click();
  await expect(page.getByTestId("print-job-content")).toContainText("寄件人：Dispatch desk 13857100088");
});
