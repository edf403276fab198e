/** The funds-flow rows a list or an export asks for. */
import type { Db } from "../../db/database.js";
import { dateLimitRange } from "../../core/dateLimit.js";

export interface FlowFilters {
  /** An order number (finds the order's refunds too) or a refund number. */
  orderNo?: string;
  dateLimit?: string;
}

export function flowRows(db: Db, merId: number, filters: FlowFilters) {
  let q = db.selectFrom("merchantBill as b").leftJoin("user as u", "u.id", "b.uid").where("b.merId", "=", merId);
  const orderNo = filters.orderNo;
  if (orderNo) q = q.where((eb) => eb.or([eb("b.orderNo", "=", orderNo), eb("b.linkNo", "=", orderNo)]));
  const range = dateLimitRange(filters.dateLimit);
  if (range) q = q.where("b.createTime", ">=", range.start).where("b.createTime", "<=", range.end);
  return q;
}

export const FLOW_COLUMNS = ["b.id", "b.orderNo", "b.linkNo", "b.pm", "b.amount", "b.type", "b.mark", "b.createTime", "b.uid", "u.nickname"] as const;
