import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";
import { addOrderCounterTriggers } from "./speedTriggers.js";

/** Orders per block of ids: ids `block × ORDER_BLOCK` up to the next block's first. */
export const ORDER_BLOCK = 4096;

/** An order's block: integer division on both databases (ids are integers). */
export const BLOCK_OF_ID = `id / ${ORDER_BLOCK}`;

/** Counts the orders into `order_tab_block` (the migration's backfill). */
export async function fillOrderTabBlock(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO order_tab_block (mer_id, tab, is_user_del, block, num)
    SELECT mer_id, tab, is_user_del, ${sql.raw(BLOCK_OF_ID)}, count(*) FROM merchant_order
    WHERE is_merchant_del = 0 GROUP BY mer_id, tab, is_user_del, ${sql.raw(BLOCK_OF_ID)}`.execute(db);
}

/**
 * `order_tab_block` (issue 24): the merchant's orders per tab, is_user_del and block of
 * `ORDER_BLOCK` ids, kept on every write like `order_tab_count`. A deep page of a list newest
 * first (page 2,000 of the whole shop is 40,000 orders in) sums the blocks above it instead of
 * walking every order before it, then walks one block at most (server/areas/order/queries.ts).
 * A database of an earlier version gets it filled here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, withoutRowid } = columnsFor(db);
  await db.schema
    .createTable("order_tab_block")
    .addColumn("mer_id", int, notNull)
    .addColumn("tab", int, notNull)
    .addColumn("is_user_del", int, notNull)
    .addColumn("block", int, notNull)
    .addColumn("num", int, notNullDefault(0))
    .addPrimaryKeyConstraint("order_tab_block_pkey", ["mer_id", "tab", "is_user_del", "block"])
    .$call(withoutRowid)
    .execute();
  await fillOrderTabBlock(db);
  await addOrderCounterTriggers(db, { table: "order_tab_block", key: { block: `ROW.${BLOCK_OF_ID}` }, watch: ["mer_id"] });
}
