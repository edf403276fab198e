import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { statisticsRoutes } from "./routes.js";

/** The dashboard's statistics (contract §3.29). */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, statisticsRoutes);
}
