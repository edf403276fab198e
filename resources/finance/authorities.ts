/** Authority strings of finance (contract §3.16, §3.23, §5), written once. */
export const FINANCE_AUTH = {
  flow: "merchant:finance:funds:flow",
  /** The flow export, an extension of the reference server. */
  flowExport: "merchant:finance:funds:flow:export",
  daily: "merchant:finance:daily:statement:page:list",
  monthly: "merchant:finance:month:statement:page:list",
  closings: "merchant:finance:closing:page:list",
  closingDetail: "merchant:finance:closing:detail",
  baseInfo: "merchant:finance:closing:base:info",
  apply: "merchant:finance:closing:apply",
  settlementInfo: "merchant:settlement:info",
  settlementEdit: "merchant:settlement:info:edit",
} as const;
