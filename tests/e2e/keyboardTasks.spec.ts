/**
 * Issue 23: whole tasks done with the keyboard alone — Tab and Shift+Tab to move, Enter and
 * Space to act, the arrow keys in tabs, typing into fields, Escape to close — and their result
 * checked where a person would look. No click, no hover. One signed-in session; pages are opened
 * by their address inside the console (as typing the address would), without a reload.
 */
import { expect } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";
import { addInDialog, chooseTab, openInConsole, tabTo } from "./keyboard";
import { picture, pngFile, unique } from "./libraryHelpers";

// Five tasks in one signed-in session: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

test("by keyboard alone: ship an order found by its number, add a coupon with a minimum spend, a delivery man and a live assistant, and add a picture uploaded in the library to a product", async ({
  page,
}) => {
  await signInMerchant(page);

  // Orders: find an order awaiting shipment by its number, ship it, see it shipped in its detail.
  await openInConsole(page, "/order/list");
  const orders = activePage(page);
  await chooseTab(page, "order-tab-notShipped");
  // One without after-sales (its status cell shows only 待发货): everything in it can be shipped.
  const row = orders
    .getByTestId("order-table")
    .locator("tr[data-row-key]")
    .filter({ has: page.locator("[data-testid^=order-status-]", { hasText: /^待发货$/ }) })
    .first();
  const orderNo = (await row.getAttribute("data-row-key"))!;
  await tabTo(page, orders.getByTestId("order-filter-orderNo"), { back: true });
  await page.keyboard.type(orderNo);
  await page.keyboard.press("Enter");
  await expect(orders.getByTestId("order-table").locator("tr[data-row-key]")).toHaveCount(1);
  await tabTo(page, orders.getByTestId(`order-ship-${orderNo}`));
  await page.keyboard.press("Enter");
  const ship = page.getByTestId("ship-dialog");
  await tabTo(page, ship.getByTestId("ship-number"));
  await page.keyboard.type("SF1234567890");
  await tabTo(page, ship.getByTestId("ship-submit"));
  await page.keyboard.press("Enter");
  await expect(ship).toBeHidden();
  // Gone from 待发货; under 全部 its detail shows the parcel.
  await expect(orders.getByTestId("order-table").locator("tr[data-row-key]")).toHaveCount(0);
  await chooseTab(page, "order-tab-all");
  await tabTo(page, orders.getByTestId(`order-detail-${orderNo}`));
  await page.keyboard.press("Enter");
  const detail = page.getByTestId("order-detail");
  await expect(detail.getByTestId("shipment-delivery-1")).toContainText("SF1234567890");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(orders.getByTestId(`order-detail-${orderNo}`)).toBeFocused();

  // Coupons: a new shop coupon, ¥10 off from ¥100 (the threshold chosen with the arrow keys),
  // saved, and found in the list.
  await openInConsole(page, "/coupon/list");
  await tabTo(page, activePage(page).getByTestId("coupon-add"));
  await page.keyboard.press("Enter");
  const coupon = activePage(page).getByTestId("coupon-editor");
  const couponName = `键盘券-${unique()}`.slice(0, 20);
  await tabTo(page, coupon.getByTestId("coupon-name"));
  await page.keyboard.type(couponName);
  // Tab into a filled number selects its text: typing replaces it.
  await tabTo(page, coupon.getByTestId("coupon-money"));
  await page.keyboard.type("10");
  await tabTo(page, coupon.getByTestId("coupon-threshold").locator("input[type=radio]:checked"));
  await page.keyboard.press("ArrowRight");
  await expect(coupon.getByTestId("coupon-min-price")).toBeVisible();
  await tabTo(page, coupon.getByTestId("coupon-min-price"));
  await page.keyboard.type("100");
  await tabTo(page, coupon.getByTestId("coupon-submit"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/coupon\/list(\?|$)/);
  const saved = activePage(page).getByTestId("coupon-table").locator(".ant-table-row", { hasText: couponName });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText("10");

  // Shipping and live: a delivery man and a live-room assistant, each added in its dialog.
  const phone = `139${Date.now().toString().slice(-8)}`;
  const deliveryMan = await addInDialog(page, {
    path: "/operation/deliveryPersonnel",
    add: "personnel-add",
    fields: { "personnel-name": "键盘师傅", "personnel-phone": phone },
    table: "personnel-table",
    rowText: phone,
  });
  await expect(deliveryMan).toContainText("键盘师傅");
  const wechat = `kb_${unique()}`;
  const assistant = await addInDialog(page, {
    path: "/marketing/broadcast/assistant",
    add: "live-assistant-add",
    fields: { "live-assistant-wechat": wechat, "live-assistant-nickname": "键盘助理" },
    table: "live-assistant-table",
    rowText: wechat,
    audit: true,
  });
  await expect(assistant).toContainText("键盘助理");

  // Products: in a new product, open the picture library from the slider images, upload a
  // picture through the file chooser, choose it, and use it.
  await openInConsole(page, "/product/list");
  await tabTo(page, activePage(page).getByTestId("product-add"));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByTestId("product-type-0"));
  await page.keyboard.press("Enter");
  const slider = activePage(page).getByTestId("product-editor").locator(".product-field-slider");
  await tabTo(page, slider.getByTestId("image-picker-add"), { max: 200 });
  await page.keyboard.press("Enter");
  const library = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  const file = pngFile(`keyboard-${unique()}.png`);
  // Nothing chosen yet: the main button uploads (with a choice it crops).
  await expect(library.getByTestId("library-main-button")).toHaveText(/上\s*传/);
  // Listened for before the focus moves: the browser's file chooser is caught from the first key.
  const chooser = page.waitForEvent("filechooser", { timeout: 30_000 });
  await tabTo(page, library.getByTestId("library-main-button"));
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(file);
  await expect(picture(library, file.name)).toBeVisible();
  await tabTo(page, picture(library, file.name));
  await page.keyboard.press("Space");
  await expect(picture(library, file.name)).toHaveAttribute("aria-checked", "true");
  await tabTo(page, library.getByTestId("library-use-selected"), { back: true });
  await page.keyboard.press("Enter");
  await expect(library).toBeHidden();
  await expect(slider.getByTestId("image-picker-item")).toHaveCount(1);
});
