import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { seckillRoutes } from "./routes.js";

/** Flash sales (contract §3.25): the platform's activities, joined by the merchant's products. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, seckillRoutes);
}
