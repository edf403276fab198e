import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { signInAndWait, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const CACHE_KEY = "MerMerAdmin_shippingTemplates";

/** Opens a rule row's region field and ticks whole provinces, searching each by name. */
async function chooseProvinces(page: Page, row: Locator, field: string, provinces: string[]) {
  await row.getByTestId(field).click();
  const search = row.locator(".ant-select-selection-search-input");
  for (const province of provinces) {
    await search.click();
    await search.fill(province.slice(0, 2));
    const node = page.locator(".ant-select-dropdown:visible .ant-select-tree-treenode", { has: page.locator(`[title="${province}"]`) });
    await node.locator(".ant-select-tree-checkbox").first().click();
  }
  for (const province of provinces) await expect(row.locator(".ant-select-selection-item", { hasText: province })).toBeVisible();
  // Leaving the field shows the chosen regions as text.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(row.getByTestId(field)).toHaveText(provinces.join("、"));
}

async function fillAmounts(row: Locator, prefix: string, index: number, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await row.getByTestId(`${prefix}-${field}-${index}`).fill(value);
}

test("a weight-based template for three provinces with a free-shipping region", async ({ page }) => {
  const name = `按重量-三省-${Date.now() % 100000}`;
  await signInAndWait(page, "merchant1", "/operation/freightSet");
  await page.getByTestId("template-add").click();
  const drawer = page.getByTestId("template-drawer");
  await expect(drawer.getByTestId("template-form")).toBeVisible();

  await drawer.getByTestId("template-name").fill(name);
  await drawer.getByTestId("template-appoint").getByText("自定义").click();
  await drawer.getByTestId("template-type").getByText("按重量").click();
  // Unit labels follow the charging mode.
  await expect(drawer.getByTestId("region-rules")).toContainText("首件重量（kg）");
  await expect(drawer.getByTestId("region-rules")).toContainText("续件重量（kg）");

  const regionRows = drawer.getByTestId("region-rules").locator(".ant-table-row");
  await expect(regionRows.nth(0)).toContainText("默认运费");
  await fillAmounts(regionRows.nth(0), "region", 0, { first: "1", "first-price": "12", renewal: "1", "renewal-price": "6" });

  await drawer.getByTestId("region-add").click();
  await chooseProvinces(page, regionRows.nth(1), "region-select-1", ["浙江省", "江苏省", "安徽省"]);
  await fillAmounts(regionRows.nth(1), "region", 1, { first: "1.5", "first-price": "8", renewal: "0.5", "renewal-price": "2.50" });

  await drawer.getByTestId("free-add").click();
  const freeRow = drawer.getByTestId("free-rules").locator(".ant-table-row").nth(0);
  await chooseProvinces(page, freeRow, "free-select-0", ["浙江省"]);
  await expect(drawer.getByTestId("free-rules")).toContainText("包邮重量（kg）");
  await freeRow.getByTestId("free-number-0").fill("5");
  await freeRow.getByTestId("free-price-0").fill("99");

  await drawer.getByTestId("template-save").click();
  await expect(page.getByText("操作成功")).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId("template-table").locator(".ant-table-row", { hasText: name });
  await expect(row).toContainText("按重量");
  await expect(row).toContainText("自定义");

  // The cached list the product pages read is refreshed with it.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", CACHE_KEY), { timeout: 30_000 }).toContain(name);

  // Reopened, the editor shows what was saved.
  const id = (await row.locator("td").first().innerText()).trim();
  await page.getByTestId(`template-edit-${id}`).click();
  await expect(drawer.getByTestId("template-name")).toHaveValue(name);
  const saved = drawer.getByTestId("region-rules").locator(".ant-table-row");
  await expect(saved).toHaveCount(2);
  await expect(saved.nth(1).getByTestId("region-select-1")).toHaveText("浙江省、江苏省、安徽省");
  await expect(saved.nth(1).getByTestId("region-first-1")).toHaveValue("1.5");
  await expect(drawer.getByTestId("free-select-0")).toHaveText("浙江省");
  await expect(drawer.getByTestId("free-price-0")).toHaveValue("99.00");

  // A cleared price is flagged under its field once typing pauses, without growing its row;
  // a value clears the message.
  const price = saved.nth(1).getByTestId("region-first-price-1");
  const rowHeight = async () => (await saved.nth(1).boundingBox())?.height;
  const before = await rowHeight();
  await price.fill("");
  const message = saved.nth(1).getByText("请输入运费");
  await expect(message).toBeVisible();
  expect(await rowHeight()).toBe(before);
  await price.fill("9");
  await expect(message).toBeHidden();

  // Closing with that change asks first.
  await drawer.getByTestId("template-cancel").click();
  await expect(page.getByText("运费模板还没有保存，确定离开吗？")).toBeVisible();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: /确\s*定/ }).click();
  await expect(drawer).toBeHidden();

  // The product editor offers it.
  await page.goto("/product/list/creatProduct/0/2/2/0");
  await page.getByTestId("field-temp").click();
  await expect(page.locator(".ant-select-item-option", { hasText: name })).toBeVisible();
  await page.locator(".ant-select-item-option", { hasText: name }).click();
  await expect(page.getByTestId("field-temp")).toContainText(name);
});

test("a courier added from the platform list becomes the default", async ({ page }) => {
  await signInAndWait(page, "merchant1", "/operation/logisticsManagement");
  const table = page.getByTestId("courier-table");
  const sf = table.locator(".ant-table-row", { hasText: "顺丰速运" });
  const sfId = (await sf.locator("td").first().innerText()).trim();
  await expect(page.getByTestId(`courier-default-tag-${sfId}`)).toBeVisible();

  await page.getByTestId("courier-add").click();
  await page.getByTestId("courier-company-select").click();
  await page.keyboard.type("德邦");
  await page.locator(".ant-select-item-option", { hasText: "德邦快递" }).click();
  await page.locator(".ant-modal").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("新增成功")).toBeVisible();

  const courier = table.locator(".ant-table-row", { hasText: "德邦快递" });
  await expect(courier).toBeVisible();
  const id = (await courier.locator("td").first().innerText()).trim();
  await page.getByTestId(`courier-default-${id}`).click();
  await expect(page.getByText("操作成功")).toBeVisible();
  await expect(page.getByTestId(`courier-default-tag-${id}`)).toBeVisible();
  await expect(page.getByTestId(`courier-default-tag-${sfId}`)).toHaveCount(0);
  // A default courier cannot be switched off.
  await expect(page.getByTestId(`courier-open-${id}`)).toBeDisabled();
});

test("a courier's monthly account: its required fields, then saved and shown again", async ({ page }) => {
  await signInAndWait(page, "merchant1", "/operation/logisticsManagement");
  const ems = page.getByTestId("courier-table").locator(".ant-table-row", { hasText: "EMS" });
  const id = (await ems.locator("td").first().innerText()).trim();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("courier-account-form") });

  await page.getByTestId(`courier-account-${id}`).click();
  await expect(dialog).toContainText("月结账号配置：EMS");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(dialog.getByText("请输入月结账号")).toBeVisible();
  await expect(dialog.getByText("请输入月结密码")).toBeVisible();

  await dialog.getByTestId("courier-account").fill("EMS10086");
  await dialog.getByTestId("courier-password").fill("ems-2024");
  const saved = page.waitForResponse((r) => r.url().includes("/express/update"));
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  const body = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ account: "EMS10086", password: "ems-2024" });
  await expect(page.getByText("操作成功")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId(`courier-account-${id}`).click();
  await expect(dialog.getByTestId("courier-account")).toHaveValue("EMS10086");
  await expect(dialog.getByTestId("courier-password")).toHaveValue("ems-2024");
});

test("delivery staff: add with a checked phone, edit, delete", async ({ page }) => {
  await signInAndWait(page, "merchant1", "/operation/deliveryPersonnel");
  await page.getByTestId("personnel-add").click();
  await page.getByTestId("personnel-name").fill("赵师傅");
  await page.getByTestId("personnel-phone").fill("12345678901");
  await page.locator(".ant-modal").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("请输入正确的手机号码")).toBeVisible();
  await page.getByTestId("personnel-phone").fill("13812345678");
  await page.locator(".ant-modal").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("新增成功")).toBeVisible();

  const table = page.getByTestId("personnel-table");
  const row = table.locator(".ant-table-row", { hasText: "赵师傅" });
  await expect(row).toContainText("13812345678");
  const id = (await row.locator("td").first().innerText()).trim();
  await page.getByTestId(`personnel-edit-${id}`).click();
  await page.getByTestId("personnel-name").fill("赵师傅二号");
  await page.locator(".ant-modal").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("编辑成功")).toBeVisible();
  await expect(table.locator(".ant-table-row", { hasText: "赵师傅二号" })).toBeVisible();

  await page.getByTestId("personnel-search-phone").fill("13812345678");
  await page.getByTestId("personnel-search").click();
  await expect(table.locator(".ant-table-row")).toHaveCount(1);

  await page.getByTestId(`personnel-delete-${id}`).click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(table.locator(".ant-table-row", { hasText: "赵师傅二号" })).toHaveCount(0);
});

test("Escape closes an open region list first, then the drawer (asking about unsaved changes), and focus goes back to the add button", async ({ page }) => {
  await signInAndWait(page, "merchant1", "/operation/freightSet");
  const add = page.getByTestId("template-add");
  await add.focus();
  await page.keyboard.press("Enter");
  const drawer = page.locator(".ant-drawer-open", { has: page.getByTestId("template-form") });
  await expect(drawer).toBeVisible();

  // Untouched: Escape closes it at once.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await drawer.getByTestId("template-name").fill("键盘关闭");
  await drawer.getByTestId("region-add").focus();
  await page.keyboard.press("Enter");
  // The keyboard's focus on a row's regions opens their list; Escape closes only the list.
  await drawer.getByTestId("region-select-1").focus();
  const list = page.locator(".ant-select-dropdown:visible");
  await expect(list).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(page.getByText("运费模板还没有保存，确定离开吗？")).toBeHidden();
  await expect(drawer).toBeVisible();

  // The next Escape asks about the unsaved template, then closes the drawer.
  await page.keyboard.press("Escape");
  const ask = page.locator(".ant-modal-confirm", { hasText: "运费模板还没有保存，确定离开吗？" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "确 定" }).or(ask.getByRole("button", { name: "确定" })).click();
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
});
