import {
  expect as baseExpect,
  type Locator,
  type Page,
} from "@playwright/test";
import fs from "node:fs";
import { activePage, chooseLanguage, signInMerchant, test } from "./support";
import {
  changedLeaves,
  missingPaths,
  type Document,
} from "../fixtures/pageDiy/documentPaths";

/** A shop home in the original designer's format: all 17 widgets a page with a search box can hold. */
const ORIGINAL_HOME = (
  JSON.parse(
    fs.readFileSync("tests/fixtures/pageDiy/originalDocument.json", "utf8"),
  ) as { home: Document }
).home;
const API = "/api/admin/merchant/page/diy/";

/** Calls the API with the page's own session token, as the console does. */
async function api<T>(
  page: Page,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
): Promise<T> {
  const token = (await page.context().cookies()).find(
    (c) => c.name === "Java-merchantToken",
  )?.value;
  const response = await page.request.fetch(API + path, {
    method,
    data,
    headers: { "Authori-zation": token! },
  });
  const body = (await response.json()) as {
    code: number;
    message: string;
    data: T;
  };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** Media come back absolute; as stored they are relative to the site. */
const relative = (value: unknown, origin: string): unknown =>
  typeof value === "string"
    ? value.startsWith(`${origin}/`)
      ? value.slice(origin.length + 1)
      : value
    : Array.isArray(value)
      ? value.map((v) => relative(v, origin))
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [k, relative(v, origin)]),
          )
        : value;

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** Two animation frames of the page. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done())),
      ),
  );

/** Drags a palette widget onto the phone like a person: press, move a little, travel, let go. */
async function dragOnto(page: Page, source: Locator, target: Locator) {
  // What the designer tells a screen reader once the widget is over a place on the phone.
  const over = page
    .locator('[id^="DndLiveRegion"]')
    .filter({ hasText: /当前位于|移到/ });
  await expect(async () => {
    // Pointed at first, as a hand would: in view, and what the pointer is on.
    await source.hover();
    const from = (await source.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.down();
    await page.mouse.move(
      from.x + from.width / 2 + 12,
      from.y + from.height / 2 + 12,
      { steps: 4 },
    );
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, {
      steps: 12,
    });
    // dnd-kit measures the drop areas and finds the one under the pointer in animation frames:
    // on a busy machine a release before then dropped onto nothing. Nudge the pointer until the
    // designer says what the widget is over; if it never does, let go (onto nothing, which
    // changes nothing) and drag again.
    for (let nudge = 0; nudge < 12; nudge++) {
      await nextFrames(page);
      await page.mouse.move(
        to.x + to.width / 2,
        to.y + to.height - 10 - (nudge % 2) * 3,
      );
      if ((await over.count()) > 0) return;
    }
    await page.mouse.up();
    throw new Error("the designer never said what the dragged widget was over");
  }).toPass({ timeout: 60_000 });
  await page.mouse.up();
}

const blocksOnPhone = (page: Page) =>
  page.getByTestId("phone-canvas").locator("[data-block]");

test("design a page: drag a banner and a goods list, set them up, reorder, save, make it the home, reopen", async ({
  page,
}) => {
  const name = `春季页${Date.now() % 100000}`;
  await signInMerchant(page, "/design/index");
  const list = activePage(page);
  await expect(list.getByTestId("page-table")).toContainText("店铺首页");
  await expect(
    list.getByTestId("page-table").locator(".ant-tag", { hasText: "首页" }),
  ).toHaveCount(1);

  await list.getByTestId("page-add").click();
  await expect(page).toHaveURL(/\/page\/design\/creatDevise\/0\/add$/);
  const designer = page.getByTestId("designer");
  // A new page opens on its settings.
  await expect(designer.getByTestId("page-settings")).toBeVisible();
  await designer.getByTestId("settings-name").fill(name);
  await designer.getByTestId("settings-title").fill("春季上新");
  await expect(designer.getByTestId("phone-title")).toHaveText("春季上新");
  // Each colour's fields show their whole value (#rrggbb, 255) in the panel's width.
  const colourFields = designer.getByTestId("page-settings").locator('[data-testid="color-hex"], [data-testid="color-r"], [data-testid="color-g"], [data-testid="color-b"]');
  await expect(colourFields.first()).toBeVisible();
  const cut = await colourFields.evaluateAll((fields) => (fields as HTMLInputElement[]).filter((f) => f.scrollWidth > f.clientWidth).map((f) => `${f.dataset.testid}: ${f.value}`));
  expect(cut).toEqual([]);

  const phone = designer.getByTestId("phone-canvas");
  await dragOnto(page, designer.getByTestId("palette-banner"), phone);
  await expect(phone.getByTestId("block-banner")).toBeVisible();
  await expect(designer.getByTestId("panel-banner")).toBeVisible();
  await designer.getByTestId("slides-add").click();
  await expect(designer.getByTestId("slides-item")).toHaveCount(2);

  await dragOnto(page, designer.getByTestId("palette-home_goods_list"), phone);
  await expect(phone.getByTestId("block-home_goods_list")).toBeVisible();
  const panel = designer.getByTestId("panel-home_goods_list");
  await panel.getByTestId("goods-choose").click();
  const picker = page.getByTestId("product-picker");
  await expect(picker.locator(".ant-table-row").first()).toBeVisible();
  await picker
    .locator(".ant-table-row")
    .nth(0)
    .locator(".ant-checkbox-input")
    .check();
  await picker
    .locator(".ant-table-row")
    .nth(1)
    .locator(".ant-checkbox-input")
    .check();
  await page.getByTestId("product-picker-ok").click();
  await expect(panel.getByTestId("goods-item")).toHaveCount(2);
  await expect(phone.getByTestId("preview-goods")).toHaveCount(2);
  await panel.getByTestId("prop-goods-layout").getByText("三列").click();
  await expect(phone.getByTestId("preview-goods-list")).toHaveCSS(
    "grid-template-columns",
    /^\S+ \S+ \S+$/,
  );

  // Reorder: the goods list moves above the banner.
  await expect(blocksOnPhone(page)).toHaveCount(2);
  await expect(blocksOnPhone(page).nth(0)).toHaveAttribute(
    "data-block",
    "banner",
  );
  await phone.getByTestId("block-up").click();
  await expect(blocksOnPhone(page).nth(0)).toHaveAttribute(
    "data-block",
    "home_goods_list",
  );
  const saved = page.waitForResponse((r) => r.url().includes("/page/diy/save"));
  await designer.getByTestId("designer-save").click();
  expect((await (await saved).json()).code).toBe(200);
  await expect(page.getByText("新增成功")).toBeVisible();
  await expect(page).toHaveURL(/\/page\/design\/creatDevise\/\d+\/edit$/);
  const id = Number(/creatDevise\/(\d+)/.exec(page.url())![1]);

  // The list shows it; making it the home moves the badge.
  await designer.getByTestId("designer-back").click();
  const row = activePage(page).locator(".ant-table-row", { hasText: name });
  await expect(row).toBeVisible();
  await row.getByTestId(`page-set-home-${id}`).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /确\s*定/ })
    .click();
  await expect(page.getByText("设置成功")).toBeVisible();
  await expect(row.locator(".ant-tag", { hasText: "首页" })).toBeVisible();
  await expect(
    activePage(page)
      .getByTestId("page-table")
      .locator(".ant-tag", { hasText: "首页" }),
  ).toHaveCount(1);

  // Reopened, the page is as it was saved.
  await row.getByTestId(`page-design-${id}`).click();
  await expect(page).toHaveURL(
    new RegExp(`/page/design/creatDevise/${id}/edit$`),
  );
  await expect(page.getByTestId("designer-home-tag")).toBeVisible();
  await expect(blocksOnPhone(page)).toHaveCount(2);
  await expect(blocksOnPhone(page).nth(0)).toHaveAttribute(
    "data-block",
    "home_goods_list",
  );
  await expect(blocksOnPhone(page).nth(1)).toHaveAttribute(
    "data-block",
    "banner",
  );
  await expect(
    page.getByTestId("phone-canvas").getByTestId("preview-goods"),
  ).toHaveCount(2);
  await expect(page.getByTestId("phone-title")).toHaveText("春季上新");
  await page
    .getByTestId("phone-canvas")
    .getByTestId("block-home_goods_list")
    .click();
  await expect(
    page
      .getByTestId("prop-goods-layout")
      .locator(".ant-radio-button-wrapper-checked"),
  ).toHaveText("三列");
});

test("in English: add blocks by keyboard, preview with a code, rename and delete the page", async ({
  page,
}) => {
  const name = `Sale${Date.now() % 100000}`;
  await signInMerchant(page);
  await chooseLanguage(page, "English");
  await page.goto("/design/index");
  const list = activePage(page);
  await expect(list.getByTestId("page-table")).toContainText("Template name");
  await list.getByTestId("page-add").click();

  const designer = page.getByTestId("designer");
  await designer.getByTestId("settings-name").fill(name);
  // Widgets can be added without a mouse: focus one in the palette and press Enter.
  await designer.getByTestId("palette-home_title").focus();
  await page.keyboard.press("Enter");
  await expect(designer.getByTestId("panel-home_title")).toBeVisible();
  await designer.getByTestId("prop-title-text").fill("On sale");
  await expect(
    designer.getByTestId("phone-canvas").getByTestId("preview-title"),
  ).toContainText("On sale");
  await designer.getByTestId("palette-z_auxiliary_box").focus();
  await page.keyboard.press("Enter");
  await expect(blocksOnPhone(page)).toHaveCount(2);
  // With a search box on the page, the header block is refused.
  await designer.getByTestId("palette-search_box").click();
  await designer.getByTestId("palette-home_comb").click();
  await expect(
    page.getByText("The header and the search box cannot be on the same page"),
  ).toBeVisible();

  await designer.getByTestId("designer-save").click();
  await expect(page.getByText("Template created")).toBeVisible();
  await designer.getByTestId("designer-preview").click();
  const preview = page.getByTestId("preview-dialog");
  await expect(preview.getByTestId("phone-preview")).toContainText("On sale");
  await expect(preview.getByTestId("preview-qrcode")).toHaveAttribute(
    "src",
    /^data:image\/png;base64,/,
  );
  await page.keyboard.press("Escape");

  // Leaving with unsaved changes asks first; staying keeps them.
  await designer.getByTestId("settings-title").fill("Summer");
  page.once("dialog", (dialog) => void dialog.dismiss());
  await designer.getByTestId("designer-back").click();
  await expect(page).toHaveURL(/\/page\/design\/creatDevise\/\d+\/edit$/);
  await expect(designer.getByTestId("phone-title")).toHaveText("Summer");
  page.once("dialog", (dialog) => void dialog.accept());
  await designer.getByTestId("designer-back").click();

  const row = activePage(page).locator(".ant-table-row", { hasText: name });
  const id = Number((await row.getAttribute("data-row-key"))!);
  await row.getByTestId(`page-more-${id}`).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByTestId("prompt-input").fill(`${name}-2`);
  await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Template renamed")).toBeVisible();
  await expect(activePage(page).getByTestId(`page-name-${id}`)).toHaveText(
    `${name}-2`,
  );

  await row.getByTestId(`page-more-${id}`).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Template deleted")).toBeVisible();
  await expect(activePage(page).getByTestId(`page-name-${id}`)).toHaveCount(0);
});

test("a page made in the original designer opens with all its widgets, is edited and saved without losing a key", async ({
  page,
}) => {
  await signInMerchant(page);
  const name = `原版页${Date.now() % 100000}`;
  const { id } = await api<{ id: number }>(page, "POST", "save", {
    name,
    title: "原版",
    value: ORIGINAL_HOME,
  });
  await page.goto(`/page/design/creatDevise/${id}/edit`);
  const designer = page.getByTestId("designer");
  const phone = designer.getByTestId("phone-canvas");
  // Every widget shows, in the page's order.
  await expect(blocksOnPhone(page)).toHaveCount(17);
  const shown = await blocksOnPhone(page).evaluateAll((blocks) =>
    blocks.map((b) => b.getAttribute("data-block")),
  );
  expect(shown[0]).toBe("search_box");
  expect(shown.at(-1)).toBe("home_footer");
  await expect(phone.getByTestId("preview-title")).toContainText("热销推荐");
  await expect(
    phone.getByTestId("block-home_goods_list").getByTestId("preview-goods"),
  ).toHaveCount(2);

  // Edit: the title's text, and the banner's space above.
  await phone.getByTestId("block-home_title").click();
  await designer.getByTestId("prop-title-text").fill("本周热卖");
  await expect(phone.getByTestId("preview-title")).toContainText("本周热卖");
  await phone.getByTestId("block-banner").click();
  await designer
    .getByTestId("panel-banner")
    .getByTestId("prop-up")
    .locator("input")
    .fill("24");
  await designer
    .getByTestId("panel-banner")
    .getByTestId("prop-up")
    .locator("input")
    .blur();

  const saved = page.waitForResponse((r) =>
    r.url().includes("/page/diy/update"),
  );
  await designer.getByTestId("designer-save").click();
  expect((await (await saved).json()).code).toBe(200);

  const stored = relative(
    (await api<{ value: Document }>(page, "GET", `info/${id}`)).value,
    new URL(page.url()).origin,
  ) as Document;
  expect(Object.keys(stored)).toEqual(Object.keys(ORIGINAL_HOME));
  const changes: string[] = [];
  for (const [key, before] of Object.entries(ORIGINAL_HOME)) {
    expect(missingPaths(before, stored[key]), String(before.name)).toEqual([]);
    changes.push(
      ...changedLeaves(before, stored[key]).map(
        (leaf) => `${String(before.name)}.${leaf}`,
      ),
    );
  }
  expect(changes.sort()).toEqual([
    "swiperBg.upConfig.val",
    "titles.titleConfig.val",
  ]);
  expect(stored[Object.keys(ORIGINAL_HOME)[3]!]).toMatchObject({
    name: "titles",
    titleConfig: { val: "本周热卖", max: 8 },
  });
});
