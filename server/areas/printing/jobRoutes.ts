/**
 * Print jobs: what was sent to the printers (receipts and e-sheets), with the printed text.
 * An extension of the contract: a CRMEB backend prints on the device and keeps nothing.
 */
import { readPage } from "../../core/paging.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { printJobQuery, type PrintJob } from "./contract.js";

export const jobRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/print/job/list",
    authority: "merchant:admin:print:list",
    extension: true,
    schema: { query: printJobQuery },
    handler: async ({ mine, query }) => {
      let base = mine.selectFrom("printJob");
      if (query.orderNo) base = base.where("orderNo", "=", query.orderNo);
      return readPage(
        base,
        query,
        (q) => q.select(["id", "kind", "orderNo", "printerId", "printerName", "content", "createTime"]).orderBy("id", "desc"),
        (rows) => rows as PrintJob[],
      );
    },
  }),
];
