import { get, post, type EndpointTable } from "../../providers/endpoints";
import { COURIER_LIST, PERSONNEL_LIST } from "../express/endpoints";
import { ORDER } from "./area";

export { ORDER };

/** Search text the backend decodes a second time (README, "Search text decoded twice"). */
const ORDER_SEARCH = { decoded: ["orderNo", "content"] } as const;

const REFUND_SEARCH = { decoded: ["content"] } as const;

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
