import { get, type EndpointTable } from "../../providers/endpoints";
import { CUSTOMER } from "./area";

export { CUSTOMER };

/** The customer list; the backend decodes the search text a second time (README, "Search text decoded twice"). */
export const CUSTOMER_LIST = get("user/list", { decoded: ["content"] });

/** Contract §3.13. */
export const customerEndpoints: EndpointTable = {
  [CUSTOMER.customers]: {
    list: CUSTOMER_LIST,
    one: get("user/detail/:id"),
  },
};
