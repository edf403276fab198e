import { useContext, useMemo, type ReactNode } from "react";
import { parsePath, UNSAFE_NavigationContext as NavigationContext, type Location, type To } from "react-router";
import { tagsStore } from "./tags/tagsStore";

let moves = 0;

/**
 * A hidden page must never move the console: a list that syncs its filters to the address
 * (Refine's syncWithLocation), or a page whose code arrives after the user left it, would
 * otherwise pull the user back. Its navigations within its own path update its tab's
 * address; navigations elsewhere are dropped. The shown page gets the real navigator; the
 * tree stays the same either way, so the page keeps its state.
 */
export function PaneNavigation({ hidden, location, children }: { hidden: boolean; location: Location; children: ReactNode }) {
  const real = useContext(NavigationContext);
  const value = useMemo(() => {
    if (!hidden) return real;
    const stay = (to: To, state?: unknown) => {
      const path = typeof to === "string" ? parsePath(to) : to;
      const pathname = path.pathname ?? location.pathname;
      if (pathname !== location.pathname) return;
      moves += 1;
      tagsStore.relocate(location.pathname, { pathname, search: path.search ?? "", hash: path.hash ?? "", state: state ?? null, key: `hidden-${moves}` });
    };
    return {
      ...real,
      navigator: { ...real.navigator, go: () => undefined, push: stay, replace: stay },
    };
  }, [hidden, real, location.pathname]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
