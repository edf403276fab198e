import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";
import { addOrderCounterTriggers, addProductDaySalesTriggers, dayOf } from "./speedTriggers.js";

/** What an order adds to a day's sales: its pay_price once paid. */
const PAID_CENTS = "CASE WHEN ROW.paid = 1 THEN ROW.pay_price ELSE 0 END";

// The backfills (and refillKeptTables' recounts): INSERT … SELECT with GROUP BY, which the schema builder cannot express.
export async function fillOrderDayCount(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO order_day_count (mer_id, day, tab, is_user_del, num, paid_cents)
    SELECT mer_id, ${sql.raw(dayOf("create_time"))}, tab, is_user_del, count(*), sum(${sql.raw(PAID_CENTS.replaceAll("ROW.", ""))}) FROM merchant_order
    WHERE is_merchant_del = 0 GROUP BY mer_id, ${sql.raw(dayOf("create_time"))}, tab, is_user_del`.execute(db);
}

export async function fillOrderUserCount(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO order_user_count (mer_id, uid, tab, is_user_del, num)
    SELECT mer_id, uid, tab, is_user_del, count(*) FROM merchant_order
    WHERE is_merchant_del = 0 GROUP BY mer_id, uid, tab, is_user_del`.execute(db);
}

export async function fillProductDaySales(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO product_day_sales (mer_id, product_id, day, cents)
    SELECT o.mer_id, d.product_id, ${sql.raw(dayOf("o.pay_time"))}, sum(d.pay_price) FROM merchant_order o
    JOIN order_detail d ON d.order_no = o.order_no
    WHERE o.paid = 1 AND o.is_merchant_del = 0 GROUP BY o.mer_id, d.product_id, ${sql.raw(dayOf("o.pay_time"))}`.execute(db);
}

/**
 * Counters and sums kept up to date on every write (issue 24), so a shop of a million orders is
 * answered without scanning them:
 * - `order_day_count`: orders per creation day, tab and is_user_del, with what the paid ones paid
 *   (the order counts and list totals of a date range, the dashboard's today and yesterday);
 * - `order_user_count`: orders per shopper, tab and is_user_del (the totals of a search by
 *   shopper name, phone or id);
 * - `product_day_sales`: what paid orders paid per product and payment day (the dashboard's pay
 *   ranking).
 * A database of an earlier version gets them filled from its orders here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, withoutRowid } = columnsFor(db);
  await db.schema
    .createTable("order_day_count")
    .addColumn("mer_id", int, notNull)
    .addColumn("day", "text", notNull)
    .addColumn("tab", int, notNull)
    .addColumn("is_user_del", int, notNull)
    .addColumn("num", int, notNullDefault(0))
    .addColumn("paid_cents", int, notNullDefault(0))
    .addPrimaryKeyConstraint("order_day_count_pkey", ["mer_id", "day", "tab", "is_user_del"])
    .$call(withoutRowid)
    .execute();
  await db.schema
    .createTable("order_user_count")
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNull)
    .addColumn("tab", int, notNull)
    .addColumn("is_user_del", int, notNull)
    .addColumn("num", int, notNullDefault(0))
    .addPrimaryKeyConstraint("order_user_count_pkey", ["mer_id", "uid", "tab", "is_user_del"])
    .$call(withoutRowid)
    .execute();
  await db.schema
    .createTable("product_day_sales")
    .addColumn("mer_id", int, notNull)
    .addColumn("product_id", int, notNull)
    .addColumn("day", "text", notNull)
    .addColumn("cents", int, notNullDefault(0))
    .addPrimaryKeyConstraint("product_day_sales_pkey", ["mer_id", "product_id", "day"])
    .$call(withoutRowid)
    .execute();
  await db.schema.createIndex("product_day_sales_day").on("product_day_sales").columns(["mer_id", "day", "product_id", "cents"]).execute();

  // A shopper's orders in one tab, newest first (a page of a shopper search, server/areas/order/queries.ts).
  await db.schema.createIndex("merchant_order_uid_tab").on("merchant_order").columns(["mer_id", "uid", "tab", "id"]).execute();

  await fillOrderDayCount(db);
  await fillOrderUserCount(db);
  await fillProductDaySales(db);

  await addOrderCounterTriggers(db, {
    table: "order_day_count",
    key: { day: dayOf("ROW.create_time") },
    watch: ["create_time", "mer_id", "pay_price"],
    sums: { paid_cents: PAID_CENTS },
  });
  await addOrderCounterTriggers(db, { table: "order_user_count", key: { uid: "ROW.uid" }, watch: ["uid", "mer_id"] });
  await addProductDaySalesTriggers(db);
}
