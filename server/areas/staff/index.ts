import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { staffRoutes } from "./routes.js";

/** Shop staff (contract §3.14). */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, staffRoutes);
}
