import { useCallback, useEffect, useRef } from "react";
import { useWarnAboutChange } from "@refinedev/core";
import { tagsStore } from "../layout/tags/tagsStore";
import { usePageKey } from "../layout/tags/pageKey";

/**
 * The guard against leaving a form with unsaved changes (Refine's `warnWhenUnsavedChanges`,
 * shown by `<UnsavedChangesNotifier />` on route changes and by the browser on unload).
 * `markDirty` arms it on the first change; `clear` disarms it after a save or a cancel.
 * While armed, the page's history tab keeps it mounted when hidden, however many others open.
 */
export function useUnsavedGuard(enabled = true) {
  const { setWarnWhen } = useWarnAboutChange();
  const pageKey = usePageKey();
  const dirty = useRef(false);
  const markDirty = useCallback(() => {
    if (!enabled || dirty.current) return;
    dirty.current = true;
    setWarnWhen(true);
    if (pageKey) tagsStore.setDirty(pageKey, true);
  }, [enabled, setWarnWhen, pageKey]);
  const clear = useCallback(() => {
    dirty.current = false;
    setWarnWhen(false);
    if (pageKey) tagsStore.setDirty(pageKey, false);
  }, [setWarnWhen, pageKey]);
  useEffect(
    () => () => {
      setWarnWhen(false);
      if (pageKey) tagsStore.setDirty(pageKey, false);
    },
    [setWarnWhen, pageKey],
  );
  return { markDirty, clear, isDirty: () => dirty.current };
}
