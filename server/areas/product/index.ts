import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes, type MerchantRoute } from "../../core/route.js";
import type { AreaOptions } from "../index.js";
import { batchRoutes } from "./batchRoutes.js";
import { categoryRoutes } from "./categoryRoutes.js";
import { collectRoutes } from "./collect/routes.js";
import type { CollectorConfig } from "./collect/config.js";
import { cdkeyRoutes } from "./cdkeyRoutes.js";
import { productExportRoutes } from "./exportRoute.js";
import { guaranteeRoutes } from "./guaranteeRoutes.js";
import { lifecycleRoutes } from "./lifecycleRoutes.js";
import { pickerRoutes } from "./pickerRoutes.js";
import { platformRoutes } from "./platformRoutes.js";
import { productRoutes } from "./productRoutes.js";
import { replyRoutes } from "./replyRoutes.js";
import { ruleRoutes } from "./ruleRoutes.js";

/**
 * Every endpoint of the area (the permission tests walk this table); exports are written under
 * `dataDir`, products are collected through `collector`.
 */
export const productAreaRoutes = (dataDir: string, collector: CollectorConfig = {}): MerchantRoute[] => [
  ...productRoutes,
  ...productExportRoutes(dataDir),
  ...lifecycleRoutes,
  ...collectRoutes(collector),
  ...batchRoutes,
  ...pickerRoutes,
  ...platformRoutes,
  ...categoryRoutes,
  ...ruleRoutes,
  ...replyRoutes,
  ...cdkeyRoutes,
  ...guaranteeRoutes,
];

/**
 * Products (contract §3.1–§3.7): the product list with its eight tabs and life cycle, the
 * platform catalogues, merchant categories, spec templates, comments, card secrets and
 * guarantee groups.
 */
export function registerArea(app: FastifyInstance, db: Db, options: AreaOptions): void {
  registerMerchantRoutes(app, db, productAreaRoutes(options.dataDir, options.collector));
}
