import { expect as baseExpect } from "@playwright/test";
import { activePage, chooseLanguage, fillRange, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const pad = (n: number) => String(n).padStart(2, "0");
/** `yyyy-MM-dd HH:00:00` of the hour `hours` from now in China time (the server's clock for these texts). */
const at = (hours: number) => {
  const d = new Date(Date.now() + (hours + 8) * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:00:00`;
};

test("create a group buy, see it approved, switch it on", async ({ page }) => {
  const name = `两人团-${Date.now() % 100000}`;
  await signInMerchant(page, "/marketing/group/activity");
  await expect(activePage(page).getByTestId("group-tab-count-4")).toHaveText("(3)");
  await activePage(page).getByTestId("group-add").click();
  await expect(page).toHaveURL(/\/marketing\/group\/createGroup$/);

  const editor = activePage(page);
  await editor.getByTestId("group-field-groupName").fill(name);
  await fillRange(editor, "活动时间", at(2), at(24 * 7));
  await editor.getByTestId("group-field-validHour").fill("12");
  // No product yet: the page says so.
  await editor.getByTestId("group-editor-submit").click();
  await expect(page.getByText("请添加活动商品").first()).toBeVisible();

  await editor.getByTestId("activity-products-add").click();
  const picker = page.getByTestId("product-picker");
  await expect(picker.locator(".ant-table-row").first()).toBeVisible();
  await picker.locator(".ant-table-row").first().locator(".ant-checkbox-input").check();
  await page.getByTestId("product-picker-ok").click();
  const block = editor.locator("[data-testid^=activity-product-]").first();
  const productId = (await block.getAttribute("data-testid"))!.replace("activity-product-", "");
  await block.getByTestId(`activity-product-${productId}-set-price`).click();
  await page.getByTestId(`activity-product-${productId}-set-price-value`).fill("0.01");
  await page.getByTestId(`activity-product-${productId}-set-price-ok`).click();
  await block.getByTestId(`activity-product-${productId}-set-quota`).click();
  await page.getByTestId(`activity-product-${productId}-set-quota-value`).fill("1");
  await page.getByTestId(`activity-product-${productId}-set-quota-ok`).click();

  await editor.getByTestId("group-editor-submit").click();
  await expect(page.getByText("添加成功")).toBeVisible();
  // The list then writes its tab and paging into the address.
  await expect(page).toHaveURL(/\/marketing\/group\/activity\/3(\?.*)?$/);

  // The platform's (simulated) review approves it a second later.
  const list = activePage(page);
  const row = list.getByTestId("group-activity-table").locator(".ant-table-row", { hasText: name });
  await expect(async () => {
    await list.getByTestId("group-tab-3").click();
    await list.getByTestId("group-tab-4").click();
    await expect(row).toBeVisible({ timeout: 2_000 });
    // The rows and the counts are two requests: the review may fall between them.
    await expect(list.getByTestId("group-tab-count-4")).toHaveText("(4)", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText("未开始");

  // Switch it on.
  const toggle = row.getByRole("switch");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(page.getByText("修改成功!")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  // Its details: the product and the group price as saved.
  await row.getByRole("button", { name: "详情" }).click();
  await expect(page).toHaveURL(/\/marketing\/group\/createGroup\/\d+\/3$/);
  await expect(activePage(page).getByTestId("group-field-groupName")).toHaveValue(name);
  await expect(activePage(page).getByTestId(`activity-product-${productId}`)).toContainText("0.01");
});

test("in English: a group's members, the leader first", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/marketing/group/list");
  const list = activePage(page);
  await expect(list.getByTestId("record-tab-10")).toContainText("Succeeded");
  await expect(list.getByTestId("record-tab-count-10")).toHaveText("(4)");
  await expect(list.getByTestId("record-tab-count-0")).toHaveText("(2)");
  const first = list.getByTestId("record-table").locator(".ant-table-row").first();
  await expect(first).toContainText("三人团·爆款直降");
  await first.getByRole("button", { name: "Details" }).click();
  const drawer = page.getByTestId("record-detail");
  await expect(drawer).toContainText("Group details");
  await expect(drawer).toContainText("Succeeded");
  const members = drawer.getByTestId("record-members").locator(".ant-table-row");
  await expect(members).toHaveCount(3);
  await expect(members.first()).toContainText("Leader");
  await expect(members.first()).toContainText(/SH\d{20}/);
});
