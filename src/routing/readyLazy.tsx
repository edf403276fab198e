import { useEffect, useState, type ComponentType } from "react";
import { PageFallback } from "./PageFallback";

/**
 * A lazily loaded component that never suspends: it renders at once when its module is already
 * here, and otherwise shows the page spinner until the module comes, then the component.
 *
 * Why not `React.lazy`: it suspends, its Suspense boundary shows the fallback, and React then
 * holds the content back until 300 ms after that fallback appeared (its reveal throttle), even
 * when the code and the data came long before. Measured on a menu click to a page not opened
 * before: its rows were ready about 200 ms after the click and waited, with the main thread idle,
 * for the throttle's timer at about 440 ms. A state update has no such throttle.
 *
 * Each mount keeps the component it started with or received, so the page never remounts.
 * A module that fails to load is thrown during render, for the error boundary above, as a
 * failed `lazy` would be.
 */
type Loader<P> = (() => Promise<{ default: ComponentType<P> }>) & { loaded?: () => { default: ComponentType<P> } | undefined };

type Loaded<P> = { Component: ComponentType<P> } | { error: unknown };

export function readyLazy<P extends object>(load: Loader<P>): ComponentType<P> {
  const already = (): Loaded<P> | undefined => {
    const module = load.loaded?.();
    return module && { Component: module.default };
  };
  return function Ready(props: P) {
    const [loaded, setLoaded] = useState(already);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      load().then(
        (module) => mounted && setLoaded({ Component: module.default }),
        (error: unknown) => mounted && setLoaded({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [loaded]);
    if (!loaded) return <PageFallback />;
    if ("error" in loaded) throw loaded.error;
    return <loaded.Component {...props} />;
  };
}
