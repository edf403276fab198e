import type { RefundRow } from "../types";

export type RefundAction = "detail" | "audit" | "receive" | "rejectReceipt" | "mark";

const ACTIONS: readonly RefundAction[] = ["detail", "audit", "receive", "rejectReceipt", "mark"];

/** Whether a refund order's status allows an action: audit when pending (0), receipt when awaiting goods (5). */
export function allowsRefundAction(refundStatus: number, action: RefundAction): boolean {
  if (action === "audit") return refundStatus === 0;
  if (action === "receive" || action === "rejectReceipt") return refundStatus === 5;
  return true;
}

export const refundActions = (row: Pick<RefundRow, "refundStatus">, may: (action: RefundAction) => boolean): RefundAction[] =>
  ACTIONS.filter((action) => may(action) && allowsRefundAction(row.refundStatus, action));
