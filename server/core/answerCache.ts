/**
 * Answers of hot list endpoints, reused while the data under them is unchanged. A caller puts
 * everything the answer depends on into the key — above all a version the database raises on
 * every change of the rows (product_version, table_version) — so a stale answer is never found.
 */
import { CompiledQuery, type Compilable } from "kysely";
import type { Db } from "../db/database.js";

const MAX_ENTRIES = 1000;
/** One cache per database, so test servers in one process never share answers. */
const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * `ANSWER_CACHE=off` computes every list and dashboard answer afresh, as a shop whose orders
 * change every few seconds sees them (the bench measures both). Sessions' permissions and menus
 * (`cachedAccessAnswer`) stay cached: they change only with the roles.
 */
const answerCacheOff = process.env.ANSWER_CACHE === "off";

/**
 * The answer for `key`, computed at most once: the pending computation itself is kept, so
 * concurrent first requests share it; a failed one is forgotten. Callers must not mutate it.
 * A key that reads the database (the version it holds) is given as a function: with the cache
 * off it is never read, so an uncached answer costs no read more than its computation.
 */
export async function cachedAnswer<T>(
  db: Db,
  key: string | (() => Promise<string>),
  compute: () => Promise<T>,
): Promise<T> {
  if (answerCacheOff) return compute();
  return cachedAccessAnswer(db, typeof key === "string" ? key : await key(), compute);
}

/** `cachedAnswer`, kept even under `ANSWER_CACHE=off`: for what only a role change changes. */
export function cachedAccessAnswer<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) {
    // Re-insert: Map order doubles as least-recently-used order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return pending;
}

/**
 * A query read on every request of a hot endpoint, with its SQL compiled once per database:
 * building and compiling a Kysely query costs several times more than running it. `build`
 * must use each of its parameters exactly once, in order, as the query's only bound values.
 */
export function compiledOnce<P extends unknown[], Row>(
  build: (db: Db, ...params: P) => Compilable<Row>,
) {
  const sqlOf = new WeakMap<Db, string>();
  return async (db: Db, ...params: P): Promise<Row | undefined> => {
    let text = sqlOf.get(db);
    if (!text) sqlOf.set(db, (text = build(db, ...params).compile().sql));
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, params)))
      .rows[0];
  };
}

const tableVersionRow = compiledOnce((db, table: string, merId: number) =>
  db
    .selectFrom("tableVersion")
    .select("version")
    .where("tableName", "=", table)
    .where("merId", "=", merId),
);

/** The version of a table's rows of one merchant (0 until the first change). */
export async function tableVersion(
  db: Db,
  table: string,
  merId: number,
): Promise<number> {
  return (await tableVersionRow(db, table, merId))?.version ?? 0;
}

/**
 * Raises the version of a table's rows of one merchant where no trigger does (the roles): one
 * atomic statement, so parallel writers on any instance each raise it once.
 */
export async function raiseTableVersion(db: Db, table: string, merId: number): Promise<void> {
  await db
    .insertInto("tableVersion")
    .values({ tableName: table, merId, version: 1 })
    .onConflict((oc) => oc.columns(["tableName", "merId"]).doUpdateSet((eb) => ({ version: eb("tableVersion.version", "+", 1) })))
    .execute();
}
