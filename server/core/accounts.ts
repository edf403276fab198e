/**
 * The admin and merchant rows, read on every profile request (getAdminInfoByToken) and cached
 * per database. Writes to these two tables go through the update functions here, which drop
 * the cached row: a write elsewhere would leave a stale profile behind.
 */
import type { Selectable, Updateable } from "kysely";
import type { Db } from "../db/database.js";
import type { DB } from "../db/schema.js";

type AccountTable = "admin" | "merchant";

const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();
function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

function cachedRow<T extends AccountTable>(db: Db, table: T, id: number) {
  const cache = cacheOf(db);
  const key = `${table}:${id}`;
  let row = cache.get(key);
  if (!row) {
    // Both tables key on `id`; the union of their builders is not callable as one type.
    const loading: Promise<unknown> = (db.selectFrom(table as "admin").selectAll().where("id", "=", id)).executeTakeFirst();
    row = loading;
    cache.set(key, loading);
    loading.then(
      (found) => found === undefined && cache.delete(key),
      () => cache.delete(key),
    );
  }
  // Shared between requests: callers must not mutate it.
  return row as Promise<Readonly<Selectable<DB[T]>> | undefined>;
}

export const adminById = (db: Db, id: number) => cachedRow(db, "admin", id);
export const merchantById = (db: Db, id: number) => cachedRow(db, "merchant", id);

export async function updateAdmin(db: Db, id: number, patch: Updateable<DB["admin"]>): Promise<void> {
  await db.updateTable("admin").set(patch).where("id", "=", id).execute();
  cacheOf(db).delete(`admin:${id}`);
}

export async function updateMerchant(db: Db, id: number, patch: Updateable<DB["merchant"]>): Promise<void> {
  await db.updateTable("merchant").set(patch).where("id", "=", id).execute();
  cacheOf(db).delete(`merchant:${id}`);
}

/**
 * Takes one from the merchant's product-collection quota (`copyProductNum`, set by the
 * platform), never below zero; false when none was left.
 */
export async function takeCopyQuota(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("merchant")
    .set((eb) => ({ copyProductNum: eb("copyProductNum", "-", 1) }))
    .where("id", "=", id)
    .where("copyProductNum", ">", 0)
    .executeTakeFirst();
  cacheOf(db).delete(`merchant:${id}`);
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an admin row (its sessions must be ended first: they reference it). */
export async function deleteAdmin(db: Db, id: number): Promise<void> {
  await db.deleteFrom("admin").where("id", "=", id).execute();
  cacheOf(db).delete(`admin:${id}`);
}

/**
 * Updates the merchant row together with other writes (`together`), in one transaction; the
 * cached row is dropped once it committed.
 */
export async function updateMerchantWith(db: Db, id: number, patch: Updateable<DB["merchant"]>, together: (trx: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await together(trx);
    await trx.updateTable("merchant").set(patch).where("id", "=", id).execute();
  });
  cacheOf(db).delete(`merchant:${id}`);
}
