import type { Area } from "../../src/routing/types";
import { SHIPPING_AUTH as A } from "./authorities";
import { SHIPPING, shippingEndpoints } from "./endpoints";

export const FREIGHT_PATH = "/operation/freightSet";

/** Shipping templates (settings area: owner only) and the region tree their editor picks from. */
export const shippingArea: Area = {
  name: "shipping",
  resources: [
    {
      name: SHIPPING.templates,
      list: FREIGHT_PATH,
      meta: { adminOnly: true, authorities: { list: A.list, show: A.info, create: A.save, edit: A.update, delete: A.delete, cache: A.list } },
    },
    { name: SHIPPING.regions, meta: { authorities: { cityTree: A.cityTree } } },
  ],
  endpoints: shippingEndpoints,
  routes: [{ path: FREIGHT_PATH, page: () => import("./TemplateListPage"), title: "shipping.titles.list", authority: A.list, adminOnly: true }],
};
