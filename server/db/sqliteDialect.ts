import { CompiledQuery, SqliteAdapter, SqliteDialect, SqliteDriver, type DatabaseConnection, type DialectAdapter, type Driver, type SqliteDialectConfig } from "kysely";

/**
 * Several server instances may share one SQLite file (WAL mode, each with its own writer
 * connection). Two things keep their writes apart:
 *
 * - Every transaction begins IMMEDIATE: it takes the file's write lock at its start, and an
 *   instance that finds another writing waits (the busy timeout). A DEFERRED transaction reads
 *   first and asks for the lock at its first write; when another instance committed in between,
 *   SQLite refuses it at once (SQLITE_BUSY, which no busy timeout waits out).
 * - Migrations run in one transaction (`supportsTransactionalDdl`: SQLite's DDL is transactional;
 *   Kysely's adapter says otherwise because it also serves drivers that are not). Instances
 *   starting together take turns, the later ones finding the work done, and a migration that fails
 *   leaves nothing half made. (Two instances used to run the same migration at once: "table
 *   merchant_bill already exists".)
 */
export const BEGIN_WRITE_TRANSACTION = "begin immediate";

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(BEGIN_WRITE_TRANSACTION));
  }
}

/** Kysely's SQLite dialect with the two rules above (one connection on the server's thread). */
export class ServerSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
