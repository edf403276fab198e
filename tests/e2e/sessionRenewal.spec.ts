import { expect as baseExpect, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, activePage, chooseInUserMenu, openPage, signInMerchant, test } from "./support";

// The editors load several lazy chunks; on a busy machine waits are long, the assertions the same.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const API = "/api/admin/merchant/";

/** A session of its own for checking what the server stored, signed in through the API. */
async function apiToken(request: APIRequestContext, account: string): Promise<string> {
  const answer = await (await request.post(`${API}login`, { data: { account, pwd: PASSWORD } })).json();
  expect(answer.code).toBe(200);
  return answer.data.token as string;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const answer = await (await request.get(`${API}${path}`, { headers: { "Authori-zation": token }, params })).json();
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.data as T;
}

/** Ends the page's session on the server, as signing out in another window does. */
async function endSessionElsewhere(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "Java-merchantToken")?.value;
  expect(token).toBeTruthy();
  const answer = await (await page.request.get(`${API}logout`, { headers: { "Authori-zation": token! } })).json();
  expect(answer.code).toBe(200);
}

/** No browser prompt may appear (the old tab froze behind a beforeunload and a confirm). */
function failOnBrowserPrompts(page: Page) {
  const prompts: string[] = [];
  page.on("dialog", (dialog) => {
    prompts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return prompts;
}

/** Signs in again in the dialog over the page; the account whose session ended is already there. */
async function signInOverPage(page: Page, account = "merchant1") {
  const dialog = page.getByTestId("session-renewal");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder("请输入账号")).toHaveValue("merchant1");
  if (account !== "merchant1") await dialog.getByPlaceholder("请输入账号").fill(account);
  await dialog.getByPlaceholder("请输入密码").fill(PASSWORD);
  await dialog.getByRole("button", { name: /登\s*录/ }).click();
}

/** Types a coupon the editor can save as it is (no threshold, 30 days, unlimited). */
async function typeCoupon(page: Page, name: string) {
  await openPage(page, "/coupon/list/save");
  await page.getByTestId("coupon-name").fill(name);
  await page.getByTestId("coupon-money").fill("12");
}

interface CouponRow {
  id: number;
  name: string;
  money: string;
}

const couponsNamed = async (request: APIRequestContext, token: string, name: string) =>
  (await apiGet<{ list: CouponRow[] }>(request, token, "coupon/list", { name, page: 1, limit: 20 })).list.filter((row) => row.name === name);

test("coupon editor: the session ends while typing; signed in again over the page, the save goes through with what was typed", async ({ page, request }) => {
  const prompts = failOnBrowserPrompts(page);
  const name = `续期券${Date.now() % 100000}`;
  await signInMerchant(page, "/coupon/list/save");
  await typeCoupon(page, name);
  await endSessionElsewhere(page);

  await page.getByTestId("coupon-submit").click();
  await signInOverPage(page);
  await expect(page.getByText("新增成功")).toBeVisible();
  await expect(page).toHaveURL(/\/coupon\/list(\?|$)/);
  await expect(page.getByTestId("coupon-table").locator(".ant-table-row", { hasText: name })).toBeVisible();

  const stored = await couponsNamed(request, await apiToken(request, "merchant1"), name);
  expect(stored).toHaveLength(1);
  expect(Number(stored[0]!.money)).toBe(12);
  expect(prompts).toEqual([]);
});

test("product editor: a copy renamed while the session ended is saved after signing in over the page", async ({ page, request }) => {
  const prompts = failOnBrowserPrompts(page);
  const token = await apiToken(request, "merchant1");
  const [source] = (await apiGet<{ list: Array<{ id: number; name: string }> }>(request, token, "product/list", { type: 1, page: 1, limit: 1 })).list;
  const name = `续期商品${Date.now() % 100000}`;
  await signInMerchant(page, `/product/list/creatProduct/${source!.id}/2/1/0`);
  await expect(page.getByTestId("field-name")).toHaveValue(source!.name);
  await page.getByTestId("field-name").fill(name);
  await page.getByTestId("field-intro").fill(`${name} 简介`);
  await endSessionElsewhere(page);

  await page.getByTestId("product-save").click();
  await signInOverPage(page);
  await expect(page.getByText("新增成功").last()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/list/);

  // The copy waits for submission (this shop's products are audited); it holds what was typed.
  const found = await apiGet<{ list: Array<{ id: number; name: string }> }>(request, token, "product/list", { type: 8, keywords: name, page: 1, limit: 20 });
  expect(found.list.map((row) => row.name)).toEqual([name]);
  const info = await apiGet<{ name: string; intro: string }>(request, token, `product/info/${found.list[0]!.id}`);
  expect(info.name).toBe(name);
  expect(info.intro).toBe(`${name} 简介`);
  expect(prompts).toEqual([]);
});

test("page designer: a new page typed while the session ended is saved after signing in over the page", async ({ page, request }) => {
  const prompts = failOnBrowserPrompts(page);
  const name = `续期页${Date.now() % 100000}`;
  await signInMerchant(page, "/page/design/creatDevise/0/add");
  const designer = page.getByTestId("designer");
  await designer.getByTestId("settings-name").fill(name);
  await designer.getByTestId("settings-title").fill("续期标题");
  await endSessionElsewhere(page);

  await designer.getByTestId("designer-save").click();
  await signInOverPage(page);
  await expect(page.getByText("新增成功")).toBeVisible();
  await expect(page).toHaveURL(/\/page\/design\/creatDevise\/\d+\/edit$/);
  const id = Number(/creatDevise\/(\d+)/.exec(page.url())![1]);

  const stored = await apiGet<{ name: string; title: string }>(request, await apiToken(request, "merchant1"), `page/diy/info/${id}`);
  expect(stored.name).toBe(name);
  expect(stored.title).toBe("续期标题");
  expect(prompts).toEqual([]);
});

test("another account signed in over the page gets a clean console, and the old account's save reaches neither shop", async ({ page, request }) => {
  const prompts = failOnBrowserPrompts(page);
  const name = `换号券${Date.now() % 100000}`;
  await signInMerchant(page, "/coupon/list/save");
  await typeCoupon(page, name);
  await endSessionElsewhere(page);

  await page.getByTestId("coupon-submit").click();
  await signInOverPage(page, "merchant2");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
  // Only the dashboard's tab: none of merchant1's pages came along.
  await expect(page.getByTestId("tag")).toHaveCount(1);
  const merchant2 = await apiToken(request, "merchant2");
  const info = await apiGet<{ merName: string }>(request, merchant2, "getAdminInfoByToken");
  await expect(page.getByTestId("dashboard-merchant")).toHaveText(info.merName);

  expect(await couponsNamed(request, merchant2, name)).toEqual([]);
  expect(await couponsNamed(request, await apiToken(request, "merchant1"), name)).toEqual([]);
  expect(prompts).toEqual([]);
});

test("leaving the dialog goes to the sign-in page without prompts, and the console answers again", async ({ page }) => {
  const prompts = failOnBrowserPrompts(page);
  await signInMerchant(page, "/coupon/list/save");
  await typeCoupon(page, `离开券${Date.now() % 100000}`);
  await endSessionElsewhere(page);

  await page.getByTestId("coupon-submit").click();
  await expect(page.getByTestId("session-renewal")).toBeVisible();
  await page.getByTestId("renewal-leave").click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcoupon%2Flist%2Fsave$/);
  await page.getByPlaceholder("请输入账号").fill("merchant1");
  await page.getByPlaceholder("请输入密码").fill(PASSWORD);
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/coupon\/list\/save$/);
  await expect(activePage(page).getByTestId("coupon-name")).toBeVisible();
  expect(prompts).toEqual([]);
});

test("a save that cannot reach the server says so in the console's language and keeps the form", async ({ page }) => {
  const name = `断网券${Date.now() % 100000}`;
  await signInMerchant(page, "/coupon/list/save");
  await typeCoupon(page, name);
  await page.route("**/api/admin/merchant/coupon/save", (route) => route.abort("connectionrefused"));
  await page.getByTestId("coupon-submit").click();
  await expect(page.getByText("网络连接失败，请检查网络后重试")).toBeVisible();
  await expect(page.getByText("Network Error")).toHaveCount(0);
  await expect(page.getByTestId("coupon-name")).toHaveValue(name);
});

test("a console reloaded on an ended session reaches the sign-in page in one navigation, and what is typed there stays", async ({ page }) => {
  await signInMerchant(page);
  await endSessionElsewhere(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await page.getByPlaceholder("请输入账号").fill("merchant1");
  await page.getByPlaceholder("请输入密码").fill(PASSWORD);
  // Nothing else loads the page again behind the form (it used to, a moment later: roles.spec's flake).
  await page.waitForLoadState("networkidle");
  expect(documents).toHaveLength(1);
  await expect(page.getByPlaceholder("请输入账号")).toHaveValue("merchant1");
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("after signing out, a refused sign-in still shows the server's message", async ({ page }) => {
  await signInMerchant(page);
  await chooseInUserMenu(page, "user-menu-logout", /\/login/);
  await page.getByPlaceholder("请输入账号").fill("merchant2");
  await page.getByPlaceholder("请输入密码").fill("Wrong@1234");
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await expect(page.getByText("用户不存在或密码错误")).toBeVisible();
});
