/**
 * Products as flash sales and group buys see them (contract §3.25, §3.26): the merchant's live,
 * shelf-able goods whose audit is settled — what the marketing picker lists — with their SKUs.
 */
import type { Db } from "../../db/database.js";
import { PRODUCT_TYPE } from "./contract.js";
import { skusOf, type ProductRow, type SkuRow } from "./store.js";
import { AUDIT_OK } from "./tabs.js";

export interface MarketingProduct {
  product: ProductRow;
  skus: SkuRow[];
}

function eligible(db: Db, merId: number) {
  return db
    .selectFrom("product")
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where("isRecycle", "=", 0)
    .where("type", "=", PRODUCT_TYPE.normal)
    .where("auditStatus", "in", AUDIT_OK);
}

/** The eligible products among `ids` with their SKUs; ids that are not eligible are missing from the map. */
export async function marketingProducts(db: Db, merId: number, ids: readonly number[]): Promise<Map<number, MarketingProduct>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await eligible(db, merId).selectAll().where("id", "in", wanted).execute();
  const skus = await skusOf(db, rows.map((r) => r.id));
  return new Map(rows.map((product) => [product.id, { product, skus: skus.filter((s) => s.productId === product.id) }]));
}

/** Ids of the merchant's eligible products on sale with stock, lowest first (demo data). */
export async function marketingProductIds(db: Db, merId: number, limit: number): Promise<number[]> {
  const rows = await eligible(db, merId).select("id").where("isShow", "=", 1).where("stock", ">", 0).orderBy("id").limit(limit).execute();
  return rows.map((r) => r.id);
}
