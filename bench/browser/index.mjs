// The client-side budgets of the issues, one scenario per area, each in a fresh signed-in
// context of one Chromium: { area: run(browser, { origin, token }) → measurements }.
// A measurement: { key, label, ms, budgetMs, cpuMs?, note?, detail? } (ms: the figure held
// against the budget; cpuMs: the page's main-thread CPU for it, less sensitive to a busy machine).
import { launchChromium } from "./common.mjs";
import { bootScenario } from "./boot.mjs";
import { libraryScenario } from "./library.mjs";
import { productEditorScenario } from "./productEditor.mjs";
import { productListScenario } from "./productList.mjs";
import { shippingScenario } from "./shipping.mjs";
import { themeScenario } from "./theme.mjs";

export const CLIENT_SCENARIOS = {
  boot: bootScenario, // issue 21
  theme: themeScenario, // issue 3
  productList: productListScenario, // issue 4
  productEditor: productEditorScenario, // issue 4
  library: libraryScenario, // issue 5
  shipping: shippingScenario, // issue 6
};

/**
 * Runs the scenarios named in `only` (all by default), reporting each measurement as it comes;
 * a scenario that fails is reported and the others still run.
 */
export async function clientBudgets({ origin, token, distDir, only, onMeasurement, onFailure }) {
  const results = {};
  const browser = await launchChromium();
  try {
    for (const [area, run] of Object.entries(CLIENT_SCENARIOS)) {
      if (only && !only.includes(area)) continue;
      try {
        results[area] = {};
        for (const m of await run(browser, { origin, token, distDir })) {
          const { key, ...rest } = m;
          results[area][key] = { ...rest, withinBudget: m.ms <= m.budgetMs };
          onMeasurement(area, m);
        }
      } catch (error) {
        results[area] = { error: String(error?.message ?? error).split("\n")[0] };
        onFailure(area, error);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
