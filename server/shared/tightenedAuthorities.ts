/**
 * Authorities the reference server requires where the CRMEB backend checks none (contract §3.14,
 * §3.21, §5: employee CRUD and the e-sheet settings are open to any signed-in admin there). Each
 * is carried by the menu entry that leads to the calls (员工管理, 电子面单), so a role grants them
 * like any other page; the merchant owner holds them all. README: "Tightened authorities".
 */
export const STAFF_AUTHORITIES = {
  list: "merchant:employee:list",
  info: "merchant:employee:info",
  save: "merchant:employee:save",
  update: "merchant:employee:update",
  delete: "merchant:employee:delete",
} as const;

export const ESHEET_AUTHORITIES = {
  info: "merchant:elect:info",
  update: "merchant:elect:update",
} as const;
