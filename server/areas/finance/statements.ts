/**
 * Daily and monthly statements (MerchantStatementResponse), summed from the funds flow itself, so a
 * statement always agrees with the rows behind it. A period with no row has no statement.
 */
import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DateRange } from "../../core/dateLimit.js";
import { fromCents } from "../../core/format.js";
import { readPage, type PageRequest } from "../../core/paging.js";
import type { MerchantStatement } from "./contract.js";

export type StatementUnit = "day" | "month";

/** `yyyy-MM-dd` or `yyyy-MM` of a row's time. */
const periodOf = (unit: StatementUnit) => (unit === "day" ? sql<string>`substr(create_time, 1, 10)` : sql<string>`substr(create_time, 1, 7)`);

const NET = sql`amount - plat_coupon_price - integral_price`;
const sumOf = (type: string, pm: number, value: RawBuilder<unknown>) =>
  sql<number>`COALESCE(SUM(CASE WHEN type = ${type} AND pm = ${pm} THEN ${value} ELSE 0 END), 0)`;

const FIGURES = {
  payAmount: sumOf("pay_order", 1, NET),
  platCoupon: sumOf("pay_order", 1, sql`plat_coupon_price`),
  integral: sumOf("pay_order", 1, sql`integral_price`),
  payNum: sumOf("pay_order", 1, sql`1`),
  refundAmount: sumOf("refund_order", 0, NET),
  refundPlatCoupon: sumOf("refund_order", 0, sql`plat_coupon_price`),
  refundIntegral: sumOf("refund_order", 0, sql`integral_price`),
  refundNum: sumOf("refund_order", 0, sql`1`),
  payFee: sumOf("system", 0, sql`amount`),
  refundFee: sumOf("system", 1, sql`amount`),
  brokerage: sumOf("brokerage", 0, sql`amount`),
  refundBrokerage: sumOf("brokerage", 1, sql`amount`),
};
type Figures = { [K in keyof typeof FIGURES]: number } & { dataDate: string };

/** The CRMEB statement arithmetic (FinanceServiceImpl) over one period's figures. */
export function toStatement(f: Figures): MerchantStatement {
  const orderReceivable = f.payAmount + f.platCoupon + f.integral;
  const orderRefundable = f.refundAmount + f.refundPlatCoupon + f.refundIntegral;
  const realIncome = orderReceivable - orderRefundable;
  const handlingFee = f.payFee - f.refundFee;
  const brokerage = f.brokerage - f.refundBrokerage;
  const actualExpenditure = handlingFee + brokerage;
  return {
    id: Number(f.dataDate.replace(/-/g, "")),
    realIncome: fromCents(realIncome),
    orderReceivable: fromCents(orderReceivable),
    orderRealIncome: fromCents(f.payAmount),
    platCouponPrice: fromCents(f.platCoupon),
    integralPrice: fromCents(f.integral),
    orderRefundable: fromCents(orderRefundable),
    orderRealRefund: fromCents(f.refundAmount),
    refundPlatCouponPrice: fromCents(f.refundPlatCoupon),
    refundIntegralPrice: fromCents(f.refundIntegral),
    actualExpenditure: fromCents(actualExpenditure),
    handlingFee: fromCents(handlingFee),
    payHandlingFee: fromCents(f.payFee),
    refundHandlingFee: fromCents(f.refundFee),
    brokerage: fromCents(brokerage),
    brokeragePrice: fromCents(f.brokerage),
    refundBrokeragePrice: fromCents(f.refundBrokerage),
    payNum: f.payNum,
    refundNum: f.refundNum,
    currentDayBalance: fromCents(realIncome - actualExpenditure),
    dataDate: f.dataDate,
  };
}

/** One page of statements, newest period first, counted by period. */
export async function statementPage(db: Db, merId: number, unit: StatementUnit, range: DateRange | undefined, paging: PageRequest) {
  let base = db.selectFrom("merchantBill").where("merId", "=", merId);
  if (range) base = base.where("createTime", ">=", range.start).where("createTime", "<=", range.end);
  const period = periodOf(unit);
  return readPage(
    base,
    paging,
    (q) =>
      q
        .select([period.as("dataDate"), ...Object.entries(FIGURES).map(([name, figure]) => figure.as(name))])
        .groupBy(period)
        .orderBy(period, "desc"),
    (rows) =>
      rows.map((row) => {
        const figures = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === "dataDate" ? v : Number(v)]));
        return toStatement(figures as Figures);
      }),
    sql`COUNT(DISTINCT ${period})`.as("total"),
  );
}
