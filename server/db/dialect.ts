/**
 * The few places where SQLite and PostgreSQL need different SQL. Everything else is written once
 * with Kysely's builders and runs on both; each helper here says why it has to branch.
 */
import { createHash } from "node:crypto";
import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";

// Kysely<any>: the helpers serve the typed database, transactions and the untyped migration handle alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** True when `db` (or a transaction of it) talks to PostgreSQL; false for the embedded SQLite. */
export const isPostgres = (db: AnyDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Locks the rows a read-then-write transaction reads (`SELECT … FOR UPDATE`), so a second
 * transaction on the same rows waits until the first commits and then reads its result.
 * PostgreSQL needs it: under READ COMMITTED two transactions may read the same row and both
 * write. SQLite has no row locks and needs none: it runs one writing transaction at a time
 * (Kysely's SQLite driver even runs one query at a time), so the clause is left out there.
 *
 *     await trx.selectFrom("merchantOrder").selectAll().where(...).$call(forUpdate(trx)).executeTakeFirst()
 */
export const forUpdate =
  (db: AnyDb) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    isPostgres(db) ? query.forUpdate() : query;

/**
 * Whether `needle` occurs in `haystack`, case-sensitively (SQLite's `instr`, PostgreSQL's `strpos`;
 * neither database has the other's function).
 */
export const containsText = (db: AnyDb, haystack: Expression<string>, needle: string): RawBuilder<boolean> =>
  isPostgres(db) ? sql<boolean>`strpos(${haystack}, ${needle}) > 0` : sql<boolean>`instr(${haystack}, ${needle}) > 0`;

/**
 * Locks row `id` of `table` until the transaction ends (PostgreSQL; SQLite needs nothing, see
 * `forUpdate`). Take the row that stands for the whole write first (the product of a stock change,
 * the coupon of a hand-out), so two writers of the same thing queue instead of interleaving.
 */
export async function lockRow(db: AnyDb, table: string, id: number): Promise<void> {
  if (isPostgres(db)) await sql`SELECT id FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(db);
}

/**
 * Makes transactions that name the same `key` take turns until each ends: for a write guarded by
 * a count or a check with no single row to lock (the failed sign-ins of an account that may not
 * even exist). PostgreSQL: a transaction-level advisory lock on a 64-bit hash of the key, in the
 * two-integer key space (the seed's lock uses the single-bigint one). SQLite needs nothing, see
 * `forUpdate`.
 */
export async function lockKey(db: AnyDb, key: string): Promise<void> {
  if (!isPostgres(db)) return;
  const hash = createHash("sha256").update(key).digest();
  await sql`SELECT pg_advisory_xact_lock(${hash.readInt32BE(0)}::integer, ${hash.readInt32BE(4)}::integer)`.execute(db);
}

/**
 * SQLite's AUTOINCREMENT hands out one more than the highest id a table ever had, ids the seed
 * wrote itself included; a PostgreSQL identity sequence does not see those. Each sequence behind
 * its table's highest id is moved past it (after rows written with their own ids: seeds, data
 * migrations). Nothing to do on SQLite.
 */
export async function moveSequencesPastIds(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
    FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'
  LOOP
    EXECUTE format(
      'SELECT setval(%L, m) FROM (SELECT MAX(%I) AS m FROM %I) t
        WHERE m >= (SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM %s)',
      r.seq, r.column_name, r.table_name, r.seq);
  END LOOP;
END $$`.execute(db);
}
