/**
 * GET /export/order/excel: the order list's tab and filters as an .xlsx file under
 * `<dataDir>/crmebimage/downloadf/excel/…` (served by the media static root), answered as
 * `{fileName}` with the absolute URL, and recorded for the export page. Rows are read in keyset
 * chunks and streamed into the file.
 */
import type { Db } from "../../db/database.js";
import { fromCents } from "../../core/format.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { writeXlsxFile, type XlsxCell, type XlsxStreamWriter } from "../../core/xlsxStream.js";
import { orderExportQuery, type ExportFile, type OrderStatusFilter } from "./contract.js";
import { linesOf, ordersIn, resolveFilters, shoppersOf, withShoppers, type SearchFilters } from "./queries.js";
import { exportLocation, newExportPath, recordExport } from "../exports/records.js";

const CHUNK_ROWS = 500;
const HEADER = ["订单号", "订单类型", "订单状态", "退款状态", "商品信息", "商品数量", "实际支付", "支付方式", "用户昵称", "收货人", "联系电话", "收货地址", "下单时间", "支付时间", "商家备注"];
const WIDTHS = [28, 10, 10, 10, 50, 10, 12, 10, 16, 12, 14, 40, 20, 20, 30];
const STATUS = ["待付款", "待发货", "部分发货", "待核销", "待收货", "已收货", "已完成", "", "", "已取消"];
const REFUND = ["未退款", "申请退款中", "部分退款", "已退款"];
const TYPE = ["普通订单", "秒杀订单", "拼团订单"];
const PAY = { weixin: "微信支付", alipay: "支付宝", yue: "余额支付" } as Record<string, string>;

/** Writes every matching order, newest first, `CHUNK_ROWS` at a time; answers how many. */
async function writeOrders(db: Db, merId: number, status: OrderStatusFilter, filters: SearchFilters, sheet: XlsxStreamWriter): Promise<number> {
  let before = Number.MAX_SAFE_INTEGER;
  let written = 0;
  for (;;) {
    const orders = await ordersIn(db, merId, status, filters)
      .selectAll("merchantOrder")
      .where("merchantOrder.id", "<", before)
      .orderBy("merchantOrder.id", "desc")
      .limit(CHUNK_ROWS)
      .execute();
    if (!orders.length) return written;
    const [lines, shoppers] = await Promise.all([linesOf(db, orders.map((o) => o.orderNo)), shoppersOf(db, orders.map((o) => o.uid))]);
    for (const o of orders) {
      const items = (lines.get(o.orderNo) ?? []).map((l) => `${l.productName}（${l.sku}）×${l.payNum}`).join("；");
      const row: XlsxCell[] = [
        o.orderNo,
        TYPE[o.type] ?? "",
        STATUS[o.status] ?? "",
        REFUND[o.refundStatus] ?? "",
        items,
        o.totalNum,
        Number(fromCents(o.payPrice)),
        PAY[o.payType] ?? "",
        shoppers.get(o.uid)?.nickname ?? "",
        o.realName,
        o.userPhone,
        o.userAddress,
        o.createTime,
        o.payTime ?? "",
        o.merchantRemark,
      ];
      await sheet.writeRow(row);
    }
    written += orders.length;
    before = orders[orders.length - 1]!.id;
  }
}

export function orderExportRoutes(dataDir: string): MerchantRoute[] {
  return [
    merchantRoute({
      method: "GET",
      path: "/export/order/excel",
      authority: "merchant:export:order:excel",
      schema: { query: orderExportQuery },
      handler: async ({ db, session, query, request }): Promise<ExportFile> => {
        const filters = await withShoppers(db, resolveFilters(query));
        const stored = newExportPath("订单导出");
        const file = await exportLocation(dataDir, stored);
        const rows = await writeXlsxFile(file, "订单", WIDTHS, HEADER, (sheet) => writeOrders(db, session.merId, query.status, filters, sheet));
        await recordExport(db, dataDir, session, { type: "order", path: stored, rows });
        return { fileName: toMediaUrl(stored, requestOrigin(request)) };
      },
    }),
  ];
}
