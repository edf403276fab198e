import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";
import { addOrderCounterTriggers, dayOf } from "./speedTriggers.js";
import { BLOCK_OF_ID } from "./0029_order_blocks.js";

/** Counts the orders into `order_block_day` (the migration's backfill). */
export async function fillOrderBlockDay(db: Kysely<unknown>): Promise<void> {
  const day = dayOf("create_time");
  await sql`INSERT INTO order_block_day (mer_id, day, tab, is_user_del, block, num)
    SELECT mer_id, ${sql.raw(day)}, tab, is_user_del, ${sql.raw(BLOCK_OF_ID)}, count(*) FROM merchant_order
    WHERE is_merchant_del = 0 GROUP BY mer_id, ${sql.raw(day)}, tab, is_user_del, ${sql.raw(BLOCK_OF_ID)}`.execute(db);
}

/**
 * `order_block_day` (issue 24): the merchant's orders per creation day, tab, is_user_del and block
 * of `ORDER_BLOCK` ids, kept on every write like `order_tab_block` (migration 0029). A page of a
 * date range newest first sums the blocks above it within the range's days and walks only the
 * blocks that hold the page, instead of reading every order of the range and sorting them (a
 * range long past holds a fifth of a million orders) or walking every newer order first.
 * A database of an earlier version gets it filled here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, withoutRowid } = columnsFor(db);
  await db.schema
    .createTable("order_block_day")
    .addColumn("mer_id", int, notNull)
    .addColumn("day", "text", notNull)
    .addColumn("tab", int, notNull)
    .addColumn("is_user_del", int, notNull)
    .addColumn("block", int, notNull)
    .addColumn("num", int, notNullDefault(0))
    // A range of days of one merchant is one range of the key.
    .addPrimaryKeyConstraint("order_block_day_pkey", ["mer_id", "day", "tab", "is_user_del", "block"])
    .$call(withoutRowid)
    .execute();
  await fillOrderBlockDay(db);
  await addOrderCounterTriggers(db, { table: "order_block_day", key: { day: dayOf("ROW.create_time"), block: `ROW.${BLOCK_OF_ID}` }, watch: ["mer_id", "create_time"] });
}
