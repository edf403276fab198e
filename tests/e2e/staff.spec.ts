import { expect as baseExpect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, openDialog, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const rows = (page: Page) => activePage(page).getByTestId("staff-table").locator(".ant-table-row");
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const dialog = (page: Page) => page.locator(".ant-modal", { has: page.getByTestId("staff-form") });

/** Links a customer through the user picker, found by nickname. */
async function linkCustomer(page: Page, nickname: string) {
  await openDialog(dialog(page).getByTestId("staff-user-pick"), page.getByTestId("staff-user-picker-search"));
  const picker = page.getByTestId("staff-user-picker");
  await picker.getByTestId("user-search-type").click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("用户昵称", { exact: true }).click();
  await picker.getByTestId("user-search-content").fill(nickname);
  await picker.getByTestId("staff-user-picker-search").click();
  await picker.locator(".ant-table-row", { hasText: nickname }).click();
  await expect(picker.getByTestId("staff-user-picker-chosen")).toContainText(nickname);
  await picker.getByTestId("staff-user-picker-confirm").click();
  await expect(picker).toBeHidden();
  await expect(dialog(page).getByTestId("staff-user-chosen")).toContainText(nickname);
}

test("staff: add with a linked customer, edit, a refused save, switch off, search, delete", async ({ page }) => {
  const name = `店员${Date.now() % 10000}`;
  await signInMerchant(page, "/staff/index");
  // The seeded staff (the keyboard task may have added one of its own before this test).
  for (const seeded of ["林晓燕", "陈国栋", "王丽", "赵强"]) await expect(rowOf(page, seeded)).toHaveCount(1);
  await expect(rowOf(page, "林晓燕")).toContainText("订单核销");

  // Add: a customer's phone comes with them; capabilities are required.
  await openDialog(activePage(page).getByTestId("staff-add"), dialog(page).getByTestId("staff-name"));
  await linkCustomer(page, "月光宝盒");
  await expect(dialog(page).getByTestId("staff-phone")).toHaveValue(/^1[3-9]\d{9}$/);
  await dialog(page).getByTestId("staff-name").fill(name);
  await dialog(page).getByTestId("staff-submit").click();
  await expect(dialog(page)).toContainText("请选择员工权限");
  await dialog(page).getByTestId("staff-roles").getByText("订单管理").click();
  await dialog(page).getByTestId("staff-roles").getByText("订单核销").click();
  await dialog(page).getByTestId("staff-submit").click();
  await expect(page.getByText("添加成功")).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toContainText("订单管理");
  await expect(row).toContainText("订单核销");
  const id = (await row.locator("td").first().innerText()).trim();

  // A phone another staff member has: the server refuses and the dialog keeps what was typed.
  await openDialog(row.getByTestId(`staff-edit-${id}`), dialog(page).getByTestId("staff-name"));
  await expect(dialog(page).getByTestId("staff-name")).toHaveValue(name);
  await dialog(page).getByTestId("staff-phone").fill("13905710002");
  await dialog(page).getByTestId("staff-roles").getByText("统计").click();
  await dialog(page).getByTestId("staff-submit").click();
  await expect(page.getByText("员工手机号已存在")).toBeVisible();
  await expect(dialog(page).getByTestId("staff-phone")).toHaveValue("13905710002");

  // Fixed, it saves.
  await dialog(page).getByTestId("staff-phone").fill("13711112222");
  await dialog(page).getByTestId("staff-roles").getByText("订单核销").click();
  await dialog(page).getByTestId("staff-submit").click();
  await expect(page.getByText("编辑成功")).toBeVisible();
  await expect(row).toContainText("13711112222");
  await expect(row).toContainText("统计");
  await expect(row).not.toContainText("订单核销");

  // Switch off in the row.
  const toggle = row.getByTestId(`staff-switch-${id}`);
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  // Search: by phone, then the disabled ones.
  const filters = activePage(page).getByTestId("staff-filters");
  await filters.getByTestId("staff-search-keywords").fill("13711112222");
  await filters.getByTestId("staff-search").click();
  await expect(rows(page)).toHaveCount(1);
  await filters.getByTestId("staff-search-keywords").fill("");
  await filters.getByTestId("staff-search-status").click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("关闭", { exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, "赵强")).toBeVisible();
  await expect(page).toHaveURL(/status/);

  // Delete, after confirming.
  await row.getByTestId(`staff-delete-${id}`).click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
});

test("in English: the staff list and the add dialog's checks", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/staff/index");
  await expect(rowOf(page, "林晓燕")).toContainText("Verification");
  await expect(activePage(page).getByTestId("staff-table").locator("thead")).toContainText("Permissions");
  await openDialog(activePage(page).getByTestId("staff-add"), dialog(page).getByTestId("staff-name"));
  await expect(dialog(page)).toContainText("Add staff member");
  await dialog(page).getByTestId("staff-phone").fill("12345");
  await dialog(page).getByTestId("staff-submit").click();
  for (const message of ["Choose the customer account to link", "Enter the staff member's name", "Wrong phone number format", "Choose at least one permission"]) {
    await expect(dialog(page)).toContainText(message);
  }
  await expect(dialog(page).getByTestId("staff-phone")).toHaveValue("12345");
});
