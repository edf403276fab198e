import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { addressRoutes } from "./routes.js";

/** Merchant return / pickup addresses (contract §3.20). */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, addressRoutes);
}
