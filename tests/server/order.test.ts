import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { cleanOrderToShip, failStatusUpdates, findSeededOrder } from "./orderHelpers.js";
import type { OrderCounts, OrderDetailEntity, OrderDetailInfo, OrderInvoice, OrderRow, LogisticsResult, VerificationResult } from "../../server/areas/order/contract.js";
import type { Page } from "../../server/core/envelope.js";

describe("orders: list, counts, detail", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  const list = (query: Record<string, string | number>) => s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token, query });

  it("lists every tab with totals equal to the status counts", async () => {
    const counts = (await s.call<OrderCounts>("GET", `${M}/order/status/num`, { token })).data;
    expect(counts.all).toBeGreaterThanOrEqual(60);
    const tabs: Array<[string, keyof OrderCounts]> = [
      ["all", "all"], ["unPaid", "unPaid"], ["notShipped", "notShipped"], ["spike", "spike"], ["receiving", "receiving"],
      ["complete", "complete"], ["refunded", "refunded"], ["deleted", "deleted"], ["awaitVerification", "verification"], ["cancel", "cancel"],
    ];
    for (const [status, key] of tabs) {
      const page = await list({ status, limit: 100 });
      expect(page.code, status).toBe(200);
      expect(page.data.total, status).toBe(counts[key]);
      expect(page.data.list.length, status).toBe(counts[key]);
      expect(counts[key], status).toBeGreaterThan(0);
    }
    const notShipped = await list({ status: "notShipped", limit: 100 });
    expect(notShipped.data.list.every((o) => [1, 2].includes(o.status) && o.refundStatus !== 3)).toBe(true);
    const refunded = await list({ status: "refunded", limit: 100 });
    expect(refunded.data.list.every((o) => o.refundStatus === 3)).toBe(true);
    const deleted = await list({ status: "deleted", limit: 100 });
    expect(deleted.data.list.every((o) => o.isUserDel)).toBe(true);
  });

  it("answers rows in the contract's shape, newest first, paged", async () => {
    const page = await list({ status: "all", page: 2, limit: 10 });
    expect(page.data).toMatchObject({ page: 2, limit: 10 });
    expect(page.data.list).toHaveLength(10);
    const row = page.data.list[0]!;
    expect(Object.keys(row).sort()).toEqual(
      ["orderNo", "payPrice", "payType", "status", "refundStatus", "cancelStatus", "isUserDel", "type", "secondType", "level", "createTime", "nickName", "isLogoff", "userRefundSign", "totalNum", "merchantRemark", "infoResponseList", "groupBuyRecordStatus", "refundNum"].sort(),
    );
    expect(row.payPrice).toMatch(/^\d+\.\d{2}$/);
    expect(row.infoResponseList[0]).toMatchObject({ price: expect.stringMatching(/^\d+\.\d{2}$/), cardSecretList: [] });
    const first = await list({ status: "all", page: 1, limit: 10 });
    const times = [...first.data.list, ...page.data.list].map((o) => o.orderNo);
    expect(new Set(times).size).toBe(20);
  });

  it("filters by orderNo, date, type and the searched shopper", async () => {
    const some = (await list({ status: "all", limit: 5 })).data.list[2]!;
    const byNo = await list({ status: "all", orderNo: some.orderNo });
    expect(byNo.data.list.map((o) => o.orderNo)).toEqual([some.orderNo]);
    const today = await list({ status: "all", dateLimit: "today", limit: 100 });
    expect(today.data.total).toBeGreaterThan(0);
    expect((await s.call<OrderCounts>("GET", `${M}/order/status/num`, { token, query: { dateLimit: "today" } })).data.all).toBe(today.data.total);
    expect((await list({ status: "all", type: 1 })).data.total).toBe(0);
    const byName = await list({ status: "all", searchType: "nickname", content: some.nickName, limit: 100 });
    expect(byName.data.list.length).toBeGreaterThan(0);
    expect(byName.data.list.every((o) => o.nickName.includes(some.nickName))).toBe(true);
    expect((await list({ status: "all", searchType: "uid", content: "abc" })).data.total).toBe(0);
  });

  it("validates the list query", async () => {
    expect(await list({})).toMatchObject({ code: 400, message: "订单状态不能为空" });
    expect(await list({ status: "nope" })).toMatchObject({ code: 400, message: "未知的订单状态" });
    expect(await list({ status: "all", type: 7 })).toMatchObject({ code: 400, message: "未知的订单类型" });
    expect(await list({ status: "all", dateLimit: "2024-13-01,x" })).toMatchObject({ code: 400 });
  });

  it("answers the detail, the lines and the shipments of an order", async () => {
    const shipped = await findSeededOrder(s.app.db, 1, { status: 4, refundStatus: 0 });
    const info = await s.call<OrderDetailInfo>("GET", `${M}/order/info/${shipped.orderNo}`, { token });
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({ orderNo: shipped.orderNo, status: 4, paid: true });
    expect(info.data.orderDetailList.length).toBeGreaterThan(0);
    const lines = await s.call<OrderDetailEntity[]>("GET", `${M}/order/${shipped.orderNo}/detail/list`, { token });
    expect(lines.data[0]).toMatchObject({ orderNo: shipped.orderNo, merId: 1, merName: expect.any(String) });
    expect(lines.data.every((l) => l.deliveryNum === l.payNum)).toBe(true);
    const invoices = await s.call<OrderInvoice[]>("GET", `${M}/order/${shipped.orderNo}/invoice/list`, { token });
    expect(invoices.data.length).toBe(1);
    expect(invoices.data[0]!.detailList.length).toBeGreaterThan(0);
    expect(await s.call("GET", `${M}/order/info/SH0000`, { token })).toMatchObject({ code: 5001, message: "订单不存在" });
  });

  it("simulates tracking for an express shipment, the same each time", async () => {
    const invoice = await s.app.db
      .selectFrom("orderInvoice as i")
      .innerJoin("merchantOrder as o", "o.orderNo", "i.orderNo")
      .select(["i.id", "o.status"])
      .where("i.merId", "=", 1)
      .where("i.deliveryType", "=", "express")
      .where("o.status", "=", 6)
      .executeTakeFirstOrThrow();
    const first = await s.call<LogisticsResult>("GET", `${M}/order/get/${invoice.id}/logistics/info`, { token });
    expect(first.code).toBe(200);
    expect(first.data.list.length).toBeGreaterThan(2);
    expect(first.data).toMatchObject({ deliverystatus: "3", issign: "1" });
    expect(first.data.list[0]!.time >= first.data.list[1]!.time).toBe(true);
    const again = await s.call<LogisticsResult>("GET", `${M}/order/get/${invoice.id}/logistics/info`, { token });
    expect(again.data.list).toEqual(first.data.list);
    expect(await s.call("GET", `${M}/order/get/999999/logistics/info`, { token })).toMatchObject({ code: 5101 });
  });

  it("needs a token, and staff1's role has no order authority", async () => {
    expect(await s.call("GET", `${M}/order/list`, { query: { status: "all" } })).toMatchObject({ code: 401 });
    const staff = await s.login("staff1");
    for (const [method, url] of [
      ["GET", "/order/list?status=all"], ["GET", "/order/status/num"], ["POST", "/order/send"], ["POST", "/order/direct/refund"],
      ["POST", "/order/verification"], ["POST", "/order/mark"], ["GET", "/export/order/excel"],
    ] as const) {
      expect(await s.call(method, `${M}${url}`, { token: staff, body: method === "POST" ? {} : undefined }), url).toMatchObject({ code: 403 });
    }
  });

  it("keeps merchant 2 out of merchant 1's orders", async () => {
    const other = await s.login("merchant2");
    const order = await findSeededOrder(s.app.db, 1, { status: 1 });
    const mine2 = await s.call<Page<OrderRow>>("GET", `${M}/order/list`, { token: other, query: { status: "all", limit: 100 } });
    expect(mine2.data.total).toBe(10);
    expect(mine2.data.list.some((o) => o.orderNo === order.orderNo)).toBe(false);
    expect(await s.call("GET", `${M}/order/info/${order.orderNo}`, { token: other })).toMatchObject({ code: 5001, message: "订单不存在" });
    expect(await s.call("POST", `${M}/order/mark`, { token: other, body: { orderNo: order.orderNo, remark: "x" } })).toMatchObject({ code: 5001 });
    const send = { orderNo: order.orderNo, deliveryType: "noNeed", isSplit: false };
    expect(await s.call("POST", `${M}/order/send`, { token: other, body: send })).toMatchObject({ code: 5001 });
    expect(await s.call("POST", `${M}/order/direct/refund`, { token: other, body: { orderNo: order.orderNo, returnType: 1 } })).toMatchObject({ code: 5001 });
    const invoice = await s.app.db.selectFrom("orderInvoice").select("id").where("merId", "=", 1).executeTakeFirstOrThrow();
    expect(await s.call("GET", `${M}/order/get/${invoice.id}/logistics/info`, { token: other })).toMatchObject({ code: 5101 });
    const pickup = await findSeededOrder(s.app.db, 1, { status: 3, refundStatus: 0 });
    expect(await s.call("POST", `${M}/order/verification`, { token: other, body: { verifyCode: pickup.verifyCode } })).toMatchObject({ code: 500 });
  });

  it("marks, and deletes only what the shopper deleted", async () => {
    const order = await findSeededOrder(s.app.db, 1, { status: 6, isUserDel: 0 });
    expect(await s.call("POST", `${M}/order/mark`, { token, body: { orderNo: order.orderNo, remark: "" } })).toMatchObject({ code: 400, message: "订单备注不能为空" });
    expect(await s.call("POST", `${M}/order/mark`, { token, body: { orderNo: order.orderNo, remark: "已电话回访" } })).toMatchObject({ code: 200 });
    expect((await s.call<OrderDetailInfo>("GET", `${M}/order/info/${order.orderNo}`, { token })).data.merchantRemark).toBe("已电话回访");
    expect(await s.call("POST", `${M}/order/delete/${order.orderNo}`, { token })).toMatchObject({ code: 5002, message: "用户未删除的订单，商户无法删除" });
    const before = (await s.call<OrderCounts>("GET", `${M}/order/status/num`, { token })).data;
    const gone = await findSeededOrder(s.app.db, 1, { isUserDel: 1 });
    expect(await s.call("POST", `${M}/order/delete/${gone.orderNo}`, { token })).toMatchObject({ code: 200 });
    const after = (await s.call<OrderCounts>("GET", `${M}/order/status/num`, { token })).data;
    expect(after.all).toBe(before.all - 1);
    expect(after.deleted).toBe(before.deleted - 1);
    expect(await s.call("GET", `${M}/order/info/${gone.orderNo}`, { token })).toMatchObject({ code: 5001 });
  });

  it("prints a receipt on the enabled printers (tests/server/printing.test.ts covers the rest)", async () => {
    const order = await findSeededOrder(s.app.db, 1, { status: 1 });
    expect(await s.call("GET", `${M}/order/printreceipt/${order.orderNo}`, { token })).toEqual({ code: 200, message: null, data: true });
    expect(await s.call("GET", `${M}/order/printreceipt/NOPE`, { token })).toMatchObject({ code: 5001, message: "订单不存在" });
  });
});

describe("orders: sending, write-off, shipment edits", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  const send = (body: Record<string, unknown>) => s.call("POST", `${M}/order/send`, { token, body });

  it("validates the send form", async () => {
    const { orderNo } = await cleanOrderToShip(s.app.db, 1);
    expect(await send({ deliveryType: "express", isSplit: false })).toMatchObject({ code: 400, message: "订单编号不能为空" });
    expect(await send({ orderNo, isSplit: false })).toMatchObject({ code: 400, message: "请选择发货类型" });
    expect(await send({ orderNo, deliveryType: "express" })).toMatchObject({ code: 400, message: "请选择是否分单发货" });
    expect(await send({ orderNo, deliveryType: "express", isSplit: false, expressRecordType: "1" })).toMatchObject({ code: 400, message: "请选择快递公司" });
    expect(await send({ orderNo, deliveryType: "express", isSplit: false, expressRecordType: "1", expressCode: "SF" })).toMatchObject({ code: 400, message: "请输入快递单号" });
    expect(await send({ orderNo, deliveryType: "express", isSplit: false, expressRecordType: "2", expressCode: "SF" })).toMatchObject({ code: 400, message: "请选择电子面单" });
    expect(await send({ orderNo, deliveryType: "merchant", isSplit: false, deliveryCarrier: "张师傅" })).toMatchObject({ code: 400, message: "请输入配送人员手机号" });
    expect(await send({ orderNo, deliveryType: "merchant", isSplit: false, deliveryCarrier: "张师傅", carrierPhone: "12345" })).toMatchObject({ code: 400, message: "请输入正确的手机号" });
    expect(await send({ orderNo, deliveryType: "noNeed", isSplit: false, deliveryMark: "长".repeat(251) })).toMatchObject({ code: 400, message: "备注长度不能超过250个字符" });
    expect(await send({ orderNo, deliveryType: "noNeed", isSplit: true })).toMatchObject({ code: 400, message: "请选择发货商品" });
    const esheet = { orderNo, deliveryType: "express", isSplit: false, expressRecordType: "2", expressCode: "SF", expressTempId: "t1", toName: "李四", toTel: "13800000000", toAddr: "杭州" };
    expect(await send(esheet)).toMatchObject({ code: 500, message: "电子面单模板不存在，请重新选择" });
    expect(await send({ orderNo, deliveryType: "express", isSplit: false, expressCode: "NOPE", expressNumber: "1" })).toMatchObject({ code: 500, message: "快递公司不存在" });
  });

  it("splits a shipment by line, capped at what is left: 1 → 2 → 4", async () => {
    const { orderNo, lines } = await cleanOrderToShip(s.app.db, 1, 1);
    const first = lines[0]!;
    const over = { orderNo, deliveryType: "express", isSplit: true, expressCode: "SF", expressNumber: "SF1001", detailList: [{ orderDetailId: first.id, num: first.payNum + 1 }] };
    expect(await send(over)).toMatchObject({ code: 500 });
    const parts: Array<{ orderDetailId: number; num: number }> = lines.length > 1 ? [{ orderDetailId: first.id, num: first.payNum }] : [{ orderDetailId: first.id, num: first.payNum - 1 }];
    expect(await send({ ...over, detailList: parts })).toMatchObject({ code: 200, data: true });
    let info = (await s.call<OrderDetailInfo>("GET", `${M}/order/info/${orderNo}`, { token })).data;
    expect(info.status).toBe(2);
    expect(info.isSplitDelivery).toBe(true);
    // The line already sent in full cannot be sent again.
    const again = lines.length > 1 ? { orderDetailId: first.id, num: 1 } : { orderDetailId: first.id, num: 2 };
    expect(await send({ ...over, detailList: [again] })).toMatchObject({ code: 500 });
    expect(await send({ orderNo, deliveryType: "merchant", isSplit: false, deliveryCarrier: "张师傅", carrierPhone: "13857112345" })).toMatchObject({ code: 200 });
    info = (await s.call<OrderDetailInfo>("GET", `${M}/order/info/${orderNo}`, { token })).data;
    expect(info.status).toBe(4);
    expect(info.orderDetailList.every((l) => l.deliveryNum === l.payNum)).toBe(true);
    const invoices = (await s.call<OrderInvoice[]>("GET", `${M}/order/${orderNo}/invoice/list`, { token })).data;
    expect(invoices.map((i) => i.deliveryType)).toEqual(["express", "merchant"]);
    expect(invoices[0]).toMatchObject({ expressName: "顺丰速运", trackingNumber: "SF1001" });
    expect(await send({ orderNo, deliveryType: "noNeed", isSplit: false })).toMatchObject({ code: 5002, message: "订单不是待发货状态" });
  });

  it("refuses to ship unpaid, cancelled and pickup orders", async () => {
    const unpaid = await findSeededOrder(s.app.db, 1, { status: 0 });
    expect(await send({ orderNo: unpaid.orderNo, deliveryType: "noNeed", isSplit: false })).toMatchObject({ code: 5002, message: "订单未支付，无法发货" });
    const pickup = await findSeededOrder(s.app.db, 1, { status: 3 });
    expect(await send({ orderNo: pickup.orderNo, deliveryType: "noNeed", isSplit: false })).toMatchObject({ code: 5002, message: "核销订单不能发货，请核销" });
  });

  it("writes a pickup order off by its code: 3 → 5", async () => {
    expect(await s.call("POST", `${M}/order/verification`, { token, body: {} })).toMatchObject({ code: 400, message: "核销码不能为空" });
    expect(await s.call("POST", `${M}/order/verification`, { token, body: { verifyCode: "00000000" } })).toMatchObject({ code: 500, message: "核销码错误，未找到对应的订单" });
    const pickup = await findSeededOrder(s.app.db, 1, { status: 3, refundStatus: 0 });
    const done = await s.call<VerificationResult>("POST", `${M}/order/verification`, { token, body: { verifyCode: pickup.verifyCode } });
    expect(done).toMatchObject({ code: 200, data: { orderNo: pickup.orderNo, status: 5 } });
    expect(await s.call("POST", `${M}/order/verification`, { token, body: { verifyCode: pickup.verifyCode } })).toMatchObject({ code: 5002, message: "订单不是待核销状态" });
  });

  it("edits a shipment; the failing step of a send writes nothing", async () => {
    const invoice = await s.app.db
      .selectFrom("orderInvoice as i")
      .innerJoin("merchantOrder as o", "o.orderNo", "i.orderNo")
      .select(["i.id", "i.orderNo"])
      .where("i.merId", "=", 1)
      .where("i.deliveryType", "=", "express")
      .where("o.status", "=", 4)
      .executeTakeFirstOrThrow();
    expect(await s.call("POST", `${M}/order/invoice/update`, { token, body: { expressCode: "YTO" } })).toMatchObject({ code: 400, message: "请选择发货单" });
    expect(await s.call("POST", `${M}/order/invoice/update`, { token, body: { id: invoice.id, expressCode: "YTO", expressNumber: "YT123" } })).toMatchObject({ code: 200 });
    const after = (await s.call<OrderInvoice[]>("GET", `${M}/order/${invoice.orderNo}/invoice/list`, { token })).data.find((i) => i.id === invoice.id)!;
    expect(after).toMatchObject({ expressCode: "YTO", expressName: "圆通速递", trackingNumber: "YT123" });

    // A trigger that fails the status update: the shipment rows written before it must be rolled back.
    const { orderNo } = await cleanOrderToShip(s.app.db, 1);
    const count = async () => (await s.app.db.selectFrom("orderInvoice").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    const invoicesBefore = await count();
    const stopFailing = await failStatusUpdates(s.app.db, orderNo);
    const failed = await send({ orderNo, deliveryType: "noNeed", isSplit: false });
    await stopFailing();
    expect(failed.code).toBe(500);
    expect(await count()).toBe(invoicesBefore);
    const lines = await s.app.db.selectFrom("orderDetail").select("deliveryNum").where("orderNo", "=", orderNo).execute();
    expect(lines.every((l) => l.deliveryNum === 0)).toBe(true);
  });
});
