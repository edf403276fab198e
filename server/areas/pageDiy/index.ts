import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import {
  publicRoute,
  registerMerchantRoutes,
  registerPublicRoutes,
  PUBLIC_PREFIX,
} from "../../core/route.js";
import { readConfig } from "../session/config.js";
import { qrcodeSchema, type QrcodeAnswer } from "./contract.js";
import { previewAddress, qrPngDataUrl } from "./qrcode.js";
import { pageDiyRoutes } from "./routes.js";

const publicPageRoutes = [
  publicRoute({
    method: "POST",
    path: "/wechat/mini/get/qrcode",
    schema: { body: qrcodeSchema },
    handler: async ({ db, body }): Promise<QrcodeAnswer> => {
      const { frontDomain } = await readConfig(db);
      return {
        code: qrPngDataUrl(previewAddress(frontDomain, body.path, body.scene)),
      };
    },
  }),
];

/** Page decoration (contract §3.31) and its preview code. */
export function registerArea(app: FastifyInstance, db: Db): void {
  registerMerchantRoutes(app, db, pageDiyRoutes);
  registerPublicRoutes(app, db, publicPageRoutes, PUBLIC_PREFIX);
}
