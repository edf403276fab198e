import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { activePage, chooseLanguage, openDialog, signInAndWait, test } from "./support";
import { picture, pngFile, unique } from "./libraryHelpers";
import { fillProductIdentity, pickInSelect } from "./productEditorHelpers";

// The editor loads several lazy chunks and uploads pictures; waits are generous.
// The machine running them may be busy: waits are long, the assertions stay the same.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 600_000 });

/** Interface texts the flows click, per language (the same flow runs in both). */
const TEXT = {
  zh: {
    normal: "普通商品",
    multi: "多规格",
    ok: /^确\s*定$/,
    created: "新增成功",
    stockAdded: "添加库存成功",
    submitted: "提交审核成功",
    recycled: "加入回收站成功",
    restored: "恢复商品成功",
    up: "上架成功",
    template: "全国包邮",
    unit: "件",
    /** What saving an empty editor says, in the order of the fields. */
    required: ["请输入商品名称", "请选择商户商品分类", "请选择平台商品分类", "请选择商品品牌", "请输入单位", "请输入商品简介"],
  },
  en: {
    normal: "Normal",
    multi: "Multiple specs",
    ok: /^OK$/,
    created: "Product created",
    stockAdded: "Stock added",
    submitted: "Submitted for review",
    recycled: "Moved to the recycle bin",
    restored: "Restored",
    up: "Put on shelf",
    template: "全国包邮",
    unit: "piece",
    required: ["Enter the product name", "Choose a shop category", "Choose a platform category", "Choose a brand", "Enter the unit", "Enter the introduction"],
  },
};
type Texts = (typeof TEXT)["zh"];

const TAB = { onSale: 1, warehouse: 2, recycle: 5, auditing: 6, toSubmit: 8 };

/**
 * A tab's count for the list's search, once the tab shows it: right after a search or a reset the
 * tabs still show the previous search's counts until the new ones arrive, and a count read then
 * was the wrong one (CI runs).
 */
async function tabCount(page: Page, tab: number): Promise<number> {
  const count = (await serverTabCounts(page))[tab];
  await expectTabCount(page, tab, count);
  return count;
}

/** The tab counts for the keywords in the search box, asked of the server with the page's session. */
async function serverTabCounts(page: Page): Promise<Record<number, number>> {
  const keywords = await page.getByTestId("filter-keywords").inputValue();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "Java-merchantToken")?.value ?? "";
  const response = await page.request.get("/api/admin/merchant/product/tabs/headers", { params: keywords ? { keywords } : {}, headers: { "Authori-zation": token } });
  const answer = (await response.json()) as { data: { type: number; count: number }[] };
  return Object.fromEntries(answer.data.map(({ type, count }) => [Number(type), count]));
}

async function expectTabCount(page: Page, tab: number, count: number) {
  await expect(page.getByTestId(`product-tab-count-${tab}`)).toHaveText(`(${count})`);
}

async function openTab(page: Page, tab: number) {
  await page.getByTestId(`product-tab-${tab}`).click();
  await expect(page).toHaveURL(new RegExp(`filters\\[\\d\\]\\[value\\]=${tab}`));
}

/**
 * Opens the material library from `scope`'s add tile, uploads `upload` (if any), chooses the
 * pictures named `use` and uses them.
 */
async function choosePictures(page: Page, scope: Locator, use: string[], upload: string[] = []) {
  await scope.getByTestId("image-picker-add").first().click();
  const modal = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  await expect(modal).toBeVisible();
  if (upload.length) await modal.getByTestId("library-file-input").setInputFiles(upload.map((name, i) => pngFile(name, 24, 24, 40 * (i + 1))));
  for (const name of use) await picture(modal, name).click();
  await modal.getByTestId("library-use-selected").click();
  await expect(modal).toBeHidden();
}

/** Fills the basic information every product needs; returns the picture the SKUs may use. */
async function fillBasics(page: Page, name: string, t: Texts): Promise<string> {
  const editor = page.getByTestId("product-editor");
  await fillProductIdentity(page, editor, name, t.unit);
  await editor.getByTestId("keyword-input").fill("e2e");
  await editor.getByTestId("keyword-input").press("Enter");
  await editor.getByTestId("field-intro").fill(`${name} intro`);
  // Four pictures uploaded once: the main image, two slider images, one for the SKUs.
  const [main, s1, s2, sku] = ["main", "s1", "s2", "sku"].map((n) => `${n}-${unique()}.png`);
  await choosePictures(page, editor.locator(".product-field-image"), [main], [main, s1, s2, sku]);
  await choosePictures(page, editor.locator(".product-field-slider"), [s1, s2]);
  await expect(editor.locator(".product-field-slider").getByTestId("image-picker-item")).toHaveCount(2);
  await pickInSelect(page, editor.getByTestId("field-temp"), t.template);
  return sku;
}

/** The row of a product in the visible list. */
async function rowIdOf(page: Page, name: string): Promise<number> {
  const row = page.getByTestId("product-table").locator("tr[data-row-key]").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return Number(await row.getAttribute("data-row-key"));
}

/**
 * Clicks a row's action, inline or in its "more" menu. Waits for the row to show either first: just
 * after a tab switch the list may still show the previous tab's rows (a CI run clicked a "more" of a
 * row that then showed the action inline, and waited for that menu until the test's timeout).
 */
async function rowAction(page: Page, id: number, action: string) {
  const inline = page.getByTestId(`row-${action}-${id}`);
  const more = page.getByTestId(`row-more-${id}`);
  await expect(inline.or(more).first()).toBeVisible();
  if (!(await inline.isVisible())) await more.click({ timeout: 10_000 });
  await inline.click();
}

async function confirmDialog(page: Page, t: Texts) {
  await page.locator(".ant-modal-confirm:visible").getByRole("button", { name: t.ok }).click();
}

/** Creates a product with two specifications (2 × 2 SKUs) through the editor; returns its id. */
async function createTwoSpecProduct(page: Page, name: string, t: Texts): Promise<number> {
  await page.goto("/product/list");
  const before = await tabCount(page, TAB.toSubmit);
  await page.getByTestId("product-add").click();
  await page.getByTestId(`product-type-0`).click();
  await expect(page).toHaveURL(/\/product\/list\/creatProduct\/0\/2\/2\/0$/);
  const editor = page.getByTestId("product-editor");
  await expect(editor).toBeVisible();

  // Saving the empty editor names every missing field and stays; once filled, the messages go.
  const problem = (message: string) => editor.locator(".ant-form-item-explain-error", { hasText: message });
  await page.getByTestId("product-save").click();
  for (const message of t.required) await expect(problem(message)).toBeVisible();
  await expect(page).toHaveURL(/\/creatProduct\//);
  const skuPicture = await fillBasics(page, name, t);
  for (const message of t.required) await expect(problem(message)).toBeHidden();

  await editor.getByTestId("field-spec-type").getByText(t.multi).click();
  await editor.getByTestId("spec-new-name").fill("颜色");
  await editor.getByTestId("spec-new-value").fill("红");
  await editor.getByTestId("spec-add").click();
  await editor.getByTestId("spec-0").getByTestId("spec-new-option").fill("蓝");
  await editor.getByTestId("spec-0").getByTestId("spec-add-option").click();
  await editor.getByTestId("spec-new-name").fill("尺码");
  await editor.getByTestId("spec-new-value").fill("S");
  await editor.getByTestId("spec-add").click();
  await editor.getByTestId("spec-1").getByTestId("spec-new-option").fill("M");
  await editor.getByTestId("spec-1").getByTestId("spec-add-option").click();
  const skus = editor.getByTestId("sku-table").locator(".ant-table-row");
  await expect(skus).toHaveCount(4);

  // The batch row fills every SKU; one SKU is then changed by hand.
  const batch = editor.getByTestId("sku-batch");
  await choosePictures(page, batch, [skuPicture]);
  await batch.getByTestId("batch-price").fill("99.90");
  await batch.getByTestId("batch-cost").fill("50");
  await batch.getByTestId("batch-otPrice").fill("129");
  await batch.getByTestId("batch-stock").fill("10");
  await batch.getByTestId("sku-batch-apply").click();
  for (let i = 0; i < 4; i++) await expect(editor.getByTestId(`sku-price-${i}`)).toHaveValue("99.90");
  await editor.getByTestId("sku-stock-3").fill("25");

  await page.getByTestId("product-save").click();
  await expect(page.getByText(t.created).last()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/list/);

  // The platform audits this merchant's products: a saved product waits for submission.
  await openTab(page, TAB.toSubmit);
  await expectTabCount(page, TAB.toSubmit, before + 1);
  const id = await rowIdOf(page, name);
  await expect(page.getByTestId(`product-stock-${id}`)).toHaveText("55");
  return id;
}

async function quickAddStock(page: Page, id: number, amount: number, t: Texts) {
  const stock = Number(await page.getByTestId(`product-stock-${id}`).innerText());
  await rowAction(page, id, "quickStock");
  const dialog = page.getByRole("dialog").filter({ has: page.locator("[data-testid^=quick-stock-]") });
  await dialog.locator("[data-testid^=quick-stock-]").first().fill(String(amount));
  await dialog.getByRole("button", { name: t.ok }).click();
  await expect(page.getByText(t.stockAdded).last()).toBeVisible();
  await expect(page.getByTestId(`product-stock-${id}`)).toHaveText(String(stock + amount));
}

async function recycleAndRestore(page: Page, id: number, fromTab: number, t: Texts) {
  const bin = await tabCount(page, TAB.recycle);
  const home = await tabCount(page, fromTab);
  await rowAction(page, id, "recycle");
  await confirmDialog(page, t);
  await expect(page.getByText(t.recycled).last()).toBeVisible();
  await expectTabCount(page, TAB.recycle, bin + 1);
  await expectTabCount(page, fromTab, home - 1);
  await openTab(page, TAB.recycle);
  await rowAction(page, id, "restore");
  await confirmDialog(page, t);
  await expect(page.getByText(t.restored).last()).toBeVisible();
  await expectTabCount(page, TAB.recycle, bin);
  await expectTabCount(page, fromTab, home);
}

test("a two-spec product with pictures: created, found under its tab, stock added, submitted, recycled and restored, copied, viewed; a warehouse product goes on shelf", async ({
  page,
}) => {
  const t = TEXT.zh;
  await signInAndWait(page, "merchant1");
  const name = `E2E双规格-${unique()}`;
  const id = await createTwoSpecProduct(page, name, t);

  await quickAddStock(page, id, 5, t);

  // The filters and the tab live in the address: a reload keeps them.
  await page.getByTestId("filter-keywords").fill(name);
  await page.getByTestId("filter-search").click();
  await expect(page).toHaveURL(/keywords/);
  await expect(page.getByTestId("product-table").locator("tr[data-row-key]")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("filter-keywords")).toHaveValue(name);
  await expect(page.getByTestId(`product-name-${id}`)).toBeVisible();
  // antd's own texts follow the language too (the page-size changer).
  await expect(page.locator(".ant-pagination-options").first()).toContainText("20 条/页");
  await expectTabCount(page, TAB.toSubmit, 1);

  // Copy: the editor is pre-filled; saving makes a new product.
  await rowAction(page, id, "copy");
  await expect(page).toHaveURL(new RegExp(`/creatProduct/${id}/2/1/0$`));
  await expect(page.getByTestId("field-name")).toHaveValue(name);
  await expect(page.getByTestId("sku-table").locator(".ant-table-row")).toHaveCount(4);
  await page.getByTestId("field-name").fill(`${name}-副本`);
  await page.getByTestId("product-save").click();
  await expect(page.getByText(t.created).last()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/list/);
  await expectTabCount(page, TAB.toSubmit, 2);
  const copyId = await rowIdOf(page, `${name}-副本`);
  expect(copyId).not.toBe(id);

  // View: read-only, no save.
  await rowAction(page, id, "view");
  await expect(page).toHaveURL(new RegExp(`/creatProduct/${id}/1/2/0$`));
  // The editor's own title, in its header, its tab, the breadcrumb and the window's title.
  await expect(activePage(page).getByTestId("page-header")).toContainText(`商品详情 ID:${id}`);
  await expect(page.locator(`[data-testid="tag"][data-path="/product/list/creatProduct/${id}/1/2/0"]`)).toHaveText(`商品详情 ID:${id}`);
  await expect(page.getByTestId("breadcrumb")).toHaveText(`商品/商品列表/商品详情 ID:${id}`);
  await expect(page).toHaveTitle(new RegExp(`^商品详情 ID:${id} - `));
  await expect(page.getByTestId("field-name")).toBeDisabled();
  await expect(page.getByTestId("field-name")).toHaveValue(name);
  await expect(page.getByTestId("product-save")).toHaveCount(0);
  await expect(page.getByTestId("sku-table").locator(".ant-table-row")).toHaveCount(4);

  // Submit for audit, to be put on shelf once approved.
  await page.goto("/product/list");
  await page.getByTestId("filter-keywords").fill(name);
  await page.getByTestId("filter-search").click();
  await openTab(page, TAB.toSubmit);
  const auditing = await tabCount(page, TAB.auditing);
  await rowAction(page, id, "submitAudit");
  await page.getByTestId("auto-up-yes").click();
  await expect(page.getByText(t.submitted).last()).toBeVisible();
  await expectTabCount(page, TAB.auditing, auditing + 1);
  await expectTabCount(page, TAB.toSubmit, 1);

  // Recycle and restore it.
  await openTab(page, TAB.auditing);
  await recycleAndRestore(page, id, TAB.auditing, t);

  // A warehouse product goes on shelf and shows under 出售中.
  await page.getByRole("button", { name: /重\s*置/ }).click();
  await openTab(page, TAB.warehouse);
  const onSale = await tabCount(page, TAB.onSale);
  const warehouse = await tabCount(page, TAB.warehouse);
  const shelfSwitch = page.locator("[data-testid^=product-shelf-]").first();
  const shelfId = Number((await shelfSwitch.getAttribute("data-testid"))!.replace(/\D/g, ""));
  await shelfSwitch.click();
  await expect(page.getByText(t.up).last()).toBeVisible();
  await expectTabCount(page, TAB.onSale, onSale + 1);
  await expectTabCount(page, TAB.warehouse, warehouse - 1);
  await openTab(page, TAB.onSale);
  await expect(page.getByTestId(`product-shelf-${shelfId}`)).toBeVisible();

  // Two more, ticked in their rows, go on shelf together from the batch menu.
  await openTab(page, TAB.warehouse);
  // (Rows in stock: a product without stock would go to 已售罄 instead.)
  const ticked: number[] = [];
  for (const row of await page.getByTestId("product-table").locator("tbody tr.ant-table-row").all()) {
    const id = Number(await row.getAttribute("data-row-key"));
    if (Number(await page.getByTestId(`product-stock-${id}`).innerText()) <= 0) continue;
    await row.getByRole("checkbox").check();
    ticked.push(id);
    if (ticked.length === 2) break;
  }
  expect(ticked).toHaveLength(2);
  await expect(page.getByTestId("batch-menu")).toContainText("(2)");
  await page.getByTestId("batch-menu").click();
  await page.getByTestId("batch-up").click();
  await confirmDialog(page, t);
  await expectTabCount(page, TAB.onSale, onSale + 3);
  await expectTabCount(page, TAB.warehouse, warehouse - 3);
  // They left the warehouse list, and the selection went with them.
  for (const id of ticked) await expect(page.getByTestId("product-table").locator(`tr[data-row-key="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId("batch-menu")).not.toContainText("(");

  // Export: the .xlsx of the current tab and filters.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("product-export").click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
});

test("the category filters narrow the list, live in the address and show the chosen category again after a reload", async ({ page }) => {
  await signInAndWait(page, "merchant1", "/product/list");
  const rows = page.getByTestId("product-table").locator("tr[data-row-key]");
  await expect(rows.first()).toBeVisible();

  // A second-level merchant category (products carry those): choosing it searches at once.
  await page.getByTestId("filter-merchant-category").click();
  const menus = page.locator(".ant-cascader-dropdown:visible .ant-cascader-menu");
  // Opened while the tree loads, the list holds only its (disabled) loading entry.
  const firstParent = menus.nth(0).locator(".ant-cascader-menu-item:not(.ant-cascader-menu-item-disabled)").first();
  await expect(firstParent).toBeVisible();
  const parent = (await firstParent.innerText()).trim();
  await firstParent.click();
  const child = menus.nth(1).locator(".ant-cascader-menu-item").first();
  const chosen = (await child.innerText()).trim();
  await child.click();
  await expect(page).toHaveURL(/cateId/);
  await expect(rows.first()).toBeVisible();
  await page.keyboard.press("Escape");
  // Every row shown carries that category.
  const categories = await page.getByTestId("product-table").locator("tbody tr[data-row-key] div.cell-muted").allInnerTexts();
  expect(categories.length).toBeGreaterThan(0);
  for (const names of categories) expect(names).toContain(chosen);

  await page.reload();
  await expect(page.getByTestId("filter-merchant-category")).toContainText(`${parent} / ${chosen}`);
  await expect(rows.first()).toBeVisible();
});

test("staff1 can view products and categories but sees no write button, and asks nothing its role refuses", async ({ page }) => {
  // Every API answer of the session: a call the role may not make would answer code 403.
  const refused: string[] = [];
  const asked: string[] = [];
  page.on("response", async (response) => {
    const url = response.url();
    if (!url.includes("/api/admin/merchant/")) return;
    asked.push(new URL(url).pathname);
    const body = (await response.json().catch(() => undefined)) as { code?: number } | undefined;
    if (body?.code === 403) refused.push(new URL(url).pathname);
  });
  await signInAndWait(page, "staff1");
  // The dashboard: a welcome, no statistics and no pending counts asked for.
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
  await expect(page.getByTestId("kpi-sales")).toHaveCount(0);
  await page.goto("/product/list");
  const rows = page.getByTestId("product-table").locator("tr[data-row-key]");
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId("product-tab-count-1")).toBeVisible();
  await expect(page.getByTestId("product-add")).toHaveCount(0);
  await expect(page.getByTestId("product-export")).toHaveCount(0);
  await expect(page.getByTestId("batch-menu")).toHaveCount(0);
  await expect(page.locator("[data-testid^=product-shelf-]")).toHaveCount(0);
  await expect(page.locator("[data-testid^=row-edit-], [data-testid^=row-copy-], [data-testid^=row-more-]")).toHaveCount(0);
  const id = Number(await rows.first().getAttribute("data-row-key"));
  await page.getByTestId(`row-view-${id}`).click();
  await expect(page.getByTestId("field-name")).toBeDisabled();
  await expect(page.getByTestId("product-save")).toHaveCount(0);
  await expect(page.getByTestId("product-save-audit")).toHaveCount(0);
  // Nothing the role may not read was asked for: no 403 toast.
  await expect(page.getByTestId("sku-table")).toBeVisible();
  await expect(page.locator(".ant-message-error")).toHaveCount(0);

  // Categories: the tree reads, but no add, edit, delete or show switch.
  await page.goto("/product/classify");
  const categories = activePage(page).getByTestId("classify-table").locator("tr[data-row-key]");
  await expect(categories.first()).toBeVisible();
  await expect(activePage(page).getByTestId("classify-add")).toHaveCount(0);
  await expect(activePage(page).locator("[data-testid^=classify-edit-], [data-testid^=classify-delete-], [data-testid^=classify-show-]")).toHaveCount(0);

  // Orders are not its pages: the address is refused and the list is never asked for.
  await page.goto("/order/list");
  await expect(page).toHaveURL(/\/401/);
  expect(asked.filter((path) => /\/(order|statistics|refund)\//.test(path))).toEqual([]);
  expect(refused).toEqual([]);
});

test("the same flow in English", async ({ page }) => {
  const t = TEXT.en;
  await signInAndWait(page, "merchant1", "/product/list");
  await chooseLanguage(page, "English");
  await expect(page.getByTestId("product-tab-2")).toContainText("In warehouse");
  await expect(page.getByTestId("product-add")).toHaveText(/Add product/);
  await expect(page.locator(".ant-pagination-options").first()).toContainText("20 / page");

  const name = `E2E-two-spec-${unique()}`;
  const id = await createTwoSpecProduct(page, name, t);
  await expect(page.getByTestId("product-tab-8")).toContainText("To submit");
  await quickAddStock(page, id, 3, t);
  await recycleAndRestore(page, id, TAB.toSubmit, t);
  // No Chinese interface text on the list (product names and categories are data).
  const toolbar = await page.getByTestId("product-filters").innerText();
  expect(toolbar).not.toMatch(/[\u4e00-\u9fff]/);
});

/** An .xlsx of card secrets (header 卡号 / 卡密), made here like a merchant's spreadsheet. */
async function secretSheet(rows: [string, string][]) {
  const { default: writeXlsxFile } = await import("write-excel-file/node");
  const sheet = [["卡号", "卡密"], ...rows].map((row) => row.map((value) => ({ value })));
  return { name: `cards-${unique()}.xlsx`, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await writeXlsxFile(sheet).toBuffer() };
}

test("categories, specification templates, guarantee groups, card secrets and reviews", async ({ page }) => {
  const t = TEXT.zh;
  const tag = unique();
  await signInAndWait(page, "merchant1");

  // Categories: add, hide, delete.
  await page.goto("/product/classify");
  await page.getByTestId("classify-add").click();
  await page.getByTestId("classify-submit").click();
  await expect(page.getByText("请输入分类名称")).toBeVisible();
  await page.getByTestId("classify-name").fill(`E2E分类${tag}`);
  await page.getByTestId("classify-submit").click();
  await expect(page.getByText("新增成功").last()).toBeVisible();
  const categoryRow = page.getByTestId("classify-table").locator("tr[data-row-key]").filter({ hasText: `E2E分类${tag}` });
  const categoryId = await categoryRow.getAttribute("data-row-key");
  await page.getByTestId(`classify-show-${categoryId}`).click();
  await expect(page.getByTestId(`classify-show-${categoryId}`)).not.toBeChecked();
  await page.getByTestId(`classify-delete-${categoryId}`).click();
  await confirmDialog(page, t);
  await expect(categoryRow).toHaveCount(0);

  // Specification template: the rules of spec doc 2 §5, then 提交成功 and the dialog closes.
  await page.goto("/product/attr");
  await page.getByTestId("rule-add").click();
  await page.getByTestId("rule-submit").click();
  await expect(page.getByText("请输入规格名称").first()).toBeVisible();
  await page.getByTestId("rule-name").fill(`  E2E模板${tag}  `);
  await page.getByTestId("rule-submit").click();
  await expect(page.getByText("请至少添加一条属性规格！")).toBeVisible();
  await page.getByTestId("rule-spec-name").fill("颜色");
  await page.getByTestId("rule-spec-add").click();
  await expect(page.getByText("请添加规格名称")).toBeVisible();
  await page.getByTestId("rule-spec-value").fill("红");
  await page.getByTestId("rule-spec-add").click();
  await page.getByTestId("rule-spec-0").getByTestId("rule-value-add").click();
  await expect(page.getByText("请添加属性")).toBeVisible();
  await page.getByTestId("rule-spec-0").getByTestId("rule-value-input").fill("蓝");
  await page.getByTestId("rule-spec-0").getByTestId("rule-value-add").click();
  await page.getByTestId("rule-spec-0").getByTestId("rule-value-input").fill("红");
  await page.getByTestId("rule-spec-0").getByTestId("rule-value-add").click();
  await expect(page.getByTestId("rule-spec-0").locator(".ant-tag")).toHaveCount(2);
  await page.getByTestId("rule-submit").click();
  await expect(page.getByText("提交成功").last()).toBeVisible();
  await expect(page.getByTestId("rule-submit")).toBeHidden();
  await expect(page.getByTestId("rule-table").getByText(`E2E模板${tag}`, { exact: true })).toBeVisible();

  // Guarantee group from platform guarantees.
  await page.goto("/product/guarantee/group");
  await page.getByTestId("group-add").click();
  await page.getByTestId("group-name").fill(`E2E组合${tag}`);
  await page.locator("[data-testid^=group-gid-]").first().click();
  await page.getByRole("dialog").getByRole("button", { name: t.ok }).click();
  await expect(page.getByText("新增成功").last()).toBeVisible();
  await expect(page.getByTestId("group-table").getByText(`E2E组合${tag}`)).toBeVisible();

  // Card secrets: a library, two typed secrets, a faulty sheet (its rows named), a good sheet, batch delete.
  await page.goto("/product/cdkey");
  await page.getByTestId("library-add").click();
  await page.getByTestId("library-name").fill(`E2E卡库${tag}`);
  await page.getByRole("dialog").getByRole("button", { name: t.ok }).click();
  await expect(page.getByText("新增成功").last()).toBeVisible();
  const libraryRow = page.getByTestId("library-table").locator("tr[data-row-key]").filter({ hasText: `E2E卡库${tag}` });
  await libraryRow.locator("[data-testid^=library-secrets-]").click();
  await expect(page).toHaveURL(/\/product\/cdkey\/creatCdkey\/\d+\//);
  await page.getByTestId("secret-add").click();
  await page.getByTestId("secret-card-0").fill(`A${tag}1`);
  await page.getByTestId("secret-num-0").fill("S1");
  await page.getByTestId("secret-add-row").click();
  await page.getByTestId("secret-card-1").fill(`A${tag}2`);
  await page.getByTestId("secret-num-1").fill("S2");
  await page.getByRole("dialog").getByRole("button", { name: t.ok }).click();
  await expect(page.getByText("新增成功").last()).toBeVisible();
  const secrets = page.getByTestId("secret-table").locator("tr[data-row-key]");
  await expect(secrets).toHaveCount(2);
  await page.getByTestId("secret-import").click();
  await page.getByRole("dialog").locator("input[type=file]").setInputFiles(await secretSheet([[`B${tag}1`, ""]]));
  await page.getByRole("dialog").getByRole("button", { name: t.ok }).click();
  await expect(page.getByTestId("secret-import-error")).toContainText("第2行：卡密不能为空");
  await page.getByRole("dialog").locator("input[type=file]").setInputFiles(await secretSheet([[`B${tag}1`, "X1"]]));
  await page.getByRole("dialog").getByRole("button", { name: t.ok }).click();
  await expect(page.getByText("导入成功").last()).toBeVisible();
  await expect(secrets).toHaveCount(3);
  await secrets.first().locator("input[type=checkbox]").check();
  await page.getByTestId("secret-batch-delete").click();
  await confirmDialog(page, t);
  await expect(secrets).toHaveCount(2);

  // A virtual review through the product picker, then the merchant's reply.
  await page.goto("/product/comment");
  await openDialog(page.getByTestId("comment-add"), page.getByTestId("comment-nickname"));
  const picker = page.getByTestId("product-picker");
  await openDialog(page.getByTestId("comment-pick-product"), picker.getByText("商品列表"));
  await picker.locator("tr[data-row-key] input[type=radio]").first().check();
  const productName = await picker.locator("tr[data-row-key]").first().locator("td").nth(3).innerText();
  await page.getByTestId("product-picker-ok").click();
  await expect(picker).toBeHidden();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("comment-nickname") });
  await expect(dialog.getByText(productName)).toBeVisible();
  await dialog.getByTestId("comment-nickname").fill(`E2E买家${tag}`);
  const avatar = `avatar-${tag}.png`;
  await choosePictures(page, dialog.locator(".ant-form-item").filter({ hasText: "用户头像" }), [avatar], [avatar]);
  await dialog.getByTestId("comment-content").fill("很好用，推荐购买");
  await dialog.getByRole("button", { name: t.ok }).click();
  await expect(page.getByText("新增成功").last()).toBeVisible();
  const review = page.locator("tr[data-row-key]").filter({ hasText: `E2E买家${tag}` });
  await expect(review).toBeVisible();
  await review.locator("[data-testid^=comment-reply-]").click();
  await page.getByTestId("reply-content").fill("感谢支持");
  await page.getByRole("dialog").getByRole("button", { name: t.ok }).click();
  await expect(page.getByText("回复成功").last()).toBeVisible();
  await expect(review).toContainText("感谢支持");
  // The reviewed product's picture, named by the product, opens large.
  await review.getByRole("button", { name: productName }).click();
  await expect(page.locator(".ant-image-preview-img")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator(".ant-image-preview-img")).toBeHidden();
});

test("the add page has its own title in the header, tab, breadcrumb and window; a product's view shows its description", async ({ page }) => {
  await signInAndWait(page, "merchant1", "/product/list");
  await page.getByTestId("product-add").click();
  await page.getByTestId("product-type-0").click();
  await expect(page).toHaveURL(/\/product\/list\/creatProduct\/0\/2\/2\/0$/);
  await expect(activePage(page).getByTestId("page-header")).toContainText("添加商品");
  await expect(page.locator('[data-testid="tag"][data-path="/product/list/creatProduct/0/2/2/0"]')).toHaveText("添加商品");
  await expect(page.getByTestId("breadcrumb")).toHaveText("商品/商品列表/添加商品");
  await expect(page).toHaveTitle(/^添加商品 - /);
  await chooseLanguage(page, "English");
  await expect(page.getByTestId("breadcrumb")).toHaveText("Products/Products/Add product");
  await expect(page).toHaveTitle(/^Add product - /);
  await chooseLanguage(page, "简体中文");

  // A seeded product's description starts with its name and holds a picture.
  await page.goto("/product/list");
  const first = page.getByTestId("product-table").locator("tr[data-row-key]").first();
  const id = Number(await first.getAttribute("data-row-key"));
  await rowAction(page, id, "view");
  await expect(page).toHaveURL(new RegExp(`/creatProduct/${id}/1/2/`));
  const name = await page.getByTestId("field-name").inputValue();
  expect(name).not.toBe("");
  const description = activePage(page).getByTestId("content-view");
  await expect(description).toContainText(name);
  await expect(description.locator("img")).toHaveCount(1);
});

test("on a phone (390 px) the list scrolls sideways: the name shows, and the actions are reached by scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, "merchant1", "/product/list");
  const first = page.getByTestId("product-table").locator("tr[data-row-key]").first();
  const id = Number(await first.getAttribute("data-row-key"));
  const nameCell = page.getByTestId(`product-name-${id}`);
  await expect(nameCell).toBeInViewport();
  // In view and on top: no pinned column lies over it.
  const onTop = await nameCell.evaluate((name) => {
    const box = name.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
    return !!hit && name.contains(hit);
  });
  expect(onTop).toBe(true);
  // Nothing is pinned over the row: the status and actions scroll in with the rest.
  const view = page.getByTestId(`row-view-${id}`);
  await expect(view).not.toBeInViewport();
  await page.getByTestId("product-table").locator(".ant-table-content").evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(view).toBeInViewport();
  await expect(page.getByTestId(`product-name-${id}`)).not.toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
