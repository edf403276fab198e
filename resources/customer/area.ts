import { COUPON_PICKER_AUTH } from "../../src/widgets/pickers/resources";
import type { Area } from "../../src/routing/types";

/** Authority strings of the customers area (contract §3.13, §5), written once. */
export const CUSTOMER_AUTH = {
  list: "merchant:user:page:list",
  detail: "merchant:user:detail",
} as const;

/**
 * Giving a coupon from a customer's row opens the coupon picker in send mode: it lists the
 * usable coupons and gives one through the `coupon/user/receive` extension.
 */
export const GIVE_COUPON_AUTH = [COUPON_PICKER_AUTH.usable, COUPON_PICKER_AUTH.receive] as const;

/** The customer list (spec doc 1 §2.2: User → /user/index). */
export const CUSTOMER_LIST_PATH = "/user/index";

export const CUSTOMER = { customers: "customer" } as const;

/** The merchant's customers: a filtered list, the detail drawer, and giving a coupon. */
export const customerArea: Area = {
  name: "customer",
  // The coupon picker's texts (giving a coupon).
  locales: ["customer", "coupon"],
  resources: [{ name: CUSTOMER.customers, list: CUSTOMER_LIST_PATH, meta: { authorities: { list: CUSTOMER_AUTH.list, show: CUSTOMER_AUTH.detail } } }],
  load: () => import("./endpoints").then((m) => m.customerEndpoints),
  routes: [{ path: CUSTOMER_LIST_PATH, page: () => import("./list/CustomerListPage"), title: "titles.customer.list", authority: CUSTOMER_AUTH.list }],
};
