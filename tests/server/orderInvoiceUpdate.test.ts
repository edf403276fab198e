import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { OrderInvoice } from "../../server/areas/order/contract.js";

/** POST /order/invoice/update: a shipment's delivery details, by the shipment's own delivery type. */
describe("editing a shipment", () => {
  let s: TestServer;
  let m1: string;
  let m2: string;
  let staff: string;
  beforeAll(async () => {
    ({ s, m1, m2, staff } = await startSignedIn());
  });
  afterAll(() => s.close());

  const update = (body: Record<string, unknown>, token = m1) => s.call("POST", `${M}/order/invoice/update`, { token, body });

  /** A seeded shipment of merchant 1 of a delivery type, and of an order in one of `statuses`. */
  async function seededInvoice(deliveryType: string, statuses = [2, 4, 5, 6]) {
    return s.app.db
      .selectFrom("orderInvoice as i")
      .innerJoin("merchantOrder as o", "o.orderNo", "i.orderNo")
      .select(["i.id", "i.orderNo", "i.trackingNumber", "i.expressCode", "i.deliveryCarrier", "i.carrierPhone", "i.deliveryMark", "i.updateTime"])
      .where("i.merId", "=", 1)
      .where("i.deliveryType", "=", deliveryType)
      .where("o.status", "in", statuses)
      .orderBy("i.id")
      .executeTakeFirstOrThrow();
  }

  /** The shipment as the order's shipment list answers it. */
  async function listed(orderNo: string, id: number, token = m1) {
    const list = await s.call<OrderInvoice[]>("GET", `${M}/order/${orderNo}/invoice/list`, { token });
    return list.data.find((i) => i.id === id)!;
  }

  it("needs the shipment id and keeps the remark within 250 characters", async () => {
    expect(await update({ expressCode: "YTO" })).toEqual({ code: 400, message: "请选择发货单", data: null });
    expect(await update({ id: 0 })).toMatchObject({ code: 400, message: "请选择发货单" });
    const none = await seededInvoice("noNeed");
    expect(await update({ id: none.id, deliveryMark: "备".repeat(251) })).toEqual({ code: 400, message: "备注最多250个字符", data: null });
    expect(await update({ id: 999_999, deliveryMark: "" })).toMatchObject({ code: 5101, message: "发货单不存在" });
  });

  it("changes a courier shipment's courier and tracking number; the list answers them", async () => {
    const invoice = await seededInvoice("express");
    expect(await update({ id: invoice.id, expressRecordType: "1", expressNumber: "YT9" })).toEqual({ code: 400, message: "请选择快递公司", data: null });
    expect(await update({ id: invoice.id, expressRecordType: "1", expressCode: "YTO" })).toEqual({ code: 400, message: "请填写快递单号", data: null });
    expect(await update({ id: invoice.id, expressRecordType: "1", expressCode: "NOPE", expressNumber: "YT9" })).toEqual({ code: 400, message: "未找到快递公司", data: null });
    expect(await listed(invoice.orderNo, invoice.id)).toMatchObject({ trackingNumber: invoice.trackingNumber, expressCode: invoice.expressCode });

    // Delivery-person fields on a courier shipment are ignored.
    const done = await update({ id: invoice.id, expressRecordType: "1", expressCode: "YTO", expressNumber: "YT20240001", deliveryCarrier: "张三", carrierPhone: "13800000000" });
    expect(done).toEqual({ code: 200, message: null, data: null });
    const after = await listed(invoice.orderNo, invoice.id);
    expect(after).toMatchObject({ deliveryType: "express", expressCode: "YTO", expressName: "圆通速递", trackingNumber: "YT20240001", deliveryCarrier: "", carrierPhone: "" });
    expect(after.updateTime >= invoice.updateTime).toBe(true);

    // Without a typed-number flag, a blank number leaves the number as it was (an e-sheet's stays).
    expect(await update({ id: invoice.id, expressCode: "SF" })).toMatchObject({ code: 200 });
    expect(await listed(invoice.orderNo, invoice.id)).toMatchObject({ expressCode: "SF", expressName: "顺丰速运", trackingNumber: "YT20240001" });
  });

  it("changes an own delivery's person and phone, with the ship form's phone rule", async () => {
    const invoice = await seededInvoice("merchant");
    expect(await update({ id: invoice.id, carrierPhone: "13800000000" })).toEqual({ code: 400, message: "请填写配送人员", data: null });
    expect(await update({ id: invoice.id, deliveryCarrier: "李四" })).toEqual({ code: 400, message: "请填写配送人员手机号", data: null });
    expect(await update({ id: invoice.id, deliveryCarrier: "李四", carrierPhone: "1380000" })).toEqual({ code: 400, message: "请输入正确的手机号", data: null });
    expect(await update({ id: invoice.id, deliveryCarrier: "李四", carrierPhone: "13912345678", expressCode: "YTO", expressNumber: "X1" })).toMatchObject({ code: 200 });
    expect(await listed(invoice.orderNo, invoice.id)).toMatchObject({ deliveryType: "merchant", deliveryCarrier: "李四", carrierPhone: "13912345678", trackingNumber: invoice.trackingNumber });
  });

  it("changes the remark of a shipment that needed none; an empty remark clears it", async () => {
    const invoice = await seededInvoice("noNeed");
    expect(await update({ id: invoice.id, deliveryMark: "  已电话通知买家  " })).toMatchObject({ code: 200 });
    expect(await listed(invoice.orderNo, invoice.id)).toMatchObject({ deliveryType: "noNeed", deliveryMark: "已电话通知买家" });
    expect(await update({ id: invoice.id })).toMatchObject({ code: 200 });
    expect(await listed(invoice.orderNo, invoice.id)).toMatchObject({ deliveryMark: "" });
  });

  it("edits shipments of received and completed orders too (the backend does not look at the order)", async () => {
    const invoice = await seededInvoice("express", [5, 6]);
    expect(await update({ id: invoice.id, expressRecordType: "1", expressCode: "ZTO", expressNumber: "ZT0001" })).toMatchObject({ code: 200 });
    expect(await listed(invoice.orderNo, invoice.id)).toMatchObject({ expressCode: "ZTO", trackingNumber: "ZT0001" });
  });

  it("is a sensitive operation: each edit that reaches the backend is logged", async () => {
    const invoice = await seededInvoice("noNeed");
    await update({ id: invoice.id, deliveryMark: "日志测试" });
    const row = await s.app.db.selectFrom("sensitiveLog").selectAll().where("description", "=", "修改发货单配送信息").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merId: 1, status: 0 });
    expect(row.requestParam).toContain("日志测试");
  });

  it("refuses staff1 (403) and the signed-out (401), and hides merchant 1's shipments from merchant 2", async () => {
    const invoice = await seededInvoice("merchant");
    const body = { id: invoice.id, deliveryCarrier: "王五", carrierPhone: "13700000000" };
    expect(await update(body, staff)).toMatchObject({ code: 403 });
    expect(await s.call("POST", `${M}/order/invoice/update`, { body })).toMatchObject({ code: 401 });
    expect(await update(body, m2)).toEqual({ code: 5101, message: "发货单不存在", data: null });
    const stored = await s.app.db.selectFrom("orderInvoice").select(["deliveryCarrier", "carrierPhone"]).where("id", "=", invoice.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ deliveryCarrier: invoice.deliveryCarrier, carrierPhone: invoice.carrierPhone });
  });
});
