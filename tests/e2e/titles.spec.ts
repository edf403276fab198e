import { expect as baseExpect, test, type Page } from "@playwright/test";
import { chooseLanguage, signInAndWait } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 900_000 });

/** A translation key shown as it is (`customer.titles.list`, `exports.title`). */
const RAW_KEY = /\b[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+\b/;
const CHINESE = /[\u4e00-\u9fff]/;

interface MenuNode {
  path: string;
  menuType: string;
  children?: MenuNode[];
}

/** The pages of the signed-in account's menu, as the server sent it. */
async function menuPages(page: Page): Promise<string[]> {
  const tree = await page.evaluate(() => JSON.parse(localStorage.getItem("MerMerAdmin_menuList") ?? "[]") as MenuNode[]);
  const leaves = (nodes: MenuNode[]): string[] =>
    nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : node.menuType === "C" && node.path.startsWith("/") ? [node.path] : []));
  return leaves(tree);
}

/** Every place a page's title shows: its tab, the breadcrumb, the window title (before the site name), the menu. */
async function shownTitles(page: Page) {
  const tags = await page.getByTestId("tag").allInnerTexts();
  const breadcrumb = await page.getByTestId("breadcrumb").innerText();
  const title = (await page.title()).replace(/ - [^-]*$/, "");
  const menu = await page.getByTestId("side-menu").innerText();
  return { tags, breadcrumb, title, menu };
}

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
  const sections = page.getByTestId("columns-bar").locator(".shell-columns-item");
  const count = await sections.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const name = (await sections.nth(i).innerText()).trim();
    await sections.nth(i).click();
    await expect(sections.nth(i)).toHaveClass(/is-active/);
    await expect(page.getByTestId("page-active")).toBeVisible();
    await check(`section ${name}`);
  }
}

for (const language of ["English", "简体中文"] as const) {
  test(`${language}: every page's title is translated in its tab, the breadcrumb, the window title and the menu, also after a reload`, async ({ page }) => {
    const english = language === "English";
    await signInAndWait(page, "merchant1");
    if (english) await chooseLanguage(page, "English");
    const pages = await menuPages(page);
    expect(pages.length).toBeGreaterThan(30);

    // Each page opened by its address: the earlier ones are tabs restored after a page load.
    const opened: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      if (new URL(page.url()).pathname === "/404") continue;
      opened.push(path);
      await expect(page.locator(`[data-testid="tag"][data-path="${path}"]`)).toHaveAttribute("data-active", "true");
      expectReadable(await shownTitles(page), path, english);
    }
    expect(opened.length).toBeGreaterThan(30);
    for (const path of opened) await expect(page.locator(`[data-testid="tag"][data-path="${path}"]`)).toHaveCount(1);

    // A reload: no page but the current one has loaded its own translations.
    await page.reload();
    await expect(page.getByTestId("page-active")).toBeVisible();
    expectReadable(await shownTitles(page), "after a reload", english);

    // Each section's menu, reached from a fresh load on its first page only.
    await page.goto("/dashboard");
    await everySection(page, async (where) => expectReadable(await shownTitles(page), where, english));
  });
}
