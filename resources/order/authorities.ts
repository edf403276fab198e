import { ESHEET_AUTHORITIES } from "../../server/shared/tightenedAuthorities";

/** Authority strings of orders and after-sales (contract §3.11, §3.12, §5), written once. */
export const ORDER_AUTH = {
  list: "merchant:order:page:list",
  counts: "merchant:order:status:num",
  info: "merchant:order:info",
  lines: "merchant:order:detail:list",
  send: "merchant:order:send",
  mark: "merchant:order:mark",
  delete: "merchant:order:delete",
  print: "merchant:order:print",
  invoices: "merchant:order:invoice:list",
  logistics: "merchant:order:logistics:info",
  updateInvoice: "merchant:order:invoice:update",
  verify: "merchant:order:verification",
  directRefund: "merchant:order:direct:refund",
  export: "merchant:export:order:excel",
  /** The ship dialog's courier list (contract §3.10). */
  couriers: "merchant:express:search:page",
  /** E-sheet templates of a courier (contract §3.10). */
  templates: "merchant:express:template",
  /** Delivery personnel to pick the delivery person from (contract §3.22). */
  personnel: "merchant:delivery:personnel:page",
  /** The merchant's addresses to send a return to (contract §3.20). */
  returnAddresses: "merchant:address:list",
  /** The e-sheet sender (contract §3.21; README, "Tightened authorities"). */
  eSheet: ESHEET_AUTHORITIES.info,
} as const;

export const REFUND_AUTH = {
  list: "merchant:refund:order:page:list",
  counts: "merchant:refund:order:status:num",
  detail: "merchant:refund:order:detail",
  mark: "merchant:refund:order:mark",
  audit: "merchant:refund:order:audit",
  receiving: "merchant:refund:order:receiving",
  receivingReject: "merchant:refund:order:receiving:reject",
} as const;
