import { Suspense, type ComponentType } from "react";
import type { PageRoute } from "./types";
import { RouteAccess } from "./RouteAccess";
import { PageFallback } from "./PageFallback";
import { readyLazy } from "./readyLazy";
import { pageStarting } from "../boot/bootConsole";

const lazyPages = new Map<PageRoute, ComponentType>();

/** One lazy component per route, created once so React keeps its state between renders. */
export function pageOf(route: PageRoute) {
  let page = lazyPages.get(route);
  if (!page) {
    // The manifest's loader also loads the page's area (its rows and translations). A page opened
    // from inside the console mounts after its first answers (boot/bootConsole.ts `startPage`):
    // the address is already the page's when it mounts.
    const load = route.page;
    const waitOpening = () => pageStarting(window.location.pathname);
    page = readyLazy(
      Object.assign(() => Promise.all([load(), waitOpening()]).then(([module]) => module), {
        loaded: () => (waitOpening() ? undefined : load.loaded?.()),
      }),
    );
    lazyPages.set(route, page);
  }
  return page;
}

/** A route's page behind its access check, loading lazily. */
export function guarded(route: PageRoute) {
  const Page = pageOf(route);
  return (
    <RouteAccess route={route}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </RouteAccess>
  );
}
