/**
 * Every page of merchant1's menu, reached through the menu as a person reaches it, once per
 * language; on each page at once (one walk instead of one per concern, for the suite's time):
 * - issue 20 item 13: the title in its tab, the breadcrumb, the window title and the menu is
 *   translated, never a key, and in English has no Chinese; each section's menu names its entries
 *   before their pages load their own translations; after a reload the tabs opened so far come
 *   back with their titles;
 * - issue 23: no serious or critical WCAG 2.1 AA violation (axe-core) on the page's content;
 *   accessibility.spec.ts checks the sign-in page and the frame, a11yDialogs.spec.ts a dialog or
 *   drawer of every area;
 * - issue 20 items 14 and 15 (English, 1280 × 800): no list cell's content reaches into the next
 *   cell, text a cell cuts ends in an ellipsis with its whole text as a title, and at 390 px every
 *   filter form's fields stack inside their card.
 * `npm run a11y:report` also surveys the same pages with every finding listed, for work on them.
 */
import { expect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, signInMerchant, test } from "./support";
import { describeFindings, isFailing, scanAccessibility } from "./accessibility";
import { findCellProblems, findFilterProblems, type LayoutProblem } from "./layoutGeometry";
import { settlePage, walkMenu } from "./menuWalk";
import { expectReadable, shownTitles } from "./pageTitles";

test.describe.configure({ timeout: 1_200_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

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

/** Two frames: what the new window size changes (antd's breakpoints re-render React) is laid out. */
const settleLayout = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const lines = (problems: LayoutProblem[]) => problems.map((p) => `${p.where} · ${p.column}: ${p.kind} (${p.text})`);

/** Cells of the shown page's lists at the desktop size, then its filters at a phone's width. */
async function layoutProblems(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  const cells = await page.evaluate(findCellProblems, { root: '[data-testid="page-active"]', rowLimit: 20 });
  found.push(...lines(cells.problems).map((p) => `${path} · ${p}`));
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (pageWidth > 0) found.push(`${path}: the page is ${pageWidth}px wider than the window`);
  await page.setViewportSize(PHONE);
  await settleLayout(page);
  const filters = await page.evaluate(findFilterProblems, { root: '[data-testid="page-active"]', stacked: true });
  found.push(...lines(filters).map((p) => `${path} (390 px) · ${p}`));
  await page.setViewportSize(DESKTOP);
  await settleLayout(page);
  return found;
}

/** Closes every tab but the current page's (and the affixed dashboard's) through the tabs' menu. */
async function closeOtherTabs(page: Page) {
  await page.getByTestId("tags-actions").click();
  await page.getByRole("menuitem", { name: /关闭其他|Close others/ }).click();
  await expect(page.getByTestId("tag")).toHaveCount(2);
}

/** The section (column bar entry) a menu path belongs to, as the walk meets them. */
const sectionOf = (path: string) => path.split("/")[1];

for (const language of ["简体中文", "English"] as const) {
  const english = language === "English";
  test.describe(() => {
    if (english) test.use({ viewport: DESKTOP });

    test(`${language}: every menu page is titled in its tab, breadcrumb, window and menu, has no serious accessibility violation${english ? ", and keeps its list cells apart and its filters in their cards" : ""}; the tabs come back after reloads`, async ({ page }) => {
      await signInMerchant(page);
      if (english) await chooseLanguage(page, "English");

      const inaccessible: string[] = [];
      const layout: string[] = [];
      const withTables: string[] = [];
      let opened = 0;
      let section = "";
      const visited = await walkMenu(page, async (path) => {
        if (section && sectionOf(path) !== section) {
          // In English, the first page of each new section is reloaded once, as by a person
          // coming back later: the tabs opened so far come back titled, and only the current
          // page loads its translations.
          if (english) {
            await page.reload();
            await settlePage(page, path);
            await expect(page.getByTestId("tag")).toHaveCount(opened + 1);
            expectReadable(await shownTitles(page), `${path}, after a reload`, english);
          }
          // Then, done with a section, the person closes its tabs: a walk keeping forty pages
          // mounted spent most of its time on their memory, not on the page being checked.
          await closeOtherTabs(page);
          opened = 1; // the dashboard's tab, which stays
        }
        section = sectionOf(path);
        opened += 1;
        expectReadable(await shownTitles(page), path, english);

        const failing = (await scanAccessibility(page, { include: '[data-testid="page-active"]' })).filter(isFailing);
        if (failing.length) inaccessible.push(describeFindings(failing, path));

        if (english && (await activePage(page).locator(".ant-table-wrapper:visible").count())) {
          withTables.push(path);
          layout.push(...(await layoutProblems(page, path)));
        }
      });

      expect(visited.length).toBeGreaterThan(30);
      expect(inaccessible, "serious or critical accessibility violations").toEqual([]);
      if (english) {
        expect(withTables).toEqual(expect.arrayContaining(LIST_PAGES));
        expect(layout).toEqual([]);
      }
    });
  });
}
