import type { TabModel } from "../../../src/widgets/tabbedList/tabs";
import type { OrderCounts, RefundCounts } from "../types";

/**
 * The order list's tabs (contract §3.11): 全部 待发货 待收货 待核销 已收货 已完成 已退款 已删除.
 * The count of 待核销 is `verification` while the status sent is `awaitVerification`.
 */
export const ORDER_TABS = [
  { value: "all", count: "all", label: "order.tabs.all" },
  { value: "notShipped", count: "notShipped", label: "order.tabs.notShipped" },
  { value: "spike", count: "spike", label: "order.tabs.spike" },
  { value: "awaitVerification", count: "verification", label: "order.tabs.awaitVerification" },
  { value: "receiving", count: "receiving", label: "order.tabs.receiving" },
  { value: "complete", count: "complete", label: "order.tabs.complete" },
  { value: "refunded", count: "refunded", label: "order.tabs.refunded" },
  { value: "deleted", count: "deleted", label: "order.tabs.deleted" },
] as const satisfies readonly TabModel<string, keyof OrderCounts>[];

/** The after-sales tabs in the contract's order (§3.12): 9 all, 0, 2, 4, 5, 6, 1, 3. */
export const REFUND_TABS = [
  { value: "9", count: "all", label: "order.refund.tabs.all" },
  { value: "0", count: "await", label: "enums.refundStatus.0" },
  { value: "2", count: "refunding", label: "enums.refundStatus.2" },
  { value: "4", count: "awaitReturning", label: "enums.refundStatus.4" },
  { value: "5", count: "awaitReceiving", label: "enums.refundStatus.5" },
  { value: "6", count: "revoke", label: "enums.refundStatus.6" },
  { value: "1", count: "reject", label: "enums.refundStatus.1" },
  { value: "3", count: "refunded", label: "enums.refundStatus.3" },
] as const satisfies readonly TabModel<string, keyof RefundCounts>[];
