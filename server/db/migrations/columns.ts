/**
 * Column helpers of the migrations: one schema-builder migration creates the same tables on
 * SQLite and PostgreSQL. Only what the two cannot share branches here.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";
import { isPostgres } from "../dialect.js";

type ColumnBuild = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const notNull: ColumnBuild = (c) => c.notNull();
export const notNullDefault =
  (value: string | number): ColumnBuild =>
  (c) =>
    c.notNull().defaultTo(value);
export const notNullRef =
  (target: string, onDelete?: "cascade"): ColumnBuild =>
  (c) => {
    const column = c.notNull().references(target);
    return onDelete ? column.onDelete(onDelete) : column;
  };

/**
 * - `int`: SQLite's INTEGER holds 64 bits (epoch milliseconds, cents of any sum); PostgreSQL's
 *   `integer` only 32, so `bigint` there (read back as numbers, `db/database.ts`).
 * - `autoId`: an id the database hands out and never reuses: SQLite's INTEGER PRIMARY KEY
 *   AUTOINCREMENT, an identity column on PostgreSQL (explicit ids stay allowed for the seed,
 *   whose sequences are moved past them afterwards, `db/seed/index.ts`).
 * - `withoutRowid`: SQLite keeps the table in its primary-key b-tree; PostgreSQL has no such
 *   option (and no rowid to leave out).
 */
export function columnsFor(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  const autoId: ColumnBuild = postgres ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
  return {
    int: postgres ? ("bigint" as const) : ("integer" as const),
    autoId,
    withoutRowid: <T extends CreateTableBuilder<string, string>>(table: T): T =>
      postgres ? table : (table.modifyEnd(sql`without rowid`) as T),
  };
}
