import os from "node:os";
import Database from "libsql";
import pg from "pg";
import { Kysely, PostgresDialect, type SqliteDialect } from "kysely";
import { preparingPool } from "./preparedStatements.js";
import { RowPlanCamelCasePlugin } from "./camelRows.js";
import type { DB } from "./schema.js";
import { withServerCompiler } from "./compiler.js";
import { SqliteReadersDialect } from "./sqliteReaders.js";
import { ServerSqliteDialect } from "./sqliteDialect.js";

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

/** True for a `postgres://` or `postgresql://` connection URL. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//i.test(location);

export interface DatabaseOptions {
  /** Most connections a PostgreSQL pool opens (default 10). */
  poolSize?: number;
  /**
   * Worker threads that answer SQLite reads outside transactions (default DEFAULT_SQLITE_READERS; 0 reads on the
   * server's thread). A database in memory has none: no other connection can see it.
   */
  sqliteReaders?: number;
}

/**
 * Readers by default: a core each, besides the one the server's own thread needs (one on a
 * two-core machine). More threads than cores only take turns on them: with 50 clients over two
 * servers on two cores, two readers each against one each measured p99 25-30 % slower on the
 * product and order lists. Servers sharing a machine divide it (SQLITE_READERS).
 */
export const DEFAULT_SQLITE_READERS = Math.max(1, os.availableParallelism() - 1);

/**
 * Opens the database at `location`: a PostgreSQL URL (`postgres://user:password@host/database`)
 * or the path of a SQLite file (created when missing; ":memory:" for none).
 * Column names are snake_case in SQL and camelCase in code.
 */
export function openDatabase(location: string, options: DatabaseOptions = {}): Db {
  return isPostgresUrl(location) ? openPostgres(location, options) : openSqlite(location, options.sqliteReaders ?? DEFAULT_SQLITE_READERS);
}

/**
 * Every connection's own settings (the journal mode and foreign keys belong to the writer).
 * No memory map (`mmap_size`): a connection whose next read finds the file changed drops its
 * cache and, when mapped, unmaps the whole file and faults every page in again. With one write
 * every 100 ms (the bench's writer) a mapped reader spent two to three times the CPU on each
 * product or order list request (product pages 3.7 → 1.0 ms a request, 500 → 1,800 requests/s
 * at 50 clients); without writes the two measured alike.
 */
const CONNECTION_PRAGMAS = ["busy_timeout = 5000", "cache_size = -32000"];

/** The writer's connection's settings, with the pragmas verified in shared/stack.md (the journal mode stays with the file). */
const WRITER_PRAGMAS = ["journal_mode = WAL", "synchronous = NORMAL", ...CONNECTION_PRAGMAS, "foreign_keys = ON"];

/**
 * The SQLite file through libsql. With readers (a file, not memory), every connection is a
 * worker's (db/sqliteReaders.ts); without, the one connection is on this thread.
 */
function openSqlite(file: string, readers: number): Db {
  const inMemory = file === ":memory:" || file === "";
  const camelCase = new RowPlanCamelCasePlugin();
  let dialect: SqliteDialect;
  if (readers > 0 && !inMemory) {
    // The file is in WAL mode before any worker opens it (the readers may start first).
    const setup = new Database(file);
    setup.exec("PRAGMA journal_mode = WAL");
    setup.close();
    const statements = { statementCacheSize: STATEMENT_CACHE_SIZE, columnName: camelCase.columnName };
    dialect = new SqliteReadersDialect({ file, pragmas: WRITER_PRAGMAS, ...statements }, { file, size: readers, pragmas: [...CONNECTION_PRAGMAS, "query_only = ON"], ...statements });
  } else {
    const sqlite = new Database(file);
    for (const pragma of WRITER_PRAGMAS) sqlite.exec(`PRAGMA ${pragma}`);
    // libsql mirrors better-sqlite3's API, which is what Kysely's SqliteDialect drives.
    dialect = new ServerSqliteDialect({ database: withStatementCache(sqlite) as never });
  }
  return new Kysely<DB>({ dialect: withServerCompiler(dialect, camelCase.sqlName, false), plugins: [camelCase] });
}

/** SQLSTATE of a connection ended by an administrator (pg_terminate_backend, DROP DATABASE … WITH (FORCE)). */
const ADMIN_SHUTDOWN = "57P01";
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * pg hands bigint and numeric values over as strings (they may not fit a JS number). Here every
 * integer column is a bigint (ids, cents, epoch milliseconds) and counts and sums are bigint or
 * numeric: all far below 2^53, and the handlers expect numbers, as SQLite gives them.
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * Settings of every connection of the server's (the startup packet's `options`), for many short
 * reads at once rather than a few long ones:
 * - JIT is off. It starts for any plan costed above `jit_above_cost`, and the server's plans that
 *   get there are short reads costed high: a shopper search's page (one small index range per
 *   shopper, about 40 of them, 0.5 ms of reading) spent 200 ms compiling.
 * - No parallel workers. Each is a process started for one query, while the other connections
 *   already keep every core busy (picker and category lists at 50 connections: +15 % requests).
 * An `options` parameter in DATABASE_URL replaces these (pg gives the URL's the last word).
 */
const SESSION_OPTIONS = "-c jit=off -c max_parallel_workers_per_gather=0";

/**
 * Uses of a PostgreSQL connection (a query, or a transaction) before the pool replaces it: the
 * statements it prepared for texts that have since given their names up
 * (db/preparedStatements.ts) are freed with it. At 1,000 queries a second over ten connections,
 * one is replaced every 10 s: a few milliseconds of connecting, and each hot text prepared once
 * again on the new connection.
 */
const CONNECTION_USES = 10_000;

function openPostgres(url: string, options: DatabaseOptions): Db {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, maxUses: CONNECTION_USES, types, options: SESSION_OPTIONS });
  // An idle connection the server closed (a restart, an administrator) is replaced on next use;
  // without a listener its error would end the process.
  pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) console.error("PostgreSQL connection lost:", error.message);
  });
  const camelCase = new RowPlanCamelCasePlugin();
  return new Kysely<DB>({ dialect: withServerCompiler(new PostgresDialect({ pool: preparingPool(pool) }), camelCase.sqlName, true), plugins: [camelCase] });
}
