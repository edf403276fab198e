/**
 * A SQLite instance that finds another holding the file's write lock waits the busy timeout
 * (5 s) and then fails with SQLITE_BUSY. At start, another instance may hold it longer: its
 * migrations or its seed, one transaction each (sqliteDialect.ts). `untilUnlocked` tries a
 * starting step again until the lock is free, up to `giveUpAfterMs`.
 */
const STARTUP_WAIT_MS = 15 * 60_000;

/** Whether `error`, or an error it wraps, is SQLite's "database is locked". */
export function isDatabaseLocked(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e && typeof e === "object"; e = e.cause as typeof e) {
    if (typeof e.code === "string" && e.code.startsWith("SQLITE_BUSY")) return true;
  }
  return false;
}

export async function untilUnlocked<T>(step: () => Promise<T>, giveUpAfterMs = STARTUP_WAIT_MS, pauseMs = 200): Promise<T> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseLocked(error) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
