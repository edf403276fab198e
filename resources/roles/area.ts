import type { Area } from "../../src/routing/types";

/** Authority strings of roles and admin accounts (contract §3.15, §5), written once. */
export const ROLE_AUTH = {
  list: "merchant:admin:role:list",
  info: "merchant:admin:role:info",
  save: "merchant:admin:role:save",
  update: "merchant:admin:role:update",
  delete: "merchant:admin:role:delete",
  status: "merchant:admin:role:update:status",
  menuTree: "merchant:menu:cache:tree",
} as const;

export const ADMIN_AUTH = {
  list: "merchant:admin:list",
  info: "merchant:admin:info",
  save: "merchant:admin:save",
  update: "merchant:admin:update",
  delete: "merchant:admin:delete",
  status: "merchant:admin:update:status",
  password: "merchant:admin:update:password",
  sms: "merchant:admin:update:receive:sms",
} as const;

export const ROLES_PATH = "/operation/roleManager/identityManager";

export const ADMINS_PATH = "/operation/roleManager/adminList";

export const ROLES = {
  roles: "systemRole",
  admins: "systemAdmin",
  /** Every assignable menu, buttons included (the role editor's tree). */
  menuTree: "roleMenuTree",
} as const;

/** Roles and admin accounts (设置 › 管理权限); owner-only settings like the rest of /operation. */
export const area: Area = {
  name: "roles",
  resources: [
    {
      name: ROLES.roles,
      list: ROLES_PATH,
      meta: { adminOnly: true, authorities: { list: ROLE_AUTH.list, show: ROLE_AUTH.info, create: ROLE_AUTH.save, edit: ROLE_AUTH.update, delete: ROLE_AUTH.delete, status: ROLE_AUTH.status } },
    },
    {
      name: ROLES.admins,
      list: ADMINS_PATH,
      meta: {
        adminOnly: true,
        authorities: { list: ADMIN_AUTH.list, show: ADMIN_AUTH.info, create: ADMIN_AUTH.save, edit: ADMIN_AUTH.update, delete: ADMIN_AUTH.delete, status: ADMIN_AUTH.status, password: ADMIN_AUTH.password, sms: ADMIN_AUTH.sms },
      },
    },
    { name: ROLES.menuTree, meta: { adminOnly: true, authorities: { list: ROLE_AUTH.menuTree } } },
  ],
  load: () => import("./endpoints").then((m) => m.rolesEndpoints),
  routes: [
    { path: ROLES_PATH, page: () => import("./roles/RoleListPage"), title: "titles.roles.roles", authority: ROLE_AUTH.list, adminOnly: true },
    { path: ADMINS_PATH, page: () => import("./admins/AdminListPage"), title: "titles.roles.admins", authority: ADMIN_AUTH.list, adminOnly: true },
  ],
};
