import type { OperatingData } from "../types";

/** A pending-work count of statistics/home/operating/data and the list tab that shows those rows. */
export interface Shortcut {
  /** Locale stem `dashboard.pending.<key>` and test-id. */
  key: string;
  field: keyof OperatingData;
  path: string;
  /** The tab, as the target list reads it from its address. */
  search: string;
}

/** The product list keeps its tab as Refine's `type` filter in the address (syncWithLocation). */
const productTab = (tab: number) =>
  new URLSearchParams({ "filters[0][field]": "type", "filters[0][operator]": "eq", "filters[0][value]": String(tab) }).toString();

export const SHORTCUTS: readonly Shortcut[] = [
  { key: "notShipped", field: "notShippingOrderNum", path: "/order/list", search: "status=notShipped" },
  { key: "awaitVerification", field: "awaitVerificationOrderNum", path: "/order/list", search: "status=awaitVerification" },
  // The backend counts refund orders awaiting the merchant's review (refundStatus 0).
  { key: "refunding", field: "refundingOrderNum", path: "/order/refund", search: "refundStatus=0" },
  { key: "onSale", field: "onSaleProductNum", path: "/product/list", search: productTab(1) },
  { key: "awaitAudit", field: "awaitAuditProductNum", path: "/product/list", search: productTab(6) },
];

export const shortcutHref = (s: Pick<Shortcut, "path" | "search">) => `${s.path}?${s.search}`;
