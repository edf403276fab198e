import { useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { parsePath, UNSAFE_NavigationContext as NavigationContext, type Location, type NavigateOptions, type To } from "react-router";
import { tagsStore } from "./tags/tagsStore";
import { pageIntent } from "./pageIntent";

let moves = 0;

/**
 * A hidden page must never move the console: a list that syncs its filters to the address
 * (Refine's syncWithLocation), a page whose code or data arrives after the user left it, or a
 * callback it created while it was shown, would otherwise pull the user back. Each page gets
 * one navigator that checks, at call time, whether its page is hidden: then navigations within
 * its own path update its tab's address and navigations elsewhere are dropped. The tree stays
 * the same whether shown or hidden, so the page keeps its state.
 *
 * "Hidden" is also a page the console has just left and not yet rendered as hidden: the user
 * clicked another tab, and the page's own effects from its last render run before that
 * render (a list syncing its filters, in a CI run, pulled the user back). The history's
 * location, which a navigation updates at once, tells.
 */
export function PaneNavigation({ hidden, location, children }: { hidden: boolean; location: Location; children: ReactNode }) {
  const real = useContext(NavigationContext);
  const live = useRef({ hidden, location });
  useLayoutEffect(() => {
    live.current = { hidden, location };
  });
  const value = useMemo(() => {
    const { navigator, basename } = real;
    const base = basename && basename !== "/" ? basename : "";
    /** The path the console is at now (the history's own location; none where the navigator has no location). */
    const pathNow = () => {
      const at = (navigator as unknown as { location?: { pathname: string } }).location?.pathname;
      if (at === undefined) return undefined;
      return base && at.startsWith(base) ? at.slice(base.length) || "/" : at;
    };
    const away = () => live.current.hidden || (pathNow() ?? live.current.location.pathname) !== live.current.location.pathname;
    const stay = (to: To, state?: unknown) => {
      const own = live.current.location.pathname;
      const path = typeof to === "string" ? parsePath(to) : to;
      const pathname = path.pathname ?? own;
      if (pathname !== own) return;
      moves += 1;
      const moved = { pathname, search: path.search ?? "", hash: path.hash ?? "", state: state ?? null, key: `hidden-${moves}` };
      tagsStore.relocate(own, moved);
      pageIntent.relocate(own, moved); // a page rendered ahead of its click (pageIntent.ts)
    };
    return {
      ...real,
      navigator: {
        ...navigator,
        go: (delta: number) => (away() ? undefined : navigator.go(delta)),
        push: (to: To, state?: unknown, options?: NavigateOptions) => (away() ? stay(to, state) : navigator.push(to, state, options)),
        replace: (to: To, state?: unknown, options?: NavigateOptions) => (away() ? stay(to, state) : navigator.replace(to, state, options)),
      },
    };
  }, [real]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
