import { afterEach, describe, expect, it, vi } from "vitest";

// The boot's collaborators: a session that is fresh at once, the console's code already here, and
// a route table with one page whose preload asks one query answered after `answerMs`.
let answerMs = 0;
const loads = vi.hoisted(() => ({ page: 0, preload: 0, asked: 0, fetched: 0 }));
vi.mock("../../../providers/session", () => ({ adoptLastKnownSession: () => undefined, revalidateSession: () => Promise.resolve({}) }));
vi.mock("../../../src/boot/consoleModules", () => ({ loadConsoleApp: () => Promise.resolve({}), loadShellLayout: () => Promise.resolve({}) }));
vi.mock("../../../src/boot/consoleData", async () => {
  const { prefetch } = await import("../../../src/boot/queryClient");
  const start = () => {
    loads.asked++;
    return prefetch(["rows"], () => (loads.fetched++, new Promise((resolve) => setTimeout(() => resolve([1, 2, 3]), answerMs))));
  };
  const page = () => (loads.page++, Promise.resolve({ default: () => null }));
  const preload = () => (loads.preload++, Promise.resolve(start));
  // As the manifest gives them (resources/index.ts): loaders that tell what they have loaded.
  const { settledLoader } = await import("../../../src/routing/settledLoader");
  const routes = ["/list", "/other", "/third", "/fourth", "/fifth", "/sixth", "/seventh"].map((path) => ({ path, title: "t", page: settledLoader(page), preload: settledLoader(preload) }));
  return { routes, resources: [], dataProvider: {} };
});

const boot = await import("../../../src/boot/bootConsole");
const { queryClient } = await import("../../../src/boot/queryClient");

afterEach(() => queryClient.clear());

async function firstRenderMayStart() {
  const started = performance.now();
  boot.bootConsole("/list", "");
  await boot.bootCodeReady;
  return { waited: performance.now() - started, rows: queryClient.getQueryData(["rows"]) };
}

describe("the first render of a booted page", () => {
  it("waits for the page's first answers when they come soon, so the page renders once with its rows", async () => {
    answerMs = 40;
    const { rows } = await firstRenderMayStart();
    expect(rows).toEqual([1, 2, 3]);
  });

  it("does not wait long for a slow answer: the page renders its loading state and the rows come after", async () => {
    answerMs = 3000;
    const { waited, rows } = await firstRenderMayStart();
    expect(rows).toBeUndefined();
    expect(waited).toBeLessThan(1000);
  });
});

describe("a page whose menu entry the pointer rests on", () => {
  it("loads its code and its preload's code, asks none of its data, and does it once", async () => {
    const before = { ...loads };
    queryClient.clear();
    boot.warmPage("/other");
    boot.warmPage("/other");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads.page - before.page).toBe(1);
    expect(loads.preload - before.preload).toBe(1);
    expect(loads.asked).toBe(before.asked);
    expect(queryClient.getQueryData(["rows"])).toBeUndefined();
  });
});

describe("a page whose menu entry the pointer stays on", () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("asks its first data once the pointer has rested a moment, and the click that follows asks nothing again", async () => {
    queryClient.clear();
    answerMs = 0;
    const before = { ...loads };
    boot.pointerOnEntry("/other");
    await wait(boot.DATA_INTENT_MS / 2);
    expect(loads.fetched).toBe(before.fetched);
    await wait(boot.DATA_INTENT_MS);
    expect(loads.fetched).toBe(before.fetched + 1);
    expect(queryClient.getQueryData(["rows"])).toEqual([1, 2, 3]);
    boot.startPage("/other", "");
    await boot.pageStarting("/other");
    expect(loads.fetched).toBe(before.fetched + 1);
  });

  it("asks nothing when the pointer only passes over the entry", async () => {
    queryClient.clear();
    const before = { ...loads };
    boot.pointerOnEntry("/fourth");
    await wait(boot.DATA_INTENT_MS / 2);
    boot.pointerOffEntry("/fourth");
    await wait(boot.DATA_INTENT_MS * 2);
    expect(loads.fetched).toBe(before.fetched);
    expect(queryClient.getQueryData(["rows"])).toBeUndefined();
  });

  it("has the page rendered ahead once its first answers are here, not before", async () => {
    queryClient.clear();
    answerMs = 80;
    const rowsWhenAnswered: unknown[] = [];
    boot.pointerOnEntry("/fifth", () => rowsWhenAnswered.push(queryClient.getQueryData(["rows"])));
    await wait(boot.DATA_INTENT_MS + 30);
    expect(rowsWhenAnswered).toEqual([]);
    await wait(answerMs + 30);
    expect(rowsWhenAnswered).toEqual([[1, 2, 3]]);
    boot.pointerOffEntry("/fifth");
  });

  it("has the page rendered ahead on its own answers, while another page's request is still on its way", async () => {
    queryClient.clear();
    answerMs = 30;
    // Cancelled by the next test's clear: its rejection is expected.
    void queryClient.fetchQuery({ queryKey: ["another page"], queryFn: () => new Promise((resolve) => setTimeout(() => resolve(1), 1000)) }).catch(() => undefined);
    const answered = vi.fn();
    boot.pointerOnEntry("/seventh", answered);
    await wait(boot.DATA_INTENT_MS + answerMs + 80);
    expect(queryClient.isFetching({ queryKey: ["another page"] })).toBe(1);
    expect(answered).toHaveBeenCalledTimes(1);
    boot.pointerOffEntry("/seventh");
  });

  it("has nothing rendered ahead when the pointer leaves while the answers are on their way", async () => {
    queryClient.clear();
    answerMs = 80;
    const answered = vi.fn();
    boot.pointerOnEntry("/sixth", answered);
    await wait(boot.DATA_INTENT_MS + 30);
    boot.pointerOffEntry("/sixth");
    await wait(answerMs + 30);
    expect(queryClient.getQueryData(["rows"])).toEqual([1, 2, 3]);
    expect(answered).not.toHaveBeenCalled();
  });
});

describe("a move to a page whose code is here", () => {
  it("asks the page's first data in the task of the move, before anything awaits", async () => {
    boot.warmPage("/list");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const before = loads.asked;
    answerMs = 0;
    boot.startPage("/list", "");
    expect(loads.asked).toBe(before + 1);
    expect(queryClient.getQueryState(["rows"])?.fetchStatus).toBe("fetching");
    await boot.pageStarting("/list");
    expect(queryClient.getQueryData(["rows"])).toEqual([1, 2, 3]);
  });

  it("still asks it, once its code has loaded, when the code was not here", async () => {
    const before = loads.asked;
    boot.startPage("/third", "");
    expect(loads.asked).toBe(before);
    await boot.pageStarting("/third");
    expect(loads.asked).toBe(before + 1);
  });
});
