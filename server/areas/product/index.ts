import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import { registerMerchantRoutes, type MerchantRoute } from "../../core/route.js";
import { batchRoutes } from "./batchRoutes.js";
import { categoryRoutes } from "./categoryRoutes.js";
import { cdkeyRoutes } from "./cdkeyRoutes.js";
import { exportRoutes } from "./exportRoute.js";
import { guaranteeRoutes } from "./guaranteeRoutes.js";
import { lifecycleRoutes } from "./lifecycleRoutes.js";
import { pickerRoutes } from "./pickerRoutes.js";
import { platformRoutes } from "./platformRoutes.js";
import { productRoutes } from "./productRoutes.js";
import { replyRoutes } from "./replyRoutes.js";
import { ruleRoutes } from "./ruleRoutes.js";

/** Every endpoint of the area (the permission tests walk this table). */
export const PRODUCT_AREA_ROUTES: MerchantRoute[] = [
  ...productRoutes,
  ...exportRoutes,
  ...lifecycleRoutes,
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
export function productArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, PRODUCT_AREA_ROUTES);
}
