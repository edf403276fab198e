/**
 * Applying for a settlement (MerchantClosingApplyRequest): the account must be the configured one
 * and complete, the amount within the platform's limits and the balance above the guaranteed
 * amount. The check and the new record run in one transaction, so two applications cannot both
 * spend the same balance.
 */
import { randomInt } from "node:crypto";
import { merchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import { refused } from "../../core/errors.js";
import { formatDateTime, fromCents, now } from "../../core/format.js";
import { accountComplete, storedAccount } from "./account.js";
import { balancesOf, transferable, transferLimits } from "./balance.js";
import type { ClosingApply, SettlementInfo } from "./contract.js";
import { lockRow } from "../../db/dialect.js";

/** `CM` + yyyyMMddHHmmss (GMT+8) + 6 digits: a settlement number. */
export const closingNumber = (at: Date, serial: number = randomInt(1_000_000)) => `CM${formatDateTime(at).replace(/\D/g, "")}${String(serial).padStart(6, "0")}`;

/** The account fields a settlement record keeps, as they were when applying. */
export function accountSnapshot(account: SettlementInfo) {
  const none = { closingName: "", closingBank: "", closingBankCard: "", alipayAccount: "", wechatNo: "", paymentCode: "" };
  switch (account.settlementType) {
    case "bank":
      return { ...none, closingName: account.bankUserName, closingBank: account.bankName, closingBankCard: account.bankCard };
    case "wechat":
      return { ...none, closingName: account.realName, wechatNo: account.wechatCode, paymentCode: account.wechatQrcodeUrl };
    case "alipay":
      return { ...none, closingName: account.realName, alipayAccount: account.alipayCode, paymentCode: account.alipayQrcodeUrl };
  }
}

const yuan = (cents: number) => `${fromCents(cents)}元`;

export async function applyForClosing(db: Db, merId: number, body: ClosingApply): Promise<void> {
  const limits = await transferLimits(db);
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    // Applications of one merchant run one after the other, each seeing the balance the last one left.
    await lockRow(trx, "merchant", merId);
    const account = await storedAccount(trx, merId);
    if (body.closingType !== account.settlementType) throw refused("结算类型与结算账户的类型不一致，请先修改结算账户");
    if (!accountComplete(account)) throw refused("请先完善结算账户信息");
    if (body.amount < limits.min) throw refused(`结算金额不能低于最低结算金额${yuan(limits.min)}`);
    if (limits.max > 0 && body.amount > limits.max) throw refused(`结算金额不能高于最高结算金额${yuan(limits.max)}`);
    const { balance } = await balancesOf(trx, merId);
    const available = transferable(balance, limits);
    if (available <= 0) throw refused(`商户余额不足，需保留保证金${yuan(limits.guaranteed)}`);
    if (body.amount > available) throw refused(`结算金额不能超过可结算金额${yuan(available)}`);
    const time = now();
    await trx
      .insertInto("merchantClosing")
      .values({
        merId,
        closingNo: closingNumber(new Date()),
        amount: body.amount,
        closingType: body.closingType,
        ...accountSnapshot(account),
        auditStatus: 0,
        accountStatus: 0,
        auditName: "",
        refusalReason: "",
        closingProof: "[]",
        mark: body.mark,
        createTime: time,
        updateTime: time,
      })
      .execute();
  });
}
