/** The funds flow and the daily / monthly statements (contract §3.16). */
import { dateLimitRange, monthLimitRange } from "../../core/dateLimit.js";
import { readPage } from "../../core/paging.js";
import { fromCents } from "../../core/format.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { merchantById } from "../../core/accounts.js";
import { FLOW_COLUMNS, flowRows } from "./flowQuery.js";
import { fundsFlowQuery, statementQuery, type FundsFlow, type FundsFlowType } from "./contract.js";
import { statementPage } from "./statements.js";

export const flowRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/finance/funds/flow",
    authority: "merchant:finance:funds:flow",
    schema: { query: fundsFlowQuery },
    handler: async ({ db, session, query }) => {
      const base = flowRows(db, session.merId, query);
      const merchant = await merchantById(db, session.merId);
      return readPage(
        base,
        query,
        (q) => q.select(FLOW_COLUMNS).orderBy("b.createTime", "desc").orderBy("b.id", "desc"),
        (rows): FundsFlow[] =>
          rows.map((r) => ({
            id: r.id,
            orderNo: r.orderNo,
            pm: r.pm,
            amount: fromCents(r.amount),
            type: r.type as FundsFlowType,
            mark: r.mark,
            createTime: r.createTime,
            nickName: r.nickname ?? "",
            uid: r.uid,
            merName: merchant?.name ?? "",
          })),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/finance/daily/statement/list",
    authority: "merchant:finance:daily:statement:page:list",
    schema: { query: statementQuery },
    handler: async ({ db, session, query }) => {
      return statementPage(db, session.merId, "day", dateLimitRange(query.dateLimit), query);
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/finance/month/statement/list",
    authority: "merchant:finance:month:statement:page:list",
    schema: { query: statementQuery },
    handler: async ({ db, session, query }) => {
      return statementPage(db, session.merId, "month", monthLimitRange(query.dateLimit), query);
    },
  }),
];
