/**
 * Keyboard helpers of the browser tests (issue 23): open a page inside the signed-in console
 * without reloading it, open a dialog from the keyboard, check that focus stays in it.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { settlePage } from "./menuWalk";
import { activePage } from "./support";
import { expectAccessible } from "./accessibility";

/** An open dialog or drawer (antd keeps closed ones hidden or drops them). */
export const OPEN_LAYER = ".ant-modal-wrap, .ant-drawer-open";

/**
 * Opens `path` in the console as a link inside it would (the router follows the address; no
 * reload, so the session and opened tabs stay), and waits until its lists have their answer.
 */
export async function openInConsole(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await settlePage(page, new URL(path, "http://x").pathname);
}

/** The element that has the keyboard's focus, in words for a failing assertion. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName.toLowerCase()}${element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : ""} "${(element.textContent ?? "").trim().slice(0, 30)}"`
      : "nothing";
  });

/** Focuses `trigger`, presses Enter, waits for `inside` to show, and answers the dialog or drawer that opened. */
export async function openWithKeyboard(page: Page, trigger: Locator, inside: Locator, key = "Enter"): Promise<Locator> {
  await trigger.focus();
  await page.keyboard.press(key);
  await expect(inside.first()).toBeVisible();
  // The newest open layer: antd adds each to the end of the page.
  const layer = page.locator(OPEN_LAYER).filter({ visible: true }).last();
  await expect(layer).toBeVisible();
  return layer;
}

/** Tab and Shift+Tab, a dozen times, never take focus out of `layer`. */
export async function expectFocusKeptInside(page: Page, layer: Locator, presses = 10) {
  // The layer found once: a locator would look it up again for every press.
  const element = await layer.elementHandle();
  const inside = () => element.evaluate((layerElement) => layerElement.contains(document.activeElement));
  await expect.poll(inside, { message: "focus moves into the dialog as it opens" }).toBe(true);
  for (let i = 0; i < presses; i++) {
    const key = i < presses - 3 ? "Tab" : "Shift+Tab";
    await page.keyboard.press(key);
    // Where the focus went is described only when it left (one round trip a press, not two).
    if (!(await inside())) throw new Error(`after ${i + 1} presses (${key}) focus left the dialog: it is on ${await focusedElement(page)}`);
  }
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page: fails if it is not reached within `max` presses (it is not in the Tab order).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  // The element found once (a locator would look it up for every press), and again every few
  // presses in case the page has rendered it anew.
  let element = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (i > 0 && i % 10 === 0) element = await target.elementHandle();
    if (await element.evaluate((found) => found === document.activeElement || found.contains(document.activeElement))) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} was not reached with ${max} presses of ${back ? "Shift+Tab" : "Tab"}; focus is on ${await focusedElement(page)}`);
}

/** Moves to each field of `scope` by Tab, in the order given (test id → text), and types its text. */
export async function typeInto(page: Page, scope: Locator, fields: Record<string, string>) {
  for (const [testId, text] of Object.entries(fields)) {
    await tabTo(page, scope.getByTestId(testId));
    await page.keyboard.type(text);
  }
}

/** Moves along a tab bar with the arrow keys until the tab holding `testId` has focus, and opens it. */
export async function chooseTab(page: Page, testId: string) {
  const tabs = activePage(page).getByRole("tab");
  await tabTo(page, activePage(page).locator('[role="tab"][aria-selected="true"]'));
  const wanted = tabs.filter({ has: page.getByTestId(testId) });
  for (let i = 0; i < 10 && !(await wanted.evaluate((tab) => tab === document.activeElement)); i++) await page.keyboard.press("ArrowRight");
  await expect(wanted).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(wanted).toHaveAttribute("aria-selected", "true");
}

/** The newest open dialog or drawer (antd adds each to the end of the page). */
export const openLayer = (page: Page) => page.locator(OPEN_LAYER).filter({ visible: true }).last();

/**
 * The checks of an open dialog or drawer (issue 23): no serious or critical axe violation in it,
 * and Tab and Shift+Tab keep the focus inside. A keyboard task runs them on the dialog it works
 * in, so the area's dialog is checked once, where it is used (tests/e2e/a11yDialogs.spec.ts
 * checks the areas no task opens a dialog in).
 */
export async function auditLayer(page: Page, layer: Locator = openLayer(page)) {
  await expectAccessible(page, { include: OPEN_LAYER });
  await expectFocusKeptInside(page, layer);
}

export interface AddInDialog {
  /** The list's address, opened inside the console. */
  path: string;
  /** Test id of the list's add button. */
  add: string;
  /** Test id of a field → the text typed into it, in Tab order. */
  fields: Record<string, string>;
  /** Test id of the list's table, and a text the new row shows. */
  table: string;
  rowText: string;
  /** Run auditLayer on the dialog once it is open. */
  audit?: boolean;
}

/**
 * Opens the add dialog of the list at `path` with Enter on its button, types `fields` moving with
 * Tab, presses Enter on the dialog's OK button, and waits for the new row in the list's table.
 */
export async function addInDialog(page: Page, { path, add, fields, table, rowText, audit = false }: AddInDialog) {
  await openInConsole(page, path);
  await tabTo(page, activePage(page).getByTestId(add));
  await page.keyboard.press("Enter");
  const dialog = openLayer(page);
  if (audit) await auditLayer(page, dialog);
  await typeInto(page, dialog, fields);
  await tabTo(page, dialog.getByRole("button", { name: /^(确\s*定|OK)$/ }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const row = activePage(page).getByTestId(table).locator(".ant-table-row", { hasText: rowText });
  await expect(row).toBeVisible();
  return row;
}
