import { sql, type Kysely } from "kysely";

/** Tables whose list answers are cached per merchant and version (server/core/answerCache.ts). */
const VERSIONED_TABLES = ["system_attachment"];

/**
 * The triggers that raise `version` of answer cache `name` (per merchant) on every insert,
 * update and delete of `table`'s rows, whoever writes them.
 */
export const versionTriggers = (table: string, name: string): string[] =>
  ["INSERT", "UPDATE", "DELETE"].map((event) => {
    const row = event === "DELETE" ? "OLD" : "NEW";
    return `CREATE TRIGGER ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN
      INSERT INTO table_version (table_name, mer_id, version) VALUES ('${name}', ${row}.mer_id, 1)
        ON CONFLICT (table_name, mer_id) DO UPDATE SET version = version + 1;
    END`;
  });

/**
 * A counter per table and merchant that triggers raise on every change of the table's rows,
 * whoever writes them: a cached answer is reused only while its version is current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE table_version (
      table_name TEXT NOT NULL,
      mer_id INTEGER NOT NULL,
      version INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (table_name, mer_id)
    ) WITHOUT ROWID`,
    ...VERSIONED_TABLES.flatMap((table) => versionTriggers(table, table)),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
