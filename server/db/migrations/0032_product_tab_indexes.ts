import { sql, type Kysely, type SqlBool } from "kysely";
import { LOW_STOCK_INDEXED, tabStateSql, type ProductTab } from "../../areas/product/tabs.js";

/**
 * A partial index per sparse tab of the product list (issue 24). A page of a tab walks the list's
 * index (idx_product_list, in display order) and skips the products of other tabs: for a tab
 * holding a few percent of a large shop, most of the walk is skipping, and with a keyword a page
 * could walk the whole shop (10 ms for 100,000 products). Each index below holds one tab's
 * products only, in the same order with the same columns, so its pages walk that tab alone.
 *
 * - The condition is the list's own text (`tabStateSql`): a database reads a partial index only
 *   for a query whose conditions contain the index's, values written out. A change to a tab's
 *   state needs a migration that makes its index again.
 * - Not for the on-sale tab (1), most of a shop (0034 adds its index: deep pages walked slowly).
 * - The stock-alert tab (4) depends on each merchant's threshold: its index is led by the stock.
 */
export const INDEXED_TABS: readonly ProductTab[] = [2, 3, 5, 6, 7, 8];

/** idx_product_list's columns. */
export const LIST_INDEX_COLUMNS = ["mer_id", "sort", "id", "is_del", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "type", "is_paid_member", "category_id", "cate_id", "name", "keyword"];

/**
 * The stock-alert tab (4): its products in stock order, over every product a threshold can reach
 * (LOW_STOCK_INDEXED), so its count walks the products at or under the threshold only.
 */
const LOW_STOCK_COLUMNS = ["mer_id", "stock", "sort", "id", "is_del", "is_recycle", "audit_status", "is_audit", "is_show", "type", "is_paid_member", "category_id", "cate_id", "name", "keyword"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("idx_product_tab4")
    .on("product")
    .columns(LOW_STOCK_COLUMNS)
    .where(sql<SqlBool>`${sql.raw(`is_del = 0 AND ${tabStateSql(4)} AND ${LOW_STOCK_INDEXED}`)}`)
    .execute();
  for (const tab of INDEXED_TABS) {
    await db.schema
      .createIndex(`idx_product_tab${tab}`)
      .on("product")
      .columns(LIST_INDEX_COLUMNS)
      .where(sql<SqlBool>`${sql.raw(`is_del = 0 AND ${tabStateSql(tab)}`)}`)
      .execute();
  }
}
