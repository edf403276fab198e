import { get, type EndpointTable } from "../../providers/endpoints";

export const CUSTOMER = { customers: "customer" } as const;

/** Contract §3.13. */
export const customerEndpoints: EndpointTable = {
  [CUSTOMER.customers]: {
    list: get("user/list"),
    one: get("user/detail/:id"),
  },
};
