import { expect as baseExpect, type Page } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const rows = (page: Page) => activePage(page).getByTestId("live-room-table").locator("tr.ant-table-row");
const reviewCells = (page: Page) => activePage(page).locator("[data-testid^=live-room-review-]");
const starCells = (page: Page) => activePage(page).locator("[data-testid^=live-room-star-]");

/** Every shown row's cell of `cells` reads `text` (and at least one row shows). */
async function everyCellReads(page: Page, cells: ReturnType<typeof reviewCells>, text: string) {
  await expect(rows(page).first()).toBeVisible();
  await expect(async () => {
    const texts = await cells.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((t) => t.startsWith(text))).toBe(true);
  }).toPass();
}

test("live rooms are filtered by review status and by star, alone and together, and the filter survives a reload", async ({ page }) => {
  await signInMerchant(page, "/marketing/broadcast/room");
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });

  // Review status: the tabs of the original (全部, 平台待审核, 平台审核失败, 微信审核成功, 微信审核失败).
  await activePage(page).getByTestId("live-room-tab-2").click();
  await expect(page).toHaveURL(/reviewStatus/);
  await everyCellReads(page, reviewCells(page), "微信审核失败");
  await expect(rows(page).filter({ hasText: "美妆护肤教程直播" })).toHaveCount(1);
  await activePage(page).getByTestId("live-room-tab-all").click();
  await expect(rows(page).filter({ hasText: "美妆护肤教程直播" })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: "驳回示例直播间" })).toHaveCount(1);

  // Star: only the five-star room.
  await activePage(page).getByTestId("live-room-star").click();
  await page.locator(".ant-select-dropdown:visible").getByText("5 星", { exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("夏日新品穿搭直播");
  await expect(starCells(page).first()).toHaveText("5 星");
  await page.reload();
  await expect(rows(page)).toHaveCount(1, { timeout: 60_000 });
  await expect(rows(page).first()).toContainText("夏日新品穿搭直播");
  await expect(activePage(page).getByTestId("live-room-star")).toContainText("5 星");

  // Together: three stars and approved by WeChat.
  await activePage(page).getByTestId("live-room-star").click();
  await page.locator(".ant-select-dropdown:visible").getByText("3 星", { exact: true }).click();
  await expect(rows(page).filter({ hasText: "夏日新品穿搭直播" })).toHaveCount(0);
  await activePage(page).getByTestId("live-room-tab-3").click();
  await everyCellReads(page, reviewCells(page), "微信审核成功");
  await everyCellReads(page, starCells(page), "3 星");
  await expect(rows(page).filter({ hasText: "春季清仓特卖直播" })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: "美妆护肤教程直播" })).toHaveCount(0);
});
