/** One order, line or shipment of the signed-in merchant; another merchant's is "missing" too. */
import type { MerchantScope } from "../../core/route.js";
import { invoiceMissing, orderMissing, refundMissing } from "./errors.js";
import type { InvoiceRecord, OrderRecord, RefundRecord } from "./serialize.js";

export async function findOrder(mine: MerchantScope, orderNo: string): Promise<OrderRecord> {
  const order = await mine.selectFrom("merchantOrder").selectAll().where("orderNo", "=", orderNo).where("isMerchantDel", "=", 0).executeTakeFirst();
  if (!order) throw orderMissing();
  return order;
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
