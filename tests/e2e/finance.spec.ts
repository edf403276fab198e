import { expect as baseExpect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, openDialog, openPage, signInAndWait, signInMerchant, test } from "./support";
import { picture } from "./libraryHelpers";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const rows = (page: Page, table: string) => activePage(page).getByTestId(table).locator(".ant-table-row");

/** Waits for the closing records and the balances above them. */
async function openClosingRecords(page: Page) {
  await openPage(page, "/finance/closingRecord");
  await expect(rows(page, "closing-table").first()).toBeVisible();
  await expect(activePage(page).getByTestId("closing-apply")).toBeEnabled();
}

test("apply for a settlement: the client's limits, then the record waits for review", async ({ page }) => {
  await signInMerchant(page, "/finance/closingRecord");
  await openClosingRecords(page);
  const dialog = page.getByTestId("apply-dialog");
  await openDialog(activePage(page).getByTestId("closing-apply"), dialog.getByTestId("apply-available"));
  await expect(dialog).toContainText("王建国");
  await expect(dialog).toContainText("¥1000.00");

  const amount = dialog.getByTestId("apply-amount");
  await amount.fill("50");
  await expect(dialog.getByText("结算金额不能低于最低结算金额100.00元")).toBeVisible();
  await amount.fill("99999");
  await expect(dialog.getByText("结算金额不能高于最高结算金额50000.00元")).toBeVisible();
  await amount.fill("123.45");
  await dialog.getByTestId("apply-mark").fill("e2e 结算");
  const applied = page.waitForResponse((r) => r.url().includes("/finance/closing/apply"));
  await dialog.getByTestId("apply-ok").click();
  expect((await (await applied).json()).code).toBe(200);
  await expect(page.getByText("结算申请已提交，请等待平台审核")).toBeVisible();
  await expect(dialog).toBeHidden();

  const newest = rows(page, "closing-table").first();
  await expect(newest).toContainText("¥123.45");
  await expect(newest).toContainText("待审核");
  await newest.getByRole("button", { name: "详情" }).click();
  const drawer = page.getByTestId("closing-detail-drawer");
  await expect(drawer.getByTestId("closing-detail-amount")).toHaveText("¥123.45");
  await expect(drawer.getByTestId("closing-detail-audit")).toHaveText("待审核");
  await expect(drawer).toContainText("e2e 结算");
});

test("a paid settlement's proof pictures open in the preview; a rejected one gives its reason", async ({ page }) => {
  await signInMerchant(page, "/finance/closingRecord");
  await openClosingRecords(page);
  const paid = rows(page, "closing-table").filter({ hasText: "已到账" }).first();
  await paid.getByRole("button", { name: "详情" }).click();
  const drawer = page.getByTestId("closing-detail-drawer");
  await expect(drawer.getByTestId("closing-proof-0")).toBeVisible();
  await drawer.getByTestId("closing-proof-0").click();
  await expect(page.locator(".ant-image-preview-img")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".ant-image-preview-img")).toBeHidden();
  // Escape closed the preview only: the drawer is still there, also when Escape comes at once,
  // before the preview has taken the focus.
  await expect(drawer.getByTestId("closing-proof-0")).toBeVisible();
  await drawer.getByTestId("closing-proof-0").click();
  await page.keyboard.press("Escape");
  await expect(page.locator(".ant-image-preview-img")).toBeHidden();
  await expect(drawer.getByTestId("closing-proof-0")).toBeVisible();
  await drawer.locator(".ant-drawer-close").click();
  await expect(drawer).toBeHidden();

  await rows(page, "closing-table").filter({ hasText: "审核拒绝" }).first().getByRole("button", { name: "详情" }).click();
  await expect(page.getByTestId("closing-detail-refusal")).toContainText("结算账户开户行信息");
});

test("edit the settlement account: Alipay with a QR code from the library", async ({ page }) => {
  await signInMerchant(page, "/finance/closingRecord");
  await openClosingRecords(page);
  const dialog = page.getByTestId("account-dialog");
  await openDialog(activePage(page).getByTestId("closing-account"), dialog.getByTestId("account-form"));
  await expect(dialog.getByTestId("account-bankCard")).toHaveValue("6222021202041234567");

  await dialog.getByTestId("account-type").getByText("支付宝").click();
  await dialog.getByTestId("account-save").click();
  await expect(dialog.getByText("请填写支付宝账号")).toBeVisible();
  await expect(dialog.getByText("请上传支付宝收款二维码")).toBeVisible();
  await dialog.getByTestId("account-alipayCode").fill("wang.shop@example.com");
  await dialog.getByTestId("account-realName").fill("王建国");
  await dialog.getByTestId("image-picker-add").click();
  const library = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  await expect(library).toBeVisible();
  await picture(library, "羽绒服-尺码图.png").click();
  await library.getByTestId("library-use-selected").click();
  await expect(library).toBeHidden();
  await expect(dialog.getByTestId("image-picker-item")).toHaveCount(1);

  const saved = page.waitForResponse((r) => r.url().includes("/settlement/info/edit"));
  await dialog.getByTestId("account-save").click();
  expect((await (await saved).json()).code).toBe(200);
  await expect(page.getByText("结算账户已保存")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The application now pays to Alipay.
  const apply = page.getByTestId("apply-dialog");
  await openDialog(activePage(page).getByTestId("closing-apply"), apply.getByTestId("apply-available"));
  await expect(apply).toContainText("支付宝");
  await expect(apply).toContainText("wang.shop@example.com");
  await apply.getByRole("button", { name: /取\s*消/ }).click();

  // The same account is the store-info page's 结算信息 tab.
  await page.goto("/operation/modifyStoreInfo?tab=settlement");
  const panel = activePage(page).getByTestId("settlement-panel");
  await expect(panel.getByTestId("account-alipayCode")).toHaveValue("wang.shop@example.com");
  await expect(panel.getByTestId("image-picker-item")).toHaveCount(1);
});

test("statements: daily rows, the monthly tab and a month's detail", async ({ page }) => {
  await signInMerchant(page, "/finance/statement");
  const daily = rows(page, "statement-table-daily");
  await expect(daily.first()).toBeVisible();
  await expect(daily.first().locator("td").first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  await activePage(page).getByTestId("statement-tabs").getByRole("tab", { name: "月账单" }).click();
  await expect(page).toHaveURL(/tab=monthly/);
  const monthly = rows(page, "statement-table-monthly");
  await expect(monthly.first().locator("td").first()).toHaveText(/^\d{4}-\d{2}$/);
  const month = (await monthly.first().locator("td").first().innerText()).trim();
  await activePage(page).getByTestId(`statement-detail-${month}`).click();
  const detail = page.getByTestId("statement-detail");
  await expect(detail).toContainText(`${month} 账单详情`);
  await expect(detail).toContainText("当月结余");
  await expect(detail.getByTestId("statement-detail-payNum")).toHaveText(/^\d+$/);
});

test("funds flow: an order's income and fee in colour, and the export downloads", async ({ page }) => {
  await signInMerchant(page, "/finance/capitalFlow");
  const table = rows(page, "flow-table");
  await expect(table.first()).toBeVisible();
  const payment = table.filter({ has: page.locator(".finance-income") }).first();
  await expect(payment.locator(".finance-income")).toHaveText(/^\+\d+\.\d{2}$/);
  const orderNo = (await payment.locator("td").first().innerText()).trim();

  await activePage(page).getByTestId("flow-filter-orderNo").fill(orderNo);
  await activePage(page).getByTestId("flow-filter-search").click();
  await expect(page).toHaveURL(new RegExp(orderNo));
  await expect(table).toHaveCount(2);
  await expect(table.locator(".finance-expense")).toHaveText(/^-\d+\.\d{2}$/);
  await expect(table.filter({ has: page.locator(".finance-expense") })).toContainText("平台手续费");

  const download = page.waitForEvent("download");
  await activePage(page).getByTestId("flow-export").click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test("staff1 cannot open the finance pages", async ({ page }) => {
  await signInAndWait(page, "staff1");
  for (const path of ["/finance/capitalFlow", "/finance/statement", "/finance/closingRecord"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/401/);
  }
  await expect(page.locator("[data-testid=closing-apply], [data-testid=flow-export]")).toHaveCount(0);
});

test("the settlement records in English", async ({ page }) => {
  await signInMerchant(page, "/finance/closingRecord");
  await openClosingRecords(page);
  await chooseLanguage(page, "English");
  await expect(activePage(page).getByTestId("closing-apply")).toHaveText("Apply for settlement");
  await expect(activePage(page).getByTestId("closing-table").getByRole("columnheader", { name: "Settlement no." })).toBeVisible();
  await expect(rows(page, "closing-table").filter({ hasText: /Paid out/ }).first()).toBeVisible();
  const dialog = page.getByTestId("apply-dialog");
  await openDialog(activePage(page).getByTestId("closing-apply"), dialog.getByTestId("apply-available"));
  await dialog.getByTestId("apply-amount").fill("10");
  await expect(dialog.getByText("The amount must be at least the minimum of 100.00")).toBeVisible();
});
