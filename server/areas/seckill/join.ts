/**
 * Joining a flash sale (`/seckill/product/add`): the activity must be open and not ended, the
 * merchant must have the stars it asks for, and each product must be eligible, inside the
 * activity's categories, not in it already, with a quota and an activity price for every SKU.
 */
import type { Insertable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { merchantById } from "../../core/accounts.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { categoryAndDescendants } from "../product/catalog.js";
import { marketingProducts, type MarketingProduct } from "../product/marketingProducts.js";
import { ACTIVITY_STATE, activityAbnormal, activityCategoryIds, activityState, findActivity } from "./activities.js";
import type { SeckillAddInput, SeckillJoinProduct } from "./contract.js";
import { AUDIT } from "./review.js";

type SkuInsert = Omit<Insertable<DB["seckillProductSku"]>, "seckillProductId">;
type ProductInsert = Insertable<DB["seckillProduct"]>;

interface JoinRules {
  activityId: number;
  /** Platform categories the activity admits (with their descendants); undefined for any. */
  categories?: Set<number>;
  /** Products already in the activity (pending or passed). */
  joined: Set<number>;
}

function planProduct(item: SeckillJoinProduct, entry: MarketingProduct | undefined, rules: JoinRules, merId: number, time: string) {
  if (!entry) throw refused(`没有对应的商品信息，商品ID = ${item.id}`);
  const { product, skus } = entry;
  if (rules.categories && !rules.categories.has(product.categoryId)) throw refused(`商品分类不在活动范围内，商品名称:${product.name}`);
  if (rules.joined.has(product.id)) throw refused(`商品已参加此秒杀活动，商品名称:${product.name}`);
  if (!skus.length) throw refused(`没有对应的商品sku信息，商品ID = ${product.id}`);
  const wanted = new Map(item.attrValue.map((a) => [a.attrValueId, a]));
  if (item.attrValue.some((a) => !skus.some((s) => s.id === a.attrValueId))) throw refused(`商品规格不存在，秒杀商品名称:${product.name}`);
  const skuRows: SkuInsert[] = skus.map((s) => {
    const chosen = wanted.get(s.id);
    if (!chosen) throw refused(`添加秒杀商品未找到对应SKU，秒杀商品名称:${product.name},SKU = ${s.sku}`);
    if (chosen.activityPrice <= 0) throw refused("秒杀价格不能小于等于0");
    if (chosen.quota > s.stock) throw refused(`添加秒杀商品SKU限量不能超过库存，秒杀商品名称:${product.name}`);
    return {
      merId,
      masterId: s.id,
      sku: s.sku,
      image: s.image,
      barCode: s.barCode,
      attrValue: s.attrValue,
      otPrice: s.price,
      price: chosen.activityPrice,
      quota: chosen.quota,
      quotaShow: chosen.quota,
    };
  });
  const quota = skuRows.reduce((sum, s) => sum + s.quota, 0);
  if (quota < 1) throw refused(`添加秒杀商品限量必须大于0，秒杀商品名称:${product.name}`);
  const row: ProductInsert = {
    merId,
    activityId: rules.activityId,
    productId: product.id,
    name: product.name,
    image: product.image,
    categoryId: product.categoryId,
    cateId: product.cateId,
    type: product.type,
    specType: product.specType,
    price: product.price,
    seckillPrice: Math.min(...skuRows.map((s) => s.price)),
    quota,
    quotaShow: quota,
    sort: item.sort,
    isShow: product.isShow,
    auditStatus: AUDIT.pending,
    reason: "",
    submitTime: time,
    isDel: 0,
    createTime: time,
    updateTime: time,
  };
  return { row, skuRows };
}

async function joinRules(db: Db, merId: number, activityId: number, proCategory: string, productIds: number[]): Promise<JoinRules> {
  const admitted = activityCategoryIds(proCategory);
  const existing = await db
    .selectFrom("seckillProduct")
    .select("productId")
    .where("merId", "=", merId)
    .where("activityId", "=", activityId)
    .where("isDel", "=", 0)
    .where("auditStatus", "in", [AUDIT.pending, AUDIT.passed])
    .where("productId", "in", productIds)
    .execute();
  return {
    activityId,
    categories: admitted.length ? new Set(await categoryAndDescendants(db, admitted)) : undefined,
    joined: new Set(existing.map((r) => r.productId)),
  };
}

export type JoinPlan = ReturnType<typeof planProduct>;

/** Checks a join against every rule; the rows to insert, or the first refusal. */
export async function planJoin(db: Db, merId: number, input: SeckillAddInput): Promise<JoinPlan[]> {
  const activity = await findActivity(db, input.id);
  if (activityState(activity) === ACTIVITY_STATE.ended) throw activityAbnormal("秒杀活动已结束");
  if (activity.isOpen !== 1) throw activityAbnormal("秒杀活动未开启");
  const merchant = await merchantById(db, merId);
  if (activity.merStars > (merchant?.starLevel ?? 0)) throw refused(`参加此活动最低需${activity.merStars}星商户`);
  const ids = input.productList.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw refused("同一商品不能重复添加");
  const found = await marketingProducts(db, merId, ids);
  const rules = await joinRules(db, merId, activity.id, activity.proCategory, ids);
  const time = now();
  return input.productList.map((item) => planProduct(item, found.get(item.id), rules, merId, time));
}

/** Inserts planned products and their SKUs (inside the caller's transaction). */
export async function insertJoin(db: Db, plans: JoinPlan[]): Promise<number[]> {
  const ids: number[] = [];
  for (const plan of plans) {
    const { id } = await db.insertInto("seckillProduct").values(plan.row).returning("id").executeTakeFirstOrThrow();
    await db
      .insertInto("seckillProductSku")
      .values(plan.skuRows.map((s) => ({ ...s, seckillProductId: id })))
      .execute();
    ids.push(id);
  }
  return ids;
}
