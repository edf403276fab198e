import Database from "libsql";
import { Kysely, SqliteDialect, CamelCasePlugin } from "kysely";
import type { DB } from "./schema.js";

export type Db = Kysely<DB>;

/** Kysely builds the same SQL text for the same query shape, so prepared statements are reusable. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Preparing a statement cost more than running it in the hot paths (profiled: a third of a
 * cached getMenus request). Statements are kept by SQL text, least recently used dropped first.
 * Safe because the driver runs one statement at a time to completion (libsql is synchronous).
 */
function withStatementCache(sqlite: Database.Database): Database.Database {
  const statements = new Map<string, Database.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== "prepare") return Reflect.get(target, property, receiver);
      return (sql: string) => {
        let statement = statements.get(sql);
        if (statement) {
          statements.delete(sql);
        } else {
          statement = prepare(sql);
          if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        }
        statements.set(sql, statement);
        return statement;
      };
    },
  });
}

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
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) as never }),
    plugins: [new CamelCasePlugin()],
  });
}
