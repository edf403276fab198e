import type { Area, PageRoute } from "../src/routing/types";
import { declareExtensions } from "../providers/accessControl";
import { registerEndpoints, registeredEndpoints, setOwnerLoader } from "../providers/endpointRegistry";
import { i18nReady, loadPageAreas } from "../providers/i18nProvider";
import { dashboardArea } from "./dashboard/area";
import { libraryArea } from "./library/area";
import { systemFormArea } from "./systemForm/area";
import { couponArea } from "./coupon/area";
import { shippingArea } from "./shipping/area";
import { expressArea } from "./express/area";
import { productArea } from "./product/area";
import { orderArea } from "./order/area";
import { seckillArea } from "./seckill/area";
import { groupBuyArea } from "./groupbuy/area";
import { financeArea } from "./finance/area";
import { printingArea } from "./printing/area";
import { addressArea } from "./address/area";
import { customerArea } from "./customer/area";
import { staffArea } from "./staff/area";
import { rolesArea } from "./roles/area";
import { shopSettingsArea } from "./shopSettings/area";
import { sensitiveLogArea } from "./sensitiveLog/area";
import { exportsArea } from "./exports/area";
import { pageDiyArea } from "./pageDiy/area";
import { liveArea } from "./live/area";
import { videoChannelArea } from "./videoChannel/area";
import { shellArea } from "../src/shellRoutes";
import { pickersArea } from "../src/widgets/pickers/resources";

/**
 * The console's manifest: every area, one line each, as the shell knows it before loading it
 * (resources, pages, titles, authorities). An area not listed here has no route and no menu entry.
 * Its endpoint rows and translations load with its first page or its first call (`loadArea`).
 */
export const areas: Area[] = [shellArea, pickersArea, dashboardArea, libraryArea, systemFormArea, couponArea, productArea, shippingArea, expressArea, orderArea, seckillArea, groupBuyArea, financeArea, printingArea, addressArea, customerArea, staffArea, rolesArea, shopSettingsArea, sensitiveLogArea, exportsArea, pageDiyArea, liveArea, videoChannelArea];

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
  area.routes.map((route) => ({ ...route, page: () => Promise.all([route.page(), loadArea(area), loadRows(pickersArea)]).then(([page]) => page) })),
);
