import { expect as baseExpect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const table = (page: Page) => activePage(page).getByTestId("customer-table");
const rows = (page: Page) => table(page).locator(".ant-table-row");

/** Waits for the list's answer to a filter change. */
const listAnswer = (page: Page, check: (url: URL) => boolean) =>
  page.waitForResponse((r) => r.url().includes("/api/admin/merchant/user/list") && check(new URL(r.url())));

test("customers: search by nickname, see the details, filter, give a coupon", async ({ page }) => {
  await signInMerchant(page, "/user/index");
  await expect(activePage(page).locator(".ant-pagination")).toContainText("共 60 条");
  await expect(rows(page)).toHaveCount(20);

  // Search by nickname.
  const filters = activePage(page).getByTestId("customer-filters");
  await filters.getByTestId("user-search-type").click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("用户昵称", { exact: true }).click();
  await filters.getByTestId("user-search-content").fill("晴天小猪");
  // Encoded once more, as the original console sends it (the backend decodes it a second time).
  const searched = listAnswer(page, (u) => u.searchParams.get("content") === encodeURIComponent("晴天小猪") && u.searchParams.get("searchType") === "nickname");
  await filters.getByTestId("customer-search").click();
  await searched;
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText("晴天小猪");
  const id = (await row.locator("td").first().innerText()).trim();
  // The filter stays in the address.
  await expect(page).toHaveURL(/content/);

  // Details: every group of UserAdminDetailResponse.
  const detailAnswer = page.waitForResponse((r) => r.url().includes(`/api/admin/merchant/user/detail/${id}`));
  await row.getByTestId(`customer-detail-${id}`).click();
  const detail = ((await (await detailAnswer).json()) as { data: { avatar: string; grade: number; level: number } }).data;
  const drawer = page.getByTestId("customer-detail");
  await expect(drawer.getByTestId("customer-detail-basic")).toContainText("晴天小猪");
  await expect(drawer.getByTestId("customer-detail-basic")).toContainText(id);
  // The portrait loads (an absolute URL the server serves), and 等级 shows the level's grade.
  const portrait = drawer.getByTestId("customer-detail-avatar").locator("img");
  await expect(portrait).toHaveAttribute("src", detail.avatar);
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(typeof detail.grade).toBe("number");
  const item = (label: string) =>
    drawer.getByTestId("customer-detail-assets").locator(".ant-descriptions-item").filter({ has: page.locator(".ant-descriptions-item-label").getByText(label, { exact: true }) });
  await expect(item("等级").locator(".ant-descriptions-item-content")).toHaveText(String(detail.grade));
  await expect(item("等级ID").locator(".ant-descriptions-item-content")).toHaveText(String(detail.level));
  for (const section of ["assets", "member", "promotion", "account", "activity"]) await expect(drawer.getByTestId(`customer-detail-${section}`)).toBeVisible();
  await expect(drawer.getByTestId("customer-detail-assets")).toContainText("余额");
  await drawer.locator(".ant-drawer-close").click();
  await expect(drawer).toBeHidden();

  // Give this customer a coupon from the coupon picker's send mode.
  await row.getByTestId(`customer-coupon-${id}`).click();
  const picker = page.getByTestId("coupon-picker");
  const send = picker.locator("[data-testid^=coupon-picker-send-]").first();
  await expect(send).toBeVisible();
  await send.click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("发送成功")).toBeVisible();
  await picker.getByRole("button", { name: /关\s*闭/ }).click();
  await expect(picker).toBeHidden();

  // Reset, then female customers registered through the mini-program.
  const reset = listAnswer(page, (u) => !u.searchParams.has("content"));
  await filters.getByTestId("customer-reset").click();
  await reset;
  await expect(activePage(page).locator(".ant-pagination")).toContainText("共 60 条");
  const female = listAnswer(page, (u) => u.searchParams.get("sex") === "2");
  await filters.getByTestId("customer-filter-sex").click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("女", { exact: true }).click();
  await female;
  await expect(rows(page).first()).toBeVisible();
  for (const text of await rows(page).locator("td:nth-child(5)").allInnerTexts()) expect(text.trim()).toBe("女");

  // Registered today: the date shortcut.
  const today = listAnswer(page, (u) => u.searchParams.get("dateLimit") === "today");
  await filters.getByTestId("customer-filter-date-shortcut").click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("今天", { exact: true }).click();
  await today;
  await expect(page).toHaveURL(/dateLimit/);
});

test("in English: the customer list and the details drawer", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/user/index");
  await expect(activePage(page).locator(".ant-pagination")).toContainText("60 in total");
  await expect(table(page).locator("thead")).toContainText("Registered via");
  await expect(table(page).locator("thead")).toContainText("Last sign-in");
  const first = rows(page).first();
  const id = (await first.locator("td").first().innerText()).trim();
  await first.getByTestId(`customer-detail-${id}`).click();
  const drawer = page.getByTestId("customer-detail");
  await expect(drawer).toContainText("Customer details");
  await expect(drawer.getByTestId("customer-detail-assets")).toContainText("Balance");
  await expect(drawer.getByTestId("customer-detail-account")).toContainText("Registered via");
});
