import { lazy } from "react";
import { Navigate, type RouteObject } from "react-router";
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
