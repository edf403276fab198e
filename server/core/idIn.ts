import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../db/database.js";
import { isPostgres } from "../db/dialect.js";

/**
 * `column` is one of `ids`. A list read from the database (every shopper a short search matches)
 * can be longer than a statement may bind parameters (SQLite 32,766, PostgreSQL 65,535), so:
 * - SQLite: `column IN (1, 2, 3)`, the ids written into the statement (integers, so writing them
 *   is safe); for no id, `IN (NULL)`, which nothing is in.
 * - PostgreSQL: `column = ANY($1::bigint[])`, one array parameter. A list written into the text made
 *   each list a text of its own, and each that ran twice took one of the 200 names of the prepared
 *   statements (db/preparedStatements.ts): on the bench, 137 of them went to lists of shoppers,
 *   and the lists and dashboards after them ran unprepared. Texts with `= ANY(` run unnamed,
 *   planned for each list; the indexes take `= ANY` as they take `IN`.
 */
export function idIn(db: Db, column: Expression<number>, ids: readonly number[]): Expression<SqlBool> {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${String(id)}`);
  if (isPostgres(db)) return sql<SqlBool>`${column} = ANY(${sql.val(ids)}::bigint[])`;
  return sql<SqlBool>`${column} IN (${sql.raw(ids.length ? ids.join(", ") : "NULL")})`;
}
