import type { Area } from "../../src/routing/types";

/** Authority strings of the customers area (contract §3.13, §5), written once. */
export const CUSTOMER_AUTH = {
  list: "merchant:user:page:list",
  detail: "merchant:user:detail",
} as const;

/** The customer list (spec doc 1 §2.2: User → /user/index). */
export const CUSTOMER_LIST_PATH = "/user/index";

export const CUSTOMER = { customers: "customer" } as const;

/** The merchant's customers: a filtered list, the detail drawer, and giving a coupon. */
export const area: Area = {
  name: "customer",
  // The coupon picker's texts (giving a coupon).
  locales: ["customer", "coupon"],
  resources: [{ name: CUSTOMER.customers, list: CUSTOMER_LIST_PATH, meta: { authorities: { list: CUSTOMER_AUTH.list, show: CUSTOMER_AUTH.detail } } }],
  load: () => import("./endpoints").then((m) => m.customerEndpoints),
  routes: [{ path: CUSTOMER_LIST_PATH, page: () => import("./list/CustomerListPage"), title: "titles.customer.list", authority: CUSTOMER_AUTH.list }],
};
