/**
 * What may happen to a product in which state, written once for the single and the batch
 * endpoints. A batch is all-or-nothing: one refused product refuses the whole request.
 */
import type { Updateable } from "kysely";
import { merchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { NON_PHYSICAL_TYPES, PRODUCT_TYPE } from "./contract.js";
import { merchantProductState, type MerchantProductState } from "./listCache.js";
import { requireProducts, type ProductRow } from "./store.js";
import { AUDIT } from "./tabs.js";

type Refusal = (p: ProductRow, merchant: MerchantProductState) => string | undefined;

/** The first reason that applies, if any. */
const firstOf = (...reasons: Array<[boolean, string]>) => reasons.find(([applies]) => applies)?.[1];

const IN_RECYCLE = "商品在回收站中，请先恢复";

/** Off shelf, not in audit, not in the recycle bin: the states in which a product's data may change. */
export const editRefusal: Refusal = (p) =>
  firstOf([p.isRecycle === 1, IN_RECYCLE], [p.isShow === 1, "商品已上架，请先下架再编辑"], [p.isAudit === 1, "商品审核中，无法编辑"]);

/** Settings only a warehouse product takes (commission, freight, feedback coupons). */
const warehouseOnly =
  (what: string): Refusal =>
  (p, m) =>
    editRefusal(p, m) ??
    firstOf([p.auditStatus === AUDIT.waiting || p.auditStatus === AUDIT.rejected, `只有仓库中商品才能${what}`]);

export const REFUSALS = {
  up: (p, m) =>
    firstOf(
      [p.isRecycle === 1, IN_RECYCLE],
      [p.isShow === 1, "商品已上架"],
      [p.isAudit === 1, "商品审核中，审核通过后才能上架"],
      [p.auditStatus === AUDIT.waiting, "商品待提交审核，审核通过后才能上架"],
      [p.auditStatus === AUDIT.rejected, "商品审核未通过，请编辑后重新提交审核"],
      [!m.isSwitch, "店铺未开启，无法上架商品"],
    ),
  down: (p) => firstOf([p.isRecycle === 1, IN_RECYCLE], [p.isShow === 0, "商品未上架"]),
  recycle: (p) => firstOf([p.isRecycle === 1, "商品已进入回收站"]),
  delete: (p) => firstOf([p.isRecycle === 0, "只有回收站中的商品才能删除"]),
  restore: (p) => firstOf([p.isRecycle === 0, "商品不在回收站中"]),
  submitAudit: (p) =>
    firstOf(
      [p.isRecycle === 1, IN_RECYCLE],
      [p.isAudit === 1, "商品审核中，请勿重复提交"],
      [p.auditStatus === AUDIT.rejected, "审核未通过的商品请编辑后重新提交审核"],
      [p.auditStatus !== AUDIT.waiting, "商品无需提交审核"],
    ),
  quickStock: (p) =>
    firstOf(
      [p.isRecycle === 1, IN_RECYCLE],
      [p.isAudit === 1, "商品审核中，无法添加库存"],
      [p.type === PRODUCT_TYPE.cdkey, "卡密商品不支持快捷添加库存"],
    ),
  freeEdit: editRefusal,
  brokerage: warehouseOnly("设置佣金"),
  freight: (p, m) =>
    warehouseOnly("设置运费模板")(p, m) ?? firstOf([NON_PHYSICAL_TYPES.includes(p.type), "虚拟、云盘和卡密商品无需设置运费模板"]),
  coupons: warehouseOnly("添加回馈券"),
} satisfies Record<string, Refusal>;
export type Action = keyof typeof REFUSALS;

/**
 * Loads the products (all the merchant's, live) and refuses unless `action` is allowed for every one.
 * A batch names the product in its message.
 */
export async function requireAllowed(
  db: Db,
  merId: number,
  ids: readonly number[],
  action: Action,
  batch: boolean,
): Promise<{ products: ProductRow[]; merchant: MerchantProductState }> {
  const merchant = await merchantProductState(db, merId);
  const products = await requireProducts(db, merId, ids);
  for (const p of products) {
    const reason = REFUSALS[action](p, merchant);
    if (reason) throw refused(batch ? `「${p.name}」${reason}` : reason);
  }
  return { products, merchant };
}

/** The state changes that are a column update (plus, for delete, releasing card-secret libraries). */
const PATCHES = {
  up: { isShow: 1 },
  down: { isShow: 0 },
  recycle: { isRecycle: 1, isShow: 0 },
  delete: { isDel: 1, isShow: 0 },
  restore: { isRecycle: 0, isShow: 0 },
} satisfies Partial<Record<Action, Updateable<DB["product"]>>>;
export type ShelfAction = keyof typeof PATCHES;

export async function applyTransition(db: Db, merId: number, ids: readonly number[], action: ShelfAction, batch: boolean): Promise<void> {
  const { products } = await requireAllowed(db, merId, ids, action, batch);
  const idList = products.map((p) => p.id);
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    await trx.updateTable("product").set({ ...PATCHES[action], updateTime: now() }).where("id", "in", idList).where("merId", "=", merId).execute();
    if (action === "delete") {
      // A deleted product no longer holds its card-secret libraries.
      await trx.updateTable("cdkeyLibrary").set({ productId: 0, productAttrValueId: 0 }).where("productId", "in", idList).execute();
    }
  });
}

/** Submits products to the platform's audit (they leave the shelf until it answers). */
export async function submitForAudit(db: Db, merId: number, ids: readonly number[], isAutoUp: boolean, batch: boolean): Promise<void> {
  const { products } = await requireAllowed(db, merId, ids, "submitAudit", batch);
  await db
    .updateTable("product")
    .set({ isAudit: 1, isShow: 0, isAutoUp: isAutoUp ? 1 : 0, updateTime: now() })
    .where("id", "in", products.map((p) => p.id))
    .where("merId", "=", merId)
    .execute();
}
