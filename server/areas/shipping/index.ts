import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { cityRoutes } from "./cityRoutes.js";
import { templateRoutes } from "./routes.js";

/** Shipping templates (contract §3.9) and the region tree their editor picks from. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, [...templateRoutes, ...cityRoutes]);
}
