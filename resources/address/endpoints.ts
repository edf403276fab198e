import { get, post, type EndpointTable } from "../../providers/endpoints";
import { ADDRESS } from "./area";

export { ADDRESS };

/** Contract §3.20: the list is a plain array; delete is a GET. */
export const addressEndpoints: EndpointTable = {
  [ADDRESS.addresses]: {
    list: get("address/list"),
    create: post("address/save"),
    update: post("address/update"),
    delete: get("address/delete/:id", { send: "none" }),
    actions: {
      setDefault: post("address/set/default/:id", { send: "none" }),
      toggleShow: post("address/update/show/:id", { send: "none" }),
    },
  },
};
