import { expect as baseExpect } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test("the configured form templates 84 and 86 open by id from the system forms and render with their rules", async ({ page }) => {
  await signInMerchant(page, "/maintain/systemForm");
  await activePage(page).getByTestId("system-form-templates").click();
  await expect(page).toHaveURL(/\/maintain\/formTemplate\?id=84/);

  // 84: the public-account form, read by id.
  const form = activePage(page).getByTestId("form-config-renderer");
  await expect(form.getByText("公众号名称")).toBeVisible();
  const configs = activePage(page).getByTestId("template-config");
  await expect(configs.getByRole("radio", { name: "微信公众号表单配置" })).toBeChecked();

  // 86: the seckill form; its required field and its values.
  await configs.locator("label", { hasText: "秒杀配置" }).click();
  await expect(configs.getByRole("radio", { name: "秒杀配置" })).toBeChecked();
  await expect(page).toHaveURL(/id=86/);
  await expect(form.getByText("秒杀时段")).toBeVisible();
  await expect(form.getByText("公众号名称")).toHaveCount(0);
  await form.getByTestId("form-config-submit").click();
  await expect(form.locator(".ant-form-item-explain-error").filter({ hasText: "请输入活动名称" })).toBeVisible();
  await form.getByPlaceholder("请输入活动名称").fill("周末秒杀");
  await form.getByTestId("form-config-submit").click();
  const values = activePage(page).getByTestId("template-values");
  await expect(values).toContainText('"seckillName": "周末秒杀"');
  await expect(values).toContainText('"seckillOnceNum": 1');

  // A reload keeps the chosen config.
  await page.reload();
  await expect(activePage(page).getByTestId("form-config-renderer").getByText("秒杀时段")).toBeVisible({ timeout: 60_000 });
});
