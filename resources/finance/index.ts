import type { Area } from "../../src/routing/types";
import { FINANCE_AUTH as F } from "./authorities";
import { FINANCE, financeEndpoints } from "./endpoints";
import { CAPITAL_FLOW_PATH, CLOSING_RECORD_PATH, STATEMENT_PATH } from "./paths";

/** Finance: funds flow, daily / monthly statements, settlements and the settlement account. */
export const financeArea: Area = {
  name: "finance",
  resources: [
    { name: FINANCE.flow, list: CAPITAL_FLOW_PATH, meta: { authorities: { list: F.flow, export: F.flowExport } } },
    { name: FINANCE.daily, list: STATEMENT_PATH, meta: { authorities: { list: F.daily } } },
    { name: FINANCE.monthly, meta: { authorities: { list: F.monthly } } },
    {
      name: FINANCE.closings,
      list: CLOSING_RECORD_PATH,
      meta: { authorities: { list: F.closings, show: F.closingDetail, baseInfo: F.baseInfo, apply: F.apply } },
    },
    { name: FINANCE.settlement, meta: { authorities: { info: F.settlementInfo, edit: F.settlementEdit } } },
  ],
  endpoints: financeEndpoints,
  routes: [
    { path: CAPITAL_FLOW_PATH, page: () => import("./flow/FundsFlowPage"), title: "titles.finance.capitalFlow", authority: F.flow },
    { path: STATEMENT_PATH, page: () => import("./statement/StatementPage"), title: "titles.finance.statement", authority: F.daily },
    { path: CLOSING_RECORD_PATH, page: () => import("./closing/ClosingRecordPage"), title: "titles.finance.closingRecord", authority: F.closings },
  ],
};
