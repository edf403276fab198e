import { get, post, type EndpointTable } from "../../providers/endpoints";
import { CUSTOMER_LIST } from "../customer/endpoints";
import { STAFF } from "./area";

export { STAFF };

/** Contract §3.14: delete and info take the id as `?id=` (§9). */
export const staffEndpoints: EndpointTable = {
  [STAFF.employees]: {
    list: get("employee/list"),
    one: get("employee/info", { idParam: "id" }),
    create: post("employee/save"),
    update: post("employee/update"),
    delete: get("employee/delete", { idParam: "id" }),
  },
  [STAFF.customers]: { list: CUSTOMER_LIST },
};
