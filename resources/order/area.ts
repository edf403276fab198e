import { ESHEET_AUTHORITIES } from "../../server/shared/tightenedAuthorities";
import type { Area } from "../../src/routing/types";

/** Authority strings of orders and after-sales (contract §3.11, §3.12, §5), written once. */
export const ORDER_AUTH = {
  list: "merchant:order:page:list",
  counts: "merchant:order:status:num",
  info: "merchant:order:info",
  lines: "merchant:order:detail:list",
  send: "merchant:order:send",
  mark: "merchant:order:mark",
  delete: "merchant:order:delete",
  print: "merchant:order:print",
  invoices: "merchant:order:invoice:list",
  logistics: "merchant:order:logistics:info",
  updateInvoice: "merchant:order:invoice:update",
  verify: "merchant:order:verification",
  directRefund: "merchant:order:direct:refund",
  export: "merchant:export:order:excel",
  /** The ship dialog's courier list (contract §3.10). */
  couriers: "merchant:express:search:page",
  /** E-sheet templates of a courier (contract §3.10). */
  templates: "merchant:express:template",
  /** Delivery personnel to pick the delivery person from (contract §3.22). */
  personnel: "merchant:delivery:personnel:page",
  /** The merchant's addresses to send a return to (contract §3.20). */
  returnAddresses: "merchant:address:list",
  /** The e-sheet sender (contract §3.21; README, "Tightened authorities"). */
  eSheet: ESHEET_AUTHORITIES.info,
} as const;

export const REFUND_AUTH = {
  list: "merchant:refund:order:page:list",
  counts: "merchant:refund:order:status:num",
  detail: "merchant:refund:order:detail",
  mark: "merchant:refund:order:mark",
  audit: "merchant:refund:order:audit",
  receiving: "merchant:refund:order:receiving",
  receivingReject: "merchant:refund:order:receiving:reject",
} as const;

/** Page paths of the orders area (contract §4.1). */
export const ORDER_LIST_PATH = "/order/list";

export const REFUND_LIST_PATH = "/order/refund";

/** Resource names of the orders area. */
export const ORDER = {
  orders: "order",
  refunds: "refundOrder",
  /** The merchant's open couriers, for the ship dialog. */
  couriers: "orderCourier",
  /** The shop's delivery personnel (contract §3.22), for own delivery. */
  personnel: "orderPersonnel",
  /** The merchant's shown addresses (contract §3.20), where an approved return goes. */
  returnAddresses: "orderReturnAddress",
  /** The e-sheet settings (contract §3.21): the sender an e-sheet carries. */
  eSheet: "orderESheet",
} as const;

/** Orders (list, detail, shipping, refunds by the merchant, export) and after-sales. */
export const area: Area = {
  name: "order",
  resources: [
    {
      name: ORDER.orders,
      list: ORDER_LIST_PATH,
      meta: {
        authorities: {
          list: ORDER_AUTH.list,
          show: ORDER_AUTH.info,
          delete: ORDER_AUTH.delete,
          counts: ORDER_AUTH.counts,
          lines: ORDER_AUTH.lines,
          send: ORDER_AUTH.send,
          mark: ORDER_AUTH.mark,
          print: ORDER_AUTH.print,
          invoices: ORDER_AUTH.invoices,
          logistics: ORDER_AUTH.logistics,
          updateInvoice: ORDER_AUTH.updateInvoice,
          verify: ORDER_AUTH.verify,
          directRefund: ORDER_AUTH.directRefund,
          export: ORDER_AUTH.export,
        },
      },
    },
    {
      name: ORDER.refunds,
      list: REFUND_LIST_PATH,
      meta: {
        authorities: {
          list: REFUND_AUTH.list,
          show: REFUND_AUTH.detail,
          counts: REFUND_AUTH.counts,
          mark: REFUND_AUTH.mark,
          audit: REFUND_AUTH.audit,
          receiving: REFUND_AUTH.receiving,
          receivingReject: REFUND_AUTH.receivingReject,
        },
      },
    },
    { name: ORDER.couriers, meta: { authorities: { list: ORDER_AUTH.couriers, templates: ORDER_AUTH.templates } } },
    { name: ORDER.personnel, meta: { authorities: { list: ORDER_AUTH.personnel } } },
    { name: ORDER.returnAddresses, meta: { authorities: { list: ORDER_AUTH.returnAddresses } } },
    // The e-sheet settings' sender: no authority on a CRMEB backend, the e-sheet menu's on the reference server.
    { name: ORDER.eSheet, meta: { authorities: { info: ORDER_AUTH.eSheet } } },
  ],
  load: () => import("./endpoints").then((m) => m.orderEndpoints),
  routes: [
    { path: ORDER_LIST_PATH, page: () => import("./list/OrderListPage"), title: "titles.order.list", authority: ORDER_AUTH.list, preload: () => import("./list/orderList").then((m) => m.preloadOrderList) },
    {
      path: REFUND_LIST_PATH,
      page: () => import("./refund/RefundListPage"),
      title: "titles.order.refund",
      authority: REFUND_AUTH.list,
      preload: () => import("./refund/refundList").then((m) => m.preloadRefundList),
    },
  ],
};
