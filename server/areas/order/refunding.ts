/**
 * What every finished refund does, whoever finishes it (merchant approval, goods received, direct
 * refund): the line's units and money move to "refunded", the units go back to stock, and the
 * order's refundStatus follows. Callers run these inside their transaction.
 */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { now } from "../../core/format.js";
import type { LineRecord } from "./serialize.js";
import { recordRefundFlows } from "../finance/bills.js";

/** Refund-order statuses still under way: pending review, refunding, returning, awaiting receipt. */
export const OPEN_REFUND_STATUSES = [0, 2, 4, 5];

/** Units back to the product and its SKU, sales down. */
export async function returnStock(db: Db, merId: number, productId: number, attrValueId: number, num: number) {
  await db
    .updateTable("product")
    .set({ stock: sql`stock + ${num}`, sales: sql`CASE WHEN sales > ${num} THEN sales - ${num} ELSE 0 END` })
    .where("id", "=", productId)
    .where("merId", "=", merId)
    .execute();
  await db
    .updateTable("productAttrValue")
    .set({ stock: sql`stock + ${num}`, sales: sql`CASE WHEN sales > ${num} THEN sales - ${num} ELSE 0 END` })
    .where("id", "=", attrValueId)
    .where("productId", "=", productId)
    .execute();
}

/**
 * `num` units of a line refunded for `price` cents. `fromRequest`: the units were held by an
 * after-sales request (applyRefundNum) and are released from it.
 */
export async function refundLineUnits(db: Db, line: LineRecord, num: number, price: number, fromRequest: boolean) {
  await db
    .updateTable("orderDetail")
    .set({
      refundNum: sql`refund_num + ${num}`,
      refundPrice: sql`refund_price + ${price}`,
      applyRefundNum: fromRequest ? sql`CASE WHEN apply_refund_num > ${num} THEN apply_refund_num - ${num} ELSE 0 END` : sql`apply_refund_num`,
      updateTime: now(),
    })
    .where("id", "=", line.id)
    .execute();
  await returnStock(db, line.merId, line.productId, line.attrValueId, num);
  await recordRefundFlows(db, line.merId, line.orderNo);
}

/** Releases units an after-sales request held (refused or withdrawn). */
export async function releaseLineUnits(db: Db, lineId: number, num: number) {
  await db
    .updateTable("orderDetail")
    .set({ applyRefundNum: sql`CASE WHEN apply_refund_num > ${num} THEN apply_refund_num - ${num} ELSE 0 END`, updateTime: now() })
    .where("id", "=", lineId)
    .execute();
}

/** The order's refundStatus from its lines and open requests: 3 all refunded, 1 requested, 2 partly, 0 none. */
export async function refreshOrderRefundStatus(db: Db, merId: number, orderNo: string): Promise<number> {
  const lines = await db.selectFrom("orderDetail").select(["payNum", "refundNum"]).where("orderNo", "=", orderNo).execute();
  const open = await db
    .selectFrom("refundOrder")
    .select("id")
    .where("orderNo", "=", orderNo)
    .where("merId", "=", merId)
    .where("refundStatus", "in", OPEN_REFUND_STATUSES)
    .limit(1)
    .executeTakeFirst();
  const all = lines.length > 0 && lines.every((l) => l.refundNum >= l.payNum);
  const some = lines.some((l) => l.refundNum > 0);
  const refundStatus = all ? 3 : open ? 1 : some ? 2 : 0;
  await db.updateTable("merchantOrder").set({ refundStatus, updateTime: now() }).where("orderNo", "=", orderNo).where("merId", "=", merId).execute();
  return refundStatus;
}
