import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes, type MerchantRoute } from "../../core/route.js";
import { infoRoutes } from "./infoRoutes.js";
import { pcRoutes } from "./pcRoutes.js";

/** Every endpoint of the area. `GET /product/audit/switch/info` of §3.23 is served by the product area. */
export const SHOP_SETTINGS_ROUTES: MerchantRoute[] = [...infoRoutes, ...pcRoutes];

/** Shop settings (contract §3.23): profile, configuration, open switch and the PC shop; the settlement account lives in the finance area. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, SHOP_SETTINGS_ROUTES);
}
