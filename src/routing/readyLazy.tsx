import { lazy, useState, type ComponentType } from "react";

/**
 * `React.lazy`, except that a component whose module is already here renders at once. React's
 * own lazy suspends on its first render even then, so its Suspense shows the fallback for a
 * moment, and React then holds the content back until 300 ms after that fallback appeared (its
 * reveal throttle): measured on a signed-in load of the dashboard, the KPI figures waited about
 * 300 ms with the main thread idle after their data had arrived. Each mount keeps the component
 * it started with, so the page never remounts when the module arrives later.
 */
type Loader<P> = (() => Promise<{ default: ComponentType<P> }>) & { loaded?: () => { default: ComponentType<P> } | undefined };

export function readyLazy<P extends object>(load: Loader<P>): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function Ready(props: P) {
    const [Component] = useState(() => load.loaded?.()?.default ?? Lazy);
    return <Component {...props} />;
  };
}
