import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  createQueryId,
  IdentifierNode,
  RawNode,
  SelectQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { AnswerPacing } from "./answerPacing.js";
import { markNamed, rowBuilder } from "./camelRows.js";
import { BEGIN_WRITE_TRANSACTION, ServerSqliteDialect } from "./sqliteDialect.js";

/**
 * SQLite through libsql is synchronous: a query run on the server's thread holds every other
 * request of every merchant until it ends (issue 24 measured a 600 ms customer search stalling
 * the event loop that long). Reads outside a transaction therefore run on a few worker threads,
 * each with its own connection to the same file: in WAL mode a reader sees every committed
 * write and never waits for the writer. Transactions and writes run on one more worker, the
 * writer (`WorkerWriter`), whose lock keeps them one at a time.
 */

/**
 * A worker: one connection, statements kept by SQL text (least recently used dropped first), each
 * message one statement. A statement that returns rows (every read) answers them as one flat
 * array of values with the column names once: copying that between threads costs less than
 * copying objects that each repeat every name (or an array per row), and the server's thread
 * builds the row objects. Any other statement (the writer's) answers its changes and last row id.
 * The readers and the writer run this same source on connections of their own settings.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.exec("PRAGMA " + pragma);
const statements = new Map();
parentPort.on("message", ({ id, sql, parameters, close }) => {
  if (close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    let prepared = statements.get(sql);
    if (prepared) statements.delete(sql);
    else {
      const statement = db.prepare(sql);
      if (statement.reader) statement.raw(true);
      prepared = { statement, columns: statement.reader ? statement.columns().map((column) => column.name) : undefined };
      if (statements.size >= workerData.statementCacheSize) statements.delete(statements.keys().next().value);
    }
    statements.set(sql, prepared);
    if (prepared.columns) {
      const rows = prepared.statement.all(parameters);
      const values = [];
      for (const row of rows) for (const value of row) values.push(value);
      parentPort.postMessage({ id, columns: prepared.columns, values });
    } else {
      const { changes, lastInsertRowid } = prepared.statement.run(parameters);
      parentPort.postMessage({ id, changes: Number(changes), lastInsertRowid: Number(lastInsertRowid) });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message || error), code: error && error.code } });
  }
});
`;

/**
 * The rows of a flat array of values as objects keyed by the columns' names in code
 * (`columnName`, the camelCase plugin's), all of one shape (`rowBuilder`), marked so the plugin
 * passes them on.
 */
function rowObjects(columns: string[], values: unknown[], columnName: (column: string) => string): Record<string, unknown>[] {
  const width = columns.length;
  const rows: Record<string, unknown>[] = [];
  if (width > 0) {
    const build = rowBuilder(columns.map(columnName));
    for (let at = 0; at < values.length; at += width) rows.push(build(values, at));
  }
  return markNamed(rows);
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Answer {
  id: number;
  columns?: string[];
  /** Every row's values in turn, `columns.length` to a row. */
  values?: unknown[];
  error?: { message: string; code?: string };
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

export interface ReaderPoolOptions {
  file: string;
  size: number;
  /** Run on every reader's connection when it opens (busy timeout, cache size, query_only). */
  pragmas: readonly string[];
  statementCacheSize: number;
  /** The name in code of a result's column (the camelCase plugin's `columnName`). */
  columnName: (column: string) => string;
}

/** Worker threads, each answering reads on its own connection; started on the first read. */
class ReaderPool {
  #readers: Reader[] = [];
  #nextId = 1;
  #closed = false;
  readonly #pacing = new AnswerPacing();
  readonly #driverPath = createRequire(import.meta.url).resolve("libsql");

  constructor(private readonly options: ReaderPoolOptions) {}

  read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.#closed) return Promise.reject(new Error("the database is closed"));
    const reader = this.#leastBusy();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      reader.pending.set(id, { resolve, reject });
      reader.worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const readers = this.#readers;
    this.#readers = [];
    await Promise.all(readers.map((reader) => reader.worker.terminate()));
  }

  #leastBusy(): Reader {
    while (this.#readers.length < this.options.size) this.#readers.push(this.#start());
    let best = this.#readers[0];
    for (const reader of this.#readers) if (reader.pending.size < best.pending.size) best = reader;
    return best;
  }

  /** An answer of `reader`, handed over at the pace of AnswerPacing. */
  #answered(reader: Reader, answer: Answer): void {
    this.#pacing.deliver(() => {
      const waiting = reader.pending.get(answer.id);
      if (!waiting) return;
      reader.pending.delete(answer.id);
      if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else waiting.resolve(rowObjects(answer.columns ?? [], answer.values ?? [], this.options.columnName));
    });
  }

  #start(): Reader {
    const { file, pragmas, statementCacheSize } = this.options;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: this.#driverPath, file, pragmas, statementCacheSize } });
    // The server's own handles keep the process alive; an idle reader must not.
    worker.unref();
    const reader: Reader = { worker, pending: new Map() };
    worker.on("message", (answer: Answer) => this.#answered(reader, answer));
    // A reader that died fails what it held and is replaced on the next read.
    const fail = (error: Error) => {
      this.#readers = this.#readers.filter((r) => r !== reader);
      for (const waiting of reader.pending.values()) waiting.reject(error);
      reader.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`a database reader stopped (exit code ${code})`)));
    return reader;
  }
}

interface WriterAnswer extends Answer {
  changes?: number;
  lastInsertRowid?: number;
}

export interface WriterOptions {
  file: string;
  /** Run on the writer's connection when it opens (journal, synchronous, foreign keys, busy timeout). */
  pragmas: readonly string[];
  statementCacheSize: number;
  columnName: (column: string) => string;
}

/**
 * The writer's worker (WORKER_SOURCE on the one connection that writes), started on the first
 * write. A write's statements, its triggers, its commit and the WAL checkpoints SQLite runs after
 * commits wait on that thread, not on the server's (a shipment's transaction held the event loop
 * 2–20 ms, every request in flight behind it). A transaction is its statements in turn, between
 * `begin` and `commit`; one at a time is `WorkerWriter`'s lock to ensure.
 */
class WriterThread {
  #worker: Worker | undefined;
  #pending = new Map<number, { resolve: (result: QueryResult<unknown>) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  readonly #driverPath = createRequire(import.meta.url).resolve("libsql");

  constructor(private readonly options: WriterOptions) {}

  execute(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    const worker = (this.#worker ??= this.#start());
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    worker.postMessage({ close: true });
    // The connection closes (and checkpoints) before the thread ends; a stuck one is ended.
    const timer = setTimeout(() => void worker.terminate(), 5_000);
    await exited;
    clearTimeout(timer);
  }

  #start(): Worker {
    const { file, pragmas, statementCacheSize } = this.options;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: this.#driverPath, file, pragmas, statementCacheSize } });
    worker.unref();
    worker.on("message", (answer: WriterAnswer) => {
      const waiting = this.#pending.get(answer.id);
      if (!waiting) return;
      this.#pending.delete(answer.id);
      if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      else if (answer.columns) waiting.resolve({ rows: rowObjects(answer.columns, answer.values ?? [], this.options.columnName) });
      else waiting.resolve({ rows: [], numAffectedRows: BigInt(answer.changes ?? 0), insertId: BigInt(answer.lastInsertRowid ?? 0) });
    });
    // A writer that died fails what it held; the next write starts another.
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the database writer stopped (exit code ${code})`)));
    return worker;
  }
}

/** One statement on the writer's thread. */
class WriterConnection implements DatabaseConnection {
  constructor(private readonly thread: WriterThread) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.thread.execute(query.sql, query.parameters) as Promise<QueryResult<R>>;
  }
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

/**
 * Kysely's driver for the writer: one connection, held by one query or one transaction at a time
 * (a lock, as SqliteDriver's), its statements run on the writer's thread.
 */
class WorkerWriter implements Driver {
  readonly #thread: WriterThread;
  readonly #connection: WriterConnection;
  /** Settles when the last to ask for the connection has released it: the next to ask waits on it. */
  #held: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(options: WriterOptions) {
    this.#thread = new WriterThread(options);
    this.#connection = new WriterConnection(this.#thread);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const before = this.#held;
    let release!: () => void;
    this.#held = new Promise((resolve) => (release = resolve));
    await before;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(BEGIN_WRITE_TRANSACTION));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(parseSavepoint("savepoint", name), createQueryId()));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(parseSavepoint("rollback to", name), createQueryId()));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(parseSavepoint("release", name), createQueryId()));
  }

  destroy(): Promise<void> {
    return this.#thread.close();
  }
}

/** A savepoint command as Kysely writes one. */
const parseSavepoint = (command: string, name: string) => RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);

/** A read the readers may take: a select built by Kysely, or raw SQL that is one SELECT. */
function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && /^\s*select\b/i.test(query.sql) && !/\bfor\s+update\b/i.test(query.sql);
}

/**
 * Kysely's connection for one query or one transaction. Outside a transaction, reads go to the
 * readers and a write takes the writer for itself alone; once a transaction begins, it holds the
 * writer and every query of it runs there (a transaction reads its own writes).
 */
class RoutedConnection implements DatabaseConnection {
  writer: DatabaseConnection | undefined;

  constructor(
    private readonly driver: WorkerWriter,
    private readonly readers: ReaderPool,
  ) {}

  async takeWriter(): Promise<DatabaseConnection> {
    this.writer ??= await this.driver.acquireConnection();
    return this.writer;
  }

  async releaseWriter(): Promise<void> {
    if (!this.writer) return;
    this.writer = undefined;
    await this.driver.releaseConnection();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer) return this.writer.executeQuery<R>(query);
    if (isRead(query)) return { rows: (await this.readers.read(query.sql, query.parameters)) as R[] };
    const writer = await this.takeWriter();
    try {
      return await writer.executeQuery<R>(query);
    } finally {
      await this.releaseWriter();
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const owned = !this.writer;
    const writer = await this.takeWriter();
    try {
      yield* writer.streamQuery<R>(query, chunkSize);
    } finally {
      if (owned) await this.releaseWriter();
    }
  }
}

class ReadingDriver implements Driver {
  constructor(
    private readonly writer: WorkerWriter,
    private readonly readers: ReaderPool,
  ) {}

  init = () => this.writer.init();
  acquireConnection = async (): Promise<DatabaseConnection> => new RoutedConnection(this.writer, this.readers);

  // SQLite has one isolation level: the settings are not SQL here (SqliteDriver takes none).
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await this.writer.beginTransaction(await (connection as RoutedConnection).takeWriter());
  }
  commitTransaction = (connection: DatabaseConnection) => this.writer.commitTransaction(this.#writerOf(connection));
  rollbackTransaction = (connection: DatabaseConnection) => this.writer.rollbackTransaction(this.#writerOf(connection));
  savepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) => this.writer.savepoint(this.#writerOf(connection), name, compile);
  rollbackToSavepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) =>
    this.writer.rollbackToSavepoint(this.#writerOf(connection), name, compile);
  releaseSavepoint = (connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) =>
    this.writer.releaseSavepoint(this.#writerOf(connection), name, compile);

  /** Kysely releases the connection after a transaction's commit or rollback: the writer goes with it. */
  releaseConnection = (connection: DatabaseConnection) => (connection as RoutedConnection).releaseWriter();

  async destroy(): Promise<void> {
    await this.readers.close();
    await this.writer.destroy();
  }

  #writerOf(connection: DatabaseConnection): DatabaseConnection {
    const writer = (connection as RoutedConnection).writer;
    if (!writer) throw new Error("no transaction on this connection");
    return writer;
  }
}

/** The server's SQLite dialect (sqliteDialect.ts) with reads outside transactions on `readers` worker threads. */
export class SqliteReadersDialect extends ServerSqliteDialect {
  readonly #writer: WriterOptions;
  readonly #readers: ReaderPoolOptions;

  constructor(writer: WriterOptions, readers: ReaderPoolOptions) {
    // Kysely's own driver (and the connection it opens on this thread) is not used: `createDriver` replaces it.
    super({ database: () => Promise.reject(new Error("the SQLite connections are the workers'")) });
    this.#writer = writer;
    this.#readers = readers;
  }

  override createDriver(): Driver {
    return new ReadingDriver(new WorkerWriter(this.#writer), new ReaderPool(this.#readers));
  }
}
