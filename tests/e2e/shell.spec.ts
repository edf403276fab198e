import { expect, type Locator, type Page } from "@playwright/test";
import { KEPT_PAGES } from "../../src/layout/tags/keptPages";
import { settlePage } from "./menuWalk";
import { activePage, chooseInUserMenu, chooseLanguage, openUserMenu, signInAndWait, signInMerchant, test } from "./support";

const SITE = "CRMEB多商户";
const CENTRE_PAGE = /\/maintain\/user\/users$/;
const PASSWORD_PAGE = /\/maintain\/user\/password$/;

async function openDrawer(page: Page) {
  await page.getByTestId("theme-drawer-button").click();
  await expect(page.getByTestId("theme-drawer-body")).toBeVisible();
}

async function chooseLayout(page: Page, layout: "defaults" | "columns" | "classic" | "transverse") {
  await page.getByTestId(`layout-option-${layout}`).click();
  await expect(page.getByTestId(`layout-${layout}`)).toBeVisible();
}

const tags = (page: Page) => page.getByTestId("tags-view").getByTestId("tag");
const tag = (page: Page, path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);

test("each of the four layouts has its own arrangement, switched without a reload", async ({ page }) => {
  test.slow();
  await signInAndWait(page, "merchant1");
  // Default: columns, the first level as a column of icons with titles.
  await expect(page.getByTestId("layout-columns")).toBeVisible();
  const bar = page.getByTestId("columns-bar");
  await expect(bar.getByText("主页")).toBeVisible();
  await expect(page.getByTestId("columns-submenu")).toHaveCount(0);
  await bar.getByText("优惠券").click();
  await expect(page).toHaveURL(/\/coupon\/list/);
  const submenu = page.getByTestId("columns-submenu");
  await expect(submenu.getByText("优惠券列表")).toBeVisible();
  await expect(submenu.getByText("领取记录")).toBeVisible();
  await expect(page.getByTestId("tags-view")).toBeVisible();

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await openDrawer(page);

  await chooseLayout(page, "defaults");
  const side = page.getByTestId("side-menu");
  await expect(side.getByText("主页")).toBeVisible();
  await expect(side.getByText("优惠券列表")).toBeVisible();
  await expect(page.getByTestId("columns-bar")).toHaveCount(0);
  await expect(page.getByTestId("breadcrumb")).toContainText("优惠券");
  await expect(page.getByTestId("tags-view")).toBeVisible();
  // The header's button folds the side menu to its icons and back.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("theme-drawer-body")).toBeHidden();
  await page.getByTestId("collapse-toggle").click();
  await expect(side).toHaveCSS("width", "64px");
  await page.getByTestId("collapse-toggle").click();
  await expect(side).toHaveCSS("width", "210px");
  await openDrawer(page);

  await chooseLayout(page, "classic");
  await expect(page.getByTestId("classic-top-menu").getByText("主页")).toBeVisible();
  await expect(page.getByTestId("classic-top-menu").getByText("优惠券")).toBeVisible();
  await expect(page.getByTestId("classic-side-menu").getByText("优惠券列表")).toBeVisible();
  await expect(page.getByTestId("classic-side-menu").getByText("主页")).toHaveCount(0);
  await expect(page.getByTestId("tags-view")).toHaveCount(0);
  await expect(page.getByTestId("breadcrumb")).toHaveCount(0);
  await expect(page.getByTestId("theme-switch-isBreadcrumb")).toBeDisabled();
  await expect(page.getByTestId("theme-switch-isTagsview")).not.toBeChecked();

  await chooseLayout(page, "transverse");
  await expect(page.getByTestId("transverse-menu").getByText("优惠券")).toBeVisible();
  await expect(page.getByTestId("side-menu")).toHaveCount(0);
  await expect(page.getByTestId("tags-view")).toHaveCount(0);

  await chooseLayout(page, "columns");
  await expect(page.getByTestId("tags-view")).toBeVisible();
  await expect(page.getByTestId("theme-switch-isTagsview")).toBeChecked();
  // All of it happened in the same page: no reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test("a layout and a theme survive a reload, restored from the cookie when local storage is cleared", async ({ page }) => {
  test.slow();
  await signInAndWait(page, "merchant1");
  await openDrawer(page);
  await chooseLayout(page, "defaults");
  await page.getByTestId("theme-option-theme-5").click();
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--shell-primary").trim());
  expect(await primary()).toBe("#6954f0");
  // antd's components take the colour too, first through the preview of its variables, then
  // from antd's own styles once it has rendered the theme (the preview is gone).
  const switchedOn = page.getByTestId("theme-switch-isTagsview");
  await expect(switchedOn).toHaveCSS("background-color", "rgb(105, 84, 240)");
  await expect(page.locator("#antd-theme-preview")).toHaveCount(0);
  await expect(switchedOn).toHaveCSS("background-color", "rgb(105, 84, 240)");

  await page.getByTestId("theme-switch-isGrayscale").click();
  expect(await page.evaluate(() => document.documentElement.style.filter)).toBe("grayscale(1)");
  await page.getByTestId("theme-switch-isInvert").click();
  expect(await page.evaluate(() => document.documentElement.style.filter)).toBe("invert(80%)");
  await expect(page.getByTestId("theme-switch-isGrayscale")).not.toBeChecked();
  await page.getByTestId("theme-switch-isInvert").click();

  await page.reload();
  await expect(page.getByTestId("layout-defaults")).toBeVisible();
  expect(await primary()).toBe("#6954f0");

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId("layout-defaults")).toBeVisible();
  expect(await primary()).toBe("#6954f0");
});

test("history tabs: opened pages become tabs that keep their state; the dashboard stays", async ({ page }) => {
  test.slow();
  await signInAndWait(page, "merchant1");
  await expect(tags(page)).toHaveCount(1);
  await expect(tag(page, "/dashboard")).toHaveText("主页");
  await expect(tag(page, "/dashboard").getByTestId("tag-close")).toHaveCount(0);

  await page.getByTestId("columns-bar").getByText("优惠券").click();
  await expect(tag(page, "/coupon/list")).toHaveText("优惠券列表");

  await chooseInUserMenu(page, "user-menu-centre", CENTRE_PAGE);
  await expect(tag(page, "/maintain/user/users")).toHaveText("个人中心");
  const name = page.getByTestId("page-active").getByPlaceholder("管理员姓名");
  await name.fill("还没保存的名字");

  // Switching tabs keeps the page as it was left.
  await tag(page, "/coupon/list").click();
  await expect(page).toHaveURL(/\/coupon\/list/);
  await tag(page, "/maintain/user/users").click();
  await expect(page.getByTestId("page-active").getByPlaceholder("管理员姓名")).toHaveValue("还没保存的名字");

  // Refresh mounts it afresh.
  await expect(tag(page, "/maintain/user/users")).toHaveAttribute("data-active", "true");
  await page.getByTestId("tags-actions").click();
  await page.getByRole("menuitem", { name: "刷新" }).click();
  await expect(page).toHaveURL(/\/maintain\/user\/users$/);
  await expect(page.getByTestId("page-active").getByPlaceholder("管理员姓名")).toHaveValue("店长小王");

  // Closing the current tab goes to a neighbour.
  await tag(page, "/maintain/user/users").getByTestId("tag-close").click();
  await expect(tag(page, "/maintain/user/users")).toHaveCount(0);
  await expect(page).toHaveURL(/\/coupon\/list/);

  await chooseInUserMenu(page, "user-menu-password", PASSWORD_PAGE);
  await expect(tags(page)).toHaveCount(3);
  await tag(page, "/coupon/list").click({ button: "right" });
  await page.getByRole("menuitem", { name: "关闭其他" }).click();
  await expect(tags(page)).toHaveCount(2);
  await expect(tag(page, "/dashboard")).toBeVisible();
  await expect(page).toHaveURL(/\/coupon\/list/);

  await page.getByTestId("tags-actions").click();
  await page.getByRole("menuitem", { name: "全部关闭" }).click();
  await expect(tags(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/dashboard/);
});

test("a page kept behind another asks for nothing while the console moves elsewhere, and comes back as it was", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await page.goto("/order/list");
  await settlePage(page, "/order/list");
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/admin\/merchant\/order\/list\b/.test(request.url())) listCalls.push(request.url());
  });
  const menu = page.getByTestId("columns-submenu");
  await menu.locator('li.ant-menu-item[data-menu-id$="-/order/refund"]').click();
  await settlePage(page, "/order/refund");
  await page.getByTestId("page-active").getByRole("tab").nth(1).click();
  await settlePage(page, "/order/refund");
  await page.getByTestId("columns-bar").getByText("优惠券").click();
  await settlePage(page, "/coupon/list");
  expect(listCalls, "the hidden order list's calls").toEqual([]);
  await tag(page, "/order/list").click();
  await expect(page.locator('[data-testid="page-active"][data-path="/order/list"] tbody tr.ant-table-row').first()).toBeVisible();
  expect(listCalls, "the order list shown again from what it held").toEqual([]);
});

test(`history tabs keep the ${KEPT_PAGES} pages shown last, and a page with unsaved changes however many open after it`, async ({ page }) => {
  test.slow();
  await signInAndWait(page, "merchant1");
  const bar = page.getByTestId("columns-bar");
  await bar.getByText("设置").click();
  await expect(page).toHaveURL(/\/operation\/modifyStoreInfo$/);
  await activePage(page).getByTestId("store-info-tabs").getByRole("tab", { name: "店铺信息" }).click();
  const intro = () => activePage(page).getByTestId("config-form").getByTestId("config-intro");
  await expect(intro()).not.toHaveValue("");
  await intro().fill("还没保存的店铺简介");

  // Other sections of the column bar open their first pages: two more pages are open than are kept.
  const sections = bar.getByTestId("columns-item");
  let opened = 0;
  for (let i = 0; opened < KEPT_PAGES; i++) {
    const section = sections.nth(i);
    if (/设置|主页/.test(await section.innerText())) continue;
    await section.click();
    await settlePage(page, new URL(page.url()).pathname);
    opened += 1;
  }
  await expect(tags(page)).toHaveCount(KEPT_PAGES + 2);
  // The shown page and the kept hidden ones: the dashboard, shown first, is no longer among them.
  await expect(page.getByTestId("page-cached")).toHaveCount(KEPT_PAGES - 1);
  await expect(page.locator('[data-testid="page-cached"][data-path="/dashboard"]')).toHaveCount(0);

  await tag(page, "/operation/modifyStoreInfo").click();
  await expect(intro()).toHaveValue("还没保存的店铺简介");
  // A page that was let go comes back from its tab, mounted afresh.
  await tag(page, "/dashboard").click();
  await expect(activePage(page).getByTestId("dashboard-welcome")).toBeVisible();
});

test("page titles: the route title, then the platform site name; the tab shows the same", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await expect(page).toHaveTitle(`主页 - ${SITE}`);
  await page.goto("/maintain/user/users");
  await expect(page).toHaveTitle(`个人中心 - ${SITE}`);
  await expect(tag(page, "/maintain/user/users")).toHaveText("个人中心");
  await page.goto("/maintain/user/password");
  await expect(page).toHaveTitle(`修改密码 - ${SITE}`);
  await page.getByTestId("columns-bar").getByText("优惠券").click();
  await expect(page).toHaveTitle(`优惠券列表 - ${SITE}`);
});

test("under 1000 px the default layout opens its menu in a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signInAndWait(page, "merchant1");
  const root = page.getByTestId("layout-defaults");
  await expect(root).toHaveAttribute("data-mobile", "true");
  await expect(page.getByTestId("columns-bar")).toHaveCount(0);
  await expect(page.getByTestId("side-menu")).toHaveCount(0);
  await page.getByTestId("mobile-menu-button").click();
  const menu = page.getByTestId("side-menu");
  await expect(menu).toBeVisible();
  await menu.getByText("优惠券", { exact: true }).click();
  await menu.getByText("领取记录").click();
  await expect(page).toHaveURL(/\/coupon\/record/);
  await expect(page.getByTestId("side-menu")).toBeHidden();
  await expect(tag(page, "/coupon/record")).toBeVisible();
});

test("the personal centre changes the real name", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await chooseInUserMenu(page, "user-menu-centre", CENTRE_PAGE);
  const form = page.getByTestId("profile-form");
  await expect(form.getByRole("textbox").first()).toHaveValue("merchant1");
  await form.getByPlaceholder("管理员姓名").fill("店长小王二");
  await page.getByTestId("profile-save").click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText("店长小王二");
  // Put the name back for the other tests.
  await form.getByPlaceholder("管理员姓名").fill("店长小王");
  await page.getByTestId("profile-save").click();
  await expect(page.getByTestId("user-menu")).toContainText("店长小王");
});

test("change password checks the fields before calling the server", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await chooseInUserMenu(page, "user-menu-password", PASSWORD_PAGE);
  const form = page.getByTestId("password-form");
  await form.getByPlaceholder("原始密码").fill("Merchant@123");
  await form.getByPlaceholder("新密码", { exact: true }).fill("abc");
  await form.getByPlaceholder("确认新密码").fill("abcd");
  await page.getByTestId("password-save").click();
  await expect(form.getByText("密码长度为6-30个字符").first()).toBeVisible();
  await form.getByPlaceholder("新密码", { exact: true }).fill("Merchant@456");
  await form.getByPlaceholder("确认新密码").fill("Merchant@789");
  await page.getByTestId("password-save").click();
  await expect(form.getByText("两次输入密码不一致!")).toBeVisible();
  await expect(page).toHaveURL(/\/maintain\/user\/password$/);
});

test("English leaves no Chinese in the shell", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await page.getByTestId("columns-bar").getByText("优惠券").click();
  await expect(page).toHaveURL(/\/coupon\/list/);
  await chooseLanguage(page, "English");
  await expect(page.getByTestId("columns-bar").getByText("Home")).toBeVisible();
  for (const part of ["side-menu", "shell-header", "tags-view", "shell-footer"]) {
    // The signed-in user's own name is data, not interface text.
    const text = await page.getByTestId(part).evaluate((node) => {
      const copy = node.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".shell-user-name").forEach((name) => name.remove());
      return copy.innerText ?? copy.textContent ?? "";
    });
    expect(text, part).not.toMatch(/[\u4e00-\u9fff]/);
    expect(text, part).not.toMatch(/\b(menu|shell|theme|user|widgets)\.[a-zA-Z_]/);
  }
  await openDrawer(page);
  const drawer = await page.getByTestId("theme-drawer-body").innerText();
  expect(drawer).not.toMatch(/[\u4e00-\u9fff]/);
  await page.keyboard.press("Escape");
  await expect(await openUserMenu(page, "user-menu-centre")).toHaveText("Personal centre");
});

test("the debug console turns on with debug=1, stays for the cookie's life, and is off by default", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await expect(page.getByTestId("debug-console-toggle")).toHaveCount(0);
  await page.goto("/dashboard?debug=1");
  await expect(page.getByTestId("debug-console-toggle")).toBeVisible();
  await page.evaluate(() => console.warn("from the test"));
  await page.getByTestId("debug-console-toggle").click();
  await expect(page.getByTestId("debug-console")).toContainText("from the test");
  await page.goto("/dashboard");
  await expect(page.getByTestId("debug-console-toggle")).toBeVisible();
  await page.goto("/dashboard?debug=0");
  await expect(page.getByTestId("dashboard-welcome")).toBeVisible();
  await expect(page.getByTestId("debug-console-toggle")).toHaveCount(0);
});

test("the preview page renders same-origin messages in a sandboxed frame", async ({ page }) => {
  await signInMerchant(page);
  await page.goto("/preview");
  await expect(page.getByTestId("preview-waiting")).toBeVisible();
  await page.evaluate(() =>
    window.postMessage(
      {
        type: "refreshFrame",
        data: {
          html: "<p id='hello'>表单预览</p>",
          css: "#hello{color:rgb(255,0,0)}",
          js: "document.body.dataset.parent = (function(){try{return String(parent.document.cookie)}catch(e){return 'blocked'}})();",
        },
      },
      window.location.origin,
    ),
  );
  const frame = page.frameLocator("[data-testid=preview-frame]");
  await expect(frame.locator("#hello")).toHaveText("表单预览");
  await expect(frame.locator("body")).toHaveAttribute("data-parent", "blocked");
});

/** The right edge of what `locator` finds lies inside the window (nothing cut off on the right). */
async function expectWithinWindow(page: Page, locator: ReturnType<Page["getByTestId"]>, what: string) {
  const box = await locator.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  expect(box, what).not.toBeNull();
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(width);
}

test("at 1440 × 900 both lists fit the window in every layout: the tools and the actions column show", async ({ page }) => {
  test.slow();
  await signInAndWait(page, "merchant1");
  for (const layout of ["columns", "defaults", "classic", "transverse"] as const) {
    await openDrawer(page);
    await chooseLayout(page, layout);
    await page.keyboard.press("Escape");
    for (const [path, actions] of [
      ["/product/list", "操作"],
      ["/coupon/list", "操作"],
    ]) {
      await page.goto(path);
      const header = activePage(page).locator(".ant-table-thead th", { hasText: actions });
      await expect(header).toBeVisible();
      await expect(activePage(page).locator(".ant-table-tbody tr[data-row-key]").first()).toBeVisible();
      const where = `${layout} ${path}`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).toBe(true);
      await expectWithinWindow(page, header, `${where}: actions column`);
      await expectWithinWindow(page, page.getByTestId("user-menu"), `${where}: user menu`);
      await expectWithinWindow(page, page.getByTestId("language-switch"), `${where}: language switch`);
    }
  }
});

test("a section's address opens its first page; an address of nothing is 404", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await page.goto("/product");
  await expect(page).toHaveURL(/\/product\/list(\?|$)/);
  await expect(activePage(page).getByTestId("product-table")).toBeVisible();
  await page.goto("/coupon/");
  await expect(page).toHaveURL(/\/coupon\/list(\?|$)/);
  await page.goto("/maintain");
  await expect(page).toHaveURL(/\/maintain\/picture$/);
  await page.goto("/no-such-section");
  await expect(page).toHaveURL(/\/404$/);
});

test("English titles are whole: the column bar, every menu title and the sign-in logo", async ({ page }) => {
  // The logo's words lie inside the picture, whatever font stands in for Helvetica.
  await page.goto("/static/logo.svg");
  const overflow = await page.evaluate(() => {
    const svg = document.querySelector("svg")!;
    const width = svg.viewBox.baseVal.width;
    return [...svg.querySelectorAll("text")].map((text) => text.getBBox()).filter((box) => box.x + box.width > width).length;
  });
  expect(overflow).toBe(0);

  await signInAndWait(page, "merchant1");
  await chooseLanguage(page, "English");
  // The column bar: every first-level title inside its button.
  const cut = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".shell-columns-item > span, .shell-menu .ant-menu-title-content")]
        .filter((label) => {
          const box = label.getBoundingClientRect();
          const holder = label.closest(".shell-columns-item, .ant-menu-item, .ant-menu-submenu-title")!.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth + 1 || box.left < holder.left || box.right > holder.right;
        })
        .map((label) => label.textContent),
    );
  await expect(page.getByTestId("columns-bar").getByText("Maintenance")).toBeVisible();
  expect(await cut()).toEqual([]);
  // The side menu with every group open.
  await openDrawer(page);
  await chooseLayout(page, "defaults");
  await page.keyboard.press("Escape");
  const side = page.getByTestId("side-menu");
  // Every group in turn (an accordion menu keeps one open), its nested groups (marketing's) too.
  const open = async (group: Locator) => {
    if (!(await group.evaluate((el) => el.classList.contains("ant-menu-submenu-open")))) await group.locator(":scope > .ant-menu-submenu-title").click();
    await expect(group.locator(":scope > .ant-menu-sub").locator(".ant-menu-item, .ant-menu-submenu").first()).toBeVisible();
  };
  const cutTitles: string[] = [];
  const groups = side.locator(".ant-menu-root > .ant-menu-submenu");
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    await open(group);
    cutTitles.push(...(await cut()).map(String));
    const nested = group.locator(".ant-menu-sub .ant-menu-submenu");
    for (let j = 0; j < (await nested.count()); j++) {
      await open(nested.nth(j));
      cutTitles.push(...(await cut()).map(String));
    }
    if ((await group.textContent())?.includes("Maintenance")) await expect(side.getByText("Material library")).toBeVisible();
  }
  expect(cutTitles).toEqual([]);
});

test("antd's component styles come with the built stylesheet: the browser writes only the theme's variables", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  for (const [path, table] of [["/product/list", "product-table"], ["/order/list", "order-table"]]) {
    await page.goto(path);
    await expect(activePage(page).getByTestId(table).locator("tbody tr.ant-table-row").first()).toBeVisible();
    // antd marks each block it writes (data-css-hash); the icons' small sheet follows the theme's tokens.
    const generated = await page.evaluate(() =>
      [...document.querySelectorAll("style[data-css-hash]")]
        .map((style) => (style.textContent ?? "").trim())
        .filter((css) => css && !css.startsWith(".css-var-") && !css.startsWith(".anticon"))
        .map((css) => css.slice(0, 80)),
    );
    expect(generated, path).toEqual([]);
  }
  // The sheet's rules apply (a browser's own button has square corners; the theme's radius is 4 px).
  await expect(activePage(page).locator(".ant-btn").first()).toHaveCSS("border-radius", "4px");
});

test("a page whose menu entry the pointer rests on is ready before the click, and the click shows that page as if opened anew", async ({ page }) => {
  await signInMerchant(page, "/order/list");
  await expect(page.getByTestId("order-table").locator("tr[data-row-key]").first()).toBeVisible();
  const entry = page.getByTestId("columns-submenu").locator('li.ant-menu-item[data-menu-id$="-/order/refund"]');
  const ahead = page.locator('[data-testid="page-cached"][data-path="/order/refund"]');

  // Resting, then leaving without a click: the page was rendered hidden, then it is gone.
  await entry.hover();
  await expect(ahead.getByTestId("refund-table").locator("tr[data-row-key]").first()).toBeAttached();
  await expect(ahead).toBeHidden();
  await page.getByTestId("order-table").hover();
  await expect(ahead).toHaveCount(0);
  await expect(page).toHaveURL(/\/order\/list/);

  // Resting again, then the click: the same page instance shows, at the list's own address.
  await entry.hover();
  await expect(ahead.getByTestId("refund-table").locator("tr[data-row-key]").first()).toBeAttached();
  await ahead.evaluate((pane) => ((pane as unknown as { marked: boolean }).marked = true));
  await entry.click();
  const shown = page.locator('[data-testid="page-active"][data-path="/order/refund"]');
  await expect(shown.getByTestId("refund-table").locator("tr[data-row-key]").first()).toBeVisible();
  expect(await shown.evaluate((pane) => (pane as unknown as { marked?: boolean }).marked)).toBe(true);
  await expect(page).toHaveURL(/\/order\/refund\?.*currentPage=1/);
  await expect(tag(page, "/order/refund")).toBeVisible();
  await expect(entry).toHaveClass(/ant-menu-item-selected/);

  // It works as a page opened anew: a tab moves its rows and its address.
  await shown.getByTestId("refund-tab-3").click();
  await expect(shown.getByRole("tab", { selected: true }).getByTestId("refund-tab-3")).toBeVisible();
  await expect(page).toHaveURL(/filters%5B0%5D%5Bvalue%5D=3|filters\[0\]\[value\]=3/);
});
