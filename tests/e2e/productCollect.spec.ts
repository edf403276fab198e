import { expect as baseExpect, type Page } from "@playwright/test";
import { LINKS, NAMES } from "../fixtures/collector.mjs";
import { activePage, signIn, test } from "./support";
import { fillProductIdentity, pickInSelect } from "./productEditorHelpers";

// The browser-test server collects from the tests' own collector (scripts/e2e-server.mjs).
// The machine running them may be busy: waits are long, the assertions stay the same.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 400_000 });

async function openCollectEditor(page: Page) {
  await signIn(page, "merchant1");
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
  await page.goto("/product/list");
  await activePage(page).getByTestId("product-collect").click();
  await page.getByTestId("product-type-0").click();
  await expect(page).toHaveURL(/\/product\/list\/creatProduct\/0\/2\/1\/0$/);
  await expect(activePage(page).getByTestId("page-header")).toContainText("采集商品");
  return activePage(page);
}

test("商品采集: paste a Taobao link, see the product in the editor, complete and save it, find it in the list", async ({ page }) => {
  const editorPage = await openCollectEditor(page);
  const card = editorPage.getByTestId("collect-card");
  const editor = editorPage.getByTestId("product-editor");

  // A link the collector does not know: the backend's message, and the editor stays empty.
  await card.getByTestId("collect-url").fill(LINKS.missing);
  await card.getByTestId("collect-submit").click();
  await expect(page.getByText("确认URL和平台是否正确，以及平台费用是否足额复制商品失败--返回数据格式错误--未找到data").last()).toBeVisible();
  await expect(editor.getByTestId("field-name")).toHaveValue("");

  // The platform follows the pasted link.
  await card.getByTestId("collect-url").fill(LINKS.jd);
  await expect(card.getByRole("radio", { name: "京东" })).toBeChecked();
  await card.getByTestId("collect-url").fill(LINKS.taobao);
  await expect(card.getByRole("radio", { name: "淘宝" })).toBeChecked();
  await card.getByTestId("collect-submit").click();
  await expect(page.getByText("采集成功，请检查并补全商品信息后保存").last()).toBeVisible();

  // The editor shows what was collected: name, introduction, pictures (the platform's URLs), specifications and SKUs.
  await expect(editor.getByTestId("field-name")).toHaveValue(NAMES.taobao);
  await expect(editor.getByTestId("field-intro")).toHaveValue(NAMES.taobao);
  await expect(editor.locator(".product-field-slider").getByTestId("image-picker-item")).toHaveCount(3);
  await expect(editor.locator('.product-field-slider img[src$="/img/tee-2.png"]')).toHaveCount(1);
  const skus = editor.getByTestId("sku-table").locator(".ant-table-row");
  await expect(skus).toHaveCount(4);
  await expect(editor.getByTestId("sku-price-3")).toHaveValue("59.00");
  await expect(editor.getByTestId("sku-table")).toContainText("黑色");
  await expect(editor.getByText("纯棉面料，亲肤透气。")).toBeVisible();

  // What a platform does not say is the merchant's: categories, brand, unit, shipping; one price changed.
  await fillProductIdentity(page, editor, NAMES.taobao, "件");
  await pickInSelect(page, editor.getByTestId("field-temp"), "全国包邮");
  await editor.getByTestId("sku-price-0").fill("49.90");
  for (let i = 0; i < 4; i++) await editor.getByTestId(`sku-stock-${i}`).fill("6");
  await page.getByTestId("product-save").click();
  await expect(page.getByText("新增成功").last()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/list/);

  // The platform audits this merchant's products: the collected product waits for submission.
  const list = activePage(page);
  await list.getByTestId("product-tab-8").click();
  await list.getByTestId("filter-keywords").fill(NAMES.taobao);
  await list.getByTestId("filter-search").click();
  const row = list.getByTestId("product-table").locator("tr[data-row-key]").filter({ hasText: NAMES.taobao });
  await expect(row).toHaveCount(1);
  const id = Number(await row.getAttribute("data-row-key"));
  await expect(list.getByTestId(`product-price-${id}`)).toHaveText("49.90");
  await expect(list.getByTestId(`product-stock-${id}`)).toHaveText("24");
  await expect(row.locator('img[src$="/img/tee-1.png"]')).toHaveCount(1);
});

test("商品采集 from the add page, and leaving a collected product unsaved asks first", async ({ page }) => {
  await signIn(page, "merchant1");
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
  await page.goto("/product/list/creatProduct/0/2/2/0");
  await activePage(page).getByTestId("product-collect-here").click();
  await expect(page).toHaveURL(/\/product\/list\/creatProduct\/0\/2\/1\/0$/);
  const editorPage = activePage(page);
  await editorPage.getByTestId("collect-url").fill(LINKS.pinduoduo);
  await expect(editorPage.getByRole("radio", { name: "拼多多" })).toBeChecked();
  await editorPage.getByTestId("collect-submit").click();
  await expect(editorPage.getByTestId("product-editor").getByTestId("field-name")).toHaveValue(NAMES.pinduoduo);
  await expect(editorPage.getByTestId("sku-table").locator(".ant-table-row")).toHaveCount(4);

  // The browser's own confirmation (Refine's notifier); staying keeps the collected product.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId("page-header").getByRole("button", { name: /返回/ }).click();
  await expect.poll(() => asked).toEqual(["商品信息尚未保存，确定离开吗？"]);
  await expect(page).toHaveURL(/\/creatProduct\/0\/2\/1\/0$/);
  await expect(editorPage.getByTestId("product-editor").getByTestId("field-name")).toHaveValue(NAMES.pinduoduo);
});
