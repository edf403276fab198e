import type { SelectQueryBuilder } from "kysely";
import type { Db } from "../db/database.js";
import type { DB } from "../db/schema.js";

/** One list's ids, newest first, cut to what the page can reach (`newestMerged`). */
export type NewestIds = SelectQueryBuilder<DB, keyof DB, { id: number }>;

/** Most parts a page merges (`newestMerged`); a search of more keys takes the plain query. */
export const MOST_PARTS_MERGED = 200;

/**
 * Several lists' ids merged newest first, in one statement: a search whose matches are the rows of
 * a few keys (shoppers) reads each key's newest rows through its index and merges them, where
 * `key IN (…)` reads every row of every key and sorts them all. Each part must be ordered newest
 * first and cut (`limit`) to the page's end, offset + limit, so a key with thousands of rows gives
 * no more than that. The caller cuts the page. At least one part.
 */
export function newestMerged(db: Db, parts: readonly NewestIds[]) {
  const wrapped = parts.map((part, i) => db.selectFrom(part.as(`part${i}`)).select(`part${i}.id` as "id"));
  const merged = wrapped.slice(1).reduce((all, one) => all.unionAll(one), wrapped[0]!);
  return db.selectFrom(merged.as("merged")).select("merged.id").orderBy("merged.id", "desc");
}
