import { STAFF_AUTHORITIES } from "../../server/shared/tightenedAuthorities";
import type { Area } from "../../src/routing/types";

/**
 * The staff endpoints carry no authority on a CRMEB backend (contract §3.14); the reference server
 * asks for those of the staff menu (README, "Tightened authorities"), which the owner holds. Linking
 * a staff member to a customer lists the customers, which needs its own (contract §3.13).
 */
export const STAFF_AUTH = { ...STAFF_AUTHORITIES, customers: "merchant:user:page:list" } as const;

/** The staff list (spec doc 1 §2.2: Staff → /staff/index). */
export const STAFF_PATH = "/staff/index";

export const STAFF = {
  employees: "merchantEmployee",
  /** The customers a staff member can be linked to (GET user/list). */
  customers: "staffCustomer",
} as const;

/** Shop staff: the list, add and edit with a linked customer, the status switch and delete. */
export const area: Area = {
  name: "staff",
  locales: ["staff", "library"],
  resources: [
    { name: STAFF.employees, list: STAFF_PATH, meta: { authorities: { list: STAFF_AUTH.list, show: STAFF_AUTH.info, create: STAFF_AUTH.save, edit: STAFF_AUTH.update, delete: STAFF_AUTH.delete } } },
    { name: STAFF.customers, meta: { authorities: { list: STAFF_AUTH.customers } } },
  ],
  load: () => import("./endpoints").then((m) => m.staffEndpoints),
  routes: [{ path: STAFF_PATH, page: () => import("./list/StaffListPage"), title: "titles.staff.list" }],
};
