import { useEffect } from "react";
import { STORAGE } from "../../providers/storage";
import { useLatestCallback } from "../../src/widgets/useLatestCallback";

/** The product editor caches the list of system forms; a save or delete makes it stale. */
export function forgetSystemFormCache(): void {
  const key = STORAGE.cachedLists.find((name) => name.endsWith("systemFormList"));
  if (key) localStorage.removeItem(key);
}

/** The channel on which the builder tells the console's tabs that it saved a form. */
const SAVED_CHANNEL = "systemForm:saved";

const channel = () => (typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(SAVED_CHANNEL));

/**
 * Tells every tab of the console that a system form was saved: the builder is a page of its own,
 * opened in a new tab, and the list that opened it would otherwise show what it had before.
 */
export function announceSystemFormSaved(): void {
  const sender = channel();
  sender?.postMessage("saved");
  sender?.close();
}

/** Calls `onSaved` whenever the builder, in this tab or another, saved a system form. */
export function useSystemFormSaved(onSaved: () => void): void {
  const saved = useLatestCallback(onSaved);
  useEffect(() => {
    const receiver = channel();
    if (!receiver) return;
    receiver.onmessage = () => saved();
    return () => receiver.close();
  }, [saved]);
}
