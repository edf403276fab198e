import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { picture } from "./libraryHelpers";
import { activePage, chooseLanguage, openDialog, signInMerchant, test } from "./support";

// Reviews are decided one second per stage (platform, then WeChat) by the browser-test server.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const unique = () => Date.now().toString(36).slice(-4);

/** Reloads the list until `row` shows `text` (reviews settle when the list is read). */
async function reloadUntil(page: Page, row: () => Locator, text: string | RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(row()).toContainText(text, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

/** Chooses a seeded library picture through a picture field's add tile. */
async function chooseLibraryPicture(page: Page, field: Locator, name: string) {
  await field.getByTestId("image-picker-add").click();
  const modal = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  await picture(modal, name).click();
  await modal.getByTestId("library-use-selected").click();
  await expect(modal).toBeHidden();
  await expect(field.getByTestId("image-picker-item")).toHaveCount(1);
}

const dateTime = (hoursAhead: number) => {
  const d = new Date(Date.now() + (hoursAhead + 8) * 3600_000);
  return d.toISOString().slice(0, 13).replace("T", " ") + ":00";
};

test("live goods made from two products pass the platform and WeChat", async ({ page }) => {
  const name = `直播测试${unique()}`;
  await signInMerchant(page, "/marketing/broadcast/product");
  await activePage(page).getByTestId("live-goods-add").click();
  await expect(page).toHaveURL(/\/marketing\/broadcast\/creatPro/);

  // Two shop products from the picker; their own pictures become the covers.
  await activePage(page).getByTestId("live-goods-pick").click();
  const picker = page.getByTestId("product-picker");
  await expect(picker.locator(".ant-table-row").first()).toBeVisible();
  await picker.locator(".ant-table-row").nth(0).locator(".ant-checkbox-input").check();
  await picker.locator(".ant-table-row").nth(1).locator(".ant-checkbox-input").check();
  await page.getByTestId("product-picker-ok").click();
  const rows = activePage(page).getByTestId("live-goods-rows").locator(".ant-table-row");
  await expect(rows).toHaveCount(2);

  // One at a fixed price, one as a price range; a range with the left price higher is refused first.
  await rows.nth(0).locator("[data-testid^=live-goods-name-]").fill(`${name}A`);
  await rows.nth(0).locator("[data-testid^=live-goods-price1-]").fill("59.90");
  await rows.nth(1).locator("[data-testid^=live-goods-name-]").fill(`${name}B`);
  await rows.nth(1).locator(".ant-select").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "区间价" }).click();
  await rows.nth(1).locator("[data-testid^=live-goods-price1-]").fill("30");
  await rows.nth(1).locator("[data-testid^=live-goods-price2-]").fill("20");
  await activePage(page).getByTestId("live-goods-save").click();
  await expect(page.getByText("第 2 个商品：左边价格不能大于右边价格")).toBeVisible();
  await rows.nth(1).locator("[data-testid^=live-goods-price2-]").fill("45");
  await activePage(page).getByTestId("live-goods-save").click();
  await expect(page.getByText("添加成功")).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/broadcast\/product/);

  // Listed as pending, then approved by the platform and WeChat.
  const table = activePage(page).getByTestId("live-goods-table");
  await activePage(page).getByTestId("live-goods-keywords").fill(name);
  await activePage(page).getByTestId("live-goods-keywords").press("Enter");
  const rowA = () => activePage(page).getByTestId("live-goods-table").locator(".ant-table-row", { hasText: `${name}A` });
  await expect(rowA()).toBeVisible();
  await reloadUntil(page, rowA, "微信审核成功");
  const rowB = table.locator(".ant-table-row", { hasText: `${name}B` });
  await expect(rowB).toContainText("30.00 ~ 45.00");
  await expect(rowB).toContainText("区间价");
  await activePage(page).getByTestId("live-goods-tab-4").click();
  await expect(rowA()).toBeVisible();
});

test("a room: created, approved, goods imported, comments muted, seen in its details", async ({ page }) => {
  const name = `周末直播${unique()}`;
  await signInMerchant(page, "/marketing/broadcast/room");
  await activePage(page).getByTestId("live-room-add").click();
  const form = activePage(page).getByTestId("live-room-form");
  await expect(form).toBeVisible();

  // A short name is refused at once.
  await form.getByTestId("live-room-name").fill("短");
  await form.getByTestId("live-room-name").blur();
  await expect(form.getByText("最短3个汉字，最长17个汉字，1个汉字相当于2个字符")).toBeVisible();
  await form.getByTestId("live-room-name").fill(name);
  await form.getByTestId("live-room-anchor").fill("测试主播");
  await form.getByTestId("live-room-anchor-wechat").fill("anchor_e2e");
  const pictureFields = form.locator(".ant-form-item").filter({ has: page.getByTestId("image-picker") });
  for (let i = 0; i < 3; i++) await chooseLibraryPicture(page, pictureFields.nth(i), "羽绒服-尺码图.png");
  const times = form.locator(".ant-picker-range input");
  await times.nth(0).click();
  await times.nth(0).fill(dateTime(24).slice(0, 16));
  await times.nth(0).press("Enter");
  await times.nth(1).fill(dateTime(26).slice(0, 16));
  await times.nth(1).press("Enter");
  await activePage(page).getByTestId("live-room-save").click();
  await expect(page.getByText("添加成功，等待平台审核")).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/broadcast\/room/);

  const row = () => activePage(page).getByTestId("live-room-table").locator(".ant-table-row", { hasText: name });
  await expect(row()).toBeVisible();
  await reloadUntil(page, row, "微信审核成功");
  await expect(row()).toContainText("未开始");
  const id = (await row().locator("td").first().innerText()).trim();

  // Import a goods WeChat approved.
  await openDialog(activePage(page).getByTestId(`live-room-importGoods-${id}`), page.getByTestId("live-import-goods"));
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("live-import-goods") });
  await dialog.locator(".ant-table-row", { hasText: "碎花连衣裙" }).locator(".ant-checkbox-input").check();
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("导入商品成功")).toBeVisible();

  // Mute the comments.
  const mute = activePage(page).getByTestId(`live-room-comment-${id}`);
  await expect(mute).toHaveAttribute("aria-checked", "false");
  await mute.click();
  await expect(page.getByText("操作成功").first()).toBeVisible();
  await expect(activePage(page).getByTestId(`live-room-comment-${id}`)).toHaveAttribute("aria-checked", "true");

  // The details show the imported goods, on the shelf.
  await activePage(page).getByTestId(`live-room-detail-${id}`).click();
  const goods = activePage(page).getByTestId("live-room-goods");
  await expect(goods.locator(".ant-table-row", { hasText: "碎花连衣裙" })).toBeVisible();
  await expect(goods.locator("[data-testid^=live-room-goods-sale-]").first()).toHaveAttribute("aria-checked", "true");
  await expect(activePage(page).getByTestId("live-room-name")).toBeDisabled();
});

test("assistants in English: added, renamed, deleted", async ({ page }) => {
  const wechat = `helper_${unique()}`;
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/marketing/broadcast/assistant");
  const table = activePage(page).getByTestId("live-assistant-table");
  await expect(table).toContainText("zhuli_ahao");

  await openDialog(activePage(page).getByTestId("live-assistant-add"), page.getByTestId("live-assistant-form"));
  const form = page.getByTestId("live-assistant-form");
  await page.getByRole("button", { name: "OK" }).click();
  await expect(form.getByText("Enter the assistant's WeChat ID")).toBeVisible();
  await form.getByTestId("live-assistant-wechat").fill(wechat);
  await form.getByTestId("live-assistant-nickname").fill("Helper");
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Added")).toBeVisible();

  const row = table.locator(".ant-table-row", { hasText: wechat });
  await expect(row).toContainText("Helper");
  const id = (await row.locator("td").first().innerText()).trim();
  await openDialog(activePage(page).getByTestId(`live-assistant-edit-${id}`), page.getByTestId("live-assistant-form"));
  await page.getByTestId("live-assistant-nickname").fill("Night helper");
  await page.getByRole("button", { name: "OK" }).click();
  await expect(row).toContainText("Night helper");

  await activePage(page).getByTestId(`live-assistant-delete-${id}`).click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "OK" }).click();
  await expect(row).toHaveCount(0);
});
