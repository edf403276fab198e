import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { activityRoutes } from "./activityRoutes.js";
import { recordRoutes } from "./recordRoutes.js";
import { userRoutes } from "./userRoutes.js";

/** Group buying (contract §3.26): the merchant's activities, reviewed by the platform, and the groups shoppers opened. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, [...activityRoutes, ...recordRoutes, ...userRoutes]);
}
