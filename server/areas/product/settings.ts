/** Warehouse-product settings shared by the single and batch endpoints: commission, freight, feedback coupons. */
import type { Db } from "../../db/database.js";
import { merchantScope } from "../../core/route.js";
import { badRequest } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requireAllowed } from "./lifecycle.js";
import { BROKERAGE_RATIO_LIMIT } from "./productWrite.js";
import { assertFeedbackCoupons, assertShippingTemplate } from "./references.js";

/** Individual commission for every SKU of the products (turns `isSub` on). */
export async function setBrokerage(db: Db, merId: number, ids: number[], brokerage: number, brokerageTwo: number, batch: boolean): Promise<void> {
  const { products } = await requireAllowed(db, merId, ids, "brokerage", batch);
  if (brokerage + brokerageTwo > BROKERAGE_RATIO_LIMIT) throw badRequest(`一二级返佣比例之和范围为 0~${BROKERAGE_RATIO_LIMIT}`);
  const idList = products.map((p) => p.id);
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    await trx.updateTable("product").set({ isSub: 1, updateTime: now() }).where("id", "in", idList).execute();
    await trx.updateTable("productAttrValue").set({ brokerage, brokerageTwo }).where("productId", "in", idList).execute();
  });
}

export async function setFreightTemplate(db: Db, merId: number, ids: number[], templateId: number, batch: boolean): Promise<void> {
  const { products } = await requireAllowed(db, merId, ids, "freight", batch);
  await assertShippingTemplate(db, merId, templateId);
  await db
    .updateTable("product")
    .set({ tempId: templateId, updateTime: now() })
    .where("id", "in", products.map((p) => p.id))
    .execute();
}

/** Adds feedback coupons to the products (ones already attached stay once). */
export async function addFeedbackCoupons(db: Db, merId: number, ids: number[], couponIds: number[], batch: boolean): Promise<void> {
  const { products } = await requireAllowed(db, merId, ids, "coupons", batch);
  await assertFeedbackCoupons(db, merId, couponIds);
  const addTime = now();
  const rows = products.flatMap((p) => [...new Set(couponIds)].map((couponId) => ({ productId: p.id, couponId, addTime })));
  await db
    .insertInto("productCoupon")
    .values(rows)
    .onConflict((oc) => oc.columns(["productId", "couponId"]).doNothing())
    .execute();
}
