import { useContext, useMemo, type ReactNode } from "react";
import { parsePath, UNSAFE_NavigationContext as NavigationContext, type Navigator, type To } from "react-router";
import { startPage } from "../boot/bootConsole";
import { tagsStore } from "../layout/tags/tagsStore";
import { pageIntent } from "../layout/pageIntent";

/**
 * Every move to another page of the console (a menu entry, a link, a tab) starts that page's
 * code and first data at the call, before React renders anything of it (boot/bootConsole.ts
 * `startPage`). A page still mounted behind the tabs, or rendered ahead of the click
 * (layout/pageIntent.ts), has both already and starts nothing.
 */
export function StartingNavigation({ children }: { children: ReactNode }) {
  const real = useContext(NavigationContext);
  const value = useMemo(() => {
    const { navigator } = real;
    const start = (to: To) => {
      const { pathname, search } = typeof to === "string" ? parsePath(to) : to;
      // A page kept behind the tabs, or rendered ahead of this click with its answers, has both.
      const here = tagsStore.get().mounted.has(pathname ?? "") || pageIntent.get()?.pathname === pathname;
      if (pathname && !here) startPage(pathname, search ?? "");
    };
    // Every member its own (paneNavigation.tsx copies them), the history's `location` read live.
    const starting = {
      createHref: (to: To) => navigator.createHref(to),
      encodeLocation: navigator.encodeLocation && ((to: To) => navigator.encodeLocation!(to)),
      go: (delta: number) => navigator.go(delta),
      push: (...args: Parameters<Navigator["push"]>) => {
        start(args[0]);
        navigator.push(...args);
      },
      replace: (...args: Parameters<Navigator["replace"]>) => navigator.replace(...args),
      get location() {
        return (navigator as unknown as { location?: unknown }).location;
      },
    };
    return { ...real, navigator: starting };
  }, [real]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
