/**
 * Editing a shipment (POST /order/invoice/update): what may change follows the shipment's own
 * delivery type, as on the backend — the courier and tracking number of a courier shipment, the
 * delivery person of an own delivery, the remark of a shipment that needed none. Fields of the other
 * types are ignored; the order's state does not matter.
 */
import type { Db } from "../../db/database.js";
import { badRequest } from "../../core/errors.js";
import { now } from "../../core/format.js";
import type { MerchantScope } from "../../core/route.js";
import { PHONE, type InvoiceUpdate } from "./contract.js";
import { findInvoice } from "./lookup.js";

type InvoiceChange = Partial<{ expressCode: string; expressName: string; trackingNumber: string; deliveryCarrier: string; carrierPhone: string; deliveryMark: string }>;

/** The columns an edit writes, or the 400 the backend answers for what is missing. */
async function changeOf(db: Db, deliveryType: string, body: InvoiceUpdate): Promise<InvoiceChange> {
  if (deliveryType === "express") {
    // A typed number is needed only when the edit says the number is typed ("1"); an e-sheet's stays.
    if (!body.expressNumber && body.expressRecordType === "1") throw badRequest("请填写快递单号");
    if (!body.expressCode) throw badRequest("请选择快递公司");
    const courier = await db.selectFrom("express").select(["code", "name"]).where("code", "=", body.expressCode).executeTakeFirst();
    if (!courier) throw badRequest("未找到快递公司");
    return { expressCode: courier.code, expressName: courier.name, ...(body.expressNumber ? { trackingNumber: body.expressNumber } : {}) };
  }
  if (deliveryType === "merchant") {
    if (!body.deliveryCarrier) throw badRequest("请填写配送人员");
    if (!body.carrierPhone) throw badRequest("请填写配送人员手机号");
    // The ship form's phone rule (contract §3.11), the same one sending goods applies.
    if (!PHONE.test(body.carrierPhone)) throw badRequest("请输入正确的手机号");
    return { deliveryCarrier: body.deliveryCarrier, carrierPhone: body.carrierPhone };
  }
  return { deliveryMark: body.deliveryMark?.trim() ?? "" };
}

export async function updateInvoice(db: Db, mine: MerchantScope, body: InvoiceUpdate): Promise<void> {
  const invoice = await findInvoice(mine, body.id);
  const change = await changeOf(db, invoice.deliveryType, body);
  await mine.updateTable("orderInvoice").set({ ...change, updateTime: now() }).where("id", "=", invoice.id).execute();
}
