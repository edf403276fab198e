import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { chooseLanguage, openDialog, signInAndWait, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** The number in a tab's "(n)". */
async function countOf(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText({ timeout: 30_000 });
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
}

const expectCount = (page: Page, testId: string, count: number) => expect(page.getByTestId(testId)).toHaveText(`(${count})`);

const orderRows = (page: Page) => page.getByTestId("order-table").locator("tr[data-row-key]");
/** Rows whose status cell shows only this status (no after-sales tag). */
const rowsOnlyIn = (page: Page, status: string) =>
  orderRows(page).filter({ has: page.locator("[data-testid^=order-status-]", { hasText: new RegExp(`^${status}$`) }) });
const refundRows = (page: Page) => page.getByTestId("refund-table").locator("tr[data-row-key]");

async function keyOf(row: Locator) {
  return (await row.getAttribute("data-row-key"))!;
}

async function openTab(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await expect(page.getByRole("tab", { selected: true }).getByTestId(testId)).toBeVisible();
}

/** Shows only one order (filter by its number). */
async function filterOrder(page: Page, orderNo: string) {
  await page.getByTestId("order-filter-orderNo").fill(orderNo);
  await page.getByTestId("order-filter-search").click();
  await expect(orderRows(page)).toHaveCount(1);
}

test("an order shipped in two parts moves from 待发货 to 待收货 and the counts follow", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  await openTab(page, "order-tab-notShipped");
  await expect(orderRows(page).first()).toBeVisible();
  const toShip = await countOf(page, "order-tab-count-notShipped");
  const toReceive = await countOf(page, "order-tab-count-spike");

  // An order awaiting shipment with exactly two lines and no after-sales.
  const row = rowsOnlyIn(page, "待发货")
    .filter({ has: page.locator("[data-testid=order-lines] > :nth-child(2)") })
    .filter({ hasNot: page.locator("[data-testid=order-lines] > :nth-child(3)") })
    .first();
  const orderNo = await keyOf(row);
  await filterOrder(page, orderNo);
  await expect(page).toHaveURL(new RegExp(orderNo));

  // First part: only the first line.
  const dialog = page.getByTestId("ship-dialog");
  await openDialog(page.getByTestId(`order-ship-${orderNo}`), dialog);
  await expect(dialog.getByTestId("ship-courier")).toContainText("顺丰");
  await dialog.getByTestId("ship-submit").click();
  await expect(dialog.getByText("请输入快递单号")).toBeVisible();
  await dialog.getByTestId("ship-number").fill("SF2026000001");
  await dialog.getByTestId("ship-split").click();
  const inputs = dialog.locator("[data-testid^=ship-lines-num-]");
  await expect(inputs).toHaveCount(2);
  // Each quantity is named by its product, the one thing that tells the two fields apart.
  for (const input of await inputs.all()) await expect(input).toHaveAccessibleName(/^.+ 的数量$/);
  const firstProduct = (await inputs.first().getAttribute("aria-label"))!.replace(/ 的数量$/, "");
  await expect(dialog.getByTestId("ship-lines").locator(".ant-table-row").first()).toContainText(firstProduct);
  await inputs.nth(1).fill("0");
  await inputs.nth(1).blur();
  await dialog.getByTestId("ship-submit").click();
  await expect(page.getByText("发货成功")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`order-status-${orderNo}`)).toHaveText("部分发货");

  // The rest: a whole shipment of what is left, by the shop's own delivery person.
  await openDialog(page.getByTestId(`order-ship-${orderNo}`), dialog);
  await dialog.getByText("商家送货").click();
  await dialog.getByTestId("ship-submit").click();
  await expect(dialog.getByText("请输入配送人员", { exact: true })).toBeVisible();
  await dialog.getByTestId("ship-personnel").click();
  await page.locator(".ant-select-dropdown").getByText("张师傅 13857112345").click();
  await expect(dialog.getByTestId("ship-carrier")).toHaveValue("张师傅");
  await expect(dialog.getByTestId("ship-carrier-phone")).toHaveValue("13857112345");
  await dialog.getByTestId("ship-carrier-phone").fill("1380013");
  await dialog.getByTestId("ship-submit").click();
  await expect(dialog.getByText("请输入正确的手机号")).toBeVisible();
  await dialog.getByTestId("ship-carrier-phone").fill("13800138000");
  await dialog.getByTestId("ship-submit").click();
  await expect(dialog).toBeHidden();
  await expect(orderRows(page)).toHaveCount(0);

  // Counts of the whole list: clear the order filter.
  await page.getByTestId("order-filter-reset").click();
  await expectCount(page, "order-tab-count-notShipped", toShip - 1);
  await expectCount(page, "order-tab-count-spike", toReceive + 1);

  await openTab(page, "order-tab-spike");
  await filterOrder(page, orderNo);
  await expect(page.getByTestId(`order-status-${orderNo}`)).toHaveText("待收货");
  await page.getByTestId(`order-detail-${orderNo}`).click();
  const detail = page.getByTestId("order-detail");
  await expect(detail.getByTestId("shipment-1")).toContainText("SF2026000001");
  await expect(detail.getByTestId("shipment-2")).toContainText("张师傅");
  await expect(detail.getByTestId("shipment-2")).toContainText("13800138000");
  await detail.getByTestId("shipment-track-1").click();
  await expect(detail.locator("[data-testid^=tracking-] .ant-timeline-item").first()).toBeVisible();
});

test("a pickup order is written off by its code; a whole order is refunded directly", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  await openTab(page, "order-tab-awaitVerification");
  await expect(orderRows(page).first()).toBeVisible();
  const toVerify = await countOf(page, "order-tab-count-awaitVerification");
  const received = await countOf(page, "order-tab-count-receiving");
  const pickup = rowsOnlyIn(page, "待核销").first();
  const orderNo = await keyOf(pickup);
  await page.getByTestId(`order-detail-${orderNo}`).click();
  const code = (await page.getByTestId("order-detail-verify-code").innerText()).trim();
  expect(code).not.toBe("");
  await page.getByTestId("order-detail").locator(".ant-drawer-close").click();
  await expect(page.getByTestId("order-detail")).toBeHidden();

  const verify = page.getByTestId("verify-dialog");
  await openDialog(page.getByTestId("order-verify"), verify);
  await verify.getByTestId("verify-dialog-ok").click();
  await expect(verify.getByText("请输入核销码")).toBeVisible();
  await verify.getByTestId("verify-dialog-input").fill("000000000000");
  await verify.getByTestId("verify-dialog-ok").click();
  await expect(page.getByText("核销码错误，未找到对应的订单")).toBeVisible();
  await expect(verify.getByTestId("verify-dialog-input")).toHaveValue("000000000000");
  await verify.getByTestId("verify-dialog-input").fill(code);
  await verify.getByTestId("verify-dialog-ok").click();
  await expect(page.getByText("核销成功")).toBeVisible();
  await expectCount(page, "order-tab-count-awaitVerification", toVerify - 1);
  await expectCount(page, "order-tab-count-receiving", received + 1);
  await expect(orderRows(page).filter({ hasText: orderNo })).toHaveCount(0);

  // Direct refund of a whole completed order: it moves to 已退款.
  await openTab(page, "order-tab-complete");
  await expect(orderRows(page).first()).toBeVisible();
  const refundedBefore = await countOf(page, "order-tab-count-refunded");
  const done = rowsOnlyIn(page, "已完成").first();
  const doneNo = await keyOf(done);
  const refund = page.getByTestId("refund-dialog");
  await openDialog(page.getByTestId(`order-refund-${doneNo}`), refund);
  await refund.getByText("按商品退款").click();
  const nums = refund.locator("[data-testid^=refund-lines-num-]");
  await expect(nums.first()).toBeVisible();
  for (let i = 0; i < (await nums.count()); i++) await nums.nth(i).fill("0");
  await refund.getByTestId("refund-dialog-ok").click();
  await expect(refund.getByTestId("refund-dialog-problem")).toHaveText("请选择退款商品");
  await refund.getByText("整单退款").click();
  await refund.getByTestId("refund-dialog-ok").click();
  await expect(page.getByText("退款成功")).toBeVisible();
  await expectCount(page, "order-tab-count-refunded", refundedBefore + 1);
  await openTab(page, "order-tab-refunded");
  await filterOrder(page, doneNo);
  await expect(page.getByTestId(`order-status-${doneNo}`)).toContainText("已退款");
});

test("after-sales: approve a return, confirm returned goods, refuse with a reason", async ({ page }) => {
  await signInMerchant(page, "/order/refund");
  await openTab(page, "refund-tab-0");
  await expect(refundRows(page).first()).toBeVisible();
  const pending = await countOf(page, "refund-tab-count-0");
  const returning = await countOf(page, "refund-tab-count-4");

  // Approve a return + refund: the default return address comes chosen (address.spec.ts picks another).
  const returnRow = refundRows(page).filter({ hasText: "退货退款" }).first();
  const returnNo = await keyOf(returnRow);
  const audit = page.getByTestId("audit-dialog");
  await openDialog(page.getByTestId(`refund-audit-${returnNo}`), audit);
  await expect(audit.getByTestId("audit-address").locator(".ant-select-selection-item")).toBeVisible();
  await audit.getByTestId("audit-ok").click();
  await expect(page.getByText("审核成功")).toBeVisible();
  await expect(refundRows(page).filter({ hasText: returnNo })).toHaveCount(0);
  await expectCount(page, "refund-tab-count-0", pending - 1);
  await expectCount(page, "refund-tab-count-4", returning + 1);
  await openTab(page, "refund-tab-4");
  await expect(page.getByTestId(`refund-status-${returnNo}`)).toHaveText("用户退货");

  // Goods back at the shop: confirm them, the refund is paid.
  await openTab(page, "refund-tab-5");
  const receiving = await countOf(page, "refund-tab-count-5");
  const refunded = await countOf(page, "refund-tab-count-3");
  const back = refundRows(page).first();
  const backNo = await keyOf(back);
  await page.getByTestId(`refund-receive-${backNo}`).click();
  await page.getByTestId("refund-receive-ok").click();
  await expect(page.getByText("已确认收货，退款完成")).toBeVisible();
  await expectCount(page, "refund-tab-count-5", receiving - 1);
  await expectCount(page, "refund-tab-count-3", refunded + 1);
  await openTab(page, "refund-tab-3");
  await expect(page.getByTestId(`refund-status-${backNo}`)).toHaveText("已退款");

  // Refuse one: a reason is required.
  await openTab(page, "refund-tab-0");
  const refuseRow = refundRows(page).first();
  const refuseNo = await keyOf(refuseRow);
  await openDialog(page.getByTestId(`refund-audit-${refuseNo}`), audit);
  await audit.getByText("拒绝", { exact: true }).click();
  await audit.getByTestId("audit-ok").click();
  await expect(audit.getByText("请填写拒绝退款原因")).toBeVisible();
  await audit.getByTestId("audit-reason").fill("商品已使用，不支持退款");
  await audit.getByTestId("audit-ok").click();
  await expect(page.getByText("已拒绝退款")).toBeVisible();
  await openTab(page, "refund-tab-1");
  await expect(page.getByTestId(`refund-status-${refuseNo}`)).toHaveText("商家拒绝");
  await page.getByTestId(`refund-detail-${refuseNo}`).click();
  await expect(page.getByTestId("refund-detail-refuse-reason")).toHaveText("商品已使用，不支持退款");
  await expect(page.getByTestId("refund-detail-timeline")).toContainText("商家拒绝退款");
});

test("the export gives the current tab as a workbook", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  await openTab(page, "order-tab-complete");
  await expect(orderRows(page).first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByTestId("order-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = await file.path();
  expect(path).toBeTruthy();
});

test("after a new search the tab counts show as the last search's until the new ones come", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  const all = page.getByTestId("order-tab-count-all");
  await expect(orderRows(page).first()).toBeVisible();
  await expect(all).toHaveText(/^\(\d+\)$/);
  await expect(all).not.toHaveAttribute("aria-busy");
  const before = await countOf(page, "order-tab-count-all");
  // The new search's counts are held back, as a busy server would be slow with them.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/order\/status\/num\?/, async (route) => {
    await released;
    await route.continue();
  });
  const orderNo = await keyOf(orderRows(page).first());
  await page.getByTestId("order-filter-orderNo").fill(orderNo);
  await page.getByTestId("order-filter-search").click();
  await expect(orderRows(page)).toHaveCount(1);
  await expect(all).toHaveAttribute("aria-busy", "true");
  await expect(all).toHaveText(`(${before})`);
  release();
  await expect(all).toHaveText("(1)");
  await expect(all).not.toHaveAttribute("aria-busy");
});

test("staff1 cannot open the order pages", async ({ page }) => {
  await signInAndWait(page, "staff1", "/order/list");
  await expect(page).toHaveURL(/\/401/);
  await expect(page.locator("[data-testid^=order-ship-], [data-testid=order-verify], [data-testid=order-export]")).toHaveCount(0);
  await page.goto("/order/refund");
  await expect(page).toHaveURL(/\/401/);
});

test("the order list in English", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  await expect(orderRows(page).first()).toBeVisible();
  await chooseLanguage(page, "English");
  await expect(page.getByTestId("order-tab-notShipped")).toContainText("To ship");
  await expect(page.getByTestId("order-tab-awaitVerification")).toContainText("To verify");
  await expect(page.getByTestId("order-table").getByRole("columnheader", { name: "Products" })).toBeVisible();
  await expect(page.getByTestId("order-export")).toHaveText(/Export/);
  await expect(page.getByTestId("order-verify")).toHaveText(/Verify pickup/);
});
