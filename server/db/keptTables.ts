import { sql, type Kysely } from "kysely";
import type { Db } from "./database.js";
import { isPostgres } from "./dialect.js";
import { fillOrderDayCount, fillOrderUserCount, fillProductDaySales } from "./migrations/0023_speed_aggregates.js";
import { SEARCHED as SEARCHED_0024 } from "./migrations/0024_trgm_search.js";
import { SEARCHED as SEARCHED_0025 } from "./migrations/0025_search2_trgm.js";
import { fillProductStateCount } from "./migrations/0026_product_state_count.js";
import { fillProductCate } from "./migrations/0028_product_categories.js";
import { fillOrderTabBlock } from "./migrations/0029_order_blocks.js";
import { fillOrderTabCount } from "./migrations/0030_order_tab_count_merchant.js";
import { fillProductGramCount } from "./migrations/0031_product_gram_count.js";
import { fillOrderBlockDay } from "./migrations/0033_order_block_days.js";
import { fillProductPiece } from "./migrations/0035_product_piece.js";
import { fillProductCategoryStateCount, fillProductCateStateCount } from "./migrations/0038_product_category_counts.js";
import { fillTrigramIndex } from "./migrations/trgmIndexes.js";

/** A table the database's triggers keep from the rows it counts or indexes, and how its rows are made from scratch. */
export interface KeptTable {
  table: string;
  fill: (db: Kysely<unknown>) => Promise<void>;
}

/**
 * Every kept table of this database, each with its migration's backfill. The table versions the
 * triggers raise are not here: they have no rows to recount (refillKeptTables raises them).
 */
export function keptTables(db: Kysely<unknown>): KeptTable[] {
  const counters: KeptTable[] = [
    { table: "order_tab_count", fill: fillOrderTabCount },
    { table: "order_day_count", fill: fillOrderDayCount },
    { table: "order_user_count", fill: fillOrderUserCount },
    { table: "product_day_sales", fill: fillProductDaySales },
    { table: "order_tab_block", fill: fillOrderTabBlock },
    { table: "order_block_day", fill: fillOrderBlockDay },
    { table: "product_state_count", fill: fillProductStateCount },
    { table: "product_cate", fill: fillProductCate },
    { table: "product_gram_count", fill: fillProductGramCount },
    { table: "product_piece", fill: fillProductPiece },
    // After product_cate, which it counts.
    { table: "product_cate_state_count", fill: fillProductCateStateCount },
    { table: "product_category_state_count", fill: fillProductCategoryStateCount },
  ];
  // PostgreSQL's trigram indexes are indexes; SQLite's are FTS5 tables kept by triggers.
  if (isPostgres(db)) return counters;
  const searched = Object.entries({ ...SEARCHED_0024, ...SEARCHED_0025 }).map(([table, set]) => ({
    table: set.index,
    fill: (db: Kysely<unknown>) => fillTrigramIndex(db, table, set),
  }));
  return [...counters, ...searched];
}

/**
 * Makes every kept table again from the rows it follows, in one transaction, and raises the
 * answer caches' versions. For rows written with the triggers off, as a bulk load does
 * (`node dist-server/main.js --refill-kept`, which bench/dataset.mjs runs after growing the
 * PostgreSQL data set); on a database whose triggers ran, it changes nothing.
 */
export async function refillKeptTables(db: Db): Promise<void> {
  // The fills are migration code, written over no schema type.
  await (db as unknown as Kysely<unknown>).transaction().execute(async (trx) => {
    for (const { table, fill } of keptTables(trx)) {
      await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      await fill(trx);
    }
    await sql`UPDATE table_version SET version = version + 1`.execute(trx);
    await sql`UPDATE product_version SET version = version + 1`.execute(trx);
  });
}
