import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";
import { isPostgres } from "../dialect.js";
import { addVersionTriggers, runSql, TABLE_VERSION_BUMP } from "./triggers.js";

/** Tables whose list answers are cached per merchant and version (server/core/answerCache.ts). */
const VERSIONED_TABLES = ["system_attachment"];

/**
 * A counter per table and merchant that triggers raise on every change of the table's rows,
 * whoever writes them: a cached answer is reused only while its version is current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, withoutRowid } = columnsFor(db);
  await db.schema
    .createTable("table_version")
    .addColumn("table_name", "text", notNull)
    .addColumn("mer_id", int, notNull)
    .addColumn("version", int, notNullDefault(0))
    .addPrimaryKeyConstraint("table_version_pkey", ["table_name", "mer_id"])
    .$call(withoutRowid)
    .execute();
  if (isPostgres(db)) await runSql(db, TABLE_VERSION_BUMP);
  for (const table of VERSIONED_TABLES) await addVersionTriggers(db, table, table);
}
