import { useCallback, useLayoutEffect, useRef } from "react";

/** Default wait of the duplicate-click guard (spec doc 1 §9). */
export const GUARD_WAIT_MS = 1000;

/**
 * A duplicate-click guard: the first call runs, further calls within `wait` ms of it are
 * ignored (a double-clicked save sends one request).
 */
export function useGuardedClick<A extends unknown[]>(handler: (...args: A) => unknown, wait = GUARD_WAIT_MS) {
  const last = useRef(-Infinity);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < wait) return;
      last.current = now;
      latest.current(...args);
    },
    [wait],
  );
}
