import { matchPath } from "react-router";
import type { PageRoute } from "./types";

type Found = { route: PageRoute; params: Record<string, string | undefined> } | undefined;

/** Answers by route list and path: a navigation asks for the same path several times (the move, the page stack, the tabs), and each miss compiles every route's pattern. */
const found = new WeakMap<readonly PageRoute[], Map<string, Found>>();

/** The registered route that renders a concrete path, with its params. */
export function findRoute(routes: readonly PageRoute[], pathname: string): Found {
  let byPath = found.get(routes);
  if (!byPath) found.set(routes, (byPath = new Map()));
  if (byPath.has(pathname)) return byPath.get(pathname);
  let answer: Found;
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      answer = { route, params: match.params as Record<string, string | undefined> };
      break;
    }
  }
  if (byPath.size > 500) byPath.clear();
  byPath.set(pathname, answer);
  return answer;
}

/** True when a menu path has a page to open (menu paths never carry params). */
export function hasPage(routes: readonly PageRoute[], menuPath: string): boolean {
  return findRoute(routes, menuPath) !== undefined;
}
