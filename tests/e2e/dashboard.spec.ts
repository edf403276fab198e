import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { activePage, chooseLanguage, signInAndWait, signInMerchant, test } from "./support";
import { settlePage } from "./menuWalk";

const API = "/api/admin/merchant/";
const english = JSON.parse(fs.readFileSync("locales/en-US/dashboard.json", "utf8")) as { kpi: Record<string, string>; ranking: Record<string, string> };

/** Reads an endpoint with the page's own session token, as the console does. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === "Java-merchantToken")?.value;
  expect(token).toBeTruthy();
  const response = await page.request.get(API + path, { headers: { "Authori-zation": token! } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

/** What a card shows, as a plain number string: no currency sign, no thousands separators. */
const plain = async (page: Page, testId: string) => (await activePage(page).getByTestId(testId).innerText()).replace(/[¥,\s]/g, "");

test("the dashboard shows the statistics API's numbers", async ({ page }) => {
  await signInMerchant(page);
  const home = await api<Record<string, string | number>>(page, "statistics/home/index");
  const operating = await api<Record<string, number>>(page, "statistics/home/operating/data");
  const page_ = activePage(page);
  await expect(page_.getByTestId("kpi-sales-value")).toBeVisible();
  expect(await plain(page, "kpi-sales-value")).toBe(String(home.sales));
  expect(await plain(page, "kpi-sales-yesterday")).toBe(String(home.yesterdaySales));
  expect(await plain(page, "kpi-orders-value")).toBe(String(home.orderNum));
  expect(await plain(page, "kpi-orders-yesterday")).toBe(String(home.yesterdayOrderNum));
  expect(await plain(page, "kpi-visitors-value")).toBe(String(home.visitorsNum));
  expect(await plain(page, "kpi-visitors-yesterday")).toBe(String(home.yesterdayVisitorsNum));
  expect(await plain(page, "kpi-followers-value")).toBe(String(home.followNum));
  for (const [key, field] of [
    ["onSale", "onSaleProductNum"],
    ["awaitAudit", "awaitAuditProductNum"],
  ] as const) {
    await expect(page_.getByTestId(`pending-${key}-count`)).toHaveText(String(operating[field]));
  }
  // The rankings draw the API's order.
  const ranking = await api<Array<{ proName: string }>>(page, "statistics/home/product/pageview/ranking");
  await expect(page_.getByTestId("ranking-views").getByTestId("bar-label")).toHaveText(ranking.map((r) => r.proName));
});

test("a pending-work shortcut opens its list on the matching tab", async ({ page }) => {
  await signInMerchant(page);
  const count = await activePage(page).getByTestId("pending-awaitAudit-count").innerText();
  await activePage(page).getByTestId("pending-awaitAudit").click();
  await expect(page).toHaveURL(/\/product\/list\?.*filters%5B0%5D%5Bvalue%5D=6|\/product\/list\?.*filters\[0\]\[value\]=6/);
  await expect(activePage(page).locator(".ant-tabs-tab-active")).toContainText(/待审核/);
  await expect(activePage(page).getByTestId("product-tab-count-6")).toHaveText(`(${count})`);
});

test("the dashboard in English has no Chinese outside the shop's own data", async ({ page }) => {
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await expect(activePage(page).getByTestId("kpi-sales")).toContainText(english.kpi.sales);
  for (const id of ["kpi-sales", "kpi-orders", "kpi-visitors", "kpi-followers", "dashboard-pending"]) {
    const text = await activePage(page).getByTestId(id).innerText();
    expect(text, id).not.toMatch(/[\u4e00-\u9fff]/);
    expect(text, id).not.toMatch(/\bdashboard\.[a-zA-Z]/);
  }
  await expect(activePage(page).getByText(english.ranking.views)).toBeVisible();
});

test("the header bell shows the pending orders and refunds", async ({ page }) => {
  await signInMerchant(page);
  const orders = await api<{ notShipped: number }>(page, "order/status/num");
  const refunds = await api<{ await: number }>(page, "refund/order/status/num");
  const total = orders.notShipped + refunds.await;
  await expect(page.getByTestId("alert-count")).toHaveText(total > 99 ? "99+" : String(total));
  // A pointer that arrives while the header is still settling can miss antd's hover; a person points again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId("alert-bell").hover();
    await expect(page.getByTestId("alert-item-orders")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("alert-item-orders")).toContainText(String(orders.notShipped));
  await expect(page.getByTestId("alert-item-refunds")).toContainText(String(refunds.await));
});

test("moving between pages does not read the bell's counts again", async ({ page }) => {
  await signInMerchant(page, "/product/list");
  await expect(page.getByTestId("alert-bell")).toBeVisible();
  await settlePage(page, "/product/list");
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/(order|refund\/order)\/status\/num/.test(request.url())) reads.push(new URL(request.url()).pathname);
  });
  // Two moves through the menu, to pages that ask neither count themselves.
  for (const path of ["/product/classify", "/product/list"]) {
    await page.getByTestId("columns-submenu").locator(`li.ant-menu-item[data-menu-id$="-${path}"]`).click();
    await settlePage(page, path);
  }
  await page.waitForTimeout(500);
  expect(reads).toEqual([]);
});

test("staff1 sees neither the statistics nor the bell", async ({ page }) => {
  await signInAndWait(page, "staff1");
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
  await expect(page.getByTestId("kpi-sales")).toHaveCount(0);
  await expect(page.getByTestId("dashboard-pending")).toHaveCount(0);
  await expect(page.getByTestId("alert-bell")).toHaveCount(0);
});
