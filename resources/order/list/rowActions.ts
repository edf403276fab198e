import type { OrderRow } from "../types";

export type OrderAction = "detail" | "ship" | "mark" | "refund" | "print" | "delete";

const ACTIONS: readonly OrderAction[] = ["detail", "ship", "mark", "refund", "print", "delete"];

type OrderState = Pick<OrderRow, "status" | "refundStatus" | "isUserDel">;

/** Paid and not cancelled: 0 unpaid and 9 cancelled are the only other states (contract §8). */
const isPaid = (o: OrderState) => o.status !== 0 && o.status !== 9;

/** Whether an order's state allows an action (the authority is checked separately). */
export function allowsAction(order: OrderState, action: OrderAction): boolean {
  switch (action) {
    case "ship":
      return (order.status === 1 || order.status === 2) && order.refundStatus !== 3;
    // An open after-sales request (1) must be handled first; a refunded order (3) has nothing left.
    case "refund":
      return isPaid(order) && order.refundStatus !== 1 && order.refundStatus !== 3;
    case "print":
      return isPaid(order);
    // The merchant may delete only what the buyer already deleted.
    case "delete":
      return order.isUserDel;
    default:
      return true;
  }
}

/** The actions a row shows: allowed by its state and by the signed-in admin's authorities. */
export const orderActions = (order: OrderState, may: (action: OrderAction) => boolean): OrderAction[] =>
  ACTIONS.filter((action) => may(action) && allowsAction(order, action));
