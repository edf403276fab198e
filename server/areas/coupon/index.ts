import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { couponRoutes } from "./routes.js";
import { couponUserRoutes } from "./userRoutes.js";

/** Coupons (contract §3.8) and their claim records, including the hand-out endpoint. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, [...couponRoutes, ...couponUserRoutes]);
}
