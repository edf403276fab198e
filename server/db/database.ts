import Database from "libsql";
import { Kysely, SqliteDialect, CamelCasePlugin } from "kysely";
import type { DB } from "./schema.js";

export type Db = Kysely<DB>;

/**
 * Opens (creating when missing) the SQLite file through libsql with the pragmas
 * verified in shared/stack.md. Column names are snake_case in SQL and camelCase in code.
 */
export function openDatabase(file: string): Db {
  const sqlite = new Database(file);
  for (const pragma of [
    "journal_mode = WAL",
    "synchronous = NORMAL",
    "busy_timeout = 5000",
    "cache_size = -32000",
    "foreign_keys = ON",
  ]) {
    sqlite.exec(`PRAGMA ${pragma}`);
  }
  return new Kysely<DB>({
    // libsql mirrors better-sqlite3's API, which is what SqliteDialect drives.
    dialect: new SqliteDialect({ database: sqlite as never }),
    plugins: [new CamelCasePlugin()],
  });
}
