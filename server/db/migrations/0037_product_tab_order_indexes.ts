import { sql, type Kysely, type SqlBool } from "kysely";
import { tabStateSql, type ProductTab } from "../../areas/product/tabs.js";

/**
 * A narrow index per tab of the product list (issue 24), for a page of a tab under no filter:
 * the page skips every product before it in list order, and a deep page skips tens of thousands.
 * The tabs' indexes of 0032 and 0034 hold fifteen columns (what the filters test), so the walk
 * reads about eight times the pages it reads here, where an entry is the order alone. Pages read
 * again cost most under writes: a SQLite connection drops its cache when the file has changed,
 * and PostgreSQL's shared buffers hold little of a large shop (page 1,500 of the on-sale tab read
 * 1,240 buffers over the wide index against 154 over this one, 111 ms against 11 ms cold).
 *
 * - The condition is the list's own text, as in 0032 (`tabStateSql`).
 * - Not for the stock-alert tab (4): its products depend on each merchant's threshold.
 * - PostgreSQL takes these by their size; SQLite's planner weighs the wide index the same and
 *   must be told (`INDEXED BY`, server/areas/product/listQueries.ts).
 */
export const ORDER_INDEXED_TABS: readonly ProductTab[] = [1, 2, 3, 5, 6, 7, 8];

/** The name of a tab's narrow index. */
export const orderIndexOf = (tab: ProductTab) => `idx_product_tab${tab}_order`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const tab of ORDER_INDEXED_TABS) {
    await db.schema
      .createIndex(orderIndexOf(tab))
      .on("product")
      .columns(["mer_id", "sort", "id"])
      .where(sql<SqlBool>`${sql.raw(`is_del = 0 AND ${tabStateSql(tab)}`)}`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const tab of ORDER_INDEXED_TABS) await db.schema.dropIndex(orderIndexOf(tab)).execute();
}
