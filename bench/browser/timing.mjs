// Timing in the page itself (performance.now(), the page's clock), never asserted:
// - an interaction is timed from its input event's timestamp (a click, a key) to the end of
//   the first frame painted after the page shows the result (a condition on the DOM, checked
//   after every DOM mutation and every frame);
// - a data-driven render is timed from the moment its answer arrived (Resource Timing's
//   responseEnd of the request) to the end of the first frame painted with the result.
// "End of the frame painted" is a message posted from the next requestAnimationFrame: it runs
// once that frame's style, layout and paint are done.
/* global window, document, requestAnimationFrame, cancelAnimationFrame, MutationObserver -- installTiming runs in the page */

/** Installed into every page before its own scripts (context.addInitScript). */
function installTiming() {
  if (window.__bench) return;
  try {
    performance.setResourceTimingBufferSize(100_000);
  } catch {
    /* older engines */
  }
  const afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  const holds = (until, arg) => {
    try {
      return !!until(arg);
    } catch {
      return false;
    }
  };
  /** { dom, paint }: when `until(arg)` first held, and when the frame showing it was painted. */
  const whenHolds = (until, arg, timeoutMs, ready = () => true) =>
    new Promise((resolve, reject) => {
      let done = false;
      let frame = 0;
      const observer = new MutationObserver(() => check());
      const stop = () => {
        done = true;
        observer.disconnect();
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
      const check = () => {
        if (done || !ready() || !holds(until, arg)) return;
        const dom = performance.now();
        stop();
        void afterNextPaint().then((paint) => resolve({ dom, paint }));
      };
      const poll = () => {
        check();
        if (!done) frame = requestAnimationFrame(poll);
      };
      const timer = setTimeout(() => {
        if (done) return;
        stop();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${String(until).slice(0, 300)}`));
      }, timeoutMs);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      frame = requestAnimationFrame(poll);
    });
  /** An input event's time on the page's clock (its timestamp, unless implausible). */
  const eventTime = (event) => {
    const now = performance.now();
    return event.timeStamp > 0 && event.timeStamp <= now && now - event.timeStamp < 10_000 ? event.timeStamp : now;
  };

  window.__bench = {
    watches: {},
    /** Times the next `type` event (capture, on window) until `until(arg)` shows on screen. */
    arm(type, until, arg, timeoutMs) {
      if (holds(until, arg)) throw new Error(`already true before the ${type}: ${String(until).slice(0, 300)}`);
      let started = null;
      const onEvent = (event) => {
        if (started === null) started = eventTime(event);
      };
      window.addEventListener(type, onEvent, true);
      this.pending = whenHolds(until, arg, timeoutMs, () => started !== null)
        .then(({ dom, paint }) => ({ ms: paint - started, domMs: dom - started }))
        .finally(() => window.removeEventListener(type, onEvent, true));
      this.pending.catch(() => undefined);
    },
    /** Watches for `until(arg)` from now on; the result is read with `watched(key)`. */
    watch(key, until, arg, timeoutMs) {
      this.watches[key] = whenHolds(until, arg, timeoutMs);
      this.watches[key].catch(() => undefined);
    },
    /** The watch's times, measured from the last answer of `urlPart` that arrived before the DOM showed it. */
    async fromResponse(key, urlPart) {
      const { dom, paint } = await this.watches[key];
      const answers = performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes(urlPart) && e.responseEnd > 0 && e.responseEnd <= dom)
        .sort((a, b) => a.responseEnd - b.responseEnd);
      const answer = answers[answers.length - 1];
      if (!answer) throw new Error(`no answer of ${urlPart} arrived before the page showed it`);
      return { ms: paint - answer.responseEnd, domMs: dom - answer.responseEnd, url: answer.name, serverMs: answer.responseEnd - answer.requestStart };
    },
    /** Every keydown from now on: its time to the end of the next frame painted after it. */
    recordKeys() {
      const samples = [];
      const onKey = (event) => {
        const started = eventTime(event);
        void afterNextPaint().then((painted) => samples.push(painted - started));
      };
      window.addEventListener("keydown", onKey, true);
      this.keys = { samples, stop: () => window.removeEventListener("keydown", onKey, true) };
    },
  };
}

export const TIMING_SCRIPT = `(${installTiming.toString()})();`;

const DEFAULT_TIMEOUT = 60_000;

/**
 * The page's main-thread CPU time so far, in ms (Chromium's ThreadTime metric): on a busy
 * machine wall-clock figures stretch, the CPU an interaction costs much less. Reading it
 * costs a few ms itself (about 5 ms per timed click or key on an empty page).
 */
const meters = new WeakMap();
export async function mainThreadMs(page) {
  let session = meters.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    await session.send("Performance.enable", { timeDomain: "threadTicks" });
    meters.set(page, session);
  }
  const { metrics } = await session.send("Performance.getMetrics");
  return metrics.find((m) => m.name === "ThreadTime").value * 1000;
}

const source = (until) => `(${until.toString()})`;

/**
 * Times `act` (real input through Playwright, e.g. `clickOn`): from its `on` event to the first
 * frame painted where `until(arg)` holds in the page, with the main-thread CPU spent meanwhile.
 * `until` runs in the page: no closures.
 */
export async function timeInteraction(page, { on = "click", until, arg = null, timeoutMs = DEFAULT_TIMEOUT }, act) {
  await page.evaluate(`window.__bench.arm(${JSON.stringify(on)}, ${source(until)}, ${JSON.stringify(arg)}, ${timeoutMs})`);
  const cpu = await mainThreadMs(page);
  await act();
  const { ms, domMs } = await page.evaluate("window.__bench.pending");
  return { ms, domMs, cpuMs: (await mainThreadMs(page)) - cpu };
}

/**
 * A click on the middle of `locator` as raw input, for `timeInteraction`: the element is
 * scrolled into view and hovered first, as a person's pointer would be, so only the press
 * and release fall in the timed window (Playwright's checks before a click would add CPU).
 */
export async function clickOn(locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.hover();
  await locator.page().waitForTimeout(250); // what hovering starts (a tooltip) settles first
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not visible`);
  return () => locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Clicks into a field to type in it and lets what the click started finish first (the focus
 * ring's 0.2 s transition, a blur elsewhere): a person's first key comes later than that, and
 * `timeKeystrokes` times keys, not the click.
 */
export async function focusForTyping(locator) {
  await locator.click();
  const page = locator.page();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 2_000 });
  await page.waitForTimeout(100);
}

/** Starts watching for `until(arg)` in every document this page loads from now on (before a navigation). */
export async function watchOnLoad(page, key, until, arg = null, timeoutMs = DEFAULT_TIMEOUT) {
  await page.addInitScript({ content: `window.__bench.watch(${JSON.stringify(key)}, ${source(until)}, ${JSON.stringify(arg)}, ${timeoutMs});` });
}

/** Starts watching for `until(arg)` in the current document (before an action). */
export async function watchNow(page, key, until, arg = null, timeoutMs = DEFAULT_TIMEOUT) {
  await page.evaluate(`window.__bench.watch(${JSON.stringify(key)}, ${source(until)}, ${JSON.stringify(arg)}, ${timeoutMs})`);
}

/** The watch `key`, timed from the arrival of the last answer whose address contains `urlPart`. */
export function timeFromResponse(page, key, urlPart) {
  return page.evaluate(([k, u]) => window.__bench.fromResponse(k, u), [key, urlPart]);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Presses `keys` one by one into the focused element at a brisk typing pace (`gapMs` between
 * presses, so work an edit leaves behind lands on later keys): each key's time from keydown
 * to the next frame painted, summarised, and the main thread's CPU per key.
 */
export async function timeKeystrokes(page, keys, { gapMs = 60 } = {}) {
  await page.evaluate(() => window.__bench.recordKeys());
  const cpu = await mainThreadMs(page);
  for (const key of keys) {
    await page.keyboard.press(key);
    await sleep(gapMs);
  }
  await page.waitForFunction((n) => window.__bench.keys.samples.length >= n, keys.length);
  const cpuPerKeyMs = ((await mainThreadMs(page)) - cpu) / keys.length;
  const samples = await page.evaluate(() => {
    window.__bench.keys.stop();
    return window.__bench.keys.samples;
  });
  return { ...summary(samples), cpuPerKeyMs: round1(cpuPerKeyMs), samples: samples.map(round1) };
}

/** Mean, median, 90th percentile and maximum of samples, in ms. */
export function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    mean: round(sorted.reduce((s, x) => s + x, 0) / sorted.length),
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    max: round(sorted[sorted.length - 1]),
  };
}

export const round1 = (n) => Math.round(n * 10) / 10;
