import { get, post, type EndpointTable } from "../../providers/endpoints";
import { PRINTING } from "./area";

export { PRINTING };

/** Contract §3.19 (receipt printers) and §3.21 (e-sheet settings). */
export const printingEndpoints: EndpointTable = {
  [PRINTING.printers]: {
    list: get("print/list"),
    one: get("print/info/:id"),
    create: post("print/save"),
    update: post("print/update"),
    delete: get("print/delete/:id", { send: "none" }),
    actions: {
      status: post("print/status"),
      layout: get("print/get/content/:id", { send: "none" }),
      saveLayout: post("print/save/content/:id"),
    },
  },
  [PRINTING.jobs]: { list: get("print/job/list", { extension: true }) },
  [PRINTING.eSheet]: {
    actions: {
      info: get("elect/info"),
      update: post("elect/update"),
    },
  },
};
