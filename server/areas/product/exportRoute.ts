/**
 * GET /product/export/excel: the list's tab and filters as an .xlsx file, answered directly.
 * An extension: a CRMEB backend has no product export (contract §9, §10; the original
 * console's button pointed at a path the backend never had).
 */
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { productExportQuery } from "./contract.js";
import { tabRows } from "./listQueries.js";
import { stateLabel, type ProductTab } from "./tabs.js";
import { newExportPath, recordExport, writeExportFile } from "../exports/records.js";

const TYPE_LABELS: Record<number, string> = {
  0: "普通商品",
  1: "积分商品",
  2: "虚拟商品",
  4: "视频号商品",
  5: "云盘商品",
  6: "卡密商品",
};
const HEADER = ["ID", "商品名称", "商品类型", "价格", "销量", "库存", "状态"];
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The export writes its file under `dataDir` too and records it for the export page (areas/exports). */
export const productExportRoutes = (dataDir: string): MerchantRoute[] => [
  merchantRoute({
    method: "GET",
    path: "/product/export/excel",
    authority: "merchant:product:export",
    schema: { query: productExportQuery },
    raw: true,
    extension: true,
    handler: async ({ db, session, query, reply }) => {
      const rows = await tabRows(db, session.merId, query.type as ProductTab, query);
      const sheet: SheetData = [
        HEADER.map((value) => ({ value, fontWeight: "bold" as const })),
        ...rows.map((p) => [
          { value: p.id, type: Number },
          { value: p.name, type: String },
          { value: TYPE_LABELS[p.type] ?? String(p.type), type: String },
          { value: p.price / 100, type: Number, format: "0.00" },
          { value: p.sales, type: Number },
          { value: p.stock, type: Number },
          { value: stateLabel(p), type: String },
        ]),
      ];
      const file = await writeXlsxFile(sheet, { columns: [{ width: 8 }, { width: 40 }, { width: 12 }, { width: 12 }, { width: 10 }, { width: 10 }, { width: 12 }] }).toBuffer();
      const stored = newExportPath("商品导出");
      await writeExportFile(dataDir, stored, file);
      await recordExport(db, dataDir, session, { type: "product", path: stored, rows: rows.length });
      const name = `商品列表-${new Date().toISOString().slice(0, 10)}.xlsx`;
      await reply
        .header("content-type", XLSX_MIME)
        .header("content-disposition", `attachment; filename="products.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(file);
    },
  }),
];
