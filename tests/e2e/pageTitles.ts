/** Where a page's title shows, and the checks that none of it is a raw translation key. */
import { expect, type Page } from "@playwright/test";

/** A translation key shown as it is (`customer.titles.list`, `exports.title`). */
const RAW_KEY = /\b[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+\b/;
const CHINESE = /[\u4e00-\u9fff]/;

/** Every place a page's title shows: its tab, the breadcrumb, the window title (before the site name), the menu. */
export async function shownTitles(page: Page) {
  const tags = await page.getByTestId("tag").allInnerTexts();
  const breadcrumb = await page.getByTestId("breadcrumb").innerText();
  const title = (await page.title()).replace(/ - [^-]*$/, "");
  const menu = await page.getByTestId("side-menu").innerText();
  return { tags, breadcrumb, title, menu };
}

/** No raw key and, in English, no Chinese. (The keys are the same in both languages.) */
export function expectReadable(shown: Awaited<ReturnType<typeof shownTitles>>, where: string, english: boolean) {
  for (const [part, value] of Object.entries(shown)) {
    for (const text of Array.isArray(value) ? value : [value]) {
      expect(text, `${where}: ${part}`).not.toMatch(RAW_KEY);
      if (english) expect(text, `${where}: ${part}`).not.toMatch(CHINESE);
    }
  }
}
