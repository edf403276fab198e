import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import type { AreaOptions } from "../index.js";
import { registerMerchantRoutes } from "../../core/route.js";
import { assistantRoutes } from "./assistantRoutes.js";
import { goodsRoutes } from "./goodsRoutes.js";
import { mediaRoutes } from "./mediaRoutes.js";
import { roomGoodsRoutes } from "./roomGoodsRoutes.js";
import { roomManageRoutes } from "./roomManageRoutes.js";
import { roomRoutes } from "./roomRoutes.js";

/** Mini-program live streaming (contract §3.27): goods, assistants, rooms and WeChat media ids. */
export function registerArea(app: FastifyInstance, db: Db, options: AreaOptions): void {
  registerMerchantRoutes(app, db, [
    ...goodsRoutes,
    ...assistantRoutes,
    ...roomRoutes(options.dataDir),
    ...roomGoodsRoutes,
    ...roomManageRoutes,
    ...mediaRoutes,
  ]);
}
