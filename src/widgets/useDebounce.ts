import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Default debounce delay (spec doc 2 §9). */
export const DEBOUNCE_MS = 500;

/** The value, once it has stopped changing for `delay` ms (search boxes). */
export function useDebounce<T>(value: T, delay = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A callback that runs `delay` ms after its last call, with that call's arguments. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => unknown, delay = DEBOUNCE_MS) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
}
