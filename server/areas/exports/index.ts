import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { toPage } from "../../core/envelope.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, registerMerchantRoutes, type MerchantRoute } from "../../core/route.js";
import { exportRecordQuery, type ExportRecord, type ExportType } from "./contract.js";

export const exportRecordRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/export/record/list",
    authority: "merchant:export:record:list",
    extension: true,
    schema: { query: exportRecordQuery },
    handler: async ({ mine, query, request }) => {
      let base = mine.selectFrom("exportRecord");
      if (query.type) base = base.where("type", "=", query.type);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
      const rows = await base
        .select(["id", "type", "fileName", "path", "adminId", "adminAccount", "rows", "size", "createTime"])
        .orderBy("id", "desc")
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
      const origin = requestOrigin(request);
      const list: ExportRecord[] = rows.map(({ path, type, ...row }) => ({ ...row, type: type as ExportType, url: toMediaUrl(path, origin) }));
      return toPage(list, Number(total), query.page, query.limit);
    },
  }),
];

/**
 * The merchant's exports, newest first, with their download links: an extension (contract §3.32
 * — the original "数据导出" page called a function that did not exist, and a CRMEB backend keeps
 * no list of exports). Rows are written by the exports themselves (records.ts).
 */
export function exportsArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, exportRecordRoutes);
}
