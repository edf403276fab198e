import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";
import { columnsFor, notNull } from "./columns.js";
import { runSql } from "./triggers.js";

/**
 * The product list filtered by category (issue 24):
 * - `product_cate`: each live product once under each of its merchant categories (`cate_id`, a
 *   comma list such as `5,12`), with the columns a tab tests and the list's order, kept by
 *   triggers. A merchant category's count and pages read its own rows in list order, instead of
 *   testing the comma list of every product of the shop (30 ms for 100,000 products).
 * - `idx_product_category_order` (in place of 0027's `idx_product_category`): a platform
 *   category's products in list order with the columns a tab tests, so a page walks the
 *   category alone instead of the whole list (or sorting the category).
 *
 * The lists are split as the writers store them (`productWrite.ts`: ids joined by commas, no
 * spaces, no empty entries); an entry that is not a plain integer is left out on both databases.
 */

/** The columns a tab tests and the list's order, copied from the product row. */
const COPIED = ["mer_id", "sort", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "type", "is_paid_member"] as const;
/** A change to any of these moves the product's rows. */
const WATCHED = [...COPIED, "cate_id", "is_del"].join(", ");

/** SQLite: the integers of a product row's comma list (`json_each`'s rows; not valid JSON, none). */
const sqliteEntries = (row: string) =>
  `json_each(CASE WHEN json_valid('[' || ${row}.cate_id || ']') THEN '[' || ${row}.cate_id || ']' ELSE '[]' END) AS entry`;
const SQLITE_INTEGER = "typeof(entry.value) = 'integer'";

/** PostgreSQL: the same entries, as the text pieces of the list that are JSON integers. */
const postgresEntries = (row: string) => `unnest(string_to_array(${row}.cate_id, ',')) AS entry(value)`;
const POSTGRES_INTEGER = "entry.value ~ '^-?(0|[1-9][0-9]*)$'";

const COLUMNS = ["cate_id", "product_id", ...COPIED].join(", ");
const copied = (row: string) => COPIED.map((column) => `${row}.${column}`).join(", ");

/** The dialect's pieces: a row's entries, which of them are integers, and an entry's value. */
function dialectEntries(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return {
    postgres,
    entries: postgres ? postgresEntries : sqliteEntries,
    integer: postgres ? POSTGRES_INTEGER : SQLITE_INTEGER,
    value: postgres ? "entry.value::bigint" : "entry.value",
  };
}

/** Writes the rows of every live product into `product_cate` (the migration's backfill). */
export async function fillProductCate(db: Kysely<unknown>): Promise<void> {
  const { postgres, entries, integer, value } = dialectEntries(db);
  await sql
    .raw(
      `INSERT INTO product_cate (${COLUMNS}) SELECT DISTINCT ${value}, product.id, ${copied("product")}
        FROM product ${postgres ? "CROSS JOIN LATERAL" : ","} ${entries("product")} WHERE product.is_del = 0 AND ${integer}`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres, entries, integer, value } = dialectEntries(db);
  const { int, withoutRowid } = columnsFor(db);
  let table = db.schema.createTable("product_cate").addColumn("cate_id", int, notNull).addColumn("product_id", int, notNull);
  for (const column of COPIED) table = table.addColumn(column, int, notNull);
  // The key reads a category's rows in list order (sort, then id, both descending when walked back).
  await table.addPrimaryKeyConstraint("product_cate_pkey", ["mer_id", "cate_id", "sort", "product_id"] as never).$call(withoutRowid).execute();

  const insertOf = (row: "NEW" | "OLD") =>
    `INSERT INTO product_cate (${COLUMNS}) SELECT DISTINCT ${value}, ${row}.id, ${copied(row)} FROM ${entries(row)} WHERE ${row}.is_del = 0 AND ${integer};`;
  const deleteOf = (row: "NEW" | "OLD") =>
    `DELETE FROM product_cate WHERE mer_id = ${row}.mer_id AND sort = ${row}.sort AND product_id = ${row}.id
      AND cate_id IN (SELECT ${value} FROM ${entries(row)} WHERE ${integer});`;

  // Rows of the products there are already (all of them on a new database's first run: none).
  await fillProductCate(db);

  if (postgres) {
    await runSql(
      db,
      `CREATE FUNCTION product_cate_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    ${deleteOf("OLD")}
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ${insertOf("NEW")}
  END IF;
  RETURN NULL;
END $$`,
    );
    await runSql(db, `CREATE TRIGGER product_cate AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON product FOR EACH ROW EXECUTE FUNCTION product_cate_change()`);
  } else {
    // One trigger per event: an update's delete must come before its insert (the same key when only the stock moved).
    await runSql(db, `CREATE TRIGGER product_cate_insert AFTER INSERT ON product BEGIN ${insertOf("NEW")} END`);
    await runSql(db, `CREATE TRIGGER product_cate_delete AFTER DELETE ON product BEGIN ${deleteOf("OLD")} END`);
    await runSql(db, `CREATE TRIGGER product_cate_update AFTER UPDATE OF ${WATCHED} ON product BEGIN ${deleteOf("OLD")} ${insertOf("NEW")} END`);
  }

  await db.schema.dropIndex("idx_product_category").execute();
  await db.schema
    .createIndex("idx_product_category_order")
    .on("product")
    .columns(["mer_id", "category_id", "is_del", "sort", "id", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "type", "is_paid_member"])
    .execute();
}
