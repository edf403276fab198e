import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { expressRoutes } from "./routes.js";
import { personnelRoutes } from "./personnelRoutes.js";

/** Couriers (contract §3.10) and delivery personnel (§3.22). */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, [...expressRoutes, ...personnelRoutes]);
}
