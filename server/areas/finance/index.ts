import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import type { AreaOptions } from "../index.js";
import { closingRoutes } from "./closingRoutes.js";
import { flowExportRoutes } from "./flowExport.js";
import { flowRoutes } from "./flowRoutes.js";
import { settlementRoutes } from "./settlementRoutes.js";

/** Finance (contract §3.16): funds flow, statements, settlements; and the settlement account (§3.23). */
export function registerArea(app: FastifyInstance, db: Db, options: AreaOptions): void {
  registerMerchantRoutes(app, db, [...flowRoutes, ...flowExportRoutes(options.dataDir), ...closingRoutes, ...settlementRoutes]);
}
