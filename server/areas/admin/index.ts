import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { adminRoutes } from "./adminRoutes.js";
import { roleRoutes } from "./roleRoutes.js";

/** Admin accounts and roles (contract §3.15); the role editor's menu tree is the session area's. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, [...adminRoutes, ...roleRoutes]);
}
