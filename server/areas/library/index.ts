import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import type { AreaOptions } from "../index.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { attachmentRoutes } from "./attachmentRoutes.js";
import { categoryRoutes } from "./categoryRoutes.js";
import { formRoutes } from "./formRoutes.js";
import { registerMediaStatic } from "./storage.js";
import { uploadRoutes } from "./uploadRoutes.js";

/**
 * Picture library (attachment categories, attachments, uploads — contract §3.17) and
 * system forms / form templates (§3.18). Uploaded files are served back from `dataDir`.
 */
export function registerArea(app: FastifyInstance, db: Db, options: AreaOptions): void {
  registerMediaStatic(app, options.dataDir);
  registerMerchantRoutes(app, db, [
    ...categoryRoutes,
    ...attachmentRoutes(options.dataDir),
    ...uploadRoutes(options.dataDir),
    ...formRoutes,
  ]);
}
