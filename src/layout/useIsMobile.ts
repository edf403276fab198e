import { useSyncExternalStore } from "react";

/** Below this width the console uses the default layout with the menu in a drawer (spec doc 1 §9). */
export const MOBILE_BREAKPOINT = 1000;

const subscribe = (listener: () => void) => {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
};
const isNarrow = () => window.innerWidth < MOBILE_BREAKPOINT;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
