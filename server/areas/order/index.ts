import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import type { AreaOptions } from "../index.js";
import { orderActionRoutes } from "./actionRoutes.js";
import { orderExportRoutes } from "./exportRoute.js";
import { refundRoutes } from "./refundRoutes.js";
import { orderRoutes } from "./routes.js";

/** Orders (contract §3.11), their export, and after-sales (§3.12). */
export function registerArea(app: FastifyInstance, db: Db, options: AreaOptions): void {
  registerMerchantRoutes(app, db, [...orderRoutes, ...orderActionRoutes, ...refundRoutes, ...orderExportRoutes(options.dataDir)]);
}
