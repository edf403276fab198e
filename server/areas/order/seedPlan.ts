/**
 * The demo orders, written as stories: each entry says where an order has got to, and the seed
 * (seed.ts) writes the rows that story leaves behind (lines, shipments, history, after-sales).
 * Every order status, tab and refund-order status appears for merchant 1.
 */

/** Where a seeded order stands. */
export type Stage =
  | "unpaid"
  | "cancelled"
  | "awaitShipment"
  | "partlyShipped"
  | "awaitVerification"
  | "awaitReceipt"
  | "received"
  | "complete"
  | "verified";

/** An after-sales request on the order's first line: its refund-order status and type. */
export interface RefundStory {
  /** 0 pending, 1 refused, 2 refunding, 3 refunded, 4 user returning, 5 awaiting receipt, 6 withdrawn. */
  status: number;
  /** 1 refund only, 2 return + refund. */
  afterSalesType: 1 | 2;
  /** Units of the line asked back (default all). */
  num?: number;
  /** Which line (default 0). */
  line?: number;
}

export interface OrderStory {
  stage: Stage;
  /** Days before today (GMT+8) the order was placed. */
  ageDays: number;
  /** How many lines (distinct SKUs). */
  lines: number;
  /** 1 courier (default), 2 pickup, 3 virtual. */
  shippingType?: 1 | 2 | 3;
  /** How the parcel went: express (default), merchant delivery, or no shipment needed. */
  delivery?: "express" | "merchant" | "noNeed";
  cancelStatus?: 1 | 2;
  userDeleted?: boolean;
  /** Refunded by the merchant without a request (a direct refund), all lines. */
  directRefundAll?: boolean;
  refunds?: RefundStory[];
  withCoupon?: boolean;
  userRemark?: string;
  merchantRemark?: string;
}

const s = (stage: Stage, ageDays: number, lines: number, extra: Partial<OrderStory> = {}): OrderStory => ({ stage, ageDays, lines, ...extra });

/** Merchant 1: 63 orders. */
export const MERCHANT_ONE_STORIES: OrderStory[] = [
  // Today and yesterday (GMT+8): the dashboard's 今日 / 昨日 figures.
  s("unpaid", 0, 1),
  s("unpaid", 0, 2, { userRemark: "请尽快发货" }),
  s("awaitShipment", 0, 1),
  s("awaitShipment", 0, 2, { withCoupon: true }),
  s("awaitShipment", 0, 1, { refunds: [{ status: 0, afterSalesType: 1 }] }),
  s("awaitVerification", 0, 1, { shippingType: 2 }),
  s("cancelled", 0, 1, { cancelStatus: 2 }),
  s("unpaid", 1, 1),
  s("awaitShipment", 1, 3, { userRemark: "送人的，不要放发票" }),
  s("awaitShipment", 1, 1, { withCoupon: true }),
  s("partlyShipped", 1, 2),
  s("awaitReceipt", 1, 1, { delivery: "merchant" }),
  s("cancelled", 1, 2, { cancelStatus: 1 }),
  // The last weeks.
  s("unpaid", 3, 1),
  s("unpaid", 5, 2),
  s("cancelled", 4, 1, { cancelStatus: 1 }),
  s("cancelled", 9, 1, { cancelStatus: 2, userDeleted: true }),
  s("awaitShipment", 2, 2, { merchantRemark: "客户要求周末送达" }),
  s("awaitShipment", 3, 1, { refunds: [{ status: 0, afterSalesType: 1 }] }),
  s("awaitShipment", 4, 2, { refunds: [{ status: 6, afterSalesType: 1 }] }),
  s("awaitShipment", 5, 1, { withCoupon: true }),
  s("awaitShipment", 6, 1, { refunds: [{ status: 2, afterSalesType: 1 }] }),
  s("awaitShipment", 2, 1, { shippingType: 3 }),
  s("partlyShipped", 3, 3, { withCoupon: true }),
  s("partlyShipped", 6, 2),
  s("partlyShipped", 8, 2, { delivery: "merchant" }),
  s("awaitVerification", 2, 2, { shippingType: 2 }),
  s("awaitVerification", 5, 1, { shippingType: 2 }),
  s("awaitVerification", 7, 1, { shippingType: 2, refunds: [{ status: 0, afterSalesType: 1 }] }),
  s("awaitReceipt", 2, 1),
  s("awaitReceipt", 3, 2, { withCoupon: true }),
  s("awaitReceipt", 4, 1, { delivery: "noNeed" }),
  s("awaitReceipt", 5, 3),
  s("awaitReceipt", 6, 1, { refunds: [{ status: 0, afterSalesType: 2 }] }),
  s("awaitReceipt", 7, 2, { refunds: [{ status: 3, afterSalesType: 1, num: 1 }] }),
  s("awaitReceipt", 9, 1, { delivery: "merchant" }),
  s("received", 8, 1),
  s("received", 10, 2, { refunds: [{ status: 4, afterSalesType: 2 }] }),
  s("received", 12, 1, { refunds: [{ status: 5, afterSalesType: 2 }] }),
  s("received", 13, 2, { refunds: [{ status: 5, afterSalesType: 2, line: 1 }] }),
  s("received", 15, 1, { refunds: [{ status: 1, afterSalesType: 2 }] }),
  s("received", 16, 1, { withCoupon: true }),
  s("complete", 18, 1),
  s("complete", 20, 2, { withCoupon: true }),
  s("complete", 25, 1, { refunds: [{ status: 1, afterSalesType: 1 }] }),
  s("complete", 31, 3),
  s("complete", 40, 1, { userDeleted: true }),
  s("complete", 45, 2, { refunds: [{ status: 3, afterSalesType: 2, line: 1 }] }),
  s("complete", 60, 1),
  s("complete", 75, 2, { userDeleted: true }),
  s("complete", 95, 1),
  s("complete", 130, 1, { shippingType: 3 }),
  s("complete", 200, 2),
  s("complete", 380, 1),
  s("verified", 11, 1, { shippingType: 2 }),
  s("verified", 22, 2, { shippingType: 2 }),
  // Refunded in full: by request (refund only, return + refund) and by the merchant directly.
  s("awaitShipment", 6, 1, { refunds: [{ status: 3, afterSalesType: 1 }] }),
  s("received", 14, 1, { refunds: [{ status: 3, afterSalesType: 2 }] }),
  s("awaitShipment", 10, 2, { directRefundAll: true }),
  s("complete", 50, 1, { directRefundAll: true, userDeleted: true }),
  s("awaitReceipt", 4, 2, { refunds: [{ status: 4, afterSalesType: 2, line: 1 }] }),
  s("complete", 28, 1, { refunds: [{ status: 6, afterSalesType: 2 }] }),
  // A second return awaiting review: the order and address browser tests each approve one.
  s("awaitReceipt", 0, 1, { refunds: [{ status: 0, afterSalesType: 2 }] }),
];

/** Merchant 2: 10 orders. */
export const MERCHANT_TWO_STORIES: OrderStory[] = [
  s("unpaid", 0, 1),
  s("awaitShipment", 0, 1),
  s("awaitShipment", 1, 2, { refunds: [{ status: 0, afterSalesType: 1 }] }),
  s("partlyShipped", 2, 2),
  s("awaitReceipt", 3, 1),
  s("awaitVerification", 4, 1, { shippingType: 2 }),
  s("received", 6, 1, { refunds: [{ status: 5, afterSalesType: 2 }] }),
  s("complete", 20, 1),
  s("complete", 45, 2, { refunds: [{ status: 3, afterSalesType: 1 }] }),
  s("cancelled", 2, 1, { cancelStatus: 2 }),
];

export const REFUND_REASONS = ["不想要了", "拍错了/多拍了", "商品质量问题", "与描述不符", "快递一直未送达", "尺码不合适", "收到商品破损"];
export const REFUND_EXPLAINS = ["", "包装完好，未拆封", "收到时外箱已经压坏", "颜色和图片差别很大", "", "希望尽快处理，谢谢"];
export const USER_REMARKS = ["", "", "", "请用顺丰发货", "工作日白天不在家，放快递柜", "麻烦包装结实一点", ""];
