import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

/** Hold time before a long press fires (spec doc 2 §9). */
export const LONG_PRESS_MS = 1000;

/**
 * Handlers to spread on an element: holding it (mouse or touch) for `ms` runs the callback
 * once; releasing or leaving earlier cancels.
 */
export function useLongPress(callback: () => void, ms = LONG_PRESS_MS) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), ms);
  }, [ms]);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { onMouseDown: start, onMouseUp: cancel, onMouseLeave: cancel, onTouchStart: start, onTouchEnd: cancel, onTouchCancel: cancel };
}
