import { sql, type RawBuilder } from "kysely";

/**
 * `(1, 2, 3)` written into the statement, for `column in idList(ids)`. A list of ids read from
 * the database (every shopper a short search matches) can be longer than a statement may bind
 * parameters (SQLite 32,766, PostgreSQL 65,535); ids are integers, so writing them is safe.
 * An empty list is `(NULL)`, which nothing is in.
 */
export function idList(ids: readonly number[]): RawBuilder<number> {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${String(id)}`);
  return sql<number>`(${sql.raw(ids.length ? ids.join(", ") : "NULL")})`;
}
