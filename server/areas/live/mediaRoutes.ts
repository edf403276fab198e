/**
 * POST /mp/media/uploadlocal (contract §3.27): a library picture becomes a WeChat temporary
 * media id (simulated: recorded here, so goods and rooms can only use ids the merchant obtained).
 */
import { randomBytes } from "node:crypto";
import { badRequest } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { fromMediaUrl, requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { mediaUploadSchema, type WechatMedia } from "./contract.js";

const PICTURE = /\.(jpe?g|png|gif|bmp)(\?.*)?$/i;

export const mediaRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "POST",
    path: "/mp/media/uploadlocal",
    authority: "merchant:mp:media:uploadlocal",
    schema: { body: mediaUploadSchema },
    handler: async ({ db, mine, body, request }): Promise<WechatMedia> => {
      const origin = requestOrigin(request);
      const path = fromMediaUrl(body.imagePath, origin);
      if (!PICTURE.test(path)) throw badRequest("只能上传jpg、jpeg、png、gif、bmp格式的图片");
      const mediaId = randomBytes(24).toString("base64url");
      await db.insertInto("liveMedia").values({ merId: mine.merId, mediaId, type: body.type, path, createTime: now() }).execute();
      return { type: body.type, mediaId, createdAt: Math.floor(Date.now() / 1000), url: toMediaUrl(path, origin) };
    },
  }),
];
