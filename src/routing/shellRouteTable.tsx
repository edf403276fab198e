import { lazy } from "react";
import { matchRoutes, Navigate, type RouteObject } from "react-router";
import { routes } from "../../resources";
import { guarded } from "./guardedPage";
import { findRoute } from "./pathMatch";
import { UnknownPath } from "./UnknownPath";

const RedirectPage = lazy(() => import("../pages/RedirectPage"));

/** Pages that render inside the layout. */
export const shellRoutes = routes.filter((route) => (route.layout ?? "shell") === "shell");

/**
 * The layout's own route table: `/` goes to the dashboard, `/redirect/*` re-enters a page,
 * every registered shell page, a menu section to its first page, anything else to /404. Each page of the history tabs renders
 * through it with its own address, so a hidden page keeps its params and query.
 */
export const shellRouteObjects: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  { path: "/redirect/*", element: <RedirectPage /> },
  ...shellRoutes.map((route) => ({ path: route.path, element: guarded(route) })),
  { path: "*", element: <UnknownPath routes={shellRoutes} /> },
];

/** The registered shell page a path opens, if any. */
export const findShellRoute = (pathname: string) => findRoute(shellRoutes, pathname);

const paneTables = new Map<string, RouteObject[]>();

/**
 * The route table of the page at `pathname` alone: the route React Router picks for it from the
 * whole table. A page's pane renders at its own path only, and every navigation renders each
 * kept page's routes again (React's context propagation does not stop at the pane's own router
 * contexts): ranking the whole table took about 2 ms each time, a one-route table nothing.
 * Paths without a page of their own (the index, /redirect, unknown ones) keep the whole table.
 */
export function paneRouteTable(pathname: string): RouteObject[] {
  let table = paneTables.get(pathname);
  if (!table) {
    const route = matchRoutes(shellRouteObjects, pathname)?.at(-1)?.route;
    table = route?.path && route.path !== "*" && !route.path.startsWith("/redirect") ? [route] : shellRouteObjects;
    if (paneTables.size > 500) paneTables.clear();
    paneTables.set(pathname, table);
  }
  return table;
}
