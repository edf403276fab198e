/**
 * Stands in for antd's `grid/hooks/useBreakpoint` in the build (vite.config.ts,
 * `antdBreakpointsAtOnce`). antd's hook answers `{}` on the first render and the real screens
 * from a layout effect, which renders its component again before the first paint: Refine's
 * `useTable` (the whole list page), the pagination and the table each did, on every list's
 * first render (profiled on the product list). Here the first render already gets the screens,
 * read from the same media queries, and a component renders again only when they change.
 */
import { useState } from "react";
import useLayoutEffect from "rc-util/es/hooks/useLayoutEffect";
import useResponsiveObserver, { type ScreenMap } from "antd/es/_util/responsiveObserver";

const sameScreens = (a: ScreenMap, b: ScreenMap) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ScreenMap)[]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
};

function screensNow(queries: Record<string, string>, fallback: ScreenMap): ScreenMap {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return fallback;
  return Object.fromEntries(Object.entries(queries).map(([screen, query]) => [screen, window.matchMedia(query).matches]));
}

/**
 * antd's signature. `refreshOnChange: false` asks antd for the screens without renders of their
 * own; its one user here (the table, for columns with `responsive`) reads them on its next
 * render, so a change of screens renders it again instead: only when the window crosses a
 * breakpoint.
 */
export default function useBreakpoint(_refreshOnChange = true, defaultScreens: ScreenMap = {}): ScreenMap {
  const responsiveObserver = useResponsiveObserver();
  const [screens, setScreens] = useState(() => screensNow(responsiveObserver.responsiveMap, defaultScreens));
  useLayoutEffect(() => {
    const token = responsiveObserver.subscribe((next) => setScreens((shown) => (sameScreens(shown, next) ? shown : next)));
    return () => responsiveObserver.unsubscribe(token);
    // antd's observer is made anew on every render; the first one's subscription is kept, as antd does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return screens;
}
