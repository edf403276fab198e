import { expect } from "@playwright/test";
import { chooseInUserMenu, chooseLanguage, PASSWORD, signIn, signInAndWait, test } from "./support";

test("merchant1 signs in and lands on the dashboard with real data", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await expect(page.getByTestId("dashboard-merchant")).toHaveText("CRMEB 旗舰店");
  await expect(page.getByText("商户店长").first()).toBeVisible();
});

test("a deep link while signed out goes to login and back to the deep link", async ({ page }) => {
  await page.goto("/maintain/nowhere-yet/../../dashboard?tab=2");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page).toHaveTitle("登录 - CRMEB多商户");
  await page.getByPlaceholder("请输入账号").fill("merchant1");
  await page.getByPlaceholder("请输入密码").fill(PASSWORD);
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=2$/);
});

test("typing on the sign-in page loads the page it goes on to, not arriving on it", async ({ page }) => {
  const chunk = /\/assets\/OrderListPage-[^/]+\.js$/;
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  await page.goto("/login?redirect=%2Forder%2Flist");
  await expect(page.getByPlaceholder("请输入账号")).toBeEditable();
  expect(asked.filter((url) => chunk.test(url))).toEqual([]);
  const pageChunk = page.waitForRequest(chunk);
  await page.getByPlaceholder("请输入账号").fill("merchant1");
  await pageChunk;
  await page.getByPlaceholder("请输入密码").fill(PASSWORD);
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/order\/list(\?|$)/);
  await expect(page.getByTestId("page-active").locator(".ant-table-row").first()).toBeVisible();
});

test("a wrong password shows the server's message and keeps what was typed", async ({ page }) => {
  await signIn(page, "merchant2", "Wrong@1234");
  await expect(page.getByText("用户不存在或密码错误")).toBeVisible();
  await expect(page.getByPlaceholder("请输入账号")).toHaveValue("merchant2");
  await expect(page).toHaveURL(/\/login/);
});

test("signing out clears the session and back does not return into the console", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await chooseInUserMenu(page, "user-menu-logout", /\/login/);
  const token = await page.evaluate(() => document.cookie.includes("Java-merchantToken"));
  expect(token).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
});

test("staff1 sees only the product menus", async ({ page }) => {
  await signInAndWait(page, "staff1");
  const menu = page.getByTestId("side-menu");
  await expect(menu.getByText("商品", { exact: true })).toBeVisible();
  for (const other of ["订单", "优惠券", "设置", "维护", "营销"]) {
    await expect(menu.getByText(other, { exact: true })).toHaveCount(0);
  }
  await menu.getByText("商品", { exact: true }).click();
  await expect(menu.getByText("商品列表")).toBeVisible();
});

test("switching to English leaves no raw key and no Chinese in the shell", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await chooseLanguage(page, "English");
  const menu = page.getByTestId("side-menu");
  await expect(menu.getByText("Home", { exact: true })).toBeVisible();
  const menuText = await menu.innerText();
  expect(menuText).not.toMatch(/[\u4e00-\u9fff]/);
  expect(menuText).not.toMatch(/\b(menu|shell|dashboard)\.[a-zA-Z_]/);
  await expect(page.getByTestId("dashboard-welcome")).toContainText("Welcome back");
  // The choice persists across a reload.
  await page.reload();
  await expect(menu.getByText("Home", { exact: true })).toBeVisible();
});
