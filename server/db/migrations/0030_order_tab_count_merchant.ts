import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";
import { addOrderTabCountTriggers, runSql, TAB_COLUMNS } from "./triggers.js";

/**
 * `order_tab_count` (0009) also follows an order moved to another merchant: its triggers did not
 * watch `mer_id`, so such a move left the count with the former merchant (the counters of 0023
 * and 0029 watch it). The triggers are made again with it, and the counts made again from the
 * orders, in case a database holds such a move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await runSql(db, "DROP TRIGGER merchant_order_count ON merchant_order");
  else for (const event of ["insert", "delete", "update_old", "update_new"]) await runSql(db, `DROP TRIGGER merchant_order_count_${event}`);
  await addOrderTabCountTriggers(db, `${TAB_COLUMNS}, mer_id`);
  await sql`DELETE FROM order_tab_count`.execute(db);
  await fillOrderTabCount(db);
}

/** Counts the orders into `order_tab_count`. */
export async function fillOrderTabCount(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO order_tab_count (mer_id, tab, is_user_del, num)
    SELECT mer_id, tab, is_user_del, count(*) FROM merchant_order WHERE is_merchant_del = 0 GROUP BY mer_id, tab, is_user_del`.execute(db);
}
