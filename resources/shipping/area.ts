import type { Area } from "../../src/routing/types";

/** Authority strings of shipping templates and regions (contract §3.9, §5), written once. */
export const SHIPPING_AUTH = {
  list: "merchant:shipping:templates:list",
  info: "merchant:shipping:templates:info",
  save: "merchant:shipping:templates:save",
  update: "merchant:shipping:templates:update",
  delete: "merchant:shipping:templates:delete",
  cityTree: "merchant:city:list:tree",
} as const;

export const SHIPPING = {
  templates: "shippingTemplate",
  regions: "shippingRegion",
} as const;

export const FREIGHT_PATH = "/operation/freightSet";

/** Shipping templates (settings area: owner only) and the region tree their editor picks from. */
export const area: Area = {
  name: "shipping",
  resources: [
    {
      name: SHIPPING.templates,
      list: FREIGHT_PATH,
      meta: { adminOnly: true, authorities: { list: SHIPPING_AUTH.list, show: SHIPPING_AUTH.info, create: SHIPPING_AUTH.save, edit: SHIPPING_AUTH.update, delete: SHIPPING_AUTH.delete, cache: SHIPPING_AUTH.list } },
    },
    { name: SHIPPING.regions, meta: { authorities: { cityTree: SHIPPING_AUTH.cityTree } } },
  ],
  load: () => import("./endpoints").then((m) => m.shippingEndpoints),
  routes: [{ path: FREIGHT_PATH, page: () => import("./TemplateListPage"), title: "titles.shipping.list", authority: SHIPPING_AUTH.list, adminOnly: true }],
};
