import type { ShippingTemplate } from "../../server/areas/shipping/contract";
import { pageList, refreshCachedList, useCachedList } from "../../src/widgets/pickers/useCachedList";
import { SHIPPING_AUTH } from "./area";
import { SHIPPING } from "./endpoints";

/** The original console's key for the cached template list (login clears it, spec doc 1 §4). */
export const TEMPLATE_CACHE_KEY = "MerMerAdmin_shippingTemplates";

/** The cached template list the product pages choose from: keywords "", page 1, limit 9999. */
export const useTemplateCache = () =>
  useCachedList<ShippingTemplate>({
    storageKey: TEMPLATE_CACHE_KEY,
    resource: SHIPPING.templates,
    action: "cache",
    query: { keywords: "", page: 1, limit: 9999 },
    authority: SHIPPING_AUTH.list,
    pick: pageList,
  });

/** After every change: forget the cached list; every mounted reader loads it again. */
export const refreshTemplateCache = () => refreshCachedList(TEMPLATE_CACHE_KEY);
