import type { Area } from "../../src/routing/types";
import { STAFF_AUTH as A } from "./authorities";
import { STAFF, staffEndpoints } from "./endpoints";
import { STAFF_PATH } from "./paths";

/** Shop staff: the list, add and edit with a linked customer, the status switch and delete. */
export const staffArea: Area = {
  name: "staff",
  resources: [
    { name: STAFF.employees, list: STAFF_PATH, meta: { authorities: { list: A.list, show: A.info, create: A.save, edit: A.update, delete: A.delete } } },
    { name: STAFF.customers, meta: { authorities: { list: A.customers } } },
  ],
  endpoints: staffEndpoints,
  routes: [{ path: STAFF_PATH, page: () => import("./list/StaffListPage"), title: "titles.staff.list" }],
};
