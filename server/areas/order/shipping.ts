/**
 * Sending goods (POST /order/send): whole or split shipments, each a shipment row with its lines.
 * Status 1 → 2 while some units are still to send, → 4 once every unit not refunded has gone.
 */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { merchantScope } from "../../core/route.js";
import { recordWaybill, takeWaybill } from "../printing/esheet.js";
import type { LineQuantity, OrderSend } from "./contract.js";
import { orderLineMissing, orderStateWrong } from "./errors.js";
import { addOrderHistory } from "./history.js";
import { findOrder, lockOrder } from "./lookup.js";
import type { LineRecord, OrderRecord } from "./serialize.js";

/** The platform courier of a code (§3.10); a code no courier has is refused. */
export async function courierName(db: Db, code: string): Promise<string> {
  const express = await db.selectFrom("express").select("name").where("code", "=", code).executeTakeFirst();
  if (!express) throw refused("快递公司不存在");
  return express.name;
}

/** Units of a line that may still be sent: not sent, not refunded, not held by an after-sales request. */
export const unitsToSend = (l: LineRecord) => Math.max(0, l.payNum - l.deliveryNum - l.refundNum - l.applyRefundNum);

/** The order must be paid, awaiting shipment (1) or partly shipped (2), and not a pickup order. */
export function assertShippable(order: OrderRecord) {
  if (order.paid !== 1 || order.status === 0) throw orderStateWrong("订单未支付，无法发货");
  if (order.status === 9) throw orderStateWrong("订单已取消，无法发货");
  if (order.refundStatus === 3) throw orderStateWrong("订单已退款，无法发货");
  if (order.shippingType === 2 || order.status === 3) throw orderStateWrong("核销订单不能发货，请核销");
  if (order.status !== 1 && order.status !== 2) throw orderStateWrong("订单不是待发货状态");
}

/** How many units of each line this shipment sends, capped at what is left of it. */
export function quantitiesToSend(lines: LineRecord[], split: boolean, detailList: LineQuantity[] | undefined): Map<number, number> {
  const send = new Map<number, number>();
  if (!split) {
    for (const l of lines) if (unitsToSend(l) > 0) send.set(l.id, unitsToSend(l));
  } else {
    for (const item of detailList ?? []) {
      const line = lines.find((l) => l.id === item.orderDetailId);
      if (!line) throw orderLineMissing();
      const total = (send.get(line.id) ?? 0) + item.num;
      if (total > unitsToSend(line)) throw refused(`${line.productName}（${line.sku}）发货数量不能大于剩余可发货数量 ${unitsToSend(line)}`);
      send.set(line.id, total);
    }
  }
  if (!send.size) throw orderStateWrong("订单没有可发货的商品");
  return send;
}

const historyMessage = (body: OrderSend, expressName: string, trackingNumber: string, partly: boolean) => {
  const what = partly ? "订单部分发货" : "订单发货";
  if (body.deliveryType === "express" && body.expressRecordType === "2") return `${what}，快递公司：${expressName}，电子面单号：${trackingNumber}`;
  if (body.deliveryType === "express") return `${what}，快递公司：${expressName}，快递单号：${trackingNumber}`;
  if (body.deliveryType === "merchant") return `${what}，商家配送，配送员：${body.deliveryCarrier}，电话：${body.carrierPhone}`;
  return `${what}，无需物流`;
};

/** Sends the goods; every row of it in one transaction. */
export async function sendGoods(db: Db, merId: number, body: OrderSend): Promise<void> {
  const mine = merchantScope(db, merId);
  const order = await findOrder(mine, body.orderNo);
  assertShippable(order);
  const expressName = body.deliveryType === "express" ? await courierName(db, body.expressCode!) : "";
  // An e-sheet (§3.21): the provider gives the waybill number, the sheet is printed with the shipment.
  const waybill = body.deliveryType === "express" && body.expressRecordType === "2" ? await takeWaybill(db, merId, body.expressCode!, body.expressTempId!) : undefined;
  const trackingNumber = waybill?.trackingNumber ?? body.expressNumber ?? "";
  await merchantScope(db, merId).transaction(async ({ db: trx }) => {
    // Checked again on the locked row: a parallel send may have shipped it meanwhile.
    const current = await lockOrder(trx, merId, order.orderNo);
    assertShippable(current);
    const lines = await trx.selectFrom("orderDetail").selectAll().where("orderNo", "=", order.orderNo).orderBy("id").execute();
    const send = quantitiesToSend(lines, body.isSplit, body.detailList);
    const time = now();
    const { id: invoiceId } = await trx
      .insertInto("orderInvoice")
      .values({
        orderNo: order.orderNo,
        merId,
        uid: order.uid,
        trackingNumber: body.deliveryType === "express" ? trackingNumber : "",
        expressName,
        expressCode: body.deliveryType === "express" ? body.expressCode! : "",
        totalNum: [...send.values()].reduce((a, b) => a + b, 0),
        deliveryMark: body.deliveryMark ?? "",
        deliveryCarrier: body.deliveryType === "merchant" ? body.deliveryCarrier! : "",
        carrierPhone: body.deliveryType === "merchant" ? body.carrierPhone! : "",
        deliveryType: body.deliveryType,
        expressRecordType: body.deliveryType === "express" ? (waybill ? "2" : "1") : "",
        createTime: time,
        updateTime: time,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const line of lines) {
      const num = send.get(line.id);
      if (!num) continue;
      await trx
        .insertInto("orderInvoiceDetail")
        .values({
          invoiceId,
          orderDetailId: line.id,
          productId: line.productId,
          productName: line.productName,
          image: line.image,
          attrValueId: line.attrValueId,
          sku: line.sku,
          num,
          createTime: time,
          updateTime: time,
        })
        .execute();
      await trx.updateTable("orderDetail").set({ deliveryNum: sql`delivery_num + ${num}`, updateTime: time }).where("id", "=", line.id).execute();
    }
    const left = lines.some((l) => unitsToSend(l) + l.applyRefundNum - (send.get(l.id) ?? 0) > 0);
    await trx
      .updateTable("merchantOrder")
      .set({ status: left ? 2 : 4, isSplitDelivery: body.isSplit || current.isSplitDelivery === 1 ? 1 : 0, updateTime: time })
      .where("id", "=", order.id)
      .execute();
    await addOrderHistory(trx, order.orderNo, left ? "split_delivery" : "delivery", historyMessage(body, expressName, trackingNumber, left));
    if (waybill) {
      const goods = lines.filter((l) => send.has(l.id)).map((l) => ({ name: l.productName, num: send.get(l.id)! }));
      await recordWaybill(trx, order, waybill, { toName: body.toName!, toTel: body.toTel!, toAddr: body.toAddr!, goods });
    }
  });
}
