import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { catalogRoutes } from "./catalogRoutes.js";
import { draftRoutes } from "./draftRoutes.js";
import { productRoutes } from "./productRoutes.js";

/** The WeChat video channel (contract §3.28): drafts, the products they became, WeChat's catalogues. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, [...draftRoutes, ...productRoutes, ...catalogRoutes]);
}
