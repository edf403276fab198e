import { get, post, type EndpointTable } from "../../providers/endpoints";
import { COURIER_LIST, PERSONNEL_LIST } from "../express/endpoints";

/** Search text the backend decodes a second time (README, "Search text decoded twice"). */
const ORDER_SEARCH = { decoded: ["orderNo", "content"] } as const;
const REFUND_SEARCH = { decoded: ["content"] } as const;

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

/** Contract §3.11 (orders, export) and §3.12 (after-sales). */
export const orderEndpoints: EndpointTable = {
  [ORDER.orders]: {
    list: get("order/list", ORDER_SEARCH),
    one: get("order/info/:id"),
    delete: post("order/delete/:id", { send: "none" }),
    actions: {
      counts: get("order/status/num", ORDER_SEARCH),
      lines: get("order/:orderNo/detail/list"),
      send: post("order/send"),
      mark: post("order/mark"),
      print: get("order/printreceipt/:orderNo"),
      invoices: get("order/:orderNo/invoice/list"),
      logistics: get("order/get/:invoiceId/logistics/info"),
      updateInvoice: post("order/invoice/update"),
      verify: post("order/verification"),
      directRefund: post("order/direct/refund"),
      export: get("export/order/excel", ORDER_SEARCH),
    },
  },
  [ORDER.refunds]: {
    list: get("refund/order/list", REFUND_SEARCH),
    one: get("refund/order/detail/:id"),
    actions: {
      counts: get("refund/order/status/num", REFUND_SEARCH),
      mark: post("refund/order/mark"),
      audit: post("refund/order/audit"),
      receiving: post("refund/order/receiving/:refundOrderNo", { send: "none" }),
      receivingReject: post("refund/order/receiving/reject"),
    },
  },
  [ORDER.couriers]: {
    list: COURIER_LIST,
    actions: { templates: get("express/template") },
  },
  [ORDER.personnel]: { list: PERSONNEL_LIST },
  [ORDER.returnAddresses]: { list: get("address/list") },
  [ORDER.eSheet]: { actions: { info: get("elect/info") } },
};
