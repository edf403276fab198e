/** Quick stock top-up and the audit-free edit (stock, price, links, libraries, merchant categories). */
import type { z } from "zod";
import { merchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import { badRequest } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { MAX_COUNT } from "../../core/numberLimits.js";
import { PRODUCT_TYPE, type quickStockBody, type reviewFreeEditBody } from "./contract.js";
import { requireSkuLibraries } from "./cardSecrets.js";
import { requireAllowed } from "./lifecycle.js";
import { assertMerchantCategories, refreshProductTotals, skusOf } from "./store.js";

const STALE_SKUS = "商品规格属性ID数组数据异常，请刷新后再试";
export const STOCK_SUM_TOO_LARGE = `添加后库存不能超过${MAX_COUNT}`;

export async function quickAddStock(db: Db, merId: number, body: z.output<typeof quickStockBody>): Promise<void> {
  const { products } = await requireAllowed(db, merId, [body.id], "quickStock", false);
  const product = products[0]!;
  const ids = body.attrValueList.map((v) => v.id);
  if (new Set(ids).size !== ids.length) throw badRequest("有重复的商品规格属性ID");
  const owned = new Set((await skusOf(db, [product.id])).map((s) => s.id));
  if (ids.some((id) => !owned.has(id))) throw badRequest(STALE_SKUS);
  // Each sum stays within MAX_COUNT, checked in the statement that adds (a parallel top-up cannot slip past).
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    for (const { id, stock } of body.attrValueList) {
      const updated = await trx
        .updateTable("productAttrValue")
        .set((eb) => ({ stock: eb("stock", "+", stock), version: eb("version", "+", 1) }))
        .where("id", "=", id)
        .where("stock", "<=", MAX_COUNT - stock)
        .executeTakeFirst();
      if (!updated.numUpdatedRows) throw badRequest(STOCK_SUM_TOO_LARGE);
    }
    const added = body.attrValueList.reduce((sum, v) => sum + v.stock, 0);
    const updated = await trx
      .updateTable("product")
      .set((eb) => ({ stock: eb("stock", "+", added), updateTime: now() }))
      .where("id", "=", product.id)
      .where("stock", "<=", MAX_COUNT - added)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) throw badRequest(STOCK_SUM_TOO_LARGE);
  });
}

export async function reviewFreeEdit(db: Db, merId: number, body: z.output<typeof reviewFreeEditBody>): Promise<void> {
  const { products } = await requireAllowed(db, merId, [body.id], "freeEdit", false);
  const product = products[0]!;
  const skus = await skusOf(db, [product.id]);
  const edits = new Map(body.attrValue.map((v) => [v.id, v]));
  if (skus.length !== body.attrValue.length || skus.some((s) => !edits.has(s.id))) throw badRequest("商品规格属性数量不一致");

  await assertMerchantCategories(db, merId, body.cateId);

  if (product.type === PRODUCT_TYPE.cloud && body.attrValue.some((v) => !v.expand)) throw badRequest("请填写云盘商品规格属性对应的链接");
  /** sku id → library now bound to it, for card-secret products. */
  const libraryOf = new Map<number, { id: number; stock: number }>();
  if (product.type === PRODUCT_TYPE.cdkey) {
    const libraries = await requireSkuLibraries(db, merId, body.attrValue.map((v) => v.cdkeyId ?? 0), product.id);
    for (const v of body.attrValue) {
      const library = libraries.get(v.cdkeyId!)!;
      libraryOf.set(v.id, { id: library.id, stock: library.totalNum - library.usedNum });
    }
  }

  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    if (product.type === PRODUCT_TYPE.cdkey) {
      await trx.updateTable("cdkeyLibrary").set({ productId: 0, productAttrValueId: 0 }).where("productId", "=", product.id).execute();
    }
    for (const v of body.attrValue) {
      const library = libraryOf.get(v.id);
      await trx
        .updateTable("productAttrValue")
        .set((eb) => ({
          price: v.price,
          stock: library ? library.stock : v.stock,
          ...(product.type === PRODUCT_TYPE.cloud ? { expand: v.expand } : {}),
          ...(library ? { cdkeyId: library.id } : {}),
          version: eb("version", "+", 1),
        }))
        .where("id", "=", v.id)
        .execute();
      if (library) {
        await trx.updateTable("cdkeyLibrary").set({ productId: product.id, productAttrValueId: v.id, updateTime: now() }).where("id", "=", library.id).execute();
      }
    }
    await trx.updateTable("product").set({ cateId: body.cateId.join(","), updateTime: now() }).where("id", "=", product.id).execute();
    await refreshProductTotals(trx, product.id);
  });
}
