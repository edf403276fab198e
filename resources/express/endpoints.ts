import { get, post, type EndpointTable } from "../../providers/endpoints";
import { EXPRESS } from "./area";

export { EXPRESS };

/** The merchant's couriers and delivery staff, also read by the ship dialog; the backend decodes their search text a second time. */
export const COURIER_LIST = get("express/search/page", { decoded: ["keywords"] });

export const PERSONNEL_LIST = get("delivery/personnel/page", { decoded: ["personnelName"] });

/** `express/all` needs `type` (the original company list forgot it and got a 400). */
export const ALL_COMPANIES = { type: "normal" } as const;

/** Contract §3.10 (couriers) and §3.22 (delivery personnel). */
export const expressEndpoints: EndpointTable = {
  [EXPRESS.couriers]: {
    list: COURIER_LIST,
    update: post("express/update"),
    delete: post("express/delete/:id", { send: "none" }),
    actions: {
      relate: post("express/relate"),
      open: post("express/open/switch/:id", { send: "none" }),
      default: post("express/default/switch/:id", { send: "none" }),
    },
  },
  [EXPRESS.companies]: { list: get("express/all") },
  [EXPRESS.personnel]: {
    list: PERSONNEL_LIST,
    create: post("delivery/personnel/save"),
    update: post("delivery/personnel/edit"),
    delete: post("delivery/personnel/delete/:id", { send: "none" }),
  },
};
