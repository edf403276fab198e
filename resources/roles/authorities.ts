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
