/**
 * POST /order/direct/refund: the merchant refunds without a request, the whole order or some units
 * of some lines. Each refunded line becomes a refund order already refunded (promoter: merchant);
 * units return to stock; the order's refundStatus becomes 2 (partly) or 3 (all).
 */
import type { Db } from "../../db/database.js";
import { refused } from "../../core/errors.js";
import { fromCents, now } from "../../core/format.js";
import { merchantScope } from "../../core/route.js";
import type { DirectRefund, DirectRefundResult } from "./contract.js";
import { orderLineMissing, orderStateWrong } from "./errors.js";
import { addOrderHistory, addRefundHistory } from "./history.js";
import { findOrder, lockOrder } from "./lookup.js";
import { refundNumber, shareOf } from "./numbers.js";
import { OPEN_REFUND_STATUSES, refreshOrderRefundStatus, refundLineUnits } from "./refunding.js";
import type { LineRecord, OrderRecord } from "./serialize.js";

/** Units of a line the merchant may still refund. */
const refundable = (l: LineRecord) => Math.max(0, l.payNum - l.refundNum - l.applyRefundNum);

function assertRefundable(order: OrderRecord) {
  if (order.paid !== 1) throw orderStateWrong("订单未支付，无法退款");
  if (order.status === 9) throw orderStateWrong("订单已取消，无法退款");
  if (order.refundStatus === 3) throw orderStateWrong("订单已全部退款");
}

function unitsToRefund(lines: LineRecord[], body: DirectRefund): Map<number, number> {
  const take = new Map<number, number>();
  if (body.returnType === 1) {
    for (const l of lines) if (refundable(l) > 0) take.set(l.id, refundable(l));
  } else {
    for (const item of body.detailList ?? []) {
      const line = lines.find((l) => l.id === item.orderDetailId);
      if (!line) throw orderLineMissing();
      const total = (take.get(line.id) ?? 0) + item.num;
      if (total > refundable(line)) throw refused(`${line.productName}（${line.sku}）退款数量不能大于可退款数量 ${refundable(line)}`);
      take.set(line.id, total);
    }
  }
  if (!take.size) throw orderStateWrong("订单没有可退款的商品");
  return take;
}

export async function directRefund(db: Db, merId: number, body: DirectRefund): Promise<DirectRefundResult> {
  assertRefundable(await findOrder(merchantScope(db, merId), body.orderNo));
  return merchantScope(db, merId).transaction(async ({ db: trx }) => {
    // Checked again on the locked row: a parallel refund may have taken the units meanwhile.
    const order = await lockOrder(trx, merId, body.orderNo);
    assertRefundable(order);
    const open = await trx.selectFrom("refundOrder").select("id").where("orderNo", "=", order.orderNo).where("refundStatus", "in", OPEN_REFUND_STATUSES).executeTakeFirst();
    if (open) throw orderStateWrong("订单有售后申请处理中，请先处理售后");
    const lines = await trx.selectFrom("orderDetail").selectAll().where("orderNo", "=", order.orderNo).orderBy("id").execute();
    const take = unitsToRefund(lines, body);
    // The postage goes back with the refund that leaves nothing of the order unrefunded.
    const finishes = lines.every((l) => l.refundNum + (take.get(l.id) ?? 0) >= l.payNum);
    const time = now();
    const refundOrderNos: string[] = [];
    let total = 0;
    for (const line of lines) {
      const num = take.get(line.id);
      if (!num) continue;
      const price = shareOf(line.payPrice, num, line.payNum, line.refundPrice, line.refundNum);
      const refundOrderNo = refundNumber(new Date());
      await trx
        .insertInto("refundOrder")
        .values({
          refundOrderNo,
          orderNo: order.orderNo,
          merId,
          uid: order.uid,
          refundStatus: 3,
          refundPrice: price,
          afterSalesType: 1,
          promoterType: "merchant",
          refundReasonWap: "商家直接退款",
          refundTime: time,
          createTime: time,
          updateTime: time,
        })
        .execute();
      await trx
        .insertInto("refundOrderInfo")
        .values({
          refundOrderNo,
          merId,
          orderDetailId: line.id,
          productId: line.productId,
          productName: line.productName,
          image: line.image,
          attrValueId: line.attrValueId,
          sku: line.sku,
          price: line.price,
          payPrice: line.payPrice,
          payNum: line.payNum,
          productType: line.productType,
          applyRefundNum: num,
          refundPrice: price,
          merchantRefundPrice: price,
          createTime: time,
          updateTime: time,
        })
        .execute();
      await addRefundHistory(trx, refundOrderNo, "refund", `商家直接退款 ¥${fromCents(price)}`);
      await refundLineUnits(trx, line, num, price, false);
      refundOrderNos.push(refundOrderNo);
      total += price;
    }
    if (finishes && order.payPostage > 0) await recordPostageRefund(trx, refundOrderNos[refundOrderNos.length - 1]!, order.payPostage);
    const refundStatus = await refreshOrderRefundStatus(trx, merId, order.orderNo);
    await addOrderHistory(trx, order.orderNo, "refund_price", `商家直接退款 ¥${fromCents(total)}`);
    return { orderNo: order.orderNo, refundStatus, refundPrice: fromCents(total), refundOrderNoList: refundOrderNos };
  });
}

/** Notes on the last refund order that the postage (already part of the first line's pay price) went back too. */
async function recordPostageRefund(db: Db, refundOrderNo: string, postage: number) {
  await db.updateTable("refundOrder").set({ refundFreightFee: postage }).where("refundOrderNo", "=", refundOrderNo).execute();
  await db.updateTable("refundOrderInfo").set({ refundFreightFee: postage }).where("refundOrderNo", "=", refundOrderNo).execute();
}
