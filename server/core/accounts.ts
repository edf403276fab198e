/**
 * The admin and merchant rows, and the writes of these two tables. Nothing is cached: a row is one
 * primary-key read, and a copy kept in one server instance would go stale when another writes.
 */
import type { Selectable, Updateable } from "kysely";
import type { Db } from "../db/database.js";
import type { DB } from "../db/schema.js";

export const adminById = (db: Db, id: number): Promise<Selectable<DB["admin"]> | undefined> =>
  db.selectFrom("admin").selectAll().where("id", "=", id).executeTakeFirst();

export const merchantById = (db: Db, id: number): Promise<Selectable<DB["merchant"]> | undefined> =>
  db.selectFrom("merchant").selectAll().where("id", "=", id).executeTakeFirst();

/**
 * The admin and its merchant rows in one query (the sign-in's user info reads both on every page
 * load: one statement instead of two). Undefined when either is gone.
 */
export async function adminWithMerchant(db: Db, adminId: number, merId: number) {
  const row = await db
    .selectFrom("admin")
    .innerJoin("merchant", "merchant.id", "admin.merId")
    .selectAll("admin")
    .select(["merchant.starLevel", "merchant.receiptPrintingSwitch", "merchant.electrPrintingSwitch", "merchant.name as merchantName"])
    .where("admin.id", "=", adminId)
    .where("merchant.id", "=", merId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { starLevel, receiptPrintingSwitch, electrPrintingSwitch, merchantName, ...admin } = row;
  return { admin, merchant: { id: merId, name: merchantName, starLevel, receiptPrintingSwitch, electrPrintingSwitch } };
}

export async function updateAdmin(db: Db, id: number, patch: Updateable<DB["admin"]>): Promise<void> {
  await db.updateTable("admin").set(patch).where("id", "=", id).execute();
}

export async function updateMerchant(db: Db, id: number, patch: Updateable<DB["merchant"]>): Promise<void> {
  await db.updateTable("merchant").set(patch).where("id", "=", id).execute();
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
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an admin row (its sessions must be ended first: they reference it). */
export async function deleteAdmin(db: Db, id: number): Promise<void> {
  await db.deleteFrom("admin").where("id", "=", id).execute();
}

/** Updates the merchant row together with other writes (`together`), in one transaction. */
export async function updateMerchantWith(db: Db, id: number, patch: Updateable<DB["merchant"]>, together: (trx: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await together(trx);
    await trx.updateTable("merchant").set(patch).where("id", "=", id).execute();
  });
}
