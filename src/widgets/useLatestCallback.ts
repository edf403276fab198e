import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function of stable identity that always runs the latest `callback`: for handing a
 * callback that changes on every render (Refine's table onChange) to a memoised child.
 */
export function useLatestCallback<A extends unknown[], R>(callback: ((...args: A) => R) | undefined): (...args: A) => R | undefined {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current?.(...args), []);
}
