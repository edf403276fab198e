/**
 * The merchant's funds flow (eb_merchant_bill): what an order brought in and what left again.
 * A paid order books its income (pay_order), the platform's handling fee (system) and any
 * brokerage; a finished refund books the money going back (refund_order) and returns the matching
 * share of the fee and the brokerage. Rows are written inside the caller's transaction.
 */
import type { Insertable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { fromCents, now } from "../../core/format.js";

export type BillRow = Insertable<DB["merchantBill"]>;

/** The order columns a payment's rows are made from. */
export interface PaidOrder {
  merId: number;
  orderNo: string;
  uid: number;
  payPrice: number;
  platCouponPrice: number;
  integralPrice: number;
  firstBrokerage: number;
  secondBrokerage: number;
  payTime: string | null;
  createTime: string;
}

/** The handling fee on `amount` cents at `rate` percent, to the cent. */
export const feeOf = (amount: number, rate: number) => Math.round((amount * rate) / 100);

/** The rows a paid order leaves: income, the platform's fee at `handlingFee` percent, brokerage. */
export function orderPayBills(order: PaidOrder, handlingFee: number): BillRow[] {
  const receivable = order.payPrice + order.platCouponPrice + order.integralPrice;
  const base = { merId: order.merId, uid: order.uid, orderNo: order.orderNo, linkNo: order.orderNo, createTime: order.payTime ?? order.createTime, platCouponPrice: 0, integralPrice: 0 };
  const rows: BillRow[] = [
    {
      ...base,
      type: "pay_order",
      pm: 1,
      amount: receivable,
      platCouponPrice: order.platCouponPrice,
      integralPrice: order.integralPrice,
      mark: `订单支付，商户收入${fromCents(receivable)}元`,
    },
  ];
  const fee = feeOf(receivable, handlingFee);
  if (fee > 0) rows.push({ ...base, type: "system", pm: 0, amount: fee, mark: `订单支付，平台手续费${fromCents(fee)}元（费率${handlingFee}%）` });
  const brokerage = order.firstBrokerage + order.secondBrokerage;
  if (brokerage > 0) rows.push({ ...base, type: "brokerage", pm: 0, amount: brokerage, mark: `订单支付，分销佣金${fromCents(brokerage)}元` });
  return rows;
}

/** What an order's rows add up to so far, per kind. */
interface Booked {
  income: number;
  fee: number;
  brokerage: number;
  refunded: number;
  feeBack: number;
  brokerageBack: number;
}

async function bookedFor(db: Db, merId: number, orderNo: string): Promise<Booked> {
  const rows = await db.selectFrom("merchantBill").select(["type", "pm", "amount"]).where("merId", "=", merId).where("linkNo", "=", orderNo).execute();
  const sum = (type: string, pm: number) => rows.filter((r) => r.type === type && r.pm === pm).reduce((total, r) => total + r.amount, 0);
  return {
    income: sum("pay_order", 1),
    fee: sum("system", 0),
    brokerage: sum("brokerage", 0),
    refunded: sum("refund_order", 0),
    feeBack: sum("system", 1),
    brokerageBack: sum("brokerage", 1),
  };
}

interface FinishedRefund {
  refundOrderNo: string;
  orderNo: string;
  merId: number;
  uid: number;
  refundPrice: number;
  refundPlatCouponPrice: number;
  refundIntegralPrice: number;
  refundFirstBrokerageFee: number;
  refundSecondBrokerageFee: number;
  refundTime: string | null;
}

/** A refund's rows; the fee goes back in proportion, in full once the whole income went back. */
function refundBills(refund: FinishedRefund, booked: Booked): BillRow[] {
  const amount = refund.refundPrice + refund.refundPlatCouponPrice + refund.refundIntegralPrice;
  const base = { merId: refund.merId, uid: refund.uid, orderNo: refund.refundOrderNo, linkNo: refund.orderNo, createTime: refund.refundTime ?? now(), platCouponPrice: 0, integralPrice: 0 };
  const rows: BillRow[] = [
    {
      ...base,
      type: "refund_order",
      pm: 0,
      amount,
      platCouponPrice: refund.refundPlatCouponPrice,
      integralPrice: refund.refundIntegralPrice,
      mark: `订单退款，商户退款${fromCents(amount)}元（订单${refund.orderNo}）`,
    },
  ];
  const feeLeft = booked.fee - booked.feeBack;
  const whole = booked.refunded + amount >= booked.income;
  const feeBack = whole ? feeLeft : Math.min(feeLeft, booked.income > 0 ? Math.round((booked.fee * amount) / booked.income) : 0);
  if (feeBack > 0) rows.push({ ...base, type: "system", pm: 1, amount: feeBack, mark: `订单退款，退还平台手续费${fromCents(feeBack)}元` });
  const brokerageBack = Math.min(booked.brokerage - booked.brokerageBack, refund.refundFirstBrokerageFee + refund.refundSecondBrokerageFee);
  if (brokerageBack > 0) rows.push({ ...base, type: "brokerage", pm: 1, amount: brokerageBack, mark: `订单退款，退回分销佣金${fromCents(brokerageBack)}元` });
  booked.refunded += amount;
  booked.feeBack += feeBack;
  booked.brokerageBack += brokerageBack;
  return rows;
}

/**
 * Books every finished refund of an order that is not in the funds flow yet. The order area calls
 * this inside the transaction that finishes a refund; calling it again books nothing twice.
 */
export async function recordRefundFlows(db: Db, merId: number, orderNo: string): Promise<void> {
  const refunds = await db
    .selectFrom("refundOrder as r")
    .select([
      "r.refundOrderNo",
      "r.orderNo",
      "r.merId",
      "r.uid",
      "r.refundPrice",
      "r.refundPlatCouponPrice",
      "r.refundIntegralPrice",
      "r.refundFirstBrokerageFee",
      "r.refundSecondBrokerageFee",
      "r.refundTime",
    ])
    .where("r.merId", "=", merId)
    .where("r.orderNo", "=", orderNo)
    .where("r.refundStatus", "=", 3)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("merchantBill as b").select("b.id").where("b.merId", "=", merId).where("b.type", "=", "refund_order").whereRef("b.orderNo", "=", "r.refundOrderNo"))),
    )
    .orderBy("r.id")
    .execute();
  if (!refunds.length) return;
  const booked = await bookedFor(db, merId, orderNo);
  const rows = refunds.flatMap((refund) => refundBills(refund, booked));
  await db
    .insertInto("merchantBill")
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
