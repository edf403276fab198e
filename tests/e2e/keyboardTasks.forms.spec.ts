/**
 * Issue 23, the form areas by keyboard alone: a shipping template charged by weight, with the
 * default rule's fees and a rule for one province chosen in the region list by typing and Enter;
 * and a system form built in the drag-and-drop builder, a component added from the palette with
 * Enter (Space would pick it up to drag it) and titled, the form named and saved. Only Tab,
 * Shift+Tab, Enter, the arrow keys, Escape, Ctrl+A and typed text; the results are checked where
 * a person would look: the new row in each list. The template editor gets the dialog checks
 * (auditLayer); the builder is a page, with no dialog on the way. One signed-in session; pages
 * are opened by their address inside the console, the builder in the tab its list opens.
 */
import { expect } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";
import { auditLayer, openInConsole, openLayer, tabTo, typeInto } from "./keyboard";
import { unique } from "./libraryHelpers";

// Two tasks in one session: well under a minute on a quiet machine, more on a busy one.
test.describe.configure({ timeout: 180_000 });

test("by keyboard alone: add a shipping template with a rule for a province, build and save a system form", async ({ page }) => {
  const tag = unique();
  await signInMerchant(page);

  // Shipping templates: a custom template charged by weight (its mode chosen with the arrow keys:
  // the units follow), the default rule's fees, and a rule for 浙江省 — focus on a rule's
  // regions opens their list, typing searches it, Enter ticks the province, Escape closes only
  // the list. The new template is in the list.
  await openInConsole(page, "/operation/freightSet");
  await tabTo(page, activePage(page).getByTestId("template-add"));
  await page.keyboard.press("Enter");
  const drawer = openLayer(page);
  await expect(drawer.getByTestId("template-form")).toBeVisible();
  await auditLayer(page, drawer);
  const templateName = `键盘运费-${tag}`;
  await typeInto(page, drawer, { "template-name": templateName });
  await tabTo(page, drawer.getByTestId("template-type").locator("input[type=radio]:checked"));
  await page.keyboard.press("ArrowRight");
  const rules = drawer.getByTestId("region-rules");
  await expect(rules).toContainText("首件重量（kg）");
  await typeInto(page, drawer, { "region-first-price-0": "12", "region-renewal-price-0": "6" });
  await tabTo(page, drawer.getByTestId("region-add"));
  await page.keyboard.press("Enter");
  const rule = rules.locator(".ant-table-row").nth(1);
  // The new row's regions come just before its first amount.
  await tabTo(page, rule.getByTestId("region-first-1"), { back: true });
  await page.keyboard.press("Shift+Tab");
  await expect(rule.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("浙江");
  const regionList = page.locator(".ant-select-dropdown:visible");
  await expect(regionList.locator(".ant-select-tree-treenode-active")).toHaveText("浙江省");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(regionList).toBeHidden();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(rule.getByTestId("region-select-1")).toHaveText("浙江省");
  await typeInto(page, rule, { "region-first-1": "1.5", "region-first-price-1": "8", "region-renewal-price-1": "2.5" });
  await tabTo(page, drawer.getByTestId("template-save"));
  await page.keyboard.press("Enter");
  await expect(drawer).toBeHidden();
  const template = activePage(page).getByTestId("template-table").locator(".ant-table-row", { hasText: templateName });
  await expect(template).toContainText("按重量");
  await expect(template).toContainText("自定义");

  // System forms: the builder opens in a tab of its own; a text component added with Enter on
  // its palette entry becomes the edited one, its title typed in the properties; the form named
  // and saved with 保存并关闭, which closes the tab. The list that opened it shows the new form.
  await openInConsole(page, "/maintain/systemForm");
  await tabTo(page, activePage(page).getByTestId("system-form-add"));
  const [builder] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")]);
  await expect(builder.getByTestId("form-builder")).toBeVisible();
  const formName = `键盘表单${tag}`;
  await typeInto(builder, builder.getByTestId("form-builder"), { "builder-form-name": formName });
  await tabTo(builder, builder.getByTestId("palette-texts"));
  await builder.keyboard.press("Enter");
  const component = builder.getByTestId("phone-canvas").getByTestId("canvas-item");
  await expect(component).toHaveCount(1);
  await expect(component).toHaveAttribute("data-selected", "true");
  const title = builder.getByTestId("property-panel").getByTestId("prop-title");
  await tabTo(builder, title);
  // The title holds the component's name: select it all to type over it.
  await builder.keyboard.press("ControlOrMeta+A");
  await builder.keyboard.type("联系电话");
  await expect(component).toContainText("联系电话");
  await tabTo(builder, builder.getByTestId("builder-save-close"), { back: true });
  const closed = builder.waitForEvent("close");
  await builder.keyboard.press("Enter");
  await closed;
  await expect(activePage(page).locator(".ant-table-row", { hasText: formName })).toBeVisible();
});
