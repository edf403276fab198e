// Issue 4: with 100,000 products, /product/list shows its 20 rows within 300 ms of the list's
// answer arriving — on opening the page, and on turning to the next page. Opened five times,
// each in a fresh browser context (nothing cached): the figure is the median, as one opening
// on this shared machine swings by ±60 ms with whatever else runs; every sample is printed.
/* global document -- the conditions run in the page */
import { signedInPage } from "./common.mjs";
import { round1, summary, timeFromResponse, watchNow, watchOnLoad } from "./timing.mjs";

const BUDGET_MS = 300;
const OPENINGS = 5;
const LIST = "/api/admin/merchant/product/list?";
const PAGER = `.ant-table-wrapper:has([data-testid="product-table"]) .ant-pagination`;

const rowsShown = ([count, notFirst]) => {
  const rows = document.querySelectorAll('[data-testid="product-table"] tbody tr.ant-table-row');
  return rows.length >= count && (notFirst === null || rows[0].getAttribute("data-row-key") !== notFirst);
};

/** One opening of the list and one turn to page 2, in a fresh context. */
async function openAndTurn(browser, { origin, token }) {
  const { context, page } = await signedInPage(browser, { origin, token });
  try {
    await watchOnLoad(page, "open", rowsShown, [20, null]);
    await page.goto(origin + "/product/list");
    const open = await timeFromResponse(page, "open", LIST);
    const total = await page.locator(PAGER).locator(".ant-pagination-total-text").innerText();

    const firstKey = await page.locator('[data-testid="product-table"] tbody tr.ant-table-row').first().getAttribute("data-row-key");
    await watchNow(page, "next", rowsShown, [20, firstKey]);
    await page.locator(PAGER).locator(".ant-pagination-next").click();
    const next = await timeFromResponse(page, "next", LIST);
    if (!next.url.includes("page=2")) throw new Error(`expected page 2, got ${next.url}`);
    return { open, next, total: total.trim() };
  } finally {
    await context.close();
  }
}

const median = (values) => summary(values).p50;

export async function productListScenario(browser, options) {
  const runs = [];
  for (let i = 0; i < OPENINGS; i++) runs.push(await openAndTurn(browser, options));
  const line = (key, label, pick) => {
    const ms = runs.map((run) => round1(run[pick].ms));
    const answers = runs.map((run) => round1(run[pick].serverMs));
    return {
      key,
      label: `${label}, median of ${OPENINGS}`,
      ms: median(ms),
      budgetMs: BUDGET_MS,
      note: `${ms.join(" / ")} ms; answers took ${answers.join(" / ")} ms${key === "open" ? `; ${runs[0].total} on the tab` : ""}`,
      detail: { samples: ms, domMs: runs.map((run) => round1(run[pick].domMs)), answerMs: answers },
    };
  };
  return [line("open", "product list, 20 rows after the answer (open)", "open"), line("nextPage", "product list, 20 rows after the answer (page 2)", "next")];
}
