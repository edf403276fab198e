/**
 * Issue 20, items 14 and 15, checked from element boxes on every list of the menu:
 * - in English at 1280 × 800, no cell's content (its elements and lines of text) reaches into the
 *   next cell, and text a cell cuts ends in an ellipsis with the whole text as a title (header
 *   cells too);
 * - at 390 px, every filter form's fields stack, each inside its card.
 * One browser context, pages in sequence, reached through the console's own navigation.
 */
import { expect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, signInMerchant, test } from "./support";
import { findCellProblems, findFilterProblems, type LayoutProblem } from "./layoutGeometry";

/** The pages of merchant1's menu, in its order (the menu tree the console keeps after sign-in). */
async function menuPages(page: Page): Promise<string[]> {
  const tree = await page.evaluate(() => JSON.parse(localStorage.getItem("MerMerAdmin_MenuList") ?? "[]"));
  const paths: string[] = [];
  const walk = (node: { path: string; children?: unknown[] }) => {
    if (node.children?.length) (node.children as (typeof node)[]).forEach(walk);
    else paths.push(node.path);
  };
  (tree as { path: string }[]).forEach(walk);
  return paths;
}

/**
 * Follows an in-console link to `path` (no reload: the console stays booted) and waits until its
 * lists have their answer (rows or "no data").
 */
async function openAndSettle(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  const shown = page.locator(`[data-testid="page-active"][data-path="${path}"]`);
  await expect(shown).toBeVisible({ timeout: 90_000 });
  await expect(shown.locator(".ant-spin-spinning, .ant-skeleton-active")).toHaveCount(0, { timeout: 90_000 });
}

/** Two frames: what the new window size changes (antd's breakpoints re-render React) is laid out. */
const settleLayout = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const lines = (problems: LayoutProblem[]) => problems.map((p) => `${p.where} · ${p.column}: ${p.kind} (${p.text})`);

// Every list page of merchant1's menu has a table; a page among these that shows none fails.
const LIST_PAGES = [
  "/product/list",
  "/product/classify",
  "/product/attr",
  "/product/comment",
  "/product/cdkey",
  "/product/guarantee/group",
  "/order/list",
  "/order/refund",
  "/user/index",
  "/staff/index",
  "/finance/capitalFlow",
  "/finance/statement",
  "/finance/closingRecord",
  "/coupon/list",
  "/coupon/record",
  "/marketing/seckill/seckillActivity",
  "/marketing/seckill/list",
  "/marketing/group/activity",
  "/marketing/group/list",
  "/marketing/broadcast/room",
  "/marketing/broadcast/product",
  "/marketing/broadcast/assistant",
  "/videoChannel/productList",
  "/videoChannel/draftList",
  "/operation/freightSet",
  "/operation/deliveryPersonnel",
  "/operation/logisticsManagement",
  "/operation/businessAddress",
  "/operation/printing/printreceipt",
  "/operation/roleManager/identityManager",
  "/operation/roleManager/adminList",
  "/operation/export",
  "/maintain/logistics/companyList",
  "/maintain/systemForm",
  "/maintain/sensitiveLog",
  "/design/index",
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe("lists keep their cells apart and filters inside their cards", () => {
  test.use({ viewport: DESKTOP });

  test("every list of the menu in English at 1280 × 800, then its filters at 390 px", async ({ page }) => {
    test.setTimeout(1_200_000);
    await signInMerchant(page);
    await chooseLanguage(page, "English");
    const menu = await menuPages(page);
    expect(menu).toEqual(expect.arrayContaining(LIST_PAGES));

    // Without history tabs only the shown page stays mounted.
    await page.getByTestId("theme-drawer-button").click();
    await page.getByTestId("theme-switch-isTagsview").click();
    await expect(page.getByTestId("tags-view")).toHaveCount(0);
    await page.keyboard.press("Escape");

    const found: string[] = [];
    const cut: string[] = [];
    const withTables: string[] = [];
    for (const path of menu) {
      await openAndSettle(page, path);
      const tables = await activePage(page).locator(".ant-table-wrapper:visible").count();
      if (tables === 0) continue;
      withTables.push(path);
      const cells = await page.evaluate(findCellProblems, { root: '[data-testid="page-active"]', rowLimit: 20 });
      found.push(...lines(cells.problems).map((p) => `${path} · ${p}`));
      cut.push(...lines(cells.cut).map((p) => `${path} · ${p}`));
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (pageWidth > 0) found.push(`${path}: the page is ${pageWidth}px wider than the window`);

      await page.setViewportSize(PHONE);
      await settleLayout(page);
      const filters = await page.evaluate(findFilterProblems, { root: '[data-testid="page-active"]', stacked: true });
      found.push(...lines(filters).map((p) => `${path} (390 px) · ${p}`));
      await page.setViewportSize(DESKTOP);
    }
    expect(withTables).toEqual(expect.arrayContaining(LIST_PAGES));
    await test.info().attach("cut cells (ellipsis and tooltip)", { body: cut.join("\n"), contentType: "text/plain" });
    expect(found).toEqual([]);
  });
});
