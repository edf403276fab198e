/**
 * Triggers of the migrations. The schema builder has no triggers, so they are SQL, once per
 * dialect: SQLite runs a trigger's statements inline; PostgreSQL calls a trigger function
 * (PL/pgSQL) that the migration creating the counter table defines.
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

export const runSql = async (db: Kysely<unknown>, statement: string) => {
  await sql.raw(statement).execute(db);
};

const EVENTS = ["INSERT", "UPDATE", "DELETE"] as const;

/**
 * PostgreSQL: `table_version_bump(name)` raises (or starts at 1) the version of answer cache
 * `name` for the changed row's merchant; created by 0006 with `table_version`.
 */
export const TABLE_VERSION_BUMP = `CREATE FUNCTION table_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_mer_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN row_mer_id := OLD.mer_id; ELSE row_mer_id := NEW.mer_id; END IF;
  INSERT INTO table_version (table_name, mer_id, version) VALUES (TG_ARGV[0], row_mer_id, 1)
    ON CONFLICT (table_name, mer_id) DO UPDATE SET version = table_version.version + 1;
  RETURN NULL;
END $$`;

/**
 * The triggers that raise `version` of answer cache `name` (per merchant) on every insert,
 * update and delete of `table`'s rows, whoever writes them.
 */
export async function addVersionTriggers(db: Kysely<unknown>, table: string, name: string): Promise<void> {
  if (isPostgres(db)) {
    await runSql(
      db,
      `CREATE TRIGGER ${table}_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION table_version_bump('${name}')`,
    );
    return;
  }
  for (const event of EVENTS) {
    const row = event === "DELETE" ? "OLD" : "NEW";
    await runSql(
      db,
      `CREATE TRIGGER ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN
      INSERT INTO table_version (table_name, mer_id, version) VALUES ('${name}', ${row}.mer_id, 1)
        ON CONFLICT (table_name, mer_id) DO UPDATE SET version = version + 1;
    END`,
    );
  }
}

/** `product_version` of the changed product's merchant goes up by one on every change of `product`. */
export async function addProductVersionTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await runSql(
      db,
      `CREATE FUNCTION product_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_mer_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN row_mer_id := OLD.mer_id; ELSE row_mer_id := NEW.mer_id; END IF;
  INSERT INTO product_version (mer_id, version) VALUES (row_mer_id, 1)
    ON CONFLICT (mer_id) DO UPDATE SET version = product_version.version + 1;
  RETURN NULL;
END $$`,
    );
    await runSql(db, `CREATE TRIGGER product_version AFTER INSERT OR UPDATE OR DELETE ON product FOR EACH ROW EXECUTE FUNCTION product_version_bump()`);
    return;
  }
  for (const event of EVENTS) {
    const row = event === "DELETE" ? "OLD" : "NEW";
    await runSql(
      db,
      `CREATE TRIGGER product_version_${event.toLowerCase()} AFTER ${event} ON product BEGIN
        INSERT OR IGNORE INTO product_version (mer_id, version) VALUES (${row}.mer_id, 0);
        UPDATE product_version SET version = version + 1 WHERE mer_id = ${row}.mer_id;
      END`,
    );
  }
}

/** Columns whose change can move an order to another tab (`merchant_order.tab`, 0009). */
export const TAB_COLUMNS = "status, paid, cancel_status, refund_status, is_user_del, is_merchant_del";

/**
 * `order_tab_count` follows `merchant_order`: each order the merchant has not deleted counts
 * once under its tab and `is_user_del`; a change of tab moves the count.
 */
export async function addOrderTabCountTriggers(db: Kysely<unknown>, watched = TAB_COLUMNS): Promise<void> {
  const change = (row: "NEW" | "OLD", delta: 1 | -1) =>
    `INSERT INTO order_tab_count (mer_id, tab, is_user_del, num) VALUES (${row}.mer_id, ${row}.tab, ${row}.is_user_del, ${delta})
     ON CONFLICT (mer_id, tab, is_user_del) DO UPDATE SET num = ${isPostgres(db) ? "order_tab_count.num" : "num"} + (${delta});`;
  if (isPostgres(db)) {
    await runSql(
      db,
      `CREATE OR REPLACE FUNCTION order_tab_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.is_merchant_del = 0 THEN
      ${change("OLD", -1)}
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.is_merchant_del = 0 THEN
      ${change("NEW", 1)}
    END IF;
  END IF;
  RETURN NULL;
END $$`,
    );
    await runSql(
      db,
      `CREATE TRIGGER merchant_order_count AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON merchant_order
        FOR EACH ROW EXECUTE FUNCTION order_tab_count_change()`,
    );
    return;
  }
  const statements = [
    `CREATE TRIGGER merchant_order_count_insert AFTER INSERT ON merchant_order WHEN NEW.is_merchant_del = 0 BEGIN
      ${change("NEW", 1)}
    END`,
    `CREATE TRIGGER merchant_order_count_delete AFTER DELETE ON merchant_order WHEN OLD.is_merchant_del = 0 BEGIN
      ${change("OLD", -1)}
    END`,
    `CREATE TRIGGER merchant_order_count_update_old
      AFTER UPDATE OF ${watched} ON merchant_order
      WHEN OLD.is_merchant_del = 0 BEGIN
      ${change("OLD", -1)}
    END`,
    `CREATE TRIGGER merchant_order_count_update_new
      AFTER UPDATE OF ${watched} ON merchant_order
      WHEN NEW.is_merchant_del = 0 BEGIN
      ${change("NEW", 1)}
    END`,
  ];
  for (const statement of statements) await runSql(db, statement);
}

/** What `addRowChangeTriggers` keeps: the statements for a row gone and a row come. */
export interface RowChangeTriggers {
  /** Names the PostgreSQL trigger and its function (`<name>_change`) and SQLite's three (`<name>_insert`, …). */
  name: string;
  table: string;
  /** The columns an update must touch to fire the trigger. */
  watched: readonly string[];
  /** When an update changes what is kept: a condition over OLD and NEW, written with `IS DISTINCT FROM`. */
  changed: string;
  /** The statements for the row as it was (delete, and an update first). */
  onOld: string;
  /** The statements for the row as it is (insert, and an update after `onOld`). */
  onNew: string;
}

/**
 * Row triggers on `table` that keep another table from its rows: `onNew` after an insert, `onOld`
 * after a delete, both after an update of `watched` that `changed` holds for. PostgreSQL: one
 * trigger calling a PL/pgSQL function; SQLite: a trigger per event.
 */
export async function addRowChangeTriggers(db: Kysely<unknown>, { name, table, watched, changed, onOld, onNew }: RowChangeTriggers): Promise<void> {
  if (isPostgres(db)) {
    await runSql(
      db,
      `CREATE FUNCTION ${name}_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NOT (${changed}) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    ${onOld}
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ${onNew}
  END IF;
  RETURN NULL;
END $$`,
    );
    await runSql(db, `CREATE TRIGGER ${name} AFTER INSERT OR DELETE OR UPDATE OF ${watched.join(", ")} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}_change()`);
    return;
  }
  await runSql(db, `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} BEGIN ${onNew} END`);
  await runSql(db, `CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} BEGIN ${onOld} END`);
  await runSql(
    db,
    `CREATE TRIGGER ${name}_update AFTER UPDATE OF ${watched.join(", ")} ON ${table} WHEN ${changed.replaceAll("IS DISTINCT FROM", "IS NOT")} BEGIN ${onOld} ${onNew} END`,
  );
}
