/**
 * Triggers of 0023_speed_aggregates: counters and sums that follow `merchant_order` and
 * `order_detail` on every write, so the order counts of a date range or of some shoppers and the
 * dashboard's pay ranking read a few hundred small rows instead of scanning a million orders.
 * The schema builder has no triggers: SQL per dialect, as in triggers.ts.
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";
import { columnsFor, notNull, notNullDefault } from "./columns.js";
import { runSql } from "./triggers.js";

/** Columns whose change can move an order to another tab (as triggers.ts). */
const TAB_COLUMNS = "status, paid, cancel_status, refund_status, is_user_del, is_merchant_del";

/** The GMT+8 day (`yyyy-MM-dd`) of a stored `yyyy-MM-dd HH:mm:ss` text, '' for none. */
export const dayOf = (column: string) => `coalesce(substr(${column}, 1, 10), '')`;

export interface OrderCounter {
  table: string;
  /** The counter's key besides mer_id, tab and is_user_del: column name → expression of `ROW.` (e.g. `ROW.uid`). */
  key: Record<string, string>;
  /** Columns of merchant_order besides the tab's whose change moves the count. */
  watch: string[];
  /** Sums kept beside the count: column name → expression of `ROW.` added for each order. */
  sums?: Record<string, string>;
}

/**
 * `counter.table` counts each order the merchant has not deleted once under its key, tab and
 * is_user_del (as order_tab_count does for the whole shop); a change of any of them moves it.
 */
export function addOrderCounterTriggers(db: Kysely<unknown>, counter: OrderCounter): Promise<void> {
  return addRowCounterTriggers(db, {
    source: "merchant_order",
    table: counter.table,
    key: { mer_id: "ROW.mer_id", ...counter.key, tab: "ROW.tab", is_user_del: "ROW.is_user_del" },
    counted: "ROW.is_merchant_del = 0",
    watch: [TAB_COLUMNS, ...counter.watch],
    sums: counter.sums,
  });
}

export interface RowCounter {
  /** The counted table. */
  source: string;
  /** The counter table: its primary key is `key`'s columns, beside them `num` and `sums`' columns. */
  table: string;
  /** The counter's key: column name → expression of `ROW.` (a row of `source`). */
  key: Record<string, string>;
  /** Which rows are counted: a condition on `ROW.`. */
  counted: string;
  /** Columns of `source` whose change can move a row to another key or in or out of the count. */
  watch: string[];
  /** Sums kept beside the count: column name → expression of `ROW.` added for each row. */
  sums?: Record<string, string>;
}

/**
 * A counter table made whole: its key's columns (the primary key, in the key's order) and `num`,
 * its rows counted from the rows there are, and its triggers (addRowCounterTriggers). For counters
 * without sums.
 */
export async function addRowCounter(db: Kysely<unknown>, counter: RowCounter): Promise<void> {
  const { int, withoutRowid } = columnsFor(db);
  const keys = Object.keys(counter.key);
  let table = db.schema.createTable(counter.table);
  for (const column of keys) table = table.addColumn(column, int, notNull);
  await table
    .addColumn("num", int, notNullDefault(0))
    .addPrimaryKeyConstraint(`${counter.table}_pkey`, keys as never)
    .$call(withoutRowid)
    .execute();
  await fillRowCounter(db, counter);
  await addRowCounterTriggers(db, counter);
}

/** Counts `counter.source`'s counted rows into its table: a migration's backfill, and `--refill-kept`'s. */
export async function fillRowCounter(db: Kysely<unknown>, counter: RowCounter): Promise<void> {
  const keys = Object.keys(counter.key);
  const expressions = Object.values(counter.key).map((expression) => expression.replaceAll("ROW.", ""));
  // INSERT … SELECT with GROUP BY, which the schema builder cannot express.
  await sql`INSERT INTO ${sql.table(counter.table)} (${sql.raw(keys.join(", "))}, num)
    SELECT ${sql.raw(expressions.join(", "))}, count(*) FROM ${sql.table(counter.source)} WHERE ${sql.raw(counter.counted.replaceAll("ROW.", ""))}
    GROUP BY ${sql.raw(expressions.join(", "))}`.execute(db);
}

/**
 * `counter.table` counts each counted row of `counter.source` once under its key, on every
 * insert, delete and update of a watched column. The schema builder has no triggers: SQL per
 * dialect (a trigger function on PostgreSQL).
 */
export async function addRowCounterTriggers(db: Kysely<unknown>, counter: RowCounter): Promise<void> {
  const keyNames = Object.keys(counter.key);
  const postgres = isPostgres(db);
  const sums = Object.entries(counter.sums ?? {});
  const of = (row: "NEW" | "OLD", expression: string) => expression.replaceAll("ROW.", `${row}.`);
  const change = (row: "NEW" | "OLD", delta: 1 | -1) => {
    const values = Object.values(counter.key).map((expression) => of(row, expression));
    const sumValues = sums.map(([, expression]) => `(${delta}) * (${of(row, expression)})`);
    const current = (column: string) => (postgres ? `${counter.table}.${column}` : column);
    const updates = [`num = ${current("num")} + (${delta})`, ...sums.map(([column]) => `${column} = ${current(column)} + excluded.${column}`)];
    return `INSERT INTO ${counter.table} (${[...keyNames, "num", ...sums.map(([column]) => column)].join(", ")})
      VALUES (${[...values, String(delta), ...sumValues].join(", ")})
      ON CONFLICT (${keyNames.join(", ")}) DO UPDATE SET ${updates.join(", ")};`;
  };
  const watched = counter.watch.join(", ");
  if (postgres) {
    await runSql(
      db,
      `CREATE FUNCTION ${counter.table}_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF ${of("OLD", counter.counted)} THEN
      ${change("OLD", -1)}
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF ${of("NEW", counter.counted)} THEN
      ${change("NEW", 1)}
    END IF;
  END IF;
  RETURN NULL;
END $$`,
    );
    await runSql(
      db,
      `CREATE TRIGGER ${counter.table} AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON ${counter.source}
        FOR EACH ROW EXECUTE FUNCTION ${counter.table}_change()`,
    );
    return;
  }
  const name = counter.table;
  const source = counter.source;
  for (const statement of [
    `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${source} WHEN ${of("NEW", counter.counted)} BEGIN ${change("NEW", 1)} END`,
    `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${source} WHEN ${of("OLD", counter.counted)} BEGIN ${change("OLD", -1)} END`,
    `CREATE TRIGGER ${name}_update_old AFTER UPDATE OF ${watched} ON ${source} WHEN ${of("OLD", counter.counted)} BEGIN ${change("OLD", -1)} END`,
    `CREATE TRIGGER ${name}_update_new AFTER UPDATE OF ${watched} ON ${source} WHEN ${of("NEW", counter.counted)} BEGIN ${change("NEW", 1)} END`,
  ]) {
    await runSql(db, statement);
  }
}

/**
 * `product_day_sales` holds what paid orders the merchant has not deleted paid for each product
 * on each day of their payment: the sum of their lines' pay_price. It follows the order (paid,
 * pay_time, is_merchant_del) and its lines (insert, delete, price, product).
 */
export async function addProductDaySalesTriggers(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const upsert = (select: string) =>
    `INSERT INTO product_day_sales (mer_id, product_id, day, cents) ${select}
      ON CONFLICT (mer_id, product_id, day) DO UPDATE SET cents = ${postgres ? "product_day_sales.cents" : "cents"} + excluded.cents;`;
  /** All lines of order `row` (a merchant_order row), signed. */
  const orderLines = (row: "NEW" | "OLD", sign: "" | "-") =>
    upsert(
      `SELECT ${row}.mer_id, d.product_id, ${dayOf(`${row}.pay_time`)}, ${sign}sum(d.pay_price) FROM order_detail d
        WHERE d.order_no = ${row}.order_no GROUP BY d.product_id`,
    );
  /** Line `row` (an order_detail row), signed, when its order counts. */
  const line = (row: "NEW" | "OLD", sign: "" | "-") =>
    upsert(
      `SELECT o.mer_id, ${row}.product_id, ${dayOf("o.pay_time")}, ${sign}${row}.pay_price FROM merchant_order o
        WHERE o.order_no = ${row}.order_no AND o.paid = 1 AND o.is_merchant_del = 0`,
    );
  const counts = (row: "NEW" | "OLD") => `${row}.paid = 1 AND ${row}.is_merchant_del = 0`;
  const orderColumns = "paid, pay_time, is_merchant_del, mer_id, order_no";
  const lineColumns = "pay_price, product_id, order_no";
  if (postgres) {
    await runSql(
      db,
      `CREATE FUNCTION product_day_sales_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF ${counts("OLD")} THEN
      ${orderLines("OLD", "-")}
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF ${counts("NEW")} THEN
      ${orderLines("NEW", "")}
    END IF;
  END IF;
  RETURN NULL;
END $$`,
    );
    await runSql(
      db,
      `CREATE TRIGGER product_day_sales_order AFTER INSERT OR DELETE OR UPDATE OF ${orderColumns} ON merchant_order
        FOR EACH ROW EXECUTE FUNCTION product_day_sales_order_change()`,
    );
    await runSql(
      db,
      `CREATE FUNCTION product_day_sales_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    ${line("OLD", "-")}
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ${line("NEW", "")}
  END IF;
  RETURN NULL;
END $$`,
    );
    await runSql(
      db,
      `CREATE TRIGGER product_day_sales_line AFTER INSERT OR DELETE OR UPDATE OF ${lineColumns} ON order_detail
        FOR EACH ROW EXECUTE FUNCTION product_day_sales_line_change()`,
    );
    return;
  }
  for (const statement of [
    `CREATE TRIGGER product_day_sales_order_insert AFTER INSERT ON merchant_order WHEN ${counts("NEW")} BEGIN ${orderLines("NEW", "")} END`,
    `CREATE TRIGGER product_day_sales_order_delete AFTER DELETE ON merchant_order WHEN ${counts("OLD")} BEGIN ${orderLines("OLD", "-")} END`,
    `CREATE TRIGGER product_day_sales_order_update_old AFTER UPDATE OF ${orderColumns} ON merchant_order WHEN ${counts("OLD")} BEGIN ${orderLines("OLD", "-")} END`,
    `CREATE TRIGGER product_day_sales_order_update_new AFTER UPDATE OF ${orderColumns} ON merchant_order WHEN ${counts("NEW")} BEGIN ${orderLines("NEW", "")} END`,
    `CREATE TRIGGER product_day_sales_line_insert AFTER INSERT ON order_detail BEGIN ${line("NEW", "")} END`,
    `CREATE TRIGGER product_day_sales_line_delete AFTER DELETE ON order_detail BEGIN ${line("OLD", "-")} END`,
    `CREATE TRIGGER product_day_sales_line_update_old AFTER UPDATE OF ${lineColumns} ON order_detail BEGIN ${line("OLD", "-")} END`,
    `CREATE TRIGGER product_day_sales_line_update_new AFTER UPDATE OF ${lineColumns} ON order_detail BEGIN ${line("NEW", "")} END`,
  ]) {
    await runSql(db, statement);
  }
}
