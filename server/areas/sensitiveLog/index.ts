import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { readPage } from "../../core/paging.js";
import { merchantRoute, registerMerchantRoutes, type MerchantRoute } from "../../core/route.js";
import { sensitiveLogQuery, type SensitiveMethodLog } from "./contract.js";

export const sensitiveLogRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/log/sensitive/list",
    authority: "merchant:log:sensitive:list",
    schema: { query: sensitiveLogQuery },
    handler: async ({ mine, query }) => {
      const base = mine.selectFrom("sensitiveLog");
      return readPage(base, query, (q) => q.selectAll().orderBy("id", "desc"), (rows): SensitiveMethodLog[] => rows);
    },
  }),
];

/**
 * The sensitive-operation log (contract §3.30), newest first. Rows are written by the routes
 * marked `sensitive` (core/sensitiveLog.ts).
 */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, sensitiveLogRoutes);
}
