import type { Area } from "../../src/routing/types";
import { ORDER_AUTH as O, REFUND_AUTH as R } from "./authorities";
import { ORDER, orderEndpoints } from "./endpoints";
import { ORDER_LIST_PATH, REFUND_LIST_PATH } from "./paths";

/** Orders (list, detail, shipping, refunds by the merchant, export) and after-sales. */
export const orderArea: Area = {
  name: "order",
  resources: [
    {
      name: ORDER.orders,
      list: ORDER_LIST_PATH,
      meta: {
        authorities: {
          list: O.list,
          show: O.info,
          delete: O.delete,
          counts: O.counts,
          lines: O.lines,
          send: O.send,
          mark: O.mark,
          print: O.print,
          invoices: O.invoices,
          logistics: O.logistics,
          updateInvoice: O.updateInvoice,
          verify: O.verify,
          directRefund: O.directRefund,
          export: O.export,
        },
      },
    },
    {
      name: ORDER.refunds,
      list: REFUND_LIST_PATH,
      meta: {
        authorities: {
          list: R.list,
          show: R.detail,
          counts: R.counts,
          mark: R.mark,
          audit: R.audit,
          receiving: R.receiving,
          receivingReject: R.receivingReject,
        },
      },
    },
    { name: ORDER.couriers, meta: { authorities: { list: O.couriers, templates: O.templates } } },
    { name: ORDER.personnel, meta: { authorities: { list: O.personnel } } },
    { name: ORDER.returnAddresses, meta: { authorities: { list: O.returnAddresses } } },
    // The e-sheet settings' sender: no authority on a CRMEB backend, the e-sheet menu's on the reference server.
    { name: ORDER.eSheet, meta: { authorities: { info: O.eSheet } } },
  ],
  endpoints: orderEndpoints,
  routes: [
    { path: ORDER_LIST_PATH, page: () => import("./list/OrderListPage"), title: "order.titles.list", authority: O.list },
    { path: REFUND_LIST_PATH, page: () => import("./refund/RefundListPage"), title: "order.titles.refund", authority: R.list },
  ],
};
