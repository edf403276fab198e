/** Settlements (contract §3.16): base info, apply, records and detail. */
import { dateLimitRange } from "../../core/dateLimit.js";
import { readPage } from "../../core/paging.js";
import { refused } from "../../core/errors.js";
import { fromCents } from "../../core/format.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { accountAnswer, storedAccount } from "./account.js";
import { balancesOf, transferable, transferLimits } from "./balance.js";
import { applyForClosing } from "./closings.js";
import {
  closingApplyBody,
  closingNoParams,
  closingSearchQuery,
  type ClosingBaseInfo,
  type ClosingDetail,
  type ClosingRow,
  type SettlementType,
} from "./contract.js";

/** Stored proof paths (JSON array) → the JSON text of their absolute URLs. */
function proofAnswer(stored: string, origin: string): string {
  let paths: unknown;
  try {
    paths = JSON.parse(stored || "[]");
  } catch {
    paths = [];
  }
  const list = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === "string") : [];
  return JSON.stringify(list.map((p) => toMediaUrl(p, origin)));
}

export const closingRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/finance/closing/base/info",
    authority: "merchant:finance:closing:base:info",
    handler: async ({ db, session, request }): Promise<ClosingBaseInfo> => {
      const [account, limits, balances] = await Promise.all([storedAccount(db, session.merId), transferLimits(db), balancesOf(db, session.merId)]);
      return {
        ...accountAnswer(account, requestOrigin(request)),
        guaranteedAmount: fromCents(limits.guaranteed),
        transferMinAmount: fromCents(limits.min),
        transferMaxAmount: fromCents(limits.max),
        balance: fromCents(balances.balance),
        transferBalance: fromCents(transferable(balances.balance, limits)),
        freezeAmount: fromCents(balances.freezeAmount),
      };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/finance/closing/apply",
    authority: "merchant:finance:closing:apply",
    sensitive: "商户结算申请",
    schema: { body: closingApplyBody },
    handler: async ({ db, session, body }) => {
      await applyForClosing(db, session.merId, body);
      return null;
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/finance/closing/record/list",
    authority: "merchant:finance:closing:page:list",
    schema: { query: closingSearchQuery },
    handler: async ({ mine, query }) => {
      let base = mine.selectFrom("merchantClosing");
      if (query.closingNo) base = base.where("closingNo", "like", `%${query.closingNo}%`);
      if (query.closingType) base = base.where("closingType", "=", query.closingType);
      if (query.auditStatus !== undefined) base = base.where("auditStatus", "=", query.auditStatus);
      if (query.accountStatus !== undefined) base = base.where("accountStatus", "=", query.accountStatus);
      const range = dateLimitRange(query.dateLimit);
      if (range) base = base.where("createTime", ">=", range.start).where("createTime", "<=", range.end);
      return readPage(
        base,
        query,
        (q) =>
          q
            .select(["id", "closingNo", "amount", "closingType", "accountStatus", "auditStatus", "auditName", "auditTime", "createTime"])
            .orderBy("createTime", "desc")
            .orderBy("id", "desc"),
        (rows) => {
          const list: ClosingRow[] = rows.map((r) => ({ ...r, amount: fromCents(r.amount), closingType: r.closingType as SettlementType }));
          return list;
        },
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/finance/closing/record/detail/:closingNo",
    authority: "merchant:finance:closing:detail",
    schema: { params: closingNoParams },
    handler: async ({ mine, params, request }): Promise<ClosingDetail> => {
      const row = await mine.selectFrom("merchantClosing").selectAll().where("closingNo", "=", params.closingNo).executeTakeFirst();
      if (!row) throw refused("结算记录不存在");
      const origin = requestOrigin(request);
      return {
        id: row.id,
        closingNo: row.closingNo,
        amount: fromCents(row.amount),
        closingType: row.closingType as SettlementType,
        closingName: row.closingName,
        closingBank: row.closingBank,
        closingBankCard: row.closingBankCard,
        alipayAccount: row.alipayAccount,
        wechatNo: row.wechatNo,
        paymentCode: toMediaUrl(row.paymentCode, origin),
        realName: row.closingName,
        accountStatus: row.accountStatus,
        closingProof: proofAnswer(row.closingProof, origin),
        closingTime: row.closingTime,
        auditStatus: row.auditStatus,
        refusalReason: row.refusalReason,
        auditTime: row.auditTime,
        mark: row.mark,
      };
    },
  }),
];
