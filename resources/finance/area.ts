import type { Area } from "../../src/routing/types";

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

export const CAPITAL_FLOW_PATH = "/finance/capitalFlow";

export const STATEMENT_PATH = "/finance/statement";

export const CLOSING_RECORD_PATH = "/finance/closingRecord";

/** Resource names of the finance area. */
export const FINANCE = {
  flow: "fundsFlow",
  daily: "dailyStatement",
  monthly: "monthlyStatement",
  closings: "merchantClosing",
  settlement: "settlementAccount",
} as const;

/** Finance: funds flow, daily / monthly statements, settlements and the settlement account. */
export const area: Area = {
  name: "finance",
  locales: ["finance", "library"],
  resources: [
    { name: FINANCE.flow, list: CAPITAL_FLOW_PATH, meta: { authorities: { list: FINANCE_AUTH.flow, export: FINANCE_AUTH.flowExport } } },
    { name: FINANCE.daily, list: STATEMENT_PATH, meta: { authorities: { list: FINANCE_AUTH.daily } } },
    { name: FINANCE.monthly, meta: { authorities: { list: FINANCE_AUTH.monthly } } },
    {
      name: FINANCE.closings,
      list: CLOSING_RECORD_PATH,
      meta: { authorities: { list: FINANCE_AUTH.closings, show: FINANCE_AUTH.closingDetail, baseInfo: FINANCE_AUTH.baseInfo, apply: FINANCE_AUTH.apply } },
    },
    { name: FINANCE.settlement, meta: { authorities: { info: FINANCE_AUTH.settlementInfo, edit: FINANCE_AUTH.settlementEdit } } },
  ],
  load: () => import("./endpoints").then((m) => m.financeEndpoints),
  routes: [
    { path: CAPITAL_FLOW_PATH, page: () => import("./flow/FundsFlowPage"), title: "titles.finance.capitalFlow", authority: FINANCE_AUTH.flow },
    { path: STATEMENT_PATH, page: () => import("./statement/StatementPage"), title: "titles.finance.statement", authority: FINANCE_AUTH.daily },
    { path: CLOSING_RECORD_PATH, page: () => import("./closing/ClosingRecordPage"), title: "titles.finance.closingRecord", authority: FINANCE_AUTH.closings },
  ],
};
