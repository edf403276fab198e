/** The PC shop's settings (contract §3.23, `MerchantPcShoppingConfigVo`): logo, cover, banners, recommended products. */
import { updateMerchantWith } from "../../core/accounts.js";
import { now } from "../../core/format.js";
import { fromMediaUrl, requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import { pcShoppingBody, type MerchantPcShoppingConfig, type RecommendProduct } from "./contract.js";
import { currentMerchant } from "./infoRoutes.js";

const idsOf = (text: string) => (text ? text.split(",").map(Number) : []);

/** The listed products of this merchant, in the listed order; ids of other merchants' or missing products are left out. */
async function recommendedProducts(db: Db, merId: number, ids: readonly number[], origin: string): Promise<RecommendProduct[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("product")
    .select(["id", "image", "name", "isRecycle", "isShow", "isDel"])
    .where("merId", "=", merId)
    .where("id", "in", [...new Set(ids)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, image: toMediaUrl(r.image, origin), name: r.name, isRecycle: r.isRecycle === 1, isShow: r.isShow === 1, isDel: r.isDel === 1 }] : [];
  });
}

export const pcRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/config/get/pc/shopping/config",
    authority: "merchant:config:pc:shopping:get",
    handler: async ({ db, mine, session, request }): Promise<MerchantPcShoppingConfig> => {
      const origin = requestOrigin(request);
      const m = await currentMerchant(db, session.merId);
      const banners = await mine.selectFrom("merchantPcBanner").selectAll().orderBy("sort").orderBy("id").execute();
      return {
        pcLogo: toMediaUrl(m.pcLogo, origin),
        pcGoodStoreCoverImage: toMediaUrl(m.pcGoodStoreCoverImage, origin),
        bannerList: banners.map((b) => ({ id: b.id, imageUrl: toMediaUrl(b.imageUrl, origin), linkUrl: b.linkUrl, status: b.status === 1, sort: b.sort })),
        recommendProductStr: m.pcRecommendProducts,
        recommendProductList: await recommendedProducts(db, m.id, idsOf(m.pcRecommendProducts), origin),
      };
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/config/save/pc/shopping/config",
    authority: "merchant:config:pc:shopping:save",
    schema: { body: pcShoppingBody },
    handler: async ({ db, session, body, request }) => {
      const origin = requestOrigin(request);
      const store = (url: string) => fromMediaUrl(url, origin);
      const merId = (await currentMerchant(db, session.merId)).id;
      // Only products the merchant can still use stay recommended (the backend drops the others silently).
      const usable = (await recommendedProducts(db, merId, idsOf(body.recommendProductStr), origin)).filter((p) => !p.isDel && !p.isRecycle);
      const patch = {
        pcLogo: store(body.pcLogo),
        pcGoodStoreCoverImage: store(body.pcGoodStoreCoverImage),
        pcRecommendProducts: [...new Set(usable.map((p) => p.id))].join(","),
        updateTime: now(),
      };
      await updateMerchantWith(db, merId, patch, async (trx) => {
        await trx.deleteFrom("merchantPcBanner").where("merId", "=", merId).execute();
        if (!body.bannerList.length) return;
        await trx
          .insertInto("merchantPcBanner")
          .values(body.bannerList.map((b) => ({ merId, imageUrl: store(b.imageUrl), linkUrl: b.linkUrl, status: b.status ? 1 : 0, sort: b.sort })))
          .execute();
      });
      return null;
    },
  }),
];
