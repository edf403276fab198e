/** Reading the merchant's products: another merchant's product behaves exactly like a missing one. */
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { notFound, refused } from "../../core/errors.js";

export type ProductRow = Selectable<DB["product"]>;
export type SkuRow = Selectable<DB["productAttrValue"]>;

export const productMissing = () => notFound("商品不存在");

/** The merchant's live (not deleted) product. */
export async function requireProduct(db: Db, merId: number, id: number): Promise<ProductRow> {
  const row = await db.selectFrom("product").selectAll().where("id", "=", id).where("merId", "=", merId).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw productMissing();
  return row;
}

/** All of the given products, each the merchant's and live; refuses the whole set otherwise. */
export async function requireProducts(db: Db, merId: number, ids: readonly number[]): Promise<ProductRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await db.selectFrom("product").selectAll().where("id", "in", wanted).where("merId", "=", merId).where("isDel", "=", 0).execute();
  if (rows.length !== wanted.length) throw productMissing();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => byId.get(id)!);
}

export function skusOf(db: Db, productIds: readonly number[]): Promise<SkuRow[]> {
  if (!productIds.length) return Promise.resolve([]);
  return db.selectFrom("productAttrValue").selectAll().where("productId", "in", [...productIds]).orderBy("id").execute();
}

/** Recomputes a product's price and stock from its SKUs (the cheapest SKU sets the prices). */
export async function refreshProductTotals(db: Db, productId: number): Promise<void> {
  const skus = await skusOf(db, [productId]);
  if (!skus.length) return;
  const cheapest = skus.reduce((a, b) => (b.price < a.price ? b : a));
  await db
    .updateTable("product")
    .set({
      price: cheapest.price,
      otPrice: cheapest.otPrice,
      cost: cheapest.cost,
      vipPrice: cheapest.vipPrice,
      stock: skus.reduce((sum, s) => sum + s.stock, 0),
    })
    .where("id", "=", productId)
    .execute();
}

/** Refuses unless every id is one of the merchant's live product categories. */
export async function assertMerchantCategories(db: Db, merId: number, ids: readonly number[]): Promise<void> {
  const found = await db.selectFrom("merchantProductCategory").select("id").where("merId", "=", merId).where("isDel", "=", 0).where("id", "in", [...ids]).execute();
  if (found.length !== new Set(ids).size) throw refused("商户商品分类不存在");
}
