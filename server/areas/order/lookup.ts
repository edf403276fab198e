/** One order, line or shipment of the signed-in merchant; another merchant's is "missing" too. */
import type { MerchantScope } from "../../core/route.js";
import type { Db } from "../../db/database.js";
import { forUpdate } from "../../db/dialect.js";
import { invoiceMissing, orderMissing, refundMissing } from "./errors.js";
import type { InvoiceRecord, OrderRecord, RefundRecord } from "./serialize.js";

export async function findOrder(mine: MerchantScope, orderNo: string): Promise<OrderRecord> {
  const order = await mine.selectFrom("merchantOrder").selectAll().where("orderNo", "=", orderNo).where("isMerchantDel", "=", 0).executeTakeFirst();
  if (!order) throw orderMissing();
  return order;
}

/**
 * Inside a write transaction: the order as it stands now, its row locked until the transaction
 * ends, so concurrent writes of one order (ship, refund, write-off, audit) run one after the
 * other and each checks the state the previous one left. Check the state on this row.
 */
export async function lockOrder(trx: Db, merId: number, orderNo: string): Promise<OrderRecord> {
  const order = await trx
    .selectFrom("merchantOrder")
    .selectAll()
    .where("merId", "=", merId)
    .where("orderNo", "=", orderNo)
    .where("isMerchantDel", "=", 0)
    .$call(forUpdate(trx))
    .executeTakeFirst();
  if (!order) throw orderMissing();
  return order;
}

/** Inside a write transaction, after `lockOrder` of its order: the refund as it stands now, locked. */
export async function lockRefund(trx: Db, merId: number, refundOrderNo: string): Promise<RefundRecord> {
  const refund = await trx.selectFrom("refundOrder").selectAll().where("merId", "=", merId).where("refundOrderNo", "=", refundOrderNo).$call(forUpdate(trx)).executeTakeFirst();
  if (!refund) throw refundMissing();
  return refund;
}

export async function findInvoice(mine: MerchantScope, id: number): Promise<InvoiceRecord> {
  const invoice = await mine.selectFrom("orderInvoice").selectAll().where("id", "=", id).executeTakeFirst();
  if (!invoice) throw invoiceMissing();
  return invoice;
}

export async function findRefund(mine: MerchantScope, refundOrderNo: string): Promise<RefundRecord> {
  const refund = await mine.selectFrom("refundOrder").selectAll().where("refundOrderNo", "=", refundOrderNo).executeTakeFirst();
  if (!refund) throw refundMissing();
  return refund;
}
