import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";
import { columnsFor, notNull } from "./columns.js";
import { addRowChangeTriggers } from "./triggers.js";
import { pieces } from "./0031_product_gram_count.js";

/**
 * Pages of one- and two-character searches of the product list and the pickers (issue 24). Such a
 * text has no trigram, so a page was found by walking the list's order and testing every name
 * until the page was full: for a text in 1.5 % of the shop, 7–16 ms for 100,040 products, with
 * the database reader held throughout. `product_piece` lists, for each live product, every
 * distinct piece of one or two characters of its name (`with_keyword` 0, the pickers) and of its
 * name or keyword (1, the list's keyword search), with ASCII letters in lower case as
 * product_gram_count keeps them (migration 0031). A text of up to PIECE_MAX characters is in a
 * product's text exactly when it is one of these pieces, so its products are read by the key:
 * 0.7–0.9 ms for the same texts. Kept by triggers; 100,040 products give about 6.4 million rows
 * (with the index by product, 170 MB of the SQLite file).
 */
export const PIECE_MAX = 2;

/** A change to any of these changes a product's pieces. */
const WATCHED = ["mer_id", "is_del", "name", "keyword"];

const COLUMNS = "mer_id, with_keyword, piece, product_id";

/** Lists the pieces of every live product (the migration's backfill). */
export async function fillProductPiece(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const p = pieces("product", postgres, PIECE_MAX);
  await sql
    .raw(
      `INSERT INTO product_piece (${COLUMNS})
        SELECT DISTINCT product.mer_id, ${p.withKeyword}, ${p.gram}, product.id
        FROM product ${postgres ? "CROSS JOIN LATERAL" : ","} ${p.from} WHERE product.is_del = 0 AND ${p.where}`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const { int, withoutRowid } = columnsFor(db);
  await db.schema
    .createTable("product_piece")
    .addColumn("mer_id", int, notNull)
    .addColumn("with_keyword", int, notNull)
    .addColumn("piece", "text", notNull)
    .addColumn("product_id", int, notNull)
    .addPrimaryKeyConstraint("product_piece_pkey", ["mer_id", "with_keyword", "piece", "product_id"] as never)
    .$call(withoutRowid)
    .execute();
  // A product's pieces are dropped by its id when it changes.
  await db.schema.createIndex("idx_product_piece_product").on("product_piece").column("product_id").execute();
  await fillProductPiece(db);

  const p = pieces("NEW", postgres, PIECE_MAX);
  await addRowChangeTriggers(db, {
    name: "product_piece",
    table: "product",
    watched: WATCHED,
    changed: WATCHED.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(" OR "),
    onOld: "DELETE FROM product_piece WHERE product_id = OLD.id;",
    onNew: `INSERT INTO product_piece (${COLUMNS})
      SELECT DISTINCT NEW.mer_id, ${p.withKeyword}, ${p.gram}, NEW.id
      FROM ${p.from} WHERE NEW.is_del = 0 AND ${p.where}
      ON CONFLICT DO NOTHING;`,
  });
}
