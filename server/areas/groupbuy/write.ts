/**
 * Saving a group-buy activity: its SKUs must be of the merchant's eligible products, each once,
 * priced at most the SKU's own price, limited to the SKU's stock; at most ten products. A save
 * or an edit (re)submits the activity to the platform's review.
 */
import type { Insertable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { marketingProducts } from "../product/marketingProducts.js";
import { GROUP_STATUS, type GroupActivityInput, type GroupSkuInput } from "./contract.js";

export const MAX_PRODUCTS = 10;

export const activityMissing = () => refused("活动不存在");

type SkuInsert = Omit<Insertable<DB["groupBuyActivitySku"]>, "groupActivityId">;

/** Checks the SKUs against the merchant's products; the rows to store. */
export async function planSkus(db: Db, merId: number, skus: GroupSkuInput[]): Promise<{ rows: SkuInsert[]; productCount: number }> {
  const productIds = [...new Set(skus.map((s) => s.productId))];
  if (productIds.length > MAX_PRODUCTS) throw refused(`最多添加${MAX_PRODUCTS}个商品`);
  if (new Set(skus.map((s) => s.skuId)).size !== skus.length) throw refused("拼团商品规格重复");
  const products = await marketingProducts(db, merId, productIds);
  const rows = skus.map((s): SkuInsert => {
    const sku = products.get(s.productId)?.skus.find((k) => k.id === s.skuId);
    if (!sku) throw refused("商品不存在");
    if (s.quotaShow > sku.stock) throw refused("商品库存不得大于原始商品库存");
    if (s.activePrice > sku.price) throw refused("拼团价不能大于商品售价");
    return { merId, productId: s.productId, skuId: s.skuId, activePrice: s.activePrice, quotaShow: s.quotaShow, quota: s.quotaShow };
  });
  return { rows, productCount: productIds.length };
}

/** The activity's own columns from a request, submitted for review now. */
export function activityColumns(input: GroupActivityInput, productCount: number) {
  const time = now();
  return {
    groupName: input.groupName,
    startTime: input.startTime,
    endTime: input.endTime,
    validHour: input.validHour,
    buyCount: input.buyCount,
    allQuota: input.allQuota,
    oncQuota: input.oncQuota,
    productCount,
    showGroup: input.showGroup,
    // Virtual members only fill groups that are shown to others.
    fictiStatus: input.showGroup === 1 ? (input.fictiStatus ?? 0) : 0,
    groupStatus: GROUP_STATUS.pending,
    refusal: "",
    submitTime: time,
    updateTime: time,
  };
}

/** Replaces the activity's SKUs (inside the caller's transaction). */
export async function writeSkus(db: Db, activityId: number, rows: SkuInsert[]): Promise<void> {
  await db.deleteFrom("groupBuyActivitySku").where("groupActivityId", "=", activityId).execute();
  await db
    .insertInto("groupBuyActivitySku")
    .values(rows.map((r) => ({ ...r, groupActivityId: activityId })))
    .execute();
}
