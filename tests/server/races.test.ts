/**
 * Twenty identical requests at once on one row: each write happens exactly once, on SQLite and on
 * PostgreSQL alike (PostgreSQL runs the transactions side by side, so each one locks its row first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { cleanOrderToShip, findSeededOrder, stockOf } from "./orderHelpers.js";

const TIMES = 20;

describe("twenty identical writes at once", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  const post = (path: string, body?: unknown) => s.call("POST", `${M}${path}`, { token, body });
  const twenty = (request: () => Promise<{ code: number; message: string | null }>) => Promise.all(Array.from({ length: TIMES }, request));
  const succeeded = (answers: Array<{ code: number }>) => answers.filter((a) => a.code === 200).length;
  const history = async (orderNo: string, changeType: string) =>
    (await s.app.db.selectFrom("orderStatus").select("id").where("orderNo", "=", orderNo).where("changeType", "=", changeType).execute()).length;
  const invoicesOf = async (orderNo: string) => s.app.db.selectFrom("orderInvoice").select("id").where("orderNo", "=", orderNo).execute();
  const linesOf = (orderNo: string) => s.app.db.selectFrom("orderDetail").selectAll().where("orderNo", "=", orderNo).orderBy("id").execute();

  it("ships an order once", async () => {
    const { orderNo } = await cleanOrderToShip(s.app.db, 1);
    const answers = await twenty(() => post("/order/send", { orderNo, deliveryType: "noNeed", isSplit: false }));
    expect(succeeded(answers)).toBe(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.message === "订单不是待发货状态")).toBe(true);
    expect(await invoicesOf(orderNo)).toHaveLength(1);
    expect(await history(orderNo, "delivery")).toBe(1);
    expect((await linesOf(orderNo)).every((l) => l.deliveryNum === l.payNum)).toBe(true);
  });

  it("sends each unit of a split shipment once", async () => {
    const { orderNo, lines } = await cleanOrderToShip(s.app.db, 1);
    const line = lines[0]!;
    const answers = await twenty(() => post("/order/send", { orderNo, deliveryType: "noNeed", isSplit: true, detailList: [{ orderDetailId: line.id, num: 1 }] }));
    expect(succeeded(answers)).toBe(line.payNum);
    expect(await invoicesOf(orderNo)).toHaveLength(line.payNum);
    expect((await linesOf(orderNo))[0]!.deliveryNum).toBe(line.payNum);
  });

  it("refunds an order directly once, and its stock comes back once", async () => {
    const { orderNo, lines } = await cleanOrderToShip(s.app.db, 1);
    const first = lines[0]!;
    const before = await stockOf(s.app.db, first.productId, first.attrValueId);
    const answers = await twenty(() => post("/order/direct/refund", { orderNo, returnType: 1 }));
    expect(succeeded(answers)).toBe(1);
    const after = await stockOf(s.app.db, first.productId, first.attrValueId);
    const units = lines.filter((l) => l.attrValueId === first.attrValueId).reduce((sum, l) => sum + l.payNum, 0);
    expect(after.sku.stock).toBe(before.sku.stock + units);
    const refunds = await s.app.db.selectFrom("refundOrder").select("id").where("orderNo", "=", orderNo).execute();
    expect(refunds).toHaveLength(lines.length);
    expect((await linesOf(orderNo)).every((l) => l.refundNum === l.payNum)).toBe(true);
  });

  it("approves an after-sales request once", async () => {
    const refund = await s.app.db
      .selectFrom("refundOrder")
      .selectAll()
      .where("merId", "=", 1)
      .where("refundStatus", "=", 0)
      .where("afterSalesType", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const info = await s.app.db.selectFrom("refundOrderInfo").selectAll().where("refundOrderNo", "=", refund.refundOrderNo).executeTakeFirstOrThrow();
    const before = await stockOf(s.app.db, info.productId, info.attrValueId);
    const lineBefore = await s.app.db.selectFrom("orderDetail").selectAll().where("id", "=", info.orderDetailId).executeTakeFirstOrThrow();
    const answers = await twenty(() => post("/refund/order/audit", { refundOrderNo: refund.refundOrderNo, auditType: "success" }));
    expect(succeeded(answers)).toBe(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.message === "售后单不是待审核状态")).toBe(true);
    expect((await stockOf(s.app.db, info.productId, info.attrValueId)).sku.stock).toBe(before.sku.stock + info.applyRefundNum);
    const line = await s.app.db.selectFrom("orderDetail").selectAll().where("id", "=", info.orderDetailId).executeTakeFirstOrThrow();
    expect(line.refundNum).toBe(lineBefore.refundNum + info.applyRefundNum);
    const steps = await s.app.db.selectFrom("refundOrderStatus").select("changeType").where("refundOrderNo", "=", refund.refundOrderNo).where("changeType", "=", "refund").execute();
    expect(steps).toHaveLength(1);
  });

  it("writes a pickup order off once", async () => {
    const pickup = await findSeededOrder(s.app.db, 1, { status: 3, refundStatus: 0 });
    const answers = await twenty(() => post("/order/verification", { verifyCode: pickup.verifyCode }));
    expect(succeeded(answers)).toBe(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.message === "订单不是待核销状态")).toBe(true);
    expect(await history(pickup.orderNo, "verification")).toBe(1);
  });

  it("adds stock to one SKU twenty times, none lost", async () => {
    const { id, productId } = await s.app.db
      .selectFrom("productAttrValue")
      .innerJoin("product", "product.id", "productAttrValue.productId")
      .select(["productAttrValue.id", "productAttrValue.productId"])
      .where("product.merId", "=", 1)
      .where("product.isDel", "=", 0)
      .where("product.isRecycle", "=", 0)
      .where("product.isAudit", "=", 0)
      .where("product.type", "=", 0)
      .orderBy("productAttrValue.id")
      .executeTakeFirstOrThrow();
    const before = await stockOf(s.app.db, productId, id);
    const answers = await twenty(() => post("/product/quick/stock/add", { id: productId, attrValueList: [{ id, stock: 3 }] }));
    expect(succeeded(answers)).toBe(TIMES);
    const after = await stockOf(s.app.db, productId, id);
    expect(after.sku.stock).toBe(before.sku.stock + 3 * TIMES);
    expect(after.product.stock).toBe(before.product.stock + 3 * TIMES);
  });
});
