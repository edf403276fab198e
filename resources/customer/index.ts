import type { Area } from "../../src/routing/types";
import { CUSTOMER_AUTH as A } from "./authorities";
import { CUSTOMER, customerEndpoints } from "./endpoints";
import { CUSTOMER_LIST_PATH } from "./paths";

/** The merchant's customers: a filtered list, the detail drawer, and giving a coupon. */
export const customerArea: Area = {
  name: "customer",
  resources: [{ name: CUSTOMER.customers, list: CUSTOMER_LIST_PATH, meta: { authorities: { list: A.list, show: A.detail } } }],
  endpoints: customerEndpoints,
  routes: [{ path: CUSTOMER_LIST_PATH, page: () => import("./list/CustomerListPage"), title: "titles.customer.list", authority: A.list }],
};
