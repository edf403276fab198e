import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";
const media = () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
};
/** Whether the operating system asks for less motion, now. */
export const prefersReducedMotion = () => media()?.matches ?? false;

/** Whether the operating system asks for less motion; followed live. */
export const useReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
