import { expect as baseExpect, type Page } from "@playwright/test";
import { fillRange, signInAndWait, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const rowOf = (page: Page, text: string) => page.getByTestId("coupon-table").locator(".ant-table-row", { hasText: text });

async function idOf(page: Page, name: string) {
  return Number((await rowOf(page, name).locator("td").first().innerText()).trim());
}

test("a fixed-window limited product coupon: create, switch off and on, copy, give, see the claim", async ({ page }) => {
  const name = `满100减10-${Date.now() % 100000}`;
  await signInAndWait(page, "merchant1");

  // Create: product coupon for two products, ¥10 off from ¥100, fixed window, 50 issued.
  await page.goto("/coupon/list");
  await page.getByTestId("coupon-add").click();
  await expect(page).toHaveURL(/\/coupon\/list\/save$/);
  await expect(page.getByTestId("page-header")).toContainText("优惠券添加");
  await page.getByTestId("coupon-name").fill(name);
  await page.getByTestId("coupon-category").getByText("商品券").click();
  await page.getByTestId("coupon-choose-products").click();
  const picker = page.getByTestId("product-picker");
  await expect(picker.locator(".ant-table-row").first()).toBeVisible();
  await picker.locator(".ant-table-row").nth(0).locator(".ant-checkbox-input").check();
  await picker.locator(".ant-table-row").nth(1).locator(".ant-checkbox-input").check();
  await page.getByTestId("product-picker-ok").click();
  await expect(page.getByTestId("coupon-products").locator("[data-testid^=coupon-product-]")).toHaveCount(2);

  await page.getByTestId("coupon-money").fill("10");
  await page.getByTestId("coupon-threshold").getByText("有门槛").click();
  await page.getByTestId("coupon-min-price").fill("5");
  await page.getByTestId("coupon-fixed-time").getByText("时间段").click();
  await fillRange(page, "使用有效期限", "2030-01-01 00:00:00", "2030-12-31 23:59:59");
  await page.getByTestId("coupon-limited").getByText("限量", { exact: true }).click();
  await page.getByTestId("coupon-total").fill("50");

  // The spec's rule: the minimum spend must exceed the face value.
  await page.getByTestId("coupon-submit").click();
  await expect(page.getByText("最低消费金额需大于优惠金额")).toBeVisible();
  await page.getByTestId("coupon-min-price").fill("100");
  await page.getByTestId("coupon-submit").click();
  await expect(page.getByText("新增成功")).toBeVisible();
  await expect(page).toHaveURL(/\/coupon\/list(\?|$)/);

  const row = rowOf(page, name);
  await expect(row).toContainText("商品券");
  await expect(row).toContainText("2030-01-01 00:00:00 - 2030-12-31 23:59:59");
  await expect(row).toContainText("发布：50");
  const id = await idOf(page, name);

  // Off and on again.
  const toggle = page.getByTestId(`coupon-status-${id}`);
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("修改成功").first()).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();

  // Copy: pre-filled, saved as a new coupon; the title carries the id.
  await page.getByTestId(`coupon-copy-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/coupon/list/save/${id}$`));
  await expect(page.getByTestId("page-header")).toContainText(`优惠券复制 ID:${id}`);
  await expect(page.getByTestId("coupon-name")).toHaveValue(name);
  await expect(page.getByTestId("coupon-products").locator("[data-testid^=coupon-product-]")).toHaveCount(2);
  await expect(page.getByTestId("coupon-min-price")).toHaveValue("100");
  await page.getByTestId("coupon-name").fill(`${name}-副本`);
  // The first save's toast can still be showing: wait until it has gone, so the one checked
  // next is the copy's own.
  await expect(page.getByText("新增成功")).toHaveCount(0);
  await page.getByTestId("coupon-submit").click();
  await expect(page.getByText("新增成功")).toBeVisible();
  await expect(rowOf(page, `${name}-副本`)).toBeVisible();
  const copyId = await idOf(page, `${name}-副本`);
  expect(copyId).not.toBe(id);

  // Give the original to a customer found by nickname.
  await page.getByTestId(`coupon-give-${id}`).click();
  await page.getByTestId("user-search-type").click();
  await page.getByTitle("用户昵称").click();
  await page.getByTestId("user-search-content").fill("晴天小猪");
  await page.getByTestId("coupon-give-search").click();
  const customer = page.locator(".ant-modal .ant-table-row", { hasText: "晴天小猪" });
  await customer.click();
  await expect(page.getByTestId("coupon-give-chosen")).toContainText("晴天小猪");
  const uid = (await customer.locator("td").nth(1).innerText()).trim();
  await page.getByTestId("coupon-give-confirm").click();
  await expect(page.getByText("发送成功")).toBeVisible();
  await expect(page.locator(`[data-row-key="${id}"]`)).toContainText("剩余：49");

  // The claim record shows it.
  await page.goto("/coupon/record");
  await page.getByTestId("record-filter-name").fill(name);
  await page.getByTestId("record-filter-nickname").fill("晴天小猪");
  await page.getByTestId("record-search").click();
  const claim = page.getByTestId("record-table").locator(".ant-table-row", { hasText: name });
  await expect(claim).toHaveCount(1);
  await expect(claim).toContainText(`晴天小猪/${uid}`);
  await expect(claim).toContainText("未使用");
  await expect(claim).toContainText("2030-01-01 00:00:00");
});
