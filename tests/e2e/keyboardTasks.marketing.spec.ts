/**
 * Issue 23, the marketing areas by keyboard alone: a flash-sale product's activity price set in
 * its price dialog, a group buy switched off and on again and one of its groups read in the
 * record drawer, and a video-channel product found by its title and put on and taken off the
 * shelf. Only Tab, Enter, Space, Escape and typed text; each result is checked where a person
 * would look (the list's row, the drawer). The price dialog and the record drawer get the dialog
 * checks (auditLayer); the video-channel task opens none. No task waits for a review by the
 * platform, and each leaves the seeded group buy and video product as it found them. One
 * signed-in session; pages are opened by their address inside the console, as typing it would.
 */
import { expect } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";
import { auditLayer, openInConsole, openLayer, tabTo } from "./keyboard";

// Three short tasks in one session: well under a minute on a quiet machine, more on a busy one.
test.describe.configure({ timeout: 180_000 });

test("by keyboard alone: set a flash-sale price, switch a group buy off and on and read one of its groups, put a video-channel product on and off the shelf", async ({
  page,
}) => {
  await signInMerchant(page);

  // Flash sales: a product passed and on sale in the running activity gets a new activity price
  // for every SKU in its price dialog; the list shows the new (lowest) price. (A rejected product
  // also reads 上架, and its dialog only shows its details: hence the audit state too.)
  await openInConsole(page, "/marketing/seckill/list");
  const seckill = activePage(page).getByTestId("seckill-product-table");
  const onSale = seckill
    .locator("tr[data-row-key]")
    .filter({ hasText: "限时秒杀·周末狂欢" })
    .filter({ has: page.locator("[data-testid^=seckill-audit-]", { hasText: "审核成功" }) })
    .filter({ has: page.locator("[data-testid^=seckill-shelf-]", { hasText: /^上架$/ }) })
    .first();
  const seckillId = (await onSale.getAttribute("data-row-key"))!;
  await tabTo(page, seckill.getByTestId(`seckill-detail-${seckillId}`));
  await page.keyboard.press("Enter");
  const priceDialog = openLayer(page);
  await expect(priceDialog.getByTestId("seckill-price-dialog")).toBeVisible();
  await auditLayer(page, priceDialog);
  const prices = priceDialog.locator("input[data-testid^=activity-sku-price-]");
  for (let i = 0; i < (await prices.count()); i++) {
    // Tab into a filled field selects its text: typing replaces it.
    await tabTo(page, prices.nth(i));
    await page.keyboard.type("6.6");
  }
  await tabTo(page, priceDialog.getByRole("button", { name: "保存活动价" }));
  await page.keyboard.press("Enter");
  await expect(priceDialog).toBeHidden();
  await expect(seckill.getByTestId(`seckill-price-${seckillId}`)).toHaveText("6.60");

  // Group buys: the running one switched off and on again with Space on its switch, the row
  // showing each state; then one of its groups opened in the record drawer.
  await openInConsole(page, "/marketing/group/activity");
  const groupRow = activePage(page).getByTestId("group-activity-table").locator("tr[data-row-key]", { hasText: "三人团·爆款直降" });
  const groupSwitch = groupRow.getByRole("switch");
  await expect(groupSwitch).toHaveAttribute("aria-checked", "true");
  await tabTo(page, groupSwitch);
  await page.keyboard.press("Space");
  await expect(groupSwitch).toHaveAttribute("aria-checked", "false");
  await expect(groupSwitch).toHaveText("关闭");
  // The list reloads after the change: the switch may be drawn anew, so it is reached again.
  await tabTo(page, groupSwitch);
  await page.keyboard.press("Space");
  await expect(groupSwitch).toHaveAttribute("aria-checked", "true");
  await expect(groupSwitch).toHaveText("开启");

  await openInConsole(page, "/marketing/group/list");
  const recordRow = activePage(page).getByTestId("record-table").locator("tr[data-row-key]", { hasText: "三人团·爆款直降" }).first();
  const recordId = (await recordRow.getAttribute("data-row-key"))!;
  // Columns: ID, name, leader, product, times, members wanted, members joined, actions.
  const joined = (await recordRow.locator("td").nth(6).innerText()).trim();
  const opener = recordRow.getByTestId(`record-detail-${recordId}`);
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const drawer = page.getByTestId("record-detail");
  await expect(drawer.getByTestId("record-members").locator(".ant-table-row")).toHaveCount(Number(joined));
  await auditLayer(page, openLayer(page));
  await expect(drawer).toContainText("三人团·爆款直降");
  await expect(drawer.getByTestId("record-members").locator(".ant-table-row").first()).toContainText("团长");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // Video channel: a self-delisted product found by its title (Enter in the search box), put on
  // the shelf and taken off again; the row shows each state.
  await openInConsole(page, "/videoChannel/productList");
  const videoProducts = activePage(page).getByTestId("video-product-table");
  await tabTo(page, activePage(page).getByTestId("video-product-search"));
  await page.keyboard.type("护眼LED台灯");
  await page.keyboard.press("Enter");
  await expect(videoProducts.locator("tr[data-row-key]")).toHaveCount(1);
  const lamp = videoProducts.locator("tr[data-row-key]", { hasText: "护眼LED台灯" });
  const status = lamp.locator("[data-testid^=video-product-status-]");
  await expect(status).toHaveText("自主下架");
  await tabTo(page, lamp.locator("[data-testid^=video-product-putOn-]"));
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("上架");
  // 下架 took 上架's place in the row, and the focus stayed there (src/widgets/listCells/CellLinks.tsx).
  await expect(lamp.locator("[data-testid^=video-product-putDown-]")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("自主下架");
});
