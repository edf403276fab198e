import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { chooseLanguage, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 1_200_000 });

/** A translation key shown as it is (`customer.titles.list`, `exports.title`). */
const RAW_KEY = /\b[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+\b/;
const CHINESE = /[\u4e00-\u9fff]/;

/** The section's menu beside the column bar. */
const sectionMenu = (page: Page) => page.getByTestId("columns-submenu");

/** Clicks a menu entry and waits until its page is the one shown. */
async function openEntry(page: Page, entry: Locator) {
  await entry.click();
  await expect(entry).toHaveClass(/ant-menu-item-selected/);
  await expect(page.getByTestId("page-active")).toBeVisible();
}

/** Opens each entry of the section's menu, and of its nested groups; answers how many. */
async function openSectionPages(page: Page): Promise<number> {
  const menu = sectionMenu(page);
  if (!(await menu.count())) return 1;
  let opened = 0;
  const entries = menu.locator(".ant-menu-root > .ant-menu-item");
  const entryCount = await entries.count();
  for (let j = 0; j < entryCount; j++, opened++) await openEntry(page, entries.nth(j));
  const groups = menu.locator(".ant-menu-root > .ant-menu-submenu");
  const groupCount = await groups.count();
  for (let j = 0; j < groupCount; j++) {
    const group = groups.nth(j);
    if (!(await group.evaluate((node) => node.classList.contains("ant-menu-submenu-open")))) await group.locator(":scope > .ant-menu-submenu-title").click();
    const inner = group.locator(".ant-menu-item");
    await expect(inner.first()).toBeVisible();
    const innerCount = await inner.count();
    for (let k = 0; k < innerCount; k++, opened++) await openEntry(page, inner.nth(k));
  }
  return opened;
}

/** Every place a page's title shows: its tab, the breadcrumb, the window title (before the site name), the menu. */
async function shownTitles(page: Page) {
  const tags = await page.getByTestId("tag").allInnerTexts();
  const breadcrumb = await page.getByTestId("breadcrumb").innerText();
  const title = (await page.title()).replace(/ - [^-]*$/, "");
  const menu = await page.getByTestId("side-menu").innerText();
  return { tags, breadcrumb, title, menu };
}

/** No raw key and, in English, no Chinese. (The keys are the same in both languages.) */
function expectReadable(shown: Awaited<ReturnType<typeof shownTitles>>, where: string, english: boolean) {
  for (const [part, value] of Object.entries(shown)) {
    for (const text of Array.isArray(value) ? value : [value]) {
      expect(text, `${where}: ${part}`).not.toMatch(RAW_KEY);
      if (english) expect(text, `${where}: ${part}`).not.toMatch(CHINESE);
    }
  }
}

/** The first-level sections of the column bar, clicked in turn: each shows its own menu entries. */
async function everySection(page: Page, check: (where: string) => Promise<void>) {
  const sections = page.getByTestId("columns-item");
  await expect(sections.first()).toBeVisible();
  const count = await sections.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const name = (await sections.nth(i).innerText()).trim();
    await sections.nth(i).click();
    await expect(sections.nth(i)).toHaveClass(/is-active/);
    await expect(page.getByTestId("page-active")).toBeVisible();
    await check(`section ${name}`);
    // Nested groups show their entries once opened (one at a time).
    const groups = sectionMenu(page).locator(".ant-menu-root > .ant-menu-submenu");
    for (let j = 0; j < (await groups.count()); j++) {
      const group = groups.nth(j);
      if (!(await group.evaluate((node) => node.classList.contains("ant-menu-submenu-open")))) await group.locator(":scope > .ant-menu-submenu-title").click();
      await expect(group.locator(".ant-menu-item").first()).toBeVisible();
      await check(`section ${name}, group ${j + 1}`);
    }
  }
}

test("English: every page opened from the menu has a translated title in its tab, the breadcrumb, the window title and the menu, also after reloads", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");

  // Every page of every section, as a person opens them. After each section a reload: the tabs
  // of the pages opened so far come back, and only the current page loads its own translations.
  const sections = page.getByTestId("columns-item");
  await expect(sections.first()).toBeVisible();
  const sectionCount = await sections.count();
  expect(sectionCount).toBeGreaterThan(5);
  let opened = 0;
  for (let i = 0; i < sectionCount; i++) {
    const name = (await sections.nth(i).innerText()).trim();
    await sections.nth(i).click();
    await expect(sections.nth(i)).toHaveClass(/is-active/);
    opened += await openSectionPages(page);
    expectReadable(await shownTitles(page), `section ${name}`, true);
    await page.reload();
    await expect(page.getByTestId("page-active")).toBeVisible();
    await expect(page.getByTestId("tag")).toHaveCount(opened);
    expectReadable(await shownTitles(page), `section ${name}, reloaded`, true);
  }
  expect(opened).toBeGreaterThan(30);
});

for (const language of ["English", "简体中文"] as const) {
  test(`${language}: each section's menu names every entry from a fresh load on its first page only, and the tabs keep their titles after a reload`, async ({ page }) => {
    const english = language === "English";
    await signInMerchant(page);
    await chooseLanguage(page, language);
    await page.reload();
    await expect(page.getByTestId("page-active")).toBeVisible();
    await everySection(page, async (where) => expectReadable(await shownTitles(page), where, english));
    await page.reload();
    await expect(page.getByTestId("page-active")).toBeVisible();
    expectReadable(await shownTitles(page), "after a reload", english);
  });
}
