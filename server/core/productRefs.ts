/**
 * Read-only look-ups into the product area's `product` table for areas that reference
 * products (coupons link them, shipping templates are used by them). Raw SQL on purpose:
 * the product area owns that table and its Kysely shape; these need four columns.
 */
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { besideIds } from "./besideIds.js";

export interface ProductRef {
  id: number;
  name: string;
  image: string;
  /** Cents. */
  price: number;
  stock: number;
}

/** The merchant's (not deleted) products among `ids`, in no particular order. */
export async function findMerchantProducts(db: Db, merId: number, ids: readonly number[]): Promise<ProductRef[]> {
  if (!ids.length) return [];
  const { rows } = await sql<ProductRef>`
    SELECT id, name, image, price, stock FROM product
    WHERE ${besideIds("mer_id")} = ${merId} AND id IN (${sql.join(ids)}) AND is_del = 0`.execute(db);
  return rows;
}

/** How many of the merchant's products use a shipping template (deleted ones included: they can be restored). */
export async function countProductsUsingTemplate(db: Db, merId: number, templateId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT COUNT(*) AS n FROM product WHERE mer_id = ${merId} AND temp_id = ${templateId}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The first `limit` live product ids of a merchant (lowest ids first). */
export async function firstMerchantProductIds(db: Db, merId: number, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM product WHERE mer_id = ${merId} AND is_del = 0 ORDER BY id LIMIT ${limit}`.execute(db);
  return rows.map((r) => r.id);
}
