import type { Kysely } from "kysely";

/**
 * Indexes for the list filters that read a narrow slice of a large table (issue 24):
 * - `merchant_order_tab_created` and `merchant_order_user_del_created`: a tab's orders, and those
 *   the shoppers deleted, by creation time, so a page of a date range in one tab seeks the tab's
 *   matches alone (server/areas/order/queries.ts, the "seek" route) instead of every order of the
 *   range, each looked up for its tab;
 * - `idx_product_category`: a merchant's products by platform category with the state columns the
 *   tabs test and the list's order, so a category's count and page read its products alone instead
 *   of every product of the merchant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("merchant_order_tab_created").on("merchant_order").columns(["mer_id", "is_merchant_del", "tab", "create_time"]).execute();
  await db.schema
    .createIndex("merchant_order_user_del_created")
    .on("merchant_order")
    .columns(["mer_id", "is_merchant_del", "is_user_del", "create_time"])
    .execute();
  await db.schema
    .createIndex("idx_product_category")
    .on("product")
    .columns(["mer_id", "category_id", "is_del", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "sort"])
    .execute();
}
