import { expect as baseExpect, type Locator } from "@playwright/test";
import { picture, pngFile, unique, uploadPictures } from "./libraryHelpers";
import { signInMerchant, test } from "./support";

// These flows load several lazy chunks and upload files; on a busy machine a step can take
// seconds, so waits are generous (the assertions stay the same).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const errorsOf = (scope: Locator) => scope.locator(".ant-form-item-explain-error");

test("the material library: upload, choose in order, move to a new category, crop and upload the result", async ({ page }) => {
  await signInMerchant(page, "/maintain/picture");
  const library = page.getByTestId("material-library");
  await expect(library.getByTestId("category-tree").getByText("全部图片")).toBeVisible();

  // A new category under 全部图片: the name is required.
  const category = `E2E分类${unique()}`;
  await library.getByTestId("category-add-root").click();
  await page.getByTestId("category-submit").click();
  await expect(page.getByText("请输入分类名称")).toBeVisible();
  await page.getByPlaceholder("分类名称").fill(`  ${category}  `);
  await page.getByTestId("category-submit").click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(library.getByTestId("category-tree").getByText(category, { exact: true })).toBeVisible();

  // The wrong type is refused before anything is sent.
  await library.getByTestId("library-file-input").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(page.getByText("图片类型必须是.gif,jpeg,jpg,png,bmp中的一种")).toBeVisible();

  // Delete with nothing chosen.
  await library.getByTestId("library-delete").click();
  await expect(page.getByText("请先选择图片")).toBeVisible();

  // Two pictures, uploaded through the main button's file chooser.
  const tag = unique();
  const first = pngFile(`first-${tag}.png`, 48, 32, 0);
  const second = pngFile(`second-${tag}.png`, 40, 40, 60);
  await expect(library.getByTestId("library-main-button")).toHaveText(/上\s*传/);
  await uploadPictures(page, library, [first, second]);
  for (const file of [first, second]) {
    const image = picture(library, file.name).locator("img");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  // Chosen pictures are numbered in the order chosen; the main button offers cropping.
  await picture(library, second.name).click();
  await picture(library, first.name).click();
  await expect(picture(library, second.name).getByTestId("picture-number")).toHaveText("1");
  await expect(picture(library, first.name).getByTestId("picture-number")).toHaveText("2");
  await expect(library.getByTestId("library-main-button")).toHaveText("裁剪图片");
  // More than one chosen: cropping takes one.
  await library.getByTestId("library-main-button").click();
  await expect(page.getByText("最多只能选一张图片")).toBeVisible();
  // Choosing again removes, and the rest renumber.
  await picture(library, second.name).click();
  await expect(picture(library, first.name).getByTestId("picture-number")).toHaveText("1");
  await expect(picture(library, second.name).getByTestId("picture-number")).toHaveCount(0);

  // Move the chosen one into the new category: the selection clears, the picture is there.
  await library.locator(".ant-select").filter({ hasText: "图片移动至" }).click();
  await page.locator(".ant-select-dropdown").getByTitle(category, { exact: true }).click();
  await expect(page.getByText("操作成功")).toBeVisible();
  await expect(library.getByTestId("picture-number")).toHaveCount(0);
  await expect(library.getByTestId("library-main-button")).toHaveText(/上\s*传/);
  await library.getByTestId("category-tree").getByText(category, { exact: true }).click();
  await expect(page).toHaveURL(/pid=\d+/);
  await expect(picture(library, first.name)).toBeVisible();
  await expect(library.getByTestId("picture-item")).toHaveCount(1);

  // Crop it and upload the result: a png named by the timestamp, filed in this category.
  await picture(library, first.name).click();
  await library.getByTestId("library-main-button").click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("crop-upload") });
  await expect(dialog.locator("img").first()).toBeVisible();
  await dialog.getByTestId("crop-toggle").click();
  await expect(dialog.getByTestId("crop-toggle")).toHaveText("关闭裁剪");
  await dialog.getByRole("button", { name: "向右旋转" }).click();
  await dialog.getByTestId("crop-upload").click();
  await expect(page.getByText("上传成功").last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(library.getByTestId("picture-item")).toHaveCount(2);
  await expect(library.getByRole("checkbox", { name: /^\d{13}\.png$/ })).toBeVisible();

  // The list view shows 10 a page with sizes and times; the URL keeps the view.
  await library.getByTitle("列表").click();
  await expect(page).toHaveURL(/view=list/);
  await expect(library.getByTestId("picture-table").getByText(first.name)).toBeVisible();
});

test("the image picker chooses pictures from the library dialog (in a rendered form template)", async ({ page }) => {
  await signInMerchant(page, `/maintain/formTemplate?name=${encodeURIComponent("公众号配置")}`);
  const form = page.getByTestId("form-config-renderer");
  await expect(form.getByText("公众号名称")).toBeVisible();
  await expect(form.getByText("建议尺寸 430×430 像素")).toBeVisible();
  await expect(
    form.getByRole("link", {
      name: "在微信公众平台「设置与开发 - 基本配置」中获取",
    }),
  ).toHaveAttribute("href", "https://mp.weixin.qq.com");

  // The template's rules: required messages, then its AppID pattern.
  await form.getByTestId("form-config-submit").click();
  await expect(errorsOf(form).filter({ hasText: "请输入公众号名称" })).toBeVisible();
  await expect(errorsOf(form).filter({ hasText: "请输入AppID" })).toBeVisible();
  await form.getByPlaceholder("请输入AppID").fill("wx123");
  await form.getByPlaceholder("请输入AppID").blur();
  await expect(errorsOf(form).filter({ hasText: "AppID格式不正确" })).toBeVisible();

  // The picker: the add tile opens the 950 px library dialog; nothing chosen is refused.
  await form.getByTestId("image-picker-add").click();
  const modal = page.getByRole("dialog").filter({ has: page.getByTestId("material-library") });
  await expect(modal).toBeVisible();
  await modal.getByTestId("library-use-selected").click();
  await expect(page.getByText("请先选择图片")).toBeVisible();
  const file = pngFile(`qr-${unique()}.png`, 30, 30, 120);
  await uploadPictures(page, modal, [file]);
  await picture(modal, file.name).click();
  await modal.getByTestId("library-use-selected").click();
  await expect(modal).toBeHidden();
  await expect(form.getByTestId("image-picker-item")).toHaveCount(1);
  await expect(form.getByTestId("image-picker-add")).toHaveCount(0);
  await form.getByTestId("image-picker-remove").click();
  await expect(form.getByTestId("image-picker-add")).toBeVisible();
});

test("the form builder: three widgets, saved, listed, and rendered with their validation messages", async ({ page, context }) => {
  await signInMerchant(page, "/maintain/systemForm");
  await expect(page.getByText("会员信息登记表")).toBeVisible();

  const [builder] = await Promise.all([context.waitForEvent("page"), page.getByTestId("system-form-add").click()]);
  await expect(builder.getByTestId("form-builder")).toBeVisible();
  await expect(builder).toHaveURL(/\/page\/maintain\/creatSystemFrom\/0\/add$/);

  // Saving needs a name and at least one component.
  await builder.getByTestId("builder-save").click();
  await expect(builder.getByText("请输入表单名称")).toBeVisible();
  const formName = `E2E表单${unique()}`;
  await builder.getByTestId("builder-form-name").fill(formName);
  await builder.getByTestId("builder-save").click();
  await expect(builder.getByText("暂未添加任何组件，保存失败！")).toBeVisible();

  // A phone text with its own placeholder.
  await builder.getByTestId("palette-texts").click();
  const panel = builder.getByTestId("property-panel");
  await panel.getByTestId("prop-title").fill("联系电话");
  await panel.getByTestId("prop-tip").fill("请填写联系电话");
  await panel.getByRole("radio", { name: "手机号" }).check();
  // A required single choice.
  await builder.getByTestId("palette-radios").click();
  await panel.getByTestId("prop-title").fill("性别");
  await panel.getByTestId("option-input").first().fill("男");
  await panel.getByTestId("option-input").nth(1).fill("女");
  // A drop-down with a third option.
  await builder.getByTestId("palette-selects").click();
  await panel.getByTestId("prop-title").fill("尺码");
  await panel.getByTestId("option-add").click();
  await expect(panel.getByTestId("option-input")).toHaveCount(3);

  const canvas = builder.getByTestId("phone-canvas");
  await expect(canvas.getByTestId("canvas-item")).toHaveCount(3);
  await expect(canvas.getByText("联系电话")).toBeVisible();

  await builder.getByTestId("builder-save").click();
  await expect(builder.getByText("保存成功")).toBeVisible();
  await expect(builder).toHaveURL(/\/page\/maintain\/creatSystemFrom\/\d+$/);

  // Reloaded from the server, the form is the same.
  await builder.reload();
  await expect(builder.getByTestId("builder-form-name")).toHaveValue(formName);
  await expect(builder.getByTestId("phone-canvas").getByTestId("canvas-item")).toHaveCount(3);

  // Rendered through the form-config renderer: required messages, then the phone pattern.
  await builder.getByTestId("builder-preview-button").click();
  const preview = builder.getByTestId("builder-preview");
  await preview.getByTestId("form-config-submit").click();
  await expect(errorsOf(preview)).toHaveText(["请填写联系电话", "性别不能为空", "请选择"]);
  await preview.getByPlaceholder("请填写联系电话").fill("12345");
  await preview.getByPlaceholder("请填写联系电话").blur();
  await expect(errorsOf(preview).filter({ hasText: "请输入正确的手机号" })).toBeVisible();
  await preview.getByPlaceholder("请填写联系电话").fill("13800138000");
  await preview.getByLabel("女").check();
  await preview.locator(".ant-select").click();
  await builder.locator(".ant-select-dropdown").getByTitle("选项3").click();
  await preview.getByTestId("form-config-submit").click();
  await expect(preview.getByTestId("builder-preview-values")).toContainText('"联系电话": "13800138000"');
  await expect(preview.getByTestId("builder-preview-values")).toContainText('"性别": "女"');

  // The list shows it.
  await page.reload();
  await expect(page.getByText(formName)).toBeVisible();
});
