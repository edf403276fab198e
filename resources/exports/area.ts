import { merchant } from "../../providers/endpoints";
import type { Area } from "../../src/routing/types";

export const EXPORT_RECORDS = "exportRecords";

/** Not a contract authority: the export records are an extension of the reference server. */
export const EXPORT_RECORDS_AUTH = "merchant:export:record:list";

export const EXPORT_PATH = "/operation/export";
/** The records' endpoint, an extension of the reference server the page is built on. */
export const EXPORT_RECORDS_PATH = merchant("export/record/list");

/** 数据导出: the merchant's export files (an extension; the page opens only where it is announced). */
export const area: Area = {
  name: "exports",
  resources: [{ name: EXPORT_RECORDS, list: EXPORT_PATH, meta: { adminOnly: true, authorities: { list: EXPORT_RECORDS_AUTH } } }],
  load: () => import("./endpoints").then((m) => m.exportEndpoints),
  routes: [{ path: EXPORT_PATH, page: () => import("./ExportListPage"), title: "titles.exports.list", authority: EXPORT_RECORDS_AUTH, adminOnly: true, extension: EXPORT_RECORDS_PATH }],
};
