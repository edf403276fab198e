/** The sign-in page's two states for the accessibility checks: plain, and with the slider captcha open. */
import { expect, type Page } from "@playwright/test";

/** An account no one has, failed often enough to need the captcha (failures are counted per account name). */
export async function openCaptcha(page: Page, account = `captcha-${Date.now()}`) {
  await page.goto("/login");
  await page.getByPlaceholder(/请输入账号|Account/).fill(account);
  await page.getByPlaceholder(/请输入密码|Password/).fill("Wrong@1234");
  const submit = page.getByRole("button", { name: /登\s*录|Sign in/ });
  for (let i = 0; i < 4; i++) {
    const answered = page.waitForResponse((response) => response.url().endsWith("/admin/merchant/login"));
    await submit.click();
    await answered;
    await expect(submit).toBeEnabled();
  }
  // The page asks the server how often this account failed (on a failed sign-in) and opens the captcha next time.
  await expect(async () => {
    await submit.click();
    await expect(page.getByTestId("captcha-handle")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("captcha-piece")).toBeVisible();
}
