import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import type { LoginLimits } from "./session/loginGuard.js";
import { sessionArea } from "./session/routes.js";
import { extensionsArea } from "./extensions/index.js";
import { productArea } from "./product/index.js";
import { libraryArea } from "./library/index.js";
import { couponArea } from "./coupon/index.js";
import { shippingArea } from "./shipping/index.js";
import { expressArea } from "./express/index.js";
import { customerArea } from "./customer/index.js";
import { orderArea } from "./order/index.js";
import { statisticsArea } from "./statistics/index.js";

export interface AreaOptions {
  dataDir: string;
  /** Sign-in attempts a minute, per account and per client address (default DEFAULT_LOGIN_LIMITS). */
  loginLimits?: LoginLimits;
}

/**
 * One line per area. An area is a function that registers its routes through
 * `registerMerchantRoutes` / `registerPublicRoutes`, so authority and merchant scoping apply.
 */
export function registerAreas(app: FastifyInstance, db: Db, options: AreaOptions): void {
  extensionsArea(app, db);
  sessionArea(app, db, options);
  productArea(app, db);
  couponArea(app, db);
  shippingArea(app, db);
  expressArea(app, db);
  customerArea(app, db);
  statisticsArea(app, db);
  libraryArea(app, db, options);
  orderArea(app, db, options);
}
