import type { ActivityProduct, ActivityRules } from "../../../src/widgets/activitySku";

/** A flash sale: any positive price, a quota within stock, more than nothing per product; any number of products. */
export const SECKILL_RULES: ActivityRules = { priceAtMostSkuPrice: false, quotaSumAtLeastOne: true, maxProducts: 0 };

/** `SeckillProductAddRequest`: `id` is the activity; every SKU of each product with its quota and price. */
export const joinBody = (activityId: number, products: readonly ActivityProduct[]) => ({
  id: activityId,
  productList: products.map((p) => ({
    id: p.id,
    sort: 0,
    attrValue: p.skus.map((s) => ({ attrValueId: s.skuId, quota: s.quota ?? 0, activityPrice: s.activityPrice })),
  })),
});
