import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { risesBetween, watchPending, type PendingCounts } from "../../../resources/dashboard/alerts/pendingWatch";

/** A page whose visibility the test switches. */
function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    hidden: false,
    addEventListener: (_: "visibilitychange", l: () => void) => listeners.add(l),
    removeEventListener: (_: "visibilitychange", l: () => void) => listeners.delete(l),
    set(hidden: boolean) {
      this.hidden = hidden;
      listeners.forEach((l) => l());
    },
  };
}

/** A count source the test moves: each read answers the current counts. */
function fakeSource(initial: PendingCounts) {
  let counts = initial;
  let failing = false;
  const read = vi.fn(async () => {
    if (failing) throw new Error("down");
    return { ...counts };
  });
  return { read, set: (next: PendingCounts) => (counts = next), fail: (on: boolean) => (failing = on) };
}

describe("risesBetween", () => {
  it("reports only kinds that went up, and nothing on the first reading", () => {
    expect(risesBetween(undefined, { orders: 5 })).toEqual([]);
    expect(risesBetween({ orders: 5, refunds: 2 }, { orders: 7, refunds: 2 })).toEqual([{ kind: "orders", count: 7, added: 2 }]);
    expect(risesBetween({ orders: 5, refunds: 2 }, { orders: 4, refunds: 3 })).toEqual([{ kind: "refunds", count: 3, added: 1 }]);
    expect(risesBetween({ refunds: 2 }, { orders: 9, refunds: 2 })).toEqual([]);
  });
});

describe("watchPending", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls every interval and raises an alert when a count rises", async () => {
    const page = fakeDocument();
    const source = fakeSource({ orders: 3, refunds: 1 });
    const onCounts = vi.fn();
    const onRise = vi.fn();
    const stop = watchPending({ read: source.read, onCounts, onRise, intervalMs: 30_000, visibility: page });
    await vi.advanceTimersByTimeAsync(0);
    expect(onCounts).toHaveBeenLastCalledWith({ orders: 3, refunds: 1 });
    expect(onRise).not.toHaveBeenCalled();

    source.set({ orders: 5, refunds: 1 });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(source.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(source.read).toHaveBeenCalledTimes(2);
    expect(onRise).toHaveBeenCalledWith([{ kind: "orders", count: 5, added: 2 }]);

    // A shipped order lowers the count: no alert; a new refund request raises one.
    source.set({ orders: 4, refunds: 2 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onRise).toHaveBeenCalledTimes(2);
    expect(onRise).toHaveBeenLastCalledWith([{ kind: "refunds", count: 2, added: 1 }]);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(source.read).toHaveBeenCalledTimes(3);
  });

  it("does not poll while the page is hidden and reads at once when it shows again", async () => {
    const page = fakeDocument();
    const source = fakeSource({ orders: 1 });
    const onRise = vi.fn();
    const stop = watchPending({ read: source.read, onCounts: () => undefined, onRise, intervalMs: 30_000, visibility: page });
    await vi.advanceTimersByTimeAsync(0);
    page.set(true);
    source.set({ orders: 4 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(source.read).toHaveBeenCalledTimes(1);
    page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(source.read).toHaveBeenCalledTimes(2);
    expect(onRise).toHaveBeenCalledWith([{ kind: "orders", count: 4, added: 3 }]);
    stop();
  });

  it("waits longer after failures and compares with the last good reading", async () => {
    const page = fakeDocument();
    const source = fakeSource({ orders: 2 });
    const onRise = vi.fn();
    const stop = watchPending({ read: source.read, onCounts: () => undefined, onRise, intervalMs: 30_000, visibility: page });
    await vi.advanceTimersByTimeAsync(0);
    source.fail(true);
    await vi.advanceTimersByTimeAsync(30_000); // fails: next in 60 s
    expect(source.read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(source.read).toHaveBeenCalledTimes(2);
    source.fail(false);
    source.set({ orders: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(source.read).toHaveBeenCalledTimes(3);
    expect(onRise).toHaveBeenCalledWith([{ kind: "orders", count: 3, added: 1 }]);
    stop();
  });
});
