/**
 * The merchant's products whose name contains a text (its `%`, `_` literal: core/textSearch.ts),
 * for the searches of other lists by product name (comments, card-secret libraries): found through
 * the product table's trigram index (core/indexedSearch.ts) instead of scanning every name.
 */
import type { Db } from "../../db/database.js";
import { leadingById, matchesIndexed } from "../../core/indexedSearch.js";
import { likePattern } from "../../core/textSearch.js";

/** A subquery of the ids of merchant `merId`'s products (deleted ones too) whose name contains `text`. */
export async function productsNamed(db: Db, merId: number, text: string) {
  const match = await matchesIndexed(db, "product", ["name"], likePattern(text));
  return db
    .selectFrom("product")
    .select("product.id")
    .where((eb) => eb(leadingById("product.merId", match), "=", merId))
    .where(match.where);
}
