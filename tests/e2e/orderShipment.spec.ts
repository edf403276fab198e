import { expect as baseExpect, type Page } from "@playwright/test";
import { openDialog, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const orderRows = (page: Page) => page.getByTestId("order-table").locator("tr[data-row-key]");

test("a shipment's tracking number is edited from the order detail and the detail shows the new one", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  await page.getByTestId("order-tab-notShipped").click();
  // An order awaiting shipment without after-sales: its status cell shows only 待发货.
  const row = orderRows(page)
    .filter({ has: page.locator("[data-testid^=order-status-]", { hasText: /^待发货$/ }) })
    .first();
  const orderNo = (await row.getAttribute("data-row-key"))!;
  await page.getByTestId("order-filter-orderNo").fill(orderNo);
  await page.getByTestId("order-filter-search").click();
  await expect(orderRows(page)).toHaveCount(1);

  // Ship it by courier with a typed number.
  const ship = page.getByTestId("ship-dialog");
  await openDialog(page.getByTestId(`order-ship-${orderNo}`), ship);
  await ship.getByTestId("ship-number").fill("SF0000000001");
  await ship.getByTestId("ship-submit").click();
  await expect(ship).toBeHidden();

  // The detail's shipment: edit its delivery details.
  await page.getByTestId("order-tab-all").click();
  await page.getByTestId(`order-detail-${orderNo}`).click();
  const detail = page.getByTestId("order-detail");
  await expect(detail.getByTestId("shipment-delivery-1")).toContainText("SF0000000001");
  const dialog = page.getByTestId("edit-shipment-dialog");
  await openDialog(detail.getByTestId("shipment-edit-1"), dialog);
  await expect(dialog.getByText("修改配送信息")).toBeVisible();
  await expect(dialog.getByTestId("ship-number")).toHaveValue("SF0000000001");
  await expect(dialog.getByTestId("ship-courier")).toContainText("顺丰");

  // The ship form's rule: the number is required.
  await dialog.getByTestId("ship-number").fill("");
  await dialog.getByTestId("edit-shipment-submit").click();
  await expect(dialog.getByText("请输入快递单号")).toBeVisible();
  await dialog.getByTestId("ship-number").fill("SF0000000002");
  await dialog.getByTestId("edit-shipment-submit").click();
  await expect(page.getByText("修改发货单配送信息成功")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId("shipment-delivery-1")).toContainText("SF0000000002");

  // Read again from the server: the new number stays.
  await page.reload();
  await page.getByTestId(`order-detail-${orderNo}`).click();
  await expect(page.getByTestId("order-detail").getByTestId("shipment-delivery-1")).toContainText("顺丰速运");
  await expect(page.getByTestId("order-detail").getByTestId("shipment-delivery-1")).toContainText("SF0000000002");
});
