import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.js";
import type { Clock, LoginGuardSettings } from "./session/loginGuard.js";
import type { CollectorConfig } from "./product/collect/config.js";
import { sessionArea } from "./session/routes.js";
import { extensionsArea } from "./extensions/index.js";
import { productArea } from "./product/index.js";
import { libraryArea } from "./library/index.js";
import { couponArea } from "./coupon/index.js";
import { shippingArea } from "./shipping/index.js";
import { expressArea } from "./express/index.js";
import { customerArea } from "./customer/index.js";
import { orderArea } from "./order/index.js";
import { seckillArea } from "./seckill/index.js";
import { groupBuyArea } from "./groupbuy/index.js";
import { printingArea } from "./printing/index.js";
import { addressArea } from "./address/index.js";
import { statisticsArea } from "./statistics/index.js";
import { liveArea } from "./live/index.js";
import { videoChannelArea } from "./videoChannel/index.js";
import { financeArea } from "./finance/index.js";
import { shopSettingsArea } from "./shopSettings/index.js";
import { sensitiveLogArea } from "./sensitiveLog/index.js";
import { exportsArea } from "./exports/index.js";
import { staffArea } from "./staff/index.js";
import { adminArea } from "./admin/index.js";
import { pageDiyArea } from "./pageDiy/index.js";

export interface AreaOptions {
  dataDir: string;
  /** The sign-in lock and address back-off (default DEFAULT_LOGIN_GUARD). */
  loginGuard?: Partial<LoginGuardSettings>;
  /** The clock of the sign-in lock and back-off (tests move it; default Date.now). */
  clock?: Clock;
  /** The product collector (99api); collection is not configured without its address. */
  collector?: CollectorConfig;
}

/**
 * One line per area. An area is a function that registers its routes through
 * `registerMerchantRoutes` / `registerPublicRoutes`, so authority and merchant scoping apply.
 */
export function registerAreas(app: FastifyInstance, db: Db, options: AreaOptions): void {
  extensionsArea(app, db);
  sessionArea(app, db, options);
  productArea(app, db, options);
  couponArea(app, db);
  shippingArea(app, db);
  expressArea(app, db);
  customerArea(app, db);
  statisticsArea(app, db);
  shopSettingsArea(app, db);
  sensitiveLogArea(app, db);
  exportsArea(app, db);
  staffArea(app, db);
  adminArea(app, db);
  libraryArea(app, db, options);
  orderArea(app, db, options);
  liveArea(app, db, options);
  videoChannelArea(app, db);
  seckillArea(app, db);
  groupBuyArea(app, db);
  printingArea(app, db);
  addressArea(app, db);
  financeArea(app, db, options);
  pageDiyArea(app, db);
}
