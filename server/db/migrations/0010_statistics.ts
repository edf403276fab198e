import { sql, type Kysely } from "kysely";
import { versionTriggers } from "./0006_table_versions.js";

/**
 * Daily shop visitors, daily product page views and shop followers (server/areas/statistics/tables.ts),
 * and the index the dashboard's "today / yesterday" figures read orders through: it holds every
 * column they need, so a day's orders are summed from the index alone (no row look-ups).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE merchant_day_record (
      mer_id INTEGER NOT NULL,
      date TEXT NOT NULL,
      visitation INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (mer_id, date)
    ) WITHOUT ROWID`,
    `CREATE TABLE product_day_record (
      mer_id INTEGER NOT NULL,
      date TEXT NOT NULL,
      product_id INTEGER NOT NULL,
      page_view INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (mer_id, date, product_id)
    ) WITHOUT ROWID`,
    `CREATE TABLE user_merchant_collect (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      uid INTEGER NOT NULL,
      mer_id INTEGER NOT NULL,
      create_time TEXT NOT NULL
    )`,
    `CREATE UNIQUE INDEX user_merchant_collect_mer_uid ON user_merchant_collect (mer_id, uid)`,
    `CREATE INDEX merchant_order_day_figures ON merchant_order (mer_id, create_time, is_merchant_del, paid, pay_price)`,
    // The page-view ranking is cached while the page views are unchanged.
    ...versionTriggers("product_day_record", "product_day_record"),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
