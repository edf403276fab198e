/**
 * Every page of the menu, reached as a person reaches it in the default (columns) layout: each
 * section of the column bar, then each entry of the section's menu, opening its groups.
 */
import { expect, type Page } from "@playwright/test";

/** Waits until the page at `path` shows and its lists have their answer (rows or "no data"). */
export async function settlePage(page: Page, path: string) {
  const shown = page.locator(`[data-testid="page-active"][data-path="${path}"]`);
  await expect(shown).toBeVisible({ timeout: 90_000 });
  await expect(shown.locator(".ant-spin-spinning, .ant-skeleton-active")).toHaveCount(0, { timeout: 90_000 });
}

/** antd gives each menu element `data-menu-id="<menu's id>-<key>"`; the keys are paths. */
const MENU_KEY = /-(\/.*)$/;

interface MenuState {
  /** Paths of the entries shown. */
  leaves: string[];
  /** Paths of the closed groups. */
  closed: string[];
}

async function menuState(page: Page): Promise<MenuState> {
  return page.getByTestId("columns-submenu").evaluate((menu, pattern) => {
    const key = (element: Element) => new RegExp(pattern).exec(element.getAttribute("data-menu-id") ?? "")?.[1];
    const leaves = [...menu.querySelectorAll("li.ant-menu-item[data-menu-id]")].map(key).filter((k): k is string => !!k);
    const closed = [...menu.querySelectorAll("li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title[data-menu-id]")]
      .map(key)
      .filter((k): k is string => !!k);
    return { leaves, closed };
  }, MENU_KEY.source);
}

const menuElement = (page: Page, path: string, element: "li.ant-menu-item" | ".ant-menu-submenu-title") =>
  page.getByTestId("columns-submenu").locator(`${element}[data-menu-id$="-${path}"]`);

const currentPath = (page: Page) => new URL(page.url()).pathname;

/**
 * Opens every page of the menu in turn, clicking as a person does, and calls `visit` on each once
 * it has settled. Returns the paths visited, in order.
 */
export async function walkMenu(page: Page, visit: (path: string) => Promise<void>): Promise<string[]> {
  const visited: string[] = [];
  const open = async (path: string) => {
    await settlePage(page, path);
    visited.push(path);
    await visit(path);
  };
  const sections = page.getByTestId("columns-bar").getByTestId("columns-item");
  const count = await sections.count();
  expect(count, "sections in the column bar").toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    // A section's first page may still be loading its code on a busy machine; a click lost
    // meanwhile is given again, as a person would.
    await expect(async () => {
      if (!/is-active/.test((await sections.nth(i).getAttribute("class")) ?? "")) await sections.nth(i).click();
      await expect(sections.nth(i)).toHaveClass(/is-active/, { timeout: 20_000 });
    }).toPass({ timeout: 120_000 });
    if ((await page.getByTestId("columns-submenu").count()) === 0) {
      if (!visited.includes(currentPath(page))) await open(currentPath(page));
      continue;
    }
    const tried = new Set<string>();
    for (;;) {
      const state = await menuState(page);
      const next = state.leaves.find((path) => !visited.includes(path));
      if (next) {
        await menuElement(page, next, "li.ant-menu-item").click();
        await page.waitForURL((url) => url.pathname === next, { timeout: 60_000 });
        await open(next);
        continue;
      }
      const group = state.closed.find((path) => !tried.has(path));
      if (!group) break;
      tried.add(group);
      await menuElement(page, group, ".ant-menu-submenu-title").click();
    }
  }
  return visited;
}
