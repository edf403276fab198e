import { matchPath } from "react-router";
import type { PageRoute } from "./types";

/** The registered route that renders a concrete path, with its params. */
export function findRoute(routes: readonly PageRoute[], pathname: string) {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params as Record<string, string | undefined> };
  }
  return undefined;
}

/** True when a menu path has a page to open (menu paths never carry params). */
export function hasPage(routes: readonly PageRoute[], menuPath: string): boolean {
  return findRoute(routes, menuPath) !== undefined;
}
