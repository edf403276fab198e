import type { OrderDetailInfo, OrderInvoice } from "../types";

export interface TimelineStep {
  time: string;
  /** Locale key and its values. */
  label: string;
  values?: Record<string, unknown>;
}

/**
 * The order's steps as the detail answer and the shipments tell them: placed, paid, each
 * shipment, written off; oldest first. (The contract has no order log endpoint.)
 */
export function orderTimeline(order: Pick<OrderDetailInfo, "createTime" | "payTime" | "verifyTime" | "paid">, invoices: readonly Pick<OrderInvoice, "createTime" | "totalNum">[]): TimelineStep[] {
  const steps: TimelineStep[] = [{ time: order.createTime, label: "order.timeline.created" }];
  if (order.paid && order.payTime) steps.push({ time: order.payTime, label: "order.timeline.paid" });
  invoices.forEach((invoice, index) =>
    steps.push({ time: invoice.createTime, label: "order.timeline.shipped", values: { n: index + 1, num: invoice.totalNum } }),
  );
  if (order.verifyTime) steps.push({ time: order.verifyTime, label: "order.timeline.verified" });
  return steps.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}
