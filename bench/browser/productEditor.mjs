// Issue 4: with 3 specifications × 10 values (1,000 SKUs) the product editor stays responsive:
// ≤ 50 ms per keystroke, typed into a SKU cell and into the product name. The matrix comes
// from a specification template created through the API and chosen in the editor, as a
// merchant would.
/* global document -- the conditions run in the page */
import { merchantApi, runTag, signedInPage } from "./common.mjs";
import { clickOn, focusForTyping, round1, timeInteraction, timeKeystrokes } from "./timing.mjs";

const BUDGET_MS = 50;
const SPECS = [
  { value: "颜色", detail: ["红", "橙", "黄", "绿", "青", "蓝", "紫", "黑", "白", "灰"] },
  { value: "尺码", detail: ["XXS", "XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL", "5XL"] },
  { value: "款式", detail: ["款1", "款2", "款3", "款4", "款5", "款6", "款7", "款8", "款9", "款10"] },
];
const SKUS = SPECS.reduce((n, s) => n * s.detail.length, 1);
const KEYS = [..."bench1000skus-typing"]; // 20 keystrokes

/** A new normal product in the editor, switched to multiple specifications. */
export const NEW_PRODUCT_PATH = "/product/list/creatProduct/0/2/2/0";

export async function productEditorScenario(browser, { origin, token }) {
  const ruleName = `bench 3×10 ${runTag()}`;
  await merchantApi({ origin, token }).post("product/rule/save", { ruleName, ruleValue: JSON.stringify(SPECS) });

  const { context, page } = await signedInPage(browser, { origin, token });
  try {
    await page.goto(origin + NEW_PRODUCT_PATH);
    const editor = page.getByTestId("product-editor");
    await editor.waitFor();
    await editor.getByTestId("field-spec-type").getByText("多规格").click();
    await editor.getByTestId("spec-template").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: ruleName }).click();

    // Using the template builds the matrix (informational: no budget names it).
    const build = await timeInteraction(
      page,
      {
        until: (n) =>
          !!document.querySelector('[data-testid="sku-table"] [data-testid="sku-price-0"]') &&
          [...document.querySelectorAll('[data-testid$="-value"]')].filter((e) => /^spec-\d+-value$/.test(e.dataset.testid)).length === n,
        arg: SPECS.length * 10,
      },
      await clickOn(editor.getByTestId("spec-template-use")),
    );
    // All 1,000 SKUs are there: the virtual table reaches the last one.
    await page.evaluate(() => {
      const holder = document.querySelector('[data-testid="sku-table"] .ant-table-tbody-virtual-holder');
      holder.scrollTop = holder.scrollHeight;
    });
    await page.getByTestId(`sku-price-${SKUS - 1}`).waitFor();
    await page.evaluate(() => (document.querySelector('[data-testid="sku-table"] .ant-table-tbody-virtual-holder').scrollTop = 0));
    await page.getByTestId("sku-price-0").waitFor();

    const cell = page.getByTestId("sku-barCode-0");
    await focusForTyping(cell);
    const skuKeys = await timeKeystrokes(page, KEYS);
    if ((await cell.inputValue()) !== KEYS.join("")) throw new Error(`SKU cell holds "${await cell.inputValue()}"`);

    const name = editor.getByTestId("field-name");
    await focusForTyping(name);
    const nameKeys = await timeKeystrokes(page, KEYS);
    if ((await name.inputValue()) !== KEYS.join("")) throw new Error(`name holds "${await name.inputValue()}"`);

    const line = (key, label, s) => ({
      key,
      label,
      ms: s.max,
      budgetMs: BUDGET_MS,
      cpuMs: s.cpuPerKeyMs,
      note: `slowest of ${s.n} keys; mean ${s.mean}, p90 ${s.p90}`,
      detail: s,
    });
    return [
      { ...line("skuCellKeystroke", `product editor, ${SKUS} SKUs: keystroke in a SKU cell`, skuKeys), buildMatrixMs: round1(build.ms) },
      line("nameKeystroke", `product editor, ${SKUS} SKUs: keystroke in the name`, nameKeys),
    ];
  } finally {
    await context.close();
  }
}
