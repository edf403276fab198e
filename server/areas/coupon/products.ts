/** The products a product coupon applies to. */
import type { Db } from "../../db/database.js";
import { badRequest } from "../../core/errors.js";
import { fromCents } from "../../core/format.js";
import { findMerchantProducts } from "../../core/productRefs.js";
import type { CouponProduct } from "./contract.js";

/** Refuses ids that are not live products of the merchant (another merchant's look missing). */
export async function requireOwnProducts(db: Db, merId: number, ids: number[]): Promise<void> {
  const found = new Set((await findMerchantProducts(db, merId, ids)).map((p) => p.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`商品ID“${missing}”不存在`);
}

/** Replaces a coupon's product links (call inside the caller's transaction). */
export async function replaceCouponProducts(trx: Db, merId: number, couponId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom("couponProduct").where("merId", "=", merId).where("couponId", "=", couponId).execute();
  if (ids.length) {
    await trx
      .insertInto("couponProduct")
      .values(ids.map((productId) => ({ couponId, productId, merId })))
      .execute();
  }
}

/** `productList` of the coupon info, in the order the products were linked. */
export async function couponProductList(db: Db, merId: number, couponId: number): Promise<CouponProduct[]> {
  const links = await db
    .selectFrom("couponProduct")
    .select("productId")
    .where("merId", "=", merId)
    .where("couponId", "=", couponId)
    .execute();
  const products = new Map((await findMerchantProducts(db, merId, links.map((l) => l.productId))).map((p) => [p.id, p]));
  return links.flatMap(({ productId }) => {
    const p = products.get(productId);
    return p ? [{ id: p.id, image: p.image, name: p.name, price: fromCents(p.price), stock: p.stock }] : [];
  });
}
