import { Suspense, type ComponentType } from "react";
import type { PageRoute } from "./types";
import { RouteAccess } from "./RouteAccess";
import { PageFallback } from "./PageFallback";
import { readyLazy } from "./readyLazy";

const lazyPages = new Map<PageRoute, ComponentType>();

/** One lazy component per route, created once so React keeps its state between renders. */
export function pageOf(route: PageRoute) {
  let page = lazyPages.get(route);
  if (!page) {
    // The manifest's loader also loads the page's area (its rows and translations).
    page = readyLazy(route.page);
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
