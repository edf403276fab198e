import { expect } from "@playwright/test";
import { chooseInUserMenu, signInAndWait, test } from "./support";

const COPY_KEY = "MerMerAdmin_session:staff1";

test("the last known session renders the console, but a copy that grants more than the fresh session grants nothing", async ({ page }) => {
  await signInAndWait(page, "staff1");
  const copy = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), COPY_KEY);
  expect(copy?.info?.account).toBe("staff1");
  expect(copy.info.permissionsList).not.toContain("merchant:order:page:list");

  // A stale (or tampered) copy claims the order list and every authority.
  await page.evaluate(
    ([key, stale]) => localStorage.setItem(key, JSON.stringify(stale)),
    [COPY_KEY, { ...copy, info: { ...copy.info, permissionsList: ["*:*:*"] } }] as const,
  );
  const orderCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/admin/merchant/order/")) orderCalls.push(request.url());
  });
  await page.goto("/order/list");
  // Checked again against the fresh authorities: staff1 may not open the order list.
  await expect(page).toHaveURL(/\/401$/);
  expect(orderCalls).toEqual([]);
  const fresh = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), COPY_KEY);
  expect(fresh.info.permissionsList).not.toContain("*:*:*");

  // From the copy again, a page staff1 may open renders, and signing out clears the copy.
  await page.goto("/product/list");
  await expect(page.getByTestId("product-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
  await chooseInUserMenu(page, "user-menu-logout", /\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), COPY_KEY)).toBeNull();
});

test("a session the server ended goes to the sign-in page even with a last known copy", async ({ page, context }) => {
  await signInAndWait(page, "staff1");
  expect(await page.evaluate((key) => localStorage.getItem(key), COPY_KEY)).not.toBeNull();
  const url = new URL(page.url());
  await context.addCookies([{ name: "Java-merchantToken", value: "ended-session-token", url: url.origin }]);
  await page.goto("/product/list");
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), COPY_KEY)).toBeNull();
});
