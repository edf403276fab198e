/**
 * GET /finance/funds/flow/export (an extension: the original console's capital-flow export called
 * a path the backend never had): the filtered funds flow as an .xlsx, answered as `{fileName}` like
 * the order export. Rows are read newest first in keyset chunks and streamed into the file.
 */
import { fromCents } from "../../core/format.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { writeXlsxFile, type XlsxStreamWriter } from "../../core/xlsxStream.js";
import { exportLocation, newExportPath, recordExport } from "../exports/records.js";
import { fundsFlowExportQuery, type ExportFile } from "./contract.js";
import { FLOW_COLUMNS, flowRows } from "./flowQuery.js";

const TYPE_NAMES: Record<string, string> = {
  pay_order: "订单支付",
  refund_order: "订单退款",
  recharge_user: "用户充值",
  yue_pay: "余额支付",
  merchant_collect: "商户收款",
  brokerage: "分销佣金",
  system: "平台手续费",
};
const HEADER = ["交易单号", "关联订单号", "交易类型", "收支", "金额（元）", "用户昵称", "备注", "交易时间"];
const WIDTHS = [28, 28, 12, 8, 14, 16, 48, 20];
const CHUNK_ROWS = 500;

type FlowQuery = ReturnType<typeof flowRows>;

/** Writes every row of the filtered flow; answers how many. */
async function writeFlow(rows: FlowQuery, sheet: XlsxStreamWriter): Promise<number> {
  const base = rows.select(FLOW_COLUMNS);
  let written = 0;
  for (let after: { time: string; id: number } | undefined; ; ) {
    let q = base;
    if (after) {
      const { time, id } = after;
      q = q.where((eb) => eb.or([eb("b.createTime", "<", time), eb.and([eb("b.createTime", "=", time), eb("b.id", "<", id)])]));
    }
    const chunk = await q.orderBy("b.createTime", "desc").orderBy("b.id", "desc").limit(CHUNK_ROWS).execute();
    for (const r of chunk) {
      const signed = Number(fromCents(r.pm === 1 ? r.amount : -r.amount));
      await sheet.writeRow([r.orderNo, r.linkNo, TYPE_NAMES[r.type] ?? r.type, r.pm === 1 ? "收入" : "支出", signed, r.nickname ?? "", r.mark, r.createTime]);
    }
    written += chunk.length;
    if (chunk.length < CHUNK_ROWS) return written;
    const last = chunk[chunk.length - 1]!;
    after = { time: last.createTime, id: last.id };
  }
}

export function flowExportRoutes(dataDir: string): MerchantRoute[] {
  return [
    merchantRoute({
      method: "GET",
      path: "/finance/funds/flow/export",
      authority: "merchant:finance:funds:flow:export",
      extension: true,
      schema: { query: fundsFlowExportQuery },
      handler: async ({ db, session, query, request }): Promise<ExportFile> => {
        // Filters are read (and refused) before any file exists.
        const rows = flowRows(db, session.merId, query);
        const stored = newExportPath("资金流水");
        const file = await exportLocation(dataDir, stored);
        const written = await writeXlsxFile(file, "资金流水", WIDTHS, HEADER, (sheet) => writeFlow(rows, sheet));
        await recordExport(db, dataDir, session, { type: "fundsFlow", path: stored, rows: written });
        return { fileName: toMediaUrl(stored, requestOrigin(request)) };
      },
    }),
  ];
}
