// Issue 3: switching the layout or the colour theme in the theme drawer applies without a
// reload in ≤ 100 ms, timed from the click to the frame painted with the new arrangement
// (the chosen layout's root in place of the old one) or the new colours (the shell's CSS
// variable, and no antd component left with the old theme's style class).
/* global document, window, getComputedStyle, MutationObserver -- the conditions run in the page */
import { signedInPage } from "./common.mjs";
import { clickOn, round1, timeInteraction } from "./timing.mjs";

const BUDGET_MS = 100;
/** The default layout is columns; each other one in turn, then back. */
const LAYOUTS = ["defaults", "classic", "transverse", "columns"];
const NEW_THEME = { id: "theme-5", primary: "#6954f0" };

export async function themeScenario(browser, { origin, token }) {
  const { context, page } = await signedInPage(browser, { origin, token });
  try {
    await page.goto(origin + "/dashboard");
    await page.getByTestId("dashboard-welcome").waitFor();
    await page.getByTestId("layout-columns").waitFor();
    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByTestId("theme-drawer-button").click();
    await page.getByTestId("theme-drawer-body").waitFor();
    await page.waitForTimeout(600); // the drawer's opening motion

    const layouts = {};
    const cpu = {};
    let current = "columns";
    for (const layout of LAYOUTS) {
      const { ms, cpuMs } = await timeInteraction(
        page,
        {
          until: ([next, previous]) =>
            !!document.querySelector(`[data-testid="layout-${next}"]`) && !document.querySelector(`[data-testid="layout-${previous}"]`),
          arg: [layout, current],
        },
        await clickOn(page.getByTestId(`layout-option-${layout}`)),
      );
      layouts[layout] = round1(ms);
      cpu[layout] = round1(cpuMs);
      current = layout;
      await page.waitForTimeout(300);
    }

    // Done when antd's components paint in the new colour (a switched-on switch of the drawer)
    // and the shell's own variable has it too.
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(NEW_THEME.primary.slice(i, i + 2), 16)).join(", ")})`;
    // The click shows the colours through a preview of antd's variables; antd's own render of
    // the theme follows at low priority and removes it. Noted: when that happened.
    await page.evaluate(() => {
      window.__themeSettled = new Promise((resolve) => {
        let clickAt = null;
        window.addEventListener("click", (event) => (clickAt = event.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (clickAt === null || document.getElementById("antd-theme-preview")) return;
          observer.disconnect();
          resolve(performance.now() - clickAt);
        });
        observer.observe(document.head, { childList: true });
      });
    });
    const theme = await timeInteraction(
      page,
      {
        until: ([primary, primaryRgb]) => {
          const on = document.querySelector(".ant-switch.ant-switch-checked");
          return document.documentElement.style.getPropertyValue("--shell-primary") === primary && !!on && getComputedStyle(on).backgroundColor === primaryRgb;
        },
        arg: [NEW_THEME.primary, rgb],
      },
      await clickOn(page.getByTestId(`theme-option-${NEW_THEME.id}`)),
    );
    if (!(await page.evaluate(() => window.__sameDocument))) throw new Error("the page reloaded while switching");
    const settledMs = await page.evaluate(() => window.__themeSettled);

    const slowest = LAYOUTS.reduce((a, b) => (layouts[b] > layouts[a] ? b : a));
    return [
      {
        key: "layoutSwitch",
        label: "layout switch (slowest of the four)",
        ms: layouts[slowest],
        cpuMs: cpu[slowest],
        budgetMs: BUDGET_MS,
        note: LAYOUTS.map((l) => `${l} ${layouts[l]}`).join(", "),
        detail: { ms: layouts, cpuMs: cpu },
      },
      {
        key: "themeSwitch",
        label: `colour theme switch (theme-1 → ${NEW_THEME.id})`,
        ms: round1(theme.ms),
        cpuMs: round1(theme.cpuMs),
        budgetMs: BUDGET_MS,
        note: `antd's own styles caught up ${round1(settledMs)} ms after the click`,
        detail: { domMs: round1(theme.domMs), settledMs: round1(settledMs) },
      },
    ];
  } finally {
    await context.close();
  }
}
