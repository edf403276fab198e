/**
 * Counts of a short search read from `product_gram_count` (migration 0031): the merchant's live
 * products per state that contain a text of up to GRAM_MAX characters, in the name alone (the
 * pickers) or in the name or the keyword (the list's keyword search); and the products of the
 * shortest texts from `product_piece` (migration 0035).
 */
import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Db } from "../../db/database.js";
import { isPostgres } from "../../db/dialect.js";
import type { DB } from "../../db/schema.js";
import { GRAM_MAX } from "../../db/migrations/0031_product_gram_count.js";
import { PIECE_MAX } from "../../db/migrations/0035_product_piece.js";
import { indexReadsFewer, type IndexedMatch, type KnownMatches } from "../../core/indexedSearch.js";
import { containsPattern } from "../../core/textSearch.js";

/** Whether the counts of `text` are kept: one to GRAM_MAX characters. */
export const gramCounted = (text: string): boolean => {
  const length = [...text].length;
  return length >= 1 && length <= GRAM_MAX;
};

/** The piece as kept: LIKE matches ASCII letters in either case and every other character exactly (db/compiler.ts). */
const keptPiece = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The rows counting merchant `merId`'s live products that contain `text` (gramCounted) in the name, or in the name or keyword. */
export const gramCountRows = (db: Db, merId: number, text: string, within: "name" | "nameOrKeyword") =>
  db
    .selectFrom("productGramCount")
    .where("productGramCount.merId", "=", merId)
    .where("productGramCount.withKeyword", "=", within === "name" ? 0 : 1)
    .where("productGramCount.gram", "=", keptPiece(text));

/**
 * The kept rows counting merchant `merId`'s live products per state: those containing `text`
 * (gramCounted) where there is one, all of them otherwise.
 */
export function keptStateRows(db: Db, merId: number, text: string | undefined, within: "name" | "nameOrKeyword"): SelectQueryBuilder<DB, "productStateCount", object> {
  if (text === undefined) return db.selectFrom("productStateCount").where("productStateCount.merId", "=", merId);
  // Both tables hold the state columns under the same names: a caller filters and sums either alike.
  return gramCountRows(db, merId, text, within) as unknown as SelectQueryBuilder<DB, "productStateCount", object>;
}

/**
 * What the kept counts tell of a short search of merchant `merId` before its page is read
 * (KnownMatches): `listed` is the condition, over the state columns, of the rows the list walks,
 * and `narrowed` adds filters on the columns both tables hold (type, paid member). The counts of
 * the text and of every live product are read side by side, in one query.
 */
export async function knownMatches(
  db: Db,
  merId: number,
  text: string,
  within: "name" | "nameOrKeyword",
  listed: Expression<SqlBool>,
  narrowed: (rows: SelectQueryBuilder<DB, "productStateCount", object>) => SelectQueryBuilder<DB, "productStateCount", object> = (rows) => rows,
): Promise<KnownMatches> {
  const listedSum = (as: string) => expressionBuilder<DB, "productStateCount">().fn.sum<number>(sql`CASE WHEN ${listed} THEN num ELSE 0 END`).as(as);
  // One query: the two sums side by side (each a single row), not one query for each.
  const counts = await db
    .selectFrom([
      narrowed(keptStateRows(db, merId, text, within))
        .select((eb) => [listedSum("total"), eb.fn.sum<number>("num").as("matches")])
        .as("found"),
      narrowed(keptStateRows(db, merId, undefined, within)).select(listedSum("walked")).as("whole"),
    ])
    .select(["found.total", "found.matches", "whole.walked"])
    .executeTakeFirst();
  return { total: Number(counts?.total ?? 0), matches: Number(counts?.matches ?? 0), walked: Number(counts?.walked ?? 0) };
}

/** Whether the products of `text` are listed in product_piece: one to PIECE_MAX characters. */
export const pieceListed = (text: string): boolean => {
  const length = [...text].length;
  return length >= 1 && length <= PIECE_MAX;
};

const eb = expressionBuilder<DB, "product">();

/**
 * A row tested by a walk of the list, against a row of product_piece read by the key
 * (`indexReadsFewer`). Measured on SQLite. On PostgreSQL one client alone found the key the
 * cheaper up to about 2,500 matches (a cost near 36), but at 50 connections the picker answered
 * 8 % more requests with this cost than with 36: the key's plan reads more of the table.
 */
const PIECE_ROW_COST = 4;

/**
 * The condition "the product of merchant `merId` contains `text`" (its `%`, `_` literal) through
 * product_piece, for a text listed there (pieceListed) whose products the kept counts say are
 * found sooner so than by walking the list (`indexReadsFewer`): its products are read by the key
 * (0.7–0.9 ms for a text in 1.5 % of 100,040 products, where walking the list's order took
 * 7–16 ms). The same LIKE as a scan still decides. Undefined otherwise: the list is walked
 * (core/indexedSearch.ts decides for longer texts). Both databases must be made to start from
 * the found ids: SQLite by `byId`, PostgreSQL by an array of them.
 */
export function pieceMatch(db: Db, merId: number, text: string, within: "name" | "nameOrKeyword", known: KnownMatches | undefined): IndexedMatch | undefined {
  if (!known || !pieceListed(text) || !indexReadsFewer(known, PIECE_ROW_COST)) return undefined;
  const columns = within === "name" ? ["product.name"] : ["product.name", "product.keyword"];
  const listed = eb
    .selectFrom("productPiece")
    .select("productPiece.productId")
    .where("productPiece.merId", "=", merId)
    .where("productPiece.withKeyword", "=", within === "name" ? 0 : 1)
    .where("productPiece.piece", "=", keptPiece(text));
  // PostgreSQL: the ids as one array (`= ANY(ARRAY(...))`), which it looks up in the primary key.
  // Given `IN (...)` it joined them with a walk of the list's whole index instead, the LIKE tested
  // on every row walked (a text in 2 % of the shop: 40–80 ms, against 2.4 ms by the ids).
  const postgres = isPostgres(db);
  const found = postgres ? sql<SqlBool>`${sql.ref("product.id")} = ANY(ARRAY(${listed}))` : eb(sql.ref("product.id"), "in", listed);
  return { where: eb.and([found, eb.or(columns.map((column) => containsPattern(column, text)))]), byId: !postgres };
}
