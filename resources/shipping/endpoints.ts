import { get, post, type EndpointTable } from "../../providers/endpoints";
import { SHIPPING } from "./area";

export { SHIPPING };

/** The template list (the cached list is the same call); the backend decodes `keywords` a second time. */
const TEMPLATE_LIST = get("shipping/templates/list", { decoded: ["keywords"] });

/** Contract §3.9: templates (the cached list is the same call with limit 9999) and the region tree. */
export const shippingEndpoints: EndpointTable = {
  [SHIPPING.templates]: {
    list: TEMPLATE_LIST,
    one: get("shipping/templates/info/:id"),
    create: post("shipping/templates/save"),
    update: post("shipping/templates/update"),
    delete: post("shipping/templates/delete/:id", { send: "none" }),
    actions: { cache: TEMPLATE_LIST },
  },
  [SHIPPING.regions]: { actions: { cityTree: get("city/region/city/tree", { send: "none" }) } },
};
