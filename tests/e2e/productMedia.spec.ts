import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { picture, pngFile, unique, uploadPictures } from "./libraryHelpers";
import { activePage, signInMerchant, test } from "./support";
import { fillProductIdentity, pickInSelect } from "./productEditorHelpers";

// The editor and the library dialog load lazy chunks and upload files; waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const TO_SUBMIT_TAB = 8;

/** The `src` of each chosen picture's tile, in the order shown. */
const tileSources = (field: Locator) => field.getByTestId("image-picker-item").locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));

/**
 * Drags the tile at `from` onto the tile at `to` with the mouse, in small steps: the picker's
 * pointer sensor (dnd-kit) starts a drag only after the pointer has moved a few pixels.
 */
async function dragTile(page: Page, field: Locator, from: number, to: number) {
  const tiles = field.getByTestId("image-picker-item");
  const start = (await tiles.nth(from).boundingBox())!;
  const end = (await tiles.nth(to).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
  // The tiles slide into their new places; measuring them mid-way would aim the next drag wrong.
  await expect.poll(() => tiles.evaluateAll((els) => els.every((el) => el.getAnimations().length === 0))).toBe(true);
}

/** The library dialog from the slider images' add tile: three uploaded pictures, chosen in a given order. */
async function chooseThreeSliderImages(page: Page, slider: Locator): Promise<string[]> {
  await slider.getByTestId("image-picker-add").click();
  const modal = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  await expect(modal).toBeVisible();
  const tag = unique();
  const files = ["a", "b", "c"].map((n, i) => pngFile(`slide-${n}-${tag}.png`, 40, 40, 70 * i));
  await uploadPictures(page, modal, files);
  // Chosen c, a, b: numbered 1, 2, 3 in that order.
  const order = [files[2]!, files[0]!, files[1]!];
  for (const file of order) await picture(modal, file.name).click();
  for (const [i, file] of order.entries()) await expect(picture(modal, file.name).getByTestId("picture-number")).toHaveText(String(i + 1));
  const sources = await Promise.all(order.map((file) => picture(modal, file.name).locator("img").getAttribute("src")));
  await modal.getByTestId("library-use-selected").click();
  await expect(modal).toBeHidden();
  return sources.map(String);
}

/** What a single-spec product needs besides its slider images (see product.spec.ts). */
async function fillTheRest(page: Page, editor: Locator, name: string, mainImage: string) {
  await fillProductIdentity(page, editor, name, "件");
  await editor.getByTestId("field-intro").fill(`${name} intro`);
  await chooseExisting(page, editor.locator(".product-field-image"), mainImage);
  await pickInSelect(page, editor.getByTestId("field-temp"), "全国包邮");
  await chooseExisting(page, editor.getByTestId("sku-image-0"), mainImage);
  for (const [field, value] of Object.entries({ price: "19.90", cost: "10", otPrice: "29", stock: "5" })) {
    await editor.getByTestId(`sku-${field}-0`).fill(value);
  }
}

/** Opens the library from `scope`'s add tile and uses one picture already there (by its address). */
async function chooseExisting(page: Page, scope: Locator, src: string) {
  await scope.getByTestId("image-picker-add").click();
  const modal = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  await modal.getByTestId("picture-item").filter({ has: page.locator(`img[src="${src}"]`) }).click();
  await modal.getByTestId("library-use-selected").click();
  await expect(modal).toBeHidden();
}

/** Finds the saved product under 待提交审核 and opens it in the editor. */
async function reopenSaved(page: Page, name: string) {
  const list = activePage(page);
  await list.getByTestId("filter-keywords").fill(name);
  await list.getByTestId("filter-search").click();
  await list.getByTestId(`product-tab-${TO_SUBMIT_TAB}`).click();
  const row = list.getByTestId("product-table").locator("tr[data-row-key]").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const id = await row.getAttribute("data-row-key");
  const edit = list.getByTestId(`row-edit-${id}`);
  if (!(await edit.isVisible())) await list.getByTestId(`row-more-${id}`).click();
  await page.getByTestId(`row-edit-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/creatProduct/${id}/2/2/`));
}

test("the product editor's slider images: three pictures chosen in the library, reordered by dragging, kept when saved", async ({ page }) => {
  await signInMerchant(page, "/product/list");
  await page.getByTestId("product-add").click();
  await page.getByTestId("product-type-0").click();
  await expect(page).toHaveURL(/\/product\/list\/creatProduct\/0\/2\/2\/0$/);
  const editor = activePage(page).getByTestId("product-editor");
  const slider = editor.locator(".product-field-slider");

  const [c, a, b] = await chooseThreeSliderImages(page, slider);
  await expect(slider.getByTestId("image-picker-item")).toHaveCount(3);
  await expect.poll(() => tileSources(slider)).toEqual([c, a, b]);

  // The first tile dragged onto the last: the others move up.
  await dragTile(page, slider, 0, 2);
  await expect.poll(() => tileSources(slider)).toEqual([a, b, c]);
  // And the new last one back to the front.
  await dragTile(page, slider, 2, 0);
  await expect.poll(() => tileSources(slider)).toEqual([c, a, b]);
  await dragTile(page, slider, 1, 2);
  await expect.poll(() => tileSources(slider)).toEqual([c, b, a]);

  // Saved and opened again, the order is kept.
  const name = `E2E轮播图-${unique()}`;
  await fillTheRest(page, editor, name, a!);
  await activePage(page).getByTestId("product-save").click();
  await expect(page.getByText("新增成功").last()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/list/);
  await reopenSaved(page, name);
  const reopened = activePage(page).getByTestId("product-editor").locator(".product-field-slider");
  await expect(activePage(page).getByTestId("field-name")).toHaveValue(name);
  await expect.poll(() => tileSources(reopened)).toEqual([c, b, a]);
});
