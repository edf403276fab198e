/** The funds flow and the daily / monthly statements (contract §3.16). */
import { dateLimitRange, monthLimitRange } from "../../core/dateLimit.js";
import { toPage } from "../../core/envelope.js";
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
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
      const [rows, merchant] = await Promise.all([
        base
          .select(FLOW_COLUMNS)
          .orderBy("b.createTime", "desc")
          .orderBy("b.id", "desc")
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        merchantById(db, session.merId),
      ]);
      const list: FundsFlow[] = rows.map((r) => ({
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
      }));
      return toPage(list, Number(total), query.page, query.limit);
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/finance/daily/statement/list",
    authority: "merchant:finance:daily:statement:page:list",
    schema: { query: statementQuery },
    handler: async ({ db, session, query }) => {
      const { total, list } = await statementPage(db, session.merId, "day", dateLimitRange(query.dateLimit), query.page, query.limit);
      return toPage(list, total, query.page, query.limit);
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/finance/month/statement/list",
    authority: "merchant:finance:month:statement:page:list",
    schema: { query: statementQuery },
    handler: async ({ db, session, query }) => {
      const { total, list } = await statementPage(db, session.merId, "month", monthLimitRange(query.dateLimit), query.page, query.limit);
      return toPage(list, total, query.page, query.limit);
    },
  }),
];
