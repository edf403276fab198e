/**
 * Keyboard helpers of the browser tests (issue 23): open a page inside the signed-in console
 * without reloading it, open a dialog from the keyboard, check that focus stays in it.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { settlePage } from "./menuWalk";

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
    return element ? `${element.tagName.toLowerCase()}${element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : ""} "${(element.textContent ?? "").trim().slice(0, 30)}"` : "nothing";
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
