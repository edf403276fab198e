import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";
import { addVersionTriggers } from "./triggers.js";

/**
 * Daily shop visitors, daily product page views and shop followers (server/areas/statistics/tables.ts),
 * and the index the dashboard's "today / yesterday" figures read orders through: it holds every
 * column they need, so a day's orders are summed from the index alone (no row look-ups).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId, withoutRowid } = columnsFor(db);
  await db.schema
    .createTable("merchant_day_record")
    .addColumn("mer_id", int, notNull)
    .addColumn("date", "text", notNull)
    .addColumn("visitation", int, notNullDefault(0))
    .addPrimaryKeyConstraint("merchant_day_record_pkey", ["mer_id", "date"])
    .$call(withoutRowid)
    .execute();
  await db.schema
    .createTable("product_day_record")
    .addColumn("mer_id", int, notNull)
    .addColumn("date", "text", notNull)
    .addColumn("product_id", int, notNull)
    .addColumn("page_view", int, notNullDefault(0))
    .addPrimaryKeyConstraint("product_day_record_pkey", ["mer_id", "date", "product_id"])
    .$call(withoutRowid)
    .execute();
  await db.schema
    .createTable("user_merchant_collect")
    .addColumn("id", int, autoId)
    .addColumn("uid", int, notNull)
    .addColumn("mer_id", int, notNull)
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("user_merchant_collect_mer_uid")
    .on("user_merchant_collect")
    .unique()
    .columns(["mer_id", "uid"])
    .execute();
  await db.schema
    .createIndex("merchant_order_day_figures")
    .on("merchant_order")
    .columns(["mer_id", "create_time", "is_merchant_del", "paid", "pay_price"])
    .execute();
  // The page-view ranking is cached while the page views are unchanged.
  await addVersionTriggers(db, "product_day_record", "product_day_record");
}
