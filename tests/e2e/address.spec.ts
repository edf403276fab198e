import { expect as baseExpect } from "@playwright/test";
import { openDialog, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("add an address, make it the default, hide another, and send a return to one of them", async ({ page }) => {
  const detail = `浙江省 杭州市 滨江区 江南大道${Date.now() % 10000}号 退货仓`;
  await signInMerchant(page, "/operation/businessAddress");
  const table = page.getByTestId("address-table");
  const rows = table.locator("tr[data-row-key]");
  await expect(rows.first()).toContainText("默认退货");

  // Add: the dialog asks for the address, a name and a mobile number.
  const form = page.getByTestId("address-form");
  await openDialog(page.getByTestId("address-add"), form);
  await page.getByTestId("address-submit").click();
  await expect(form.getByText("请输入商家地址")).toBeVisible();
  await form.getByTestId("address-detail").fill(detail);
  await form.getByTestId("address-name").fill("退货组");
  await form.getByTestId("address-phone").fill("0571888");
  await page.getByTestId("address-submit").click();
  await expect(form.getByText("商家电话格式错误")).toBeVisible();
  await form.getByTestId("address-phone").fill("18912345678");
  await page.getByTestId("address-submit").click();
  await expect(page.getByText("添加成功")).toBeVisible();
  const added = rows.filter({ hasText: detail });
  await expect(added).toContainText("退货组");
  const id = (await added.getAttribute("data-row-key"))!;

  // Make it the default: the tag moves, and the default cannot be hidden or deleted.
  await page.getByTestId(`address-set-default-${id}`).click();
  await page.getByTestId("address-set-default-ok").click();
  await expect(page.getByText("设置成功")).toBeVisible();
  await expect(page.getByTestId(`address-default-tag-${id}`)).toBeVisible();
  await expect(rows.first()).toHaveAttribute("data-row-key", id);
  await expect(page.getByTestId(`address-show-${id}`)).toBeDisabled();
  await expect(page.getByTestId(`address-delete-${id}`)).toHaveCount(0);
  const office = rows.filter({ hasText: "售后部" });
  const officeId = (await office.getAttribute("data-row-key"))!;
  await expect(page.getByTestId(`address-default-tag-${officeId}`)).toHaveCount(0);

  // Hide the manager's address: it is no longer offered as a return address.
  const manager = rows.filter({ hasText: "王店长" });
  const managerId = (await manager.getAttribute("data-row-key"))!;
  await page.getByTestId(`address-show-${managerId}`).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(page.getByTestId(`address-show-${managerId}`)).not.toBeChecked();
  await expect(page.getByTestId(`address-set-default-${managerId}`)).toHaveCount(0);

  // Approve a return: the new default comes chosen; send it to the after-sales desk instead.
  await page.goto("/order/refund");
  await page.getByTestId("refund-tab-0").click();
  const refundRows = page.getByTestId("refund-table").locator("tr[data-row-key]");
  const returnRow = refundRows.filter({ hasText: "退货退款" }).first();
  const refundNo = (await returnRow.getAttribute("data-row-key"))!;
  const audit = page.getByTestId("audit-dialog");
  await openDialog(page.getByTestId(`refund-audit-${refundNo}`), audit);
  const select = audit.getByTestId("audit-address");
  await expect(select).toContainText("退货组");
  await select.click();
  const options = page.locator(".ant-select-dropdown:visible");
  await expect(options.getByTestId(`audit-address-option-${managerId}`)).toHaveCount(0);
  await options.getByTestId(`audit-address-option-${officeId}`).click();
  await expect(select).toContainText("售后部");
  await audit.getByTestId("audit-ok").click();
  await expect(page.getByText("审核成功")).toBeVisible();

  await page.getByTestId("refund-tab-4").click();
  await page.getByTestId(`refund-detail-${refundNo}`).click();
  await expect(page.getByTestId("refund-detail")).toContainText("售后部 13857188866 浙江省 杭州市 余杭区 文一西路998号 售后仓");
});
