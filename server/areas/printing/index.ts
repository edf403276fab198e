import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { electRoutes } from "./electRoutes.js";
import { jobRoutes } from "./jobRoutes.js";
import { printerRoutes } from "./printerRoutes.js";

/** Receipt printers and their layouts (contract §3.19), print jobs (extension), e-sheet settings (§3.21). */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, [...printerRoutes, ...jobRoutes, ...electRoutes]);
}
