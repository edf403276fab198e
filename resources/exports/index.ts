import type { Area } from "../../src/routing/types";
import { EXPORT_PATH, EXPORT_RECORDS, EXPORT_RECORDS_AUTH, exportEndpoints } from "./endpoints";

/** 数据导出: the merchant's export files (an extension; the page opens only where it is announced). */
export const exportsArea: Area = {
  name: "exports",
  resources: [{ name: EXPORT_RECORDS, list: EXPORT_PATH, meta: { adminOnly: true, authorities: { list: EXPORT_RECORDS_AUTH } } }],
  endpoints: exportEndpoints,
  routes: [{ path: EXPORT_PATH, page: () => import("./ExportListPage"), title: "titles.exports.list", authority: EXPORT_RECORDS_AUTH, adminOnly: true }],
};
