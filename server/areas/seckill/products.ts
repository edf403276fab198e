/** The merchant's seckill products: the list query with every filter, and rows → answers. */
import { sql, type Selectable, type SqlBool } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { merchantById } from "../../core/accounts.js";
import { ApiError } from "../../core/errors.js";
import { fromCents } from "../../core/format.js";
import { platformCategories } from "../product/catalog.js";
import type { Media } from "../product/serialize.js";
import { containsPattern } from "../../core/textSearch.js";
import { activityState, activityStateSql, slotsOf, today } from "./activities.js";
import type { SeckillProductQuery, SeckillProductRow, SeckillSku } from "./contract.js";

export type SeckillProductRecord = Selectable<DB["seckillProduct"]>;
type SkuRecord = Selectable<DB["seckillProductSku"]>;

export const seckillProductMissing = () => new ApiError(12105, "秒杀活动商品不存在");

/** The merchant's live seckill products with their activity, narrowed by the search. */
export function seckillProductQuery(db: Db, merId: number, q: Omit<SeckillProductQuery, "page" | "limit">, starLevel: number) {
  const day = today();
  return db
    .selectFrom("seckillProduct")
    .innerJoin("seckillActivity", "seckillActivity.id", "seckillProduct.activityId")
    .where("seckillProduct.merId", "=", merId)
    .where("seckillProduct.isDel", "=", 0)
    .where((eb) => {
      const parts = [];
      if (q.proName) parts.push(containsPattern("seckillProduct.name", q.proName));
      if (q.activityName) parts.push(containsPattern("seckillActivity.name", q.activityName));
      if (q.proStatus !== undefined) parts.push(eb("seckillProduct.isShow", "=", q.proStatus));
      if (q.auditStatus !== undefined) parts.push(eb("seckillProduct.auditStatus", "=", q.auditStatus));
      if (q.activityStatus !== undefined) parts.push(sql<SqlBool>`${activityStateSql(day)} = ${q.activityStatus}`);
      // Platform-side filters: a merchant only ever has its own rows, so they keep all or nothing.
      if (q.merStars !== undefined && q.merStars !== starLevel) parts.push(sql<SqlBool>`1 = 0`);
      if (q.merIds !== undefined && !q.merIds.split(",").map((s) => s.trim()).includes(String(merId))) parts.push(sql<SqlBool>`1 = 0`);
      return eb.and(parts);
    });
}

/** The merchant's live seckill product, or 12105 (another merchant's row behaves the same). */
export async function findSeckillProduct(db: Db, merId: number, id: number): Promise<SeckillProductRecord> {
  const row = await db.selectFrom("seckillProduct").selectAll().where("id", "=", id).where("merId", "=", merId).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw seckillProductMissing();
  return row;
}

export function skusOfSeckill(db: Db, ids: readonly number[]): Promise<SkuRecord[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom("seckillProductSku").selectAll().where("seckillProductId", "in", [...ids]).orderBy("id").execute();
}

const toSku = (s: SkuRecord, media: Media): SeckillSku => ({
  id: s.id,
  productId: s.seckillProductId,
  masterId: s.masterId,
  sku: s.sku,
  image: media.url(s.image),
  barCode: s.barCode,
  attrValue: s.attrValue,
  price: fromCents(s.price),
  otPrice: fromCents(s.otPrice),
  quota: s.quota,
  quotaShow: s.quotaShow,
  stock: s.quota,
});

/** Rows → `SeckillProductPageResponse`, with SKUs, the activity's name, state and slots. */
export async function toSeckillRows(db: Db, merId: number, rows: SeckillProductRecord[], media: Media): Promise<SeckillProductRow[]> {
  if (!rows.length) return [];
  const skus = await skusOfSeckill(db, rows.map((r) => r.id));
  const activityIds = [...new Set(rows.map((r) => r.activityId))];
  const activities = await db.selectFrom("seckillActivity").selectAll().where("id", "in", activityIds).execute();
  const activityById = new Map(activities.map((a) => [a.id, a]));
  const slots = await slotsOf(db, activityIds);
  const merchant = await merchantById(db, merId);
  const { byId } = await platformCategories(db);
  const day = today();
  return rows.map((p) => {
    const activity = activityById.get(p.activityId);
    return {
      id: p.id,
      activityId: p.activityId,
      productId: p.productId,
      image: media.url(p.image),
      name: p.name,
      price: fromCents(p.price),
      seckillPrice: fromCents(p.seckillPrice),
      sort: p.sort,
      specType: p.specType === 1,
      isShow: p.isShow === 1,
      auditStatus: p.auditStatus,
      reason: p.reason,
      merName: merchant?.name ?? "",
      merCategoryId: p.cateId,
      merStarLevel: merchant?.starLevel ?? 0,
      categoryName: byId.get(p.categoryId)?.name ?? "",
      activityName: activity?.name ?? "",
      activityStatus: activity ? activityState(activity, day) : 2,
      attrValue: skus.filter((s) => s.seckillProductId === p.id).map((s) => toSku(s, media)),
      timeList: slots.get(p.activityId)?.labels ?? [],
      type: p.type,
    };
  });
}
