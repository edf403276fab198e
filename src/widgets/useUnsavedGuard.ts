import { useCallback, useEffect, useRef } from "react";
import { useWarnAboutChange } from "@refinedev/core";

/**
 * The guard against leaving a form with unsaved changes (Refine's `warnWhenUnsavedChanges`,
 * shown by `<UnsavedChangesNotifier />` on route changes and by the browser on unload).
 * `markDirty` arms it on the first change; `clear` disarms it after a save or a cancel.
 */
export function useUnsavedGuard(enabled = true) {
  const { setWarnWhen } = useWarnAboutChange();
  const dirty = useRef(false);
  const markDirty = useCallback(() => {
    if (!enabled || dirty.current) return;
    dirty.current = true;
    setWarnWhen(true);
  }, [enabled, setWarnWhen]);
  const clear = useCallback(() => {
    dirty.current = false;
    setWarnWhen(false);
  }, [setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
  return { markDirty, clear, isDirty: () => dirty.current };
}
