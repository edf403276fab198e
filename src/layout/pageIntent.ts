import { useEffect, useState, startTransition } from "react";
import type { Location } from "react-router";

/**
 * The page a person is about to open: the pointer has rested on its menu entry and its first
 * answers are here (boot/bootConsole.ts `pointerOnEntry`). The page stack renders it unseen at
 * this address, so the click that follows only shows it (PageStack.tsx). Leaving the entry
 * drops it, and its pane unmounts unless the page was opened meanwhile.
 */
let intent: Location | undefined;
let made = 0;
const listeners = new Set<() => void>();

function set(next: Location | undefined): void {
  intent = next;
  for (const listener of listeners) listener();
}

export const pageIntent = {
  get: (): Location | undefined => intent,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Render the page at `pathname` (its default view) ahead of the click. */
  show(pathname: string): void {
    if (intent?.pathname === pathname) return;
    made += 1;
    set({ pathname, search: "", hash: "", state: null, key: `intent-${made}` });
  },
  /** The pointer left the entry of `pathname`. */
  drop(pathname: string): void {
    if (intent?.pathname === pathname) set(undefined);
  },
  /** The hidden page changed its own address (a list syncing its filters): remember it. */
  relocate(pathname: string, location: Location): void {
    if (intent?.pathname === pathname) set(location);
  },
  /** Where a click on the entry of `pathname` goes: the address its rendered page is at. */
  addressOf(pathname: string): string {
    return intent?.pathname === pathname ? intent.pathname + intent.search + intent.hash : pathname;
  },
};

/**
 * The intended page for the page stack, applied in a transition: rendering it yields to input,
 * so a click that comes first is handled at once (the page then mounts as it would have without).
 */
export function usePageIntent(): Location | undefined {
  const [shown, setShown] = useState(intent);
  useEffect(() => {
    const follow = () => startTransition(() => setShown(intent));
    follow();
    return pageIntent.subscribe(follow);
  }, []);
  return shown;
}
