import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { readPage } from "../../core/paging.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, registerMerchantRoutes, type MerchantRoute } from "../../core/route.js";
import type { AreaMenuPage } from "../../db/seed/menuTree.js";
import { exportRecordQuery, type ExportRecord } from "./contract.js";

const LIST_AUTHORITY = "merchant:export:record:list";

/** 数据导出, the last page of 运营 (an extension of this server: contract §3.32). */
export const menuPages: AreaMenuPage[] = [{ under: "/operation", name: "数据导出", path: "/operation/export", perms: LIST_AUTHORITY }];

export const exportRecordRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/export/record/list",
    authority: LIST_AUTHORITY,
    extension: true,
    schema: { query: exportRecordQuery },
    handler: async ({ mine, query, request }) => {
      let base = mine.selectFrom("exportRecord");
      if (query.type) base = base.where("type", "=", query.type);
      return readPage(
        base,
        query,
        (q) => q.select(["id", "type", "fileName", "path", "adminId", "adminAccount", "rows", "size", "createTime"]).orderBy("id", "desc"),
        (rows) => {
          const origin = requestOrigin(request);
          const list: ExportRecord[] = rows.map(({ path, ...row }) => ({ ...row, url: toMediaUrl(path, origin) }));
          return list;
        },
      );
    },
  }),
];

/**
 * The merchant's exports, newest first, with their download links: an extension (contract §3.32
 * — the original "数据导出" page called a function that did not exist, and a CRMEB backend keeps
 * no list of exports). Rows are written by the exports themselves (records.ts).
 */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, exportRecordRoutes);
}
