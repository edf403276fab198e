/**
 * Collecting a product from another platform (contract §3.1): the collection setting, the
 * 99api collection (`importProduct`) and the one-pass one (`copy/product`). Each collection
 * uses one of the merchant's copies (`copyProductNum`, set by the platform).
 */
import { merchantById, takeCopyQuota } from "../../../core/accounts.js";
import { badRequest, refused } from "../../../core/errors.js";
import { merchantRoute, type MerchantRoute } from "../../../core/route.js";
import { copyProductBody, importProductQuery } from "../contract.js";
import { collectItem } from "./collector.js";
import { COPY_TYPE_99API, type CollectorConfig } from "./config.js";
import type { CollectedProduct, CopyConfig } from "./contract.js";
import { toCollectedProduct } from "./collectedProduct.js";
import { CollectError } from "./platforms.js";

async function copiesLeft(db: Parameters<typeof merchantById>[0], merId: number): Promise<number> {
  return (await merchantById(db, merId))?.copyProductNum ?? 0;
}

export function collectRoutes(collector: CollectorConfig): MerchantRoute[] {
  return [
    merchantRoute({
      method: "POST",
      path: "/product/copy/config",
      authority: "admin:product:copy:config",
      handler: (): CopyConfig => {
        if (!collector.url) throw badRequest("请先进行采集商品配置");
        // Only a one-pass setting counts copies here; this server speaks 99api.
        return { copyType: COPY_TYPE_99API, copyNum: 0 };
      },
    }),
    merchantRoute({
      method: "POST",
      path: "/product/copy/product",
      authority: "merchant:product:copy:product",
      schema: { body: copyProductBody },
      handler: async ({ db, session }) => {
        if ((await copiesLeft(db, session.merId)) <= 0) throw badRequest("当前商户采集次数不足，请联系平台客服");
        // One-pass collection needs the platform's one-pass application, which this server has not.
        throw refused("一号通采集商品异常：请配置一号通access_key一号通后台应用管理获得APPID！");
      },
    }),
    merchantRoute({
      method: "POST",
      path: "/product/importProduct",
      authority: "merchant:product:import:product",
      schema: { query: importProductQuery },
      handler: async ({ db, session, query }): Promise<CollectedProduct> => {
        if ((await copiesLeft(db, session.merId)) <= 0) throw badRequest("商户复制商品数量不足");
        let product: CollectedProduct;
        try {
          product = toCollectedProduct(await collectItem(collector, query.form, query.url));
        } catch (error) {
          if (!(error instanceof CollectError)) throw error;
          throw refused(`确认URL和平台是否正确，以及平台费用是否足额${error.message}`);
        }
        await takeCopyQuota(db, session.merId);
        return product;
      },
    }),
  ];
}
