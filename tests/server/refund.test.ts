import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { cleanOrderToShip, stockOf } from "./orderHelpers.js";
import type { DirectRefundResult, OrderDetailInfo, RefundCounts, RefundDetail, RefundRow } from "../../server/areas/order/contract.js";
import type { Page } from "../../server/core/envelope.js";

/** The first refund order of merchant 1 in a status (and after-sales type). */
async function refundIn(s: TestServer, refundStatus: number, afterSalesType?: number) {
  let q = s.app.db.selectFrom("refundOrder").selectAll().where("merId", "=", 1).where("refundStatus", "=", refundStatus).where("promoterType", "=", "user");
  if (afterSalesType) q = q.where("afterSalesType", "=", afterSalesType);
  const refund = await q.orderBy("id").executeTakeFirstOrThrow();
  const info = await s.app.db.selectFrom("refundOrderInfo").selectAll().where("refundOrderNo", "=", refund.refundOrderNo).executeTakeFirstOrThrow();
  return { refund, info };
}

describe("after-sales: list, counts, detail", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  const list = (query: Record<string, string | number>) => s.call<Page<RefundRow>>("GET", `${M}/refund/order/list`, { token, query });

  it("counts every status and lists each one (9 = all)", async () => {
    const counts = (await s.call<RefundCounts>("GET", `${M}/refund/order/status/num`, { token })).data;
    const keys: Array<[number, keyof RefundCounts]> = [[9, "all"], [0, "await"], [1, "reject"], [2, "refunding"], [3, "refunded"], [4, "awaitReturning"], [5, "awaitReceiving"], [6, "revoke"]];
    for (const [status, key] of keys) {
      const page = await list({ refundStatus: status, limit: 100 });
      expect(page.data.total, key).toBe(counts[key]);
      expect(counts[key], key).toBeGreaterThan(0);
      if (status !== 9) expect(page.data.list.every((r) => r.refundStatus === status)).toBe(true);
    }
    expect((await list({})).data.total).toBe(counts.all);
    expect(await list({ refundStatus: 7 })).toMatchObject({ code: 400, message: "未知的售后状态" });
  });

  it("answers rows and the detail with history and the order", async () => {
    const row = (await list({ refundStatus: 5 })).data.list[0]!;
    expect(row).toMatchObject({ refundStatus: 5, afterSalesType: 2, refundOrderInfo: { refundOrderNo: row.refundOrderNo } });
    expect(row.userNickName).not.toBe("");
    const byTracking = await s.app.db.selectFrom("refundOrder").select("trackingNumber").where("refundOrderNo", "=", row.refundOrderNo).executeTakeFirstOrThrow();
    expect((await list({ trackingNumber: byTracking.trackingNumber })).data.list.map((r) => r.refundOrderNo)).toEqual([row.refundOrderNo]);
    expect((await list({ orderNo: row.orderNo })).data.list.some((r) => r.refundOrderNo === row.refundOrderNo)).toBe(true);
    const detail = await s.call<RefundDetail>("GET", `${M}/refund/order/detail/${row.refundOrderNo}`, { token });
    expect(detail.data).toMatchObject({ refundOrderNo: row.refundOrderNo, refundStatus: 5, orderInfoVo: { orderNo: row.orderNo } });
    expect(detail.data.statusList.map((h) => h.changeType)).toEqual(["apply", "audit", "returning"]);
    expect(detail.data.trackingNumber).not.toBe("");
    expect(await s.call("GET", `${M}/refund/order/detail/RE0`, { token })).toMatchObject({ code: 5501, message: "退款单不存在" });
  });

  it("needs a token, an authority, and keeps merchants apart", async () => {
    expect(await s.call("GET", `${M}/refund/order/list`)).toMatchObject({ code: 401 });
    const staff = await s.login("staff1");
    expect(await s.call("GET", `${M}/refund/order/list`, { token: staff })).toMatchObject({ code: 403 });
    expect(await s.call("POST", `${M}/refund/order/audit`, { token: staff, body: {} })).toMatchObject({ code: 403 });
    const other = await s.login("merchant2");
    const { refund } = await refundIn(s, 0);
    expect(await s.call("GET", `${M}/refund/order/detail/${refund.refundOrderNo}`, { token: other })).toMatchObject({ code: 5501 });
    expect(await s.call("POST", `${M}/refund/order/audit`, { token: other, body: { refundOrderNo: refund.refundOrderNo, auditType: "success" } })).toMatchObject({ code: 5501 });
    expect(await s.call("POST", `${M}/refund/order/mark`, { token: other, body: { refundOrderNo: refund.refundOrderNo, remark: "x" } })).toMatchObject({ code: 5501 });
    const theirs = await s.call<Page<RefundRow>>("GET", `${M}/refund/order/list`, { token: other, query: { limit: 100 } });
    expect(theirs.data.list.some((r) => r.refundOrderNo === refund.refundOrderNo)).toBe(false);
  });
});

describe("after-sales: transitions", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  const audit = (body: Record<string, unknown>) => s.call("POST", `${M}/refund/order/audit`, { token, body });
  const orderOf = async (orderNo: string) => (await s.call<OrderDetailInfo>("GET", `${M}/order/info/${orderNo}`, { token })).data;

  it("validates the audit", async () => {
    const { refund } = await refundIn(s, 0, 1);
    expect(await audit({ auditType: "success" })).toMatchObject({ code: 400, message: "退款单号不能为空" });
    expect(await audit({ refundOrderNo: refund.refundOrderNo })).toMatchObject({ code: 400, message: "审核类型不能为空" });
    expect(await audit({ refundOrderNo: refund.refundOrderNo, auditType: "refuse" })).toMatchObject({ code: 400, message: "请填写拒绝退款原因" });
  });

  it("approves a refund-only request: refunded, stock back, order refund status follows", async () => {
    const { refund, info } = await refundIn(s, 0, 1);
    const before = await stockOf(s.app.db, info.productId, info.attrValueId);
    expect(await audit({ refundOrderNo: refund.refundOrderNo, auditType: "success" })).toMatchObject({ code: 200 });
    const after = await stockOf(s.app.db, info.productId, info.attrValueId);
    expect(after.product.stock).toBe(before.product.stock + info.applyRefundNum);
    expect(after.sku.stock).toBe(before.sku.stock + info.applyRefundNum);
    const detail = (await s.call<RefundDetail>("GET", `${M}/refund/order/detail/${refund.refundOrderNo}`, { token })).data;
    expect(detail.refundStatus).toBe(3);
    expect(detail.refundTime).not.toBeNull();
    expect(detail.statusList.map((h) => h.changeType)).toEqual(["apply", "audit", "refund"]);
    const order = await orderOf(refund.orderNo);
    const line = order.orderDetailList.find((l) => l.id === info.orderDetailId)!;
    expect(line.refundNum).toBe(info.applyRefundNum);
    expect(line.applyRefundNum).toBe(0);
    expect(order.refundStatus).toBe(line.refundNum === line.payNum && order.orderDetailList.length === 1 ? 3 : 2);
    expect(await audit({ refundOrderNo: refund.refundOrderNo, auditType: "success" })).toMatchObject({ code: 5502, message: "售后单不是待审核状态" });
  });

  it("approves a return: needs the return address, then the user returns", async () => {
    const { refund } = await refundIn(s, 0, 2);
    expect(await audit({ refundOrderNo: refund.refundOrderNo, auditType: "success" })).toMatchObject({ code: 400, message: "请选择退货地址" });
    expect(await audit({ refundOrderNo: refund.refundOrderNo, auditType: "success", merAddressId: 2 })).toMatchObject({ code: 200 });
    const row = await s.app.db.selectFrom("refundOrder").select(["refundStatus", "merAddressId", "receiver"]).where("id", "=", refund.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ refundStatus: 4, merAddressId: 2, receiver: "王店长" });
    expect(await s.call("POST", `${M}/refund/order/receiving/${refund.refundOrderNo}`, { token })).toMatchObject({ code: 5502, message: "售后单不是待商家收货状态" });
  });

  it("refuses a request with a reason and releases its units", async () => {
    const { refund, info } = await refundIn(s, 0);
    expect(await audit({ refundOrderNo: refund.refundOrderNo, auditType: "refuse", reason: "商品已使用" })).toMatchObject({ code: 200 });
    const detail = (await s.call<RefundDetail>("GET", `${M}/refund/order/detail/${refund.refundOrderNo}`, { token })).data;
    expect(detail).toMatchObject({ refundStatus: 1, refundReason: "商品已使用" });
    const line = (await orderOf(refund.orderNo)).orderDetailList.find((l) => l.id === info.orderDetailId)!;
    expect(line.applyRefundNum).toBe(0);
  });

  it("confirms returned goods (5 → refunded) and refuses receipt with a reason (5 → refused)", async () => {
    const { refund, info } = await refundIn(s, 5);
    const before = await stockOf(s.app.db, info.productId, info.attrValueId);
    expect(await s.call("POST", `${M}/refund/order/receiving/${refund.refundOrderNo}`, { token })).toMatchObject({ code: 200 });
    expect((await stockOf(s.app.db, info.productId, info.attrValueId)).sku.stock).toBe(before.sku.stock + info.applyRefundNum);
    expect((await s.call<RefundDetail>("GET", `${M}/refund/order/detail/${refund.refundOrderNo}`, { token })).data.refundStatus).toBe(3);

    const other = await refundIn(s, 5);
    const reject = (body: Record<string, unknown>) => s.call("POST", `${M}/refund/order/receiving/reject`, { token, body });
    expect(await reject({ refundOrderNo: other.refund.refundOrderNo })).toMatchObject({ code: 400, message: "请填写拒绝收货原因" });
    expect(await reject({ refundOrderNo: other.refund.refundOrderNo, reason: "退回商品缺少配件" })).toMatchObject({ code: 200 });
    const detail = (await s.call<RefundDetail>("GET", `${M}/refund/order/detail/${other.refund.refundOrderNo}`, { token })).data;
    expect(detail).toMatchObject({ refundStatus: 1, refundReason: "退回商品缺少配件" });
    expect(await reject({ refundOrderNo: other.refund.refundOrderNo, reason: "再次" })).toMatchObject({ code: 5502 });
  });

  it("marks a refund order", async () => {
    const { refund } = await refundIn(s, 6);
    expect(await s.call("POST", `${M}/refund/order/mark`, { token, body: { refundOrderNo: refund.refundOrderNo, remark: "" } })).toMatchObject({ code: 400, message: "备注不能为空" });
    expect(await s.call("POST", `${M}/refund/order/mark`, { token, body: { refundOrderNo: refund.refundOrderNo, remark: "已联系用户" } })).toMatchObject({ code: 200 });
    expect((await s.call<Page<RefundRow>>("GET", `${M}/refund/order/list`, { token, query: { refundStatus: 6 } })).data.list.find((r) => r.refundOrderNo === refund.refundOrderNo)?.merRemark).toBe("已联系用户");
  });
});

describe("direct refund", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());
  const refund = (body: Record<string, unknown>) => s.call<DirectRefundResult>("POST", `${M}/order/direct/refund`, { token, body });

  it("validates and caps the units by line", async () => {
    const { orderNo, lines } = await cleanOrderToShip(s.app.db, 1);
    expect(await refund({ orderNo })).toMatchObject({ code: 400, message: "请选择退款类型" });
    expect(await refund({ orderNo, returnType: 2 })).toMatchObject({ code: 400, message: "请选择退款商品" });
    expect(await refund({ orderNo, returnType: 2, detailList: [{ orderDetailId: lines[0]!.id, num: lines[0]!.payNum + 1 }] })).toMatchObject({ code: 500 });
    expect(await refund({ orderNo, returnType: 2, detailList: [{ orderDetailId: 999999, num: 1 }] })).toMatchObject({ code: 5003 });
    const unpaid = await s.app.db.selectFrom("merchantOrder").select("orderNo").where("merId", "=", 1).where("paid", "=", 0).executeTakeFirstOrThrow();
    expect(await refund({ orderNo: unpaid.orderNo, returnType: 1 })).toMatchObject({ code: 5002, message: "订单未支付，无法退款" });
  });

  it("refunds one unit, then the rest: refund status 2 then 3, stock back, refund orders already refunded", async () => {
    const { orderNo, lines } = await cleanOrderToShip(s.app.db, 1);
    const first = lines[0]!;
    const before = await stockOf(s.app.db, first.productId, first.attrValueId);
    const part = await refund({ orderNo, returnType: 2, detailList: [{ orderDetailId: first.id, num: 1 }] });
    expect(part).toMatchObject({ code: 200, data: { orderNo, refundStatus: 2 } });
    expect(part.data.refundOrderNoList).toHaveLength(1);
    expect((await stockOf(s.app.db, first.productId, first.attrValueId)).sku.stock).toBe(before.sku.stock + 1);
    const created = (await s.call<RefundDetail>("GET", `${M}/refund/order/detail/${part.data.refundOrderNoList[0]}`, { token })).data;
    expect(created).toMatchObject({ refundStatus: 3, promoterType: "merchant", applyRefundNum: 1 });
    const rest = await refund({ orderNo, returnType: 1 });
    expect(rest).toMatchObject({ code: 200, data: { refundStatus: 3 } });
    const order = (await s.call<OrderDetailInfo>("GET", `${M}/order/info/${orderNo}`, { token })).data;
    expect(order.refundStatus).toBe(3);
    expect(order.orderDetailList.every((l) => l.refundNum === l.payNum)).toBe(true);
    const refunded = await s.app.db.selectFrom("orderDetail").select(["refundPrice", "payPrice"]).where("orderNo", "=", orderNo).execute();
    expect(refunded.every((l) => l.refundPrice === l.payPrice)).toBe(true);
    expect(await refund({ orderNo, returnType: 1 })).toMatchObject({ code: 5002, message: "订单已全部退款" });
    expect(await s.call("POST", `${M}/order/send`, { token, body: { orderNo, deliveryType: "noNeed", isSplit: false } })).toMatchObject({ code: 5002, message: "订单已退款，无法发货" });
  });

  it("refuses while an after-sales request is open", async () => {
    const open = await refundIn(s, 0);
    expect(await refund({ orderNo: open.refund.orderNo, returnType: 1 })).toMatchObject({ code: 5002, message: "订单有售后申请处理中，请先处理售后" });
  });
});

describe("after-sales: a shopper search's pages", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  /** The refunds a search names, newest first, read plainly: the shopper by id, or by a piece of nickname or phone. */
  async function expected(searchType: "all" | "nickname" | "phone" | "uid", text: string, status: number) {
    const uid = /^\d+$/.test(text) ? Number(text) : -1;
    let q = s.app.db
      .selectFrom("refundOrder")
      .innerJoin("user", "user.id", "refundOrder.uid")
      .select("refundOrder.refundOrderNo")
      .where("refundOrder.merId", "=", 1)
      .where((eb) => {
        const byName = eb("user.nickname", "like", `%${text}%`);
        const byPhone = eb("user.phone", "like", `%${text}%`);
        if (searchType === "uid") return eb("refundOrder.uid", "=", uid);
        if (searchType === "nickname") return byName;
        if (searchType === "phone") return byPhone;
        return eb.or([eb("refundOrder.uid", "=", uid), byName, byPhone]);
      });
    if (status !== 9) q = q.where("refundOrder.refundStatus", "=", status);
    return (await q.orderBy("refundOrder.id", "desc").execute()).map((r) => r.refundOrderNo);
  }

  it("are the matches newest first, page after page, with their total", async () => {
    // The busiest shopper gets 600 more refunds (copies of one of theirs, other numbers and statuses),
    // so that searches naming them pass the count past which a page merges each shopper's newest.
    const busiestUid = (await s.app.db.selectFrom("refundOrder").select("uid").where("merId", "=", 1).groupBy("uid").orderBy((eb) => eb.fn.countAll(), "desc").executeTakeFirstOrThrow()).uid;
    const { id: _id, ...model } = await s.app.db.selectFrom("refundOrder").selectAll().where("merId", "=", 1).where("uid", "=", busiestUid).executeTakeFirstOrThrow();
    for (let from = 0; from < 600; from += 100) {
      const copies = Array.from({ length: 100 }, (_, i) => ({ ...model, refundOrderNo: `${model.refundOrderNo}C${from + i}`, refundStatus: (from + i) % 7 }));
      await s.app.db.insertInto("refundOrder").values(copies).execute();
    }
    const shoppers = await s.app.db
      .selectFrom("refundOrder")
      .innerJoin("user", "user.id", "refundOrder.uid")
      .select(["user.id", "user.nickname", "user.phone", (eb) => eb.fn.countAll<number>().as("n")])
      .where("refundOrder.merId", "=", 1)
      .groupBy(["user.id", "user.nickname", "user.phone"])
      .orderBy("n", "desc")
      .execute();
    expect(shoppers.length).toBeGreaterThan(1);
    const busiest = shoppers[0]!;
    const searches: Array<["all" | "nickname" | "phone" | "uid", string]> = [
      ["nickname", [...busiest.nickname].slice(0, 2).join("")],
      ["phone", busiest.phone.slice(3, 7)],
      // A digit shared by many phones: several shoppers merged, the busiest among them.
      ["all", busiest.phone.slice(-1)],
      ["uid", String(busiest.id)],
      ["all", String(busiest.id)],
      ["nickname", "no such shopper"],
    ];
    let merged = 0;
    for (const [searchType, content] of searches) {
      for (const refundStatus of [9, 0, 3]) {
        const all = await expected(searchType, content, refundStatus);
        if (all.length > 2) merged++;
        for (const [page, limit] of [[1, 2], [2, 2], [3, 1], [2, 20], [40, 20]]) {
          const answer = await s.call<Page<RefundRow>>("GET", `${M}/refund/order/list`, { token, query: { searchType, content, refundStatus, page, limit } });
          const label = `${searchType} ${content} status ${refundStatus} page ${page} of ${limit}`;
          expect(answer.data.total, label).toBe(all.length);
          expect(answer.data.list.map((r) => r.refundOrderNo), label).toEqual(all.slice((page - 1) * limit, page * limit));
        }
      }
    }
    // Several searches had pages past the first.
    expect(merged).toBeGreaterThan(2);
  });
});
