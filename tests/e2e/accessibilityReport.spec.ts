/**
 * Issue 23's survey: axe-core's WCAG 2.1 AA rules on the sign-in page (with and without the
 * captcha) and on every page of merchant1's menu, in Chinese and in English, at 1440 px, reached
 * through the menu. Writes the counts per rule (impact, elements, pages) and every element found
 * to its output folder and prints the table; fails on any serious or critical violation.
 *
 * The gate itself is in every `npm test` (accessibility.spec.ts, everyPage.spec.ts and
 * a11yDialogs.spec.ts fail on any serious or critical violation); this report lists every finding,
 * of any impact, for work on them, and repeats the walks, so it runs only with `npm run a11y:report`
 * (which sets `A11Y_ALL_PAGES=1`).
 */
import { expect, type Page } from "@playwright/test";
import fs from "node:fs";
import { chooseLanguage, signInMerchant, test } from "./support";
import { FindingTally, scanAccessibility } from "./accessibility";
import { walkMenu } from "./menuWalk";
import { openCaptcha } from "./signInScreens";

test.skip(!process.env.A11Y_ALL_PAGES, "opt-in: A11Y_ALL_PAGES=1");
test.describe.configure({ timeout: 3_600_000 });
test.use({ viewport: { width: 1440, height: 900 } });

function report(name: string, tally: FindingTally) {
  const file = test.info().outputPath(`${name}.md`);
  fs.writeFileSync(file, `${tally.table()}\n\n${tally.pageTable()}\n\n${tally.lines.join("\n\n")}\n`);
  console.log(`\n${name} (every element: ${file})\n${tally.table()}\n\n${tally.pageTable()}\n`);
  expect(tally.failingCount, `serious or critical elements, listed in ${file}`).toBe(0);
}

test("the sign-in page, without and with the captcha", async ({ page }) => {
  const tally = new FindingTally();
  for (const language of ["简体中文", "English"] as const) {
    await page.goto("/login");
    await expect(page.getByTestId("login-form")).toBeVisible();
    if (language === "English") await page.getByTestId("language-toggle").getByText("English").click();
    tally.add(`sign-in (${language})`, await scanAccessibility(page));
    await openCaptcha(page);
    tally.add(`sign-in with captcha (${language})`, await scanAccessibility(page));
  }
  report("sign-in", tally);
});

async function everyMenuPage(page: Page, language: "简体中文" | "English") {
  await signInMerchant(page);
  if (language === "English") await chooseLanguage(page, "English");
  const tally = new FindingTally();
  const pages = await walkMenu(page, async (path) => {
    const findings = await scanAccessibility(page);
    tally.add(path, findings);
    if (process.env.A11Y_PROGRESS) console.log(`${path}: ${findings.map((f) => `${f.rule} ${f.nodes.length}`).join(", ") || "clean"}`);
  });
  expect(pages.length).toBeGreaterThan(30);
  report(`menu pages (${language}, ${pages.length} pages)`, tally);
}

test("every menu page in Chinese", async ({ page }) => everyMenuPage(page, "简体中文"));
test("every menu page in English", async ({ page }) => everyMenuPage(page, "English"));
