import type { PageRoute } from "../../routing/types";
import type { TagEntry } from "./tagsModel";

/** The tag of a page shown at `pathname` (+ `search`). */
export const tagEntryOf = (route: PageRoute, pathname: string, search = ""): TagEntry => ({
  key: pathname,
  fullPath: pathname + search,
  affix: Boolean(route.affix),
  noCache: Boolean(route.noCache),
});

/** Affix routes without params are tags from the start (the dashboard). */
export const affixEntries = (routes: readonly PageRoute[]): TagEntry[] =>
  routes.filter((route) => route.affix && !route.path.includes(":")).map((route) => tagEntryOf(route, route.path));
