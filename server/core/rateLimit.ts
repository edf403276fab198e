/**
 * Counts events per key in fixed one-minute windows, in memory. Enough for one reference-server
 * process; a fleet of servers would count in a shared store instead.
 */
export class MinuteLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one event for `key`; false once the key has used up this minute. */
  take(key: string): boolean {
    const at = this.clock();
    let window = this.windows.get(key);
    if (!window || at - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.forgetOld(at);
      window = { start: at, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }

  private forgetOld(at: number) {
    for (const [key, window] of this.windows) if (at - window.start >= 60_000) this.windows.delete(key);
  }
}

/**
 * At most `limit` tasks at once; the rest wait in order. Password hashing runs in libuv's
 * small thread pool, which file access shares: a burst of logins must not take all of it.
 */
export function concurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
