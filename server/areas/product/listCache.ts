/**
 * Counting a tab of 100k products costs milliseconds, and so does a rare keyword's scan: too
 * much per request at 50 concurrent connections. Answers of the list and the tab counts are
 * kept per merchant *version* — a counter the product table's triggers bump on every change,
 * whoever makes it — so an answer is reused only while the merchant's products are unchanged.
 */
import { CompiledQuery } from "kysely";
import type { Db } from "../../db/database.js";
import { notFound } from "../../core/errors.js";

export interface MerchantProductState {
  alertStock: number;
  /** Platform switch: the merchant's products need audit. */
  productSwitch: boolean;
  /** The shop is open. */
  isSwitch: boolean;
  /** Changes whenever any of the merchant's product rows changes. */
  version: number;
}

const stateQuery = (db: Db, merId: number) =>
  db
    .selectFrom("merchant")
    .leftJoin("productVersion", "productVersion.merId", "merchant.id")
    .select(["merchant.alertStock", "merchant.productSwitch", "merchant.isSwitch", "productVersion.version"])
    .where("merchant.id", "=", merId);
type StateRow = Awaited<ReturnType<ReturnType<typeof stateQuery>["executeTakeFirst"]>>;

/**
 * Read on every list request, so its SQL is compiled once per database: building and compiling
 * the query cost several times more than running it. Only `merId` is bound per call.
 */
const stateSql = new WeakMap<Db, string>();

export async function merchantProductState(db: Db, merId: number): Promise<MerchantProductState> {
  let sql = stateSql.get(db);
  if (!sql) stateSql.set(db, (sql = stateQuery(db, merId).compile().sql));
  const row = (await db.executeQuery<NonNullable<StateRow>>(CompiledQuery.raw(sql, [merId]))).rows[0];
  if (!row) throw notFound("商户不存在");
  return {
    alertStock: row.alertStock,
    productSwitch: row.productSwitch === 1,
    isSwitch: row.isSwitch === 1,
    version: row.version ?? 0,
  };
}

const MAX_ENTRIES = 1000;
/** One cache per database, so test servers in one process never share answers. */
const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * The answer for `key` under the merchant's current state, computed at most once per version:
 * the pending computation itself is kept, so concurrent first requests share it.
 * Callers must not mutate what they get back.
 */
export function cachedAnswer<T>(db: Db, merId: number, state: MerchantProductState, key: string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const fullKey = `${merId}|${state.version}|${state.alertStock}|${key}`;
  const hit = cache.get(fullKey) as Promise<T> | undefined;
  if (hit) {
    // Re-insert: Map order doubles as least-recently-used order.
    cache.delete(fullKey);
    cache.set(fullKey, hit);
    return hit;
  }
  const pending = compute();
  cache.set(fullKey, pending);
  pending.catch(() => cache.delete(fullKey));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return pending;
}
