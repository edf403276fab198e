/**
 * Counts of a short search read from `product_gram_count` (migration 0031): the merchant's live
 * products per state that contain a text of up to GRAM_MAX characters, in the name alone (the
 * pickers) or in the name or the keyword (the list's keyword search).
 */
import type { SelectQueryBuilder } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { GRAM_MAX } from "../../db/migrations/0031_product_gram_count.js";

/** Whether the counts of `text` are kept: one to GRAM_MAX characters. */
export const gramCounted = (text: string): boolean => {
  const length = [...text].length;
  return length >= 1 && length <= GRAM_MAX;
};

/** The piece as kept: LIKE matches ASCII letters in either case and every other character exactly (db/compiler.ts). */
const keptPiece = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The rows counting merchant `merId`'s live products that contain `text` (gramCounted) in the name, or in the name or keyword. */
export const gramCountRows = (db: Db, merId: number, text: string, within: "name" | "nameOrKeyword") =>
  db
    .selectFrom("productGramCount")
    .where("productGramCount.merId", "=", merId)
    .where("productGramCount.withKeyword", "=", within === "name" ? 0 : 1)
    .where("productGramCount.gram", "=", keptPiece(text));

/**
 * The kept rows counting merchant `merId`'s live products per state: those containing `text`
 * (gramCounted) where there is one, all of them otherwise.
 */
export function keptStateRows(db: Db, merId: number, text: string | undefined, within: "name" | "nameOrKeyword"): SelectQueryBuilder<DB, "productStateCount", object> {
  if (text === undefined) return db.selectFrom("productStateCount").where("productStateCount.merId", "=", merId);
  // Both tables hold the state columns under the same names: a caller filters and sums either alike.
  return gramCountRows(db, merId, text, within) as unknown as SelectQueryBuilder<DB, "productStateCount", object>;
}
