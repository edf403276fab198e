import type { Kysely } from "kysely";
import { addTrigramIndexes, dropTrigramIndexes } from "./trgmIndexes.js";

/**
 * The comment list's shopper search (`product_reply.nickname`, `product_reply.phone`: comments
 * keep the shopper's name and phone of the time) through a trigram index, as 0024_trgm_search
 * does for the user and product tables (server/core/indexedSearch.ts). Filled from the rows here.
 */
export const SEARCHED = {
  product_reply: { index: "product_reply_search", columns: ["nickname", "phone"] },
} as const;

export const up = (db: Kysely<unknown>): Promise<void> => addTrigramIndexes(db, SEARCHED);

export const down = (db: Kysely<unknown>): Promise<void> => dropTrigramIndexes(db, SEARCHED);
