import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";
import { columnsFor, notNull, notNullDefault } from "./columns.js";
import { addRowChangeTriggers } from "./triggers.js";
import { PRODUCT_STATE_KEY } from "./0026_product_state_count.js";

/**
 * Short searches of the product list and the product picker (issue 24). A text of one or two
 * characters has no trigram, and a text of three or four often finds tens of thousands of
 * products in a large shop: counting them meant testing every name of the shop (12–20 ms for
 * 100,000 products, while the database driver holds a reader). `product_gram_count` counts the
 * merchant's live products per state, as `product_state_count` does (migration 0026), under every
 * piece of up to `GRAM_MAX` characters of their texts, kept by triggers:
 * - `with_keyword` 0: the pieces of the name (the pickers search the name);
 * - `with_keyword` 1: the pieces of the name or the keyword (the list's keyword search).
 *
 * A product contains a text of up to `GRAM_MAX` characters exactly when that text is one of its
 * pieces, so a count is a sum over a few rows. Pieces are stored with ASCII letters in lower case:
 * LIKE matches ASCII letters in either case and every other character exactly (db/compiler.ts);
 * SQLite's `lower` folds ASCII only, PostgreSQL's under the "C" collation too.
 * 100,040 products give about 30,000 rows.
 */
export const GRAM_MAX = 4;

/** The state a tab tests, as product_state_count keeps it. */
const { mer_id: _merchant, ...STATE } = PRODUCT_STATE_KEY;

/** A change to any of these moves a product's counts (the stock only where it crosses zero: the update trigger's condition). */
const WATCHED = ["mer_id", "is_del", "name", "keyword", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "type", "is_paid_member"];

const KEY = ["mer_id", "with_keyword", "gram", ...Object.keys(STATE)];

/**
 * The distinct (with_keyword, piece) of product row `row` (`NEW`, `OLD` or a table's name), as
 * FROM items and a condition: three texts per product (the name for each set, the keyword for
 * the second), each cut at every position into pieces of 1 to `longest` characters (GRAM_MAX
 * here; migration 0035 lists the products of the shortest pieces).
 */
export function pieces(row: string, postgres: boolean, longest = GRAM_MAX) {
  const text = `(CASE t.k WHEN 2 THEN ${row}.keyword ELSE ${row}.name END)`;
  const length = postgres ? `char_length(${text})` : `length(${text})`;
  const texts = postgres ? "(VALUES (0), (1), (2)) AS t(k)" : "(SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2) AS t";
  const [at, size] = postgres ? ["p", "l"] : ["p.value", "l.value"];
  const lower = (value: string) => (postgres ? `lower(${value} COLLATE "C")` : `lower(${value})`);
  return {
    from: `${texts}, generate_series(1, ${longest}) AS l, generate_series(1, ${length}) AS p`,
    where: `${at} + ${size} - 1 <= ${length}`,
    withKeyword: "CASE WHEN t.k = 0 THEN 0 ELSE 1 END",
    gram: lower(`substr(${text}, ${at}, ${size})`),
  };
}

/** A product row's state columns, as expressions of `row`. */
const state = (row: string) => Object.values(STATE).map((expression) => expression.replaceAll("ROW.", `${row}.`));

/** Counts the pieces of every live product into `product_gram_count` (the migration's backfill). */
export async function fillProductGramCount(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const p = pieces("product", postgres);
  const grouped = ["mer_id", "with_keyword", "gram", ...Object.keys(STATE)].join(", ");
  await sql
    .raw(
      `INSERT INTO product_gram_count (${KEY.join(", ")}, num)
        SELECT ${grouped}, count(*) FROM (
          SELECT DISTINCT product.id, product.mer_id, ${p.withKeyword} AS with_keyword, ${p.gram} AS gram,
            ${Object.keys(STATE)
              .map((column, i) => `${state("product")[i]} AS ${column}`)
              .join(", ")}
          FROM product ${postgres ? "CROSS JOIN LATERAL" : ","} ${p.from} WHERE product.is_del = 0 AND ${p.where}
        ) AS pieces GROUP BY ${grouped}`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const { int, withoutRowid } = columnsFor(db);
  let table = db.schema
    .createTable("product_gram_count")
    .addColumn("mer_id", int, notNull)
    .addColumn("with_keyword", int, notNull)
    .addColumn("gram", "text", notNull);
  for (const column of Object.keys(STATE)) table = table.addColumn(column, int, notNull);
  await table
    .addColumn("num", int, notNullDefault(0))
    .addPrimaryKeyConstraint("product_gram_count_pkey", KEY as never)
    .$call(withoutRowid)
    .execute();

  const current = postgres ? "product_gram_count.num" : "num";
  /** Adds `delta` to every count product row `row` is in (when it is live). */
  const change = (row: "NEW" | "OLD", delta: 1 | -1) => {
    const p = pieces(row, postgres);
    return `INSERT INTO product_gram_count (${KEY.join(", ")}, num)
      SELECT DISTINCT ${row}.mer_id, ${p.withKeyword}, ${p.gram}, ${state(row).join(", ")}, ${delta}
      FROM ${p.from} WHERE ${row}.is_del = 0 AND ${p.where}
      ON CONFLICT (${KEY.join(", ")}) DO UPDATE SET num = ${current} + excluded.num;`;
  };

  // The products there are already (none on a new database's first run).
  await fillProductGramCount(db);

  const moved = WATCHED.filter((column) => column !== "stock")
    .map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`)
    .concat("(OLD.stock > 0) <> (NEW.stock > 0)")
    .join(" OR ");
  await addRowChangeTriggers(db, { name: "product_gram_count", table: "product", watched: WATCHED, changed: moved, onOld: change("OLD", -1), onNew: change("NEW", 1) });
}
