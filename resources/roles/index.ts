import type { Area } from "../../src/routing/types";
import { ADMIN_AUTH as A, ROLE_AUTH as R } from "./authorities";
import { ROLES, rolesEndpoints } from "./endpoints";
import { ADMINS_PATH, ROLES_PATH } from "./paths";

/** Roles and admin accounts (设置 › 管理权限); owner-only settings like the rest of /operation. */
export const rolesArea: Area = {
  name: "roles",
  resources: [
    {
      name: ROLES.roles,
      list: ROLES_PATH,
      meta: { adminOnly: true, authorities: { list: R.list, show: R.info, create: R.save, edit: R.update, delete: R.delete, status: R.status } },
    },
    {
      name: ROLES.admins,
      list: ADMINS_PATH,
      meta: {
        adminOnly: true,
        authorities: { list: A.list, show: A.info, create: A.save, edit: A.update, delete: A.delete, status: A.status, password: A.password, sms: A.sms },
      },
    },
    { name: ROLES.menuTree, meta: { adminOnly: true, authorities: { list: R.menuTree } } },
  ],
  endpoints: rolesEndpoints,
  routes: [
    { path: ROLES_PATH, page: () => import("./roles/RoleListPage"), title: "titles.roles.roles", authority: R.list, adminOnly: true },
    { path: ADMINS_PATH, page: () => import("./admins/AdminListPage"), title: "titles.roles.admins", authority: A.list, adminOnly: true },
  ],
};
