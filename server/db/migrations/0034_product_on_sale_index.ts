import { sql, type Kysely, type SqlBool } from "kysely";
import { tabStateSql } from "../../areas/product/tabs.js";
import { LIST_INDEX_COLUMNS } from "./0032_product_tab_indexes.js";

/**
 * The on-sale tab (1) gets its partial index too, as 0032 gave the sparse tabs theirs. Walking
 * idx_product_list to a deep page tests every entry against the tab's conditions, the other
 * tabs' products included: page 1,700 of 69,000 products on sale took 5.6 ms in SQLite. Over an
 * index of the tab alone it takes 1.1 ms, forward or from the end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("idx_product_tab1")
    .on("product")
    .columns(LIST_INDEX_COLUMNS)
    .where(sql<SqlBool>`${sql.raw(`is_del = 0 AND ${tabStateSql(1)}`)}`)
    .execute();
}
