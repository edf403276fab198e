/**
 * The merchant's products whose name contains a text (its `%`, `_` literal: core/textSearch.ts),
 * for the searches of other lists by product name (comments, card-secret libraries).
 */
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { leadingById, matchesIndexed } from "../../core/indexedSearch.js";
import { containsPattern, likePattern } from "../../core/textSearch.js";

/** A subquery of the ids of merchant `merId`'s products (deleted ones too) whose name contains `text`, through the trigram index. */
export async function productsNamed(db: Db, merId: number, text: string) {
  const match = await matchesIndexed(db, "product", ["name"], likePattern(text));
  return db
    .selectFrom("product")
    .select("product.id")
    .where((eb) => eb(leadingById("product.merId", match), "=", merId))
    .where(match.where);
}

/** Up to this many rows of a list under its other filters, each row's product is read by its key. */
const FEW_ROWS = 2_000;

/**
 * The condition "the row's product is one of merchant `merId`'s (`live`: not deleted) whose name
 * contains `text`", on rows of another list whose product id is `productId`. A short text (fewer
 * than three characters) has nothing for the trigram index, so finding the products first reads
 * every name of a shop of 100,000 products: where the list holds few rows under its other filters
 * (`listed`, counted up to `few`), each row's product is read by its key and its name tested
 * instead. Both give the same rows (tests/server/productNamed.test.ts).
 */
export async function productNamedCondition<TB extends keyof DB>(
  db: Db,
  merId: number,
  text: string,
  {
    listed,
    productId,
    live = false,
    few = FEW_ROWS,
  }: { listed: SelectQueryBuilder<DB, TB, object>; productId: string; live?: boolean; few?: number },
): Promise<Expression<SqlBool>> {
  const capped = listed
    .select(sql<number>`1`.as("one"))
    .limit(few + 1)
    .as("listed");
  const { n } = await db.selectFrom(capped).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const liveOnly = live ? sql`and product.is_del = 0` : sql``;
  if (Number(n) <= few) {
    // `offset 0` keeps PostgreSQL from turning the test into a join: it would then walk the
    // products by id, testing every name (75 ms for the bench's 105 comments), instead of reading
    // each row's product by its key (4 ms). SQLite reads it so already, and needs the limit for an offset.
    return sql<SqlBool>`exists (select 1 from product where product.id = ${sql.ref(productId)} and product.mer_id = ${merId} ${liveOnly} and ${containsPattern("product.name", text)} limit 1 offset 0)`;
  }
  const named = await productsNamed(db, merId, text);
  return sql<SqlBool>`${sql.ref(productId)} in (${live ? named.where("product.isDel", "=", 0) : named})`;
}
