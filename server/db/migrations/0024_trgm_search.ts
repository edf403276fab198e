import type { Kysely } from "kysely";
import { addTrigramIndexes, dropTrigramIndexes } from "./trgmIndexes.js";

/**
 * Substring search without scanning whole tables (issue 24): the order list's shopper search
 * (`user.nickname`, `user.phone`) and the product list's keyword search (`product.name`,
 * `product.keyword`) find their rows through a trigram index (server/core/indexedSearch.ts;
 * the indexes: trgmIndexes.ts). A database of an earlier version gets its indexes filled from
 * its rows here.
 */
export const SEARCHED = {
  user: { index: "user_search", columns: ["nickname", "phone"] },
  product: { index: "product_search", columns: ["name", "keyword"] },
} as const;

export const up = (db: Kysely<unknown>): Promise<void> => addTrigramIndexes(db, SEARCHED);

export const down = (db: Kysely<unknown>): Promise<void> => dropTrigramIndexes(db, SEARCHED);
