/**
 * Finance demo data for merchants 1 and 2, made from the seeded orders: every paid order's income,
 * fee and brokerage rows, every finished refund booked the way a live refund is (recordRefundFlows);
 * a settlement account each; settlements paid out with proof pictures from the picture library,
 * one pending and one rejected, sized from what the merchant's received orders brought in.
 */
import type { Db } from "../../db/database.js";
import { formatDateTime } from "../../core/format.js";
import { recordRefundFlows, orderPayBills } from "./bills.js";
import { balancesOf } from "./balance.js";
import { accountSnapshot, closingNumber } from "./closings.js";
import type { SettlementInfo } from "./contract.js";
import { EMPTY_ACCOUNT } from "./account.js";

const DAY_MS = 24 * 3600 * 1000;

const ACCOUNTS: Record<number, SettlementInfo> = {
  1: {
    ...EMPTY_ACCOUNT,
    settlementType: "bank",
    bankUserName: "王建国",
    bankName: "中国工商银行杭州文三路支行",
    bankCard: "6222021202041234567",
    bankAddress: "浙江省杭州市西湖区文三路 168 号",
  },
  2: {
    ...EMPTY_ACCOUNT,
    settlementType: "alipay",
    alipayCode: "zhou.shop@example.com",
    alipayQrcodeUrl: "/static/demo/product-05.png",
    realName: "周晓燕",
  },
};

/** A settlement of the demo: its share of the merchant's settled takings, age, outcome. */
interface ClosingStory {
  share: number;
  ageDays: number;
  outcome: "paid" | "pending" | "rejected";
}

const CLOSINGS: Record<number, ClosingStory[]> = {
  1: [
    { share: 0.2, ageDays: 75, outcome: "paid" },
    { share: 0.15, ageDays: 40, outcome: "paid" },
    { share: 0.25, ageDays: 20, outcome: "rejected" },
    { share: 0.12, ageDays: 12, outcome: "paid" },
    { share: 0.08, ageDays: 1, outcome: "pending" },
  ],
  2: [{ share: 0.3, ageDays: 15, outcome: "paid" }],
};

const AUDITOR = "平台财务-陈会计";
const REFUSAL = "结算账户开户行信息与持卡人不符，请核对后重新申请";

async function seedBills(db: Db, merId: number): Promise<void> {
  const merchant = await db.selectFrom("merchant").select("handlingFee").where("id", "=", merId).executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom("merchantOrder")
    .select(["merId", "orderNo", "uid", "payPrice", "platCouponPrice", "integralPrice", "firstBrokerage", "secondBrokerage", "payTime", "createTime"])
    .where("merId", "=", merId)
    .where("paid", "=", 1)
    .orderBy("id")
    .execute();
  const rows = orders.flatMap((order) => orderPayBills(order, merchant.handlingFee));
  if (rows.length) await db.insertInto("merchantBill").values(rows).execute();
  const refunded = await db.selectFrom("refundOrder").select("orderNo").distinct().where("merId", "=", merId).where("refundStatus", "=", 3).execute();
  for (const { orderNo } of refunded) await recordRefundFlows(db, merId, orderNo);
}

/** Settlements as whole yuan shares of the settled takings, so the balance stays above them. */
async function seedClosings(db: Db, merId: number, proofs: string[]): Promise<void> {
  const { balance: settled } = await balancesOf(db, merId);
  const account = ACCOUNTS[merId]!;
  let serial = merId * 100;
  for (const story of CLOSINGS[merId] ?? []) {
    const amount = Math.floor((settled * story.share) / 100) * 100;
    if (amount <= 0) continue;
    const applied = new Date(Date.now() - story.ageDays * DAY_MS);
    const audited = formatDateTime(new Date(applied.getTime() + 6 * 3600 * 1000));
    const paidOut = formatDateTime(new Date(applied.getTime() + 26 * 3600 * 1000));
    const decided = story.outcome !== "pending";
    const proof = story.outcome === "paid" ? proofs.slice(serial % 3, (serial % 3) + 2) : [];
    await db
      .insertInto("merchantClosing")
      .values({
        merId,
        closingNo: closingNumber(applied, serial++),
        amount,
        closingType: account.settlementType,
        ...accountSnapshot(account),
        auditStatus: { paid: 1, pending: 0, rejected: 2 }[story.outcome],
        accountStatus: story.outcome === "paid" ? 1 : 0,
        auditName: decided ? AUDITOR : "",
        auditTime: decided ? audited : null,
        refusalReason: story.outcome === "rejected" ? REFUSAL : "",
        closingProof: JSON.stringify(proof),
        closingTime: story.outcome === "paid" ? paidOut : null,
        mark: story.outcome === "pending" ? "本月货款结算" : "",
        createTime: formatDateTime(applied),
        updateTime: decided ? audited : formatDateTime(applied),
      })
      .execute();
  }
}

export async function seedFinance(db: Db): Promise<void> {
  const pictures = await db.selectFrom("systemAttachment").select("sattDir").where("merId", "=", 1).where("attType", "=", "png").orderBy("attId").limit(6).execute();
  const proofs = pictures.map((p) => p.sattDir);
  for (const merId of [1, 2]) {
    await db.insertInto("merchantSettlement").values({ merId, ...ACCOUNTS[merId]!, updateTime: formatDateTime(new Date(Date.now() - 90 * DAY_MS)) }).execute();
    await seedBills(db, merId);
    await seedClosings(db, merId, proofs);
  }
}
