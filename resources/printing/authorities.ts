import { ESHEET_AUTHORITIES } from "../../server/shared/tightenedAuthorities";

/** Authority strings of receipt printers (contract §3.19, §5), written once. */
export const PRINT_AUTH = {
  list: "merchant:admin:print:list",
  info: "merchant:admin:print:info",
  save: "merchant:admin:print:save",
  edit: "merchant:admin:print:edit",
  delete: "merchant:admin:print:delete",
  status: "merchant:admin:print:update:status",
  layout: "merchant:print:get:content",
  saveLayout: "merchant:print:save:content",
} as const;

/** E-sheet settings: none on a CRMEB backend, the e-sheet menu's on the reference server (README, "Tightened authorities"). */
export const ESHEET_AUTH = ESHEET_AUTHORITIES;
