import type { Area, PageRoute } from "../src/routing/types";
import { declareExtensions } from "../providers/accessControl";
import { registerEndpoints, registeredEndpoints, setOwnerLoader } from "../providers/endpointRegistry";
import { i18nReady, loadPageAreas } from "../providers/i18nProvider";
import { shellArea } from "../src/shellRoutes";
import { pickersArea } from "../src/widgets/pickers/resources";
import { settledLoader } from "../src/routing/settledLoader";

/** Every area's declaration: each folder's area.ts exports it as `area`. */
const declared = import.meta.glob<{ area: Area }>("./*/area.ts", { eager: true });

/**
 * The console's manifest: the shell's own pages, the shared pickers and every area, as the shell
 * knows them before loading them (resources, pages, titles, authorities). A folder without an
 * area.ts has no route and no menu entry. An area's endpoint rows and translations load with its
 * first page or its first call (`loadArea`).
 */
export const areas: Area[] = [shellArea, pickersArea, ...Object.values(declared).map((module) => module.area)];

export const resources = areas.flatMap((area) => area.resources ?? []);
// The access rules know every resource's authorities from the start; rows add their extensions as they load.
declareExtensions(registeredEndpoints(), resources);

/** The locale files an area's pages read (its own by default; the shell's load with the console). */
export const localesOf = (area: Area): readonly string[] => area.locales ?? (area.load ? [area.name] : []);

const rowsLoaded = new Map<Area, Promise<void>>();
const areasLoaded = new Map<Area, Promise<void>>();

/** Memoized by area; a failed load is tried again next time. */
function once(cache: Map<Area, Promise<void>>, area: Area, start: () => Promise<void>): Promise<void> {
  let loading = cache.get(area);
  if (!loading) {
    loading = start();
    loading.catch(() => cache.delete(area));
    cache.set(area, loading);
  }
  return loading;
}

/** An area's chunk: its endpoint rows join the registry. */
const loadRows = (area: Area) =>
  once(rowsLoaded, area, async () => {
    if (!area.load) return;
    registerEndpoints(await area.load());
    // The access rules learn which authorities gate an extension from the rows loaded so far.
    declareExtensions(registeredEndpoints(), resources);
  });

/** Loads an area's endpoint rows and translations once; its pages and calls wait for it. */
export const loadArea = (area: Area) =>
  once(areasLoaded, area, () => Promise.all([loadRows(area), i18nReady.then(() => loadPageAreas(localesOf(area)))]).then(() => undefined));

const ownerOf = new Map(areas.flatMap((area) => (area.resources ?? []).map((resource) => [resource.name, area] as const)));
// A call needs only the rows: another area's page (the dashboard's pending orders) loads no texts it does not show.
setOwnerLoader((resource) => {
  const area = ownerOf.get(resource);
  return area ? loadRows(area) : Promise.resolve();
});

/** Every area's rows, loaded (the tests of the whole endpoint table). */
export const loadEveryArea = () => Promise.all(areas.map(loadRows)).then(registeredEndpoints);

/**
 * Every page: opening one loads its area first (rows and translations), alongside its own chunk, and
 * the shared pickers' rows, so a page's buttons know every extension they may be built on.
 */
export const routes: PageRoute[] = areas.flatMap((area) =>
  area.routes.map((route) => ({
    ...route,
    page: settledLoader(() => Promise.all([route.page(), loadArea(area), loadRows(pickersArea)]).then(([page]) => page)),
    preload: route.preload && settledLoader(route.preload),
  })),
);
