/**
 * Card-secret bookkeeping shared by the secret endpoints and the Excel import: a library's
 * unused secrets are the stock of the SKU it is bound to, so every added or removed secret
 * moves the library's total, the SKU's stock and the product's stock together.
 */
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { badRequest, notFound, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { MAX_COUNT, tooMany } from "../../core/numberLimits.js";
import { merchantScope, type MerchantScope } from "../../core/route.js";

export type LibraryRow = Selectable<DB["cdkeyLibrary"]>;

export async function requireLibrary(mine: MerchantScope, id: number): Promise<LibraryRow> {
  const row = await mine.selectFrom("cdkeyLibrary").selectAll().where("id", "=", id).where("isDel", "=", 0).executeTakeFirst();
  if (!row) throw notFound("商品卡密库不存在");
  return row;
}

/**
 * The libraries a card-secret product's SKUs name, one each: all the merchant's, none twice,
 * none feeding another product. Answers them by id.
 */
export async function requireSkuLibraries(db: Db, merId: number, ids: number[], productId?: number): Promise<Map<number, LibraryRow>> {
  if (ids.some((id) => id <= 0)) throw badRequest("请选择卡密商品规格属性对应的卡密库");
  if (new Set(ids).size !== ids.length) throw badRequest("卡密商品规格属性中有重复的卡密库");
  const libraries = await db.selectFrom("cdkeyLibrary").selectAll().where("merId", "=", merId).where("isDel", "=", 0).where("id", "in", ids).execute();
  if (libraries.length !== ids.length) throw refused("商品卡密库不存在");
  const taken = libraries.find((l) => l.productId > 0 && l.productId !== productId);
  if (taken) throw refused(`卡密库「${taken.name}」已关联其他商品`);
  return new Map(libraries.map((l) => [l.id, l]));
}

/** Refuses card numbers already in the library (or repeated in the list itself). */
export async function refuseTakenNumbers(db: Db, libraryId: number, numbers: string[], exceptId = 0): Promise<void> {
  if (new Set(numbers).size !== numbers.length) throw badRequest("添加数据中有重复卡号");
  const taken = await db
    .selectFrom("cardSecret")
    .select("cardNumber")
    .where("libraryId", "=", libraryId)
    .where("isDel", "=", 0)
    .where("id", "!=", exceptId)
    .where("cardNumber", "in", numbers)
    .execute();
  if (taken.length) throw badRequest(`卡号重复：${taken.map((t) => t.cardNumber).join("、")}`);
}

/** Moves a library's total (and its bound SKU's and product's stock) by `delta` secrets. */
export async function moveLibraryStock(trx: Db, library: LibraryRow, delta: number): Promise<void> {
  if (!delta) return;
  const time = now();
  // A library, like the stock it feeds, holds at most MAX_COUNT secrets; checked where it adds.
  const moved = await trx
    .updateTable("cdkeyLibrary")
    .set((eb) => ({ totalNum: eb("totalNum", "+", delta), updateTime: time }))
    .where("id", "=", library.id)
    .where("totalNum", "<=", MAX_COUNT - delta)
    .executeTakeFirst();
  if (!moved.numUpdatedRows) throw badRequest(tooMany("卡密库卡密数量"));
  if (library.productId > 0) {
    await trx
      .updateTable("productAttrValue")
      .set((eb) => ({ stock: eb("stock", "+", delta), version: eb("version", "+", 1) }))
      .where("id", "=", library.productAttrValueId)
      .where("productId", "=", library.productId)
      .execute();
    await trx
      .updateTable("product")
      .set((eb) => ({ stock: eb("stock", "+", delta), updateTime: time }))
      .where("id", "=", library.productId)
      .execute();
  }
}

/** Adds secrets to a library in one transaction. */
export async function addSecrets(db: Db, library: LibraryRow, secrets: Array<{ cardNumber: string; secretNum: string }>): Promise<void> {
  const time = now();
  await merchantScope(db, library.merId).transaction(async ({ db: trx }) => {
    // Batches keep each INSERT well under SQLite's bound-parameter limit.
    for (let at = 0; at < secrets.length; at += 500) {
      await trx
        .insertInto("cardSecret")
        .values(
          secrets.slice(at, at + 500).map((s) => ({
            merId: library.merId,
            libraryId: library.id,
            cardNumber: s.cardNumber,
            secretNum: s.secretNum,
            isUse: 0,
            isDel: 0,
            createTime: time,
            updateTime: time,
          })),
        )
        .execute();
    }
    await moveLibraryStock(trx, library, secrets.length);
  });
}
