import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { customerRoutes } from "./routes.js";

/** The merchant's customers (contract §3.13). */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, customerRoutes);
}
