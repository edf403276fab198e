import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { startWorkerServer } from "./workerServer";

/** What Chromium says when its Content-Security-Policy blocks something, and what the page hook below says. */
const CSP_MESSAGE = /Refused to|Content Security Policy|CSP violation/i;

/**
 * Every spec's `test`: Playwright's, with the worker's own reference server as the base address
 * (workerServer.ts), plus a check that the console caused no Content-Security-Policy violation
 * in any page or frame of the test (the server's policy allows no inline script;
 * server/core/securityHeaders.ts). A violation fails the test with what was blocked and where.
 */
export const test = base.extend<{ cspViolations: string[] }, { serverURL: string }>({
  serverURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await provide(server.url);
      await server.close();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ serverURL }, provide) => provide(serverURL),
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${message.text()} (${message.location().url})`);
      });
      // Also the DOM's own report, in every frame, for what the browser blocks without a console line.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} in ${event.documentURI} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations caused by the console").toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = "Merchant@123";

/** Signs in through the login form like a person. */
export async function signIn(page: Page, account: string, password = PASSWORD, path = "/login") {
  await page.goto(path);
  await page.getByPlaceholder(/请输入账号|Account/).fill(account);
  await page.getByPlaceholder(/请输入密码|Password/).fill(password);
  await page.getByRole("button", { name: /登\s*录|Sign in/ }).click();
}

/** The page being shown: the layout keeps other opened pages mounted but hidden (history tabs). */
export const activePage = (page: Page) => page.getByTestId("page-active");

/** The console's sign-in page that goes on to `path` once signed in, as a bookmark of a signed-out person does. */
const signInPageFor = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/**
 * Signs in as `account` and waits for the page it opens: the dashboard, or `path` when given (the
 * sign-in page then goes on to it, as after opening a bookmark while signed out: one page load
 * instead of the dashboard's and then the page's own).
 */
export async function signInAndWait(page: Page, account: string, path?: string) {
  if (!path) {
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
    return;
  }
  await signIn(page, account, PASSWORD, signInPageFor(path));
  // What the page shows is for the test to wait for: a page the account may not open shows no content.
  // waitForURL follows the client-side navigation as it happens (a poll would check on its own schedule).
  await page.waitForURL((url) => url.pathname === path.replace(/[?#].*$/, ""), { timeout: 30_000 });
}

/** `signInAndWait` as merchant1, given more time than its own 10 s when the machine is busy. */
export async function signInMerchant(page: Page, path?: string) {
  if (path) return signInAndWait(page, "merchant1", path);
  await signInAndWait(page, "merchant1").catch(async () => {
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
    await expect(page.getByTestId("dashboard-welcome")).toBeVisible({ timeout: 30_000 });
  });
}

/** Opens `path` with a page load, unless it is the page already shown (a sign-in may have gone there). */
export async function openPage(page: Page, path: string) {
  const here = new URL(page.url());
  if (here.pathname + here.search !== path) await page.goto(path);
}

/**
 * Opens the user's menu in the header by pointing at it, as a person would, and waits for
 * the entry `itemTestId`. A pointer that arrives while the header is still settling (the
 * name loading, a page opening) can miss antd's hover; a person would move it again.
 */
export async function openUserMenu(page: Page, itemTestId: string) {
  const item = page.getByTestId(itemTestId);
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId("user-menu").hover();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return item;
}

/**
 * Chooses an entry of the user's menu and waits until the page is at `arrivedAt`. A click can
 * be lost on a menu that is closing under the pointer (it left the header a moment before);
 * a person would open the menu and click again.
 */
export async function chooseInUserMenu(page: Page, itemTestId: string, arrivedAt: RegExp) {
  await expect(async () => {
    if (arrivedAt.test(page.url())) return;
    await (await openUserMenu(page, itemTestId)).click({ timeout: 5_000 });
    await expect(page).toHaveURL(arrivedAt, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

const LANGUAGES = { English: "en-US", 简体中文: "zh-CN" } as const;

/**
 * Switches the language through the header's switch and waits until the page is in it. The
 * menu opens on hover; a click can be lost on it while it is still sliding in (another part
 * of the page takes the click and the pointer leaves the menu): a person would point again.
 */
export async function chooseLanguage(page: Page, label: keyof typeof LANGUAGES) {
  await expect(async () => {
    if ((await page.locator("html").getAttribute("lang")) === LANGUAGES[label]) return;
    await page.mouse.move(0, 0);
    await page.getByTestId("language-switch").hover();
    await page.getByText(label, { exact: true }).click({ timeout: 5_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[label], { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Clicks what opens a dialog and waits until `inside` shows and the dialog has finished
 * zooming in, as a person waits before clicking into it. On a starved machine Playwright can
 * find a button in a dialog still moving "stable" and click beside it (a CI run closed the
 * review dialog through its mask that way).
 */
export async function openDialog(trigger: Locator, inside: Locator) {
  await trigger.click();
  await inside.waitFor();
  await trigger.page().waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || !(a.effect instanceof KeyframeEffect && a.effect.target?.closest(".ant-modal, .ant-modal-mask"))),
  );
}

/** Types a date-time range into the antd RangePicker of a form item (start, Enter, end, Enter). */
export async function fillRange(scope: Page | Locator, label: string, start: string, end: string) {
  const picker = scope.locator(`.ant-form-item:has(label[title="${label}"]) .ant-picker-range`);
  const [from, to] = [picker.locator("input").nth(0), picker.locator("input").nth(1)];
  await from.click();
  await from.fill(start);
  await from.press("Enter");
  await to.fill(end);
  await to.press("Enter");
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}
