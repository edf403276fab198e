/**
 * The header's pending-work alert, without React: reads the counts every `intervalMs` while the
 * page is visible, reports each reading, and reports the kinds whose count went up since the
 * last successful reading (the first reading only sets the baseline). A failed reading waits
 * twice as long before the next, up to `MAX_BACKOFF_MS`, so a backend that is down is not
 * asked (and its error toasted) every 30 s.
 */
export type PendingKind = "orders" | "refunds";

/** A count per kind the user may read. */
export type PendingCounts = Partial<Record<PendingKind, number>>;

export interface Rise {
  kind: PendingKind;
  count: number;
  added: number;
}

export const PENDING_KINDS: readonly PendingKind[] = ["orders", "refunds"];
export const POLL_INTERVAL_MS = 30_000;
export const MAX_BACKOFF_MS = 10 * 60_000;

/** Kinds whose count is higher than before; nothing without an earlier reading. */
export function risesBetween(before: PendingCounts | undefined, after: PendingCounts): Rise[] {
  if (!before) return [];
  return PENDING_KINDS.flatMap((kind) => {
    const was = before[kind];
    const now = after[kind];
    return was !== undefined && now !== undefined && now > was ? [{ kind, count: now, added: now - was }] : [];
  });
}

/** What the watch needs of `document`. */
export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

export interface PendingWatchOptions {
  read: () => Promise<PendingCounts>;
  onCounts: (counts: PendingCounts) => void;
  onRise: (rises: Rise[]) => void;
  intervalMs?: number;
  visibility?: VisibilitySource;
}

/** Starts watching; returns the function that stops it. */
export function watchPending({ read, onCounts, onRise, intervalMs = POLL_INTERVAL_MS, visibility = document }: PendingWatchOptions): () => void {
  let last: PendingCounts | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading = false;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    const delay = Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, MAX_BACKOFF_MS));
    timer = setTimeout(tick, delay);
  };

  async function tick() {
    timer = undefined;
    // Hidden: no reading and no timer; showing the page again reads at once.
    if (stopped || visibility.hidden || reading) return;
    reading = true;
    try {
      const counts = await read();
      if (stopped) return;
      failures = 0;
      const rises = risesBetween(last, counts);
      last = counts;
      onCounts(counts);
      if (rises.length) onRise(rises);
    } catch {
      failures += 1;
    } finally {
      reading = false;
    }
    if (!stopped && !visibility.hidden) schedule();
  }

  const onVisibility = () => {
    if (!visibility.hidden && timer === undefined && !reading) void tick();
  };
  visibility.addEventListener("visibilitychange", onVisibility);
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
    visibility.removeEventListener("visibilitychange", onVisibility);
  };
}
