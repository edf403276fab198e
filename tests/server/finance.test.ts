import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSheet } from "read-excel-file/node";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { Page } from "../../server/core/envelope.js";
import type { ExportFile, FundsFlow, MerchantStatement } from "../../server/areas/finance/contract.js";

const FLOW = `${M}/finance/funds/flow`;
const DAILY = `${M}/finance/daily/statement/list`;
const MONTHLY = `${M}/finance/month/statement/list`;
const EXPORT = `${M}/finance/funds/flow/export`;

/** Cents of a decimal string, for sums without floats. */
const cents = (text: string) => Math.round(Number(text) * 100);

describe("funds flow and statements", () => {
  let s: TestServer, owner: string, staff: string, other: string;
  beforeAll(async () => {
    ({ s, m1: owner, staff, m2: other } = await startSignedIn());
  });
  afterAll(() => s.close());

  const flow = (query: Record<string, string | number> = {}, token = owner) => s.call<Page<FundsFlow>>("GET", FLOW, { token, query });

  it("lists the seeded flow newest first with the FundsFlowResponse fields", async () => {
    const r = await flow({ limit: 40 });
    expect(r.code).toBe(200);
    expect(r.data.total).toBeGreaterThan(60);
    expect(r.data.list).toHaveLength(40);
    const row = r.data.list[0]!;
    expect(Object.keys(row).sort()).toEqual(["amount", "createTime", "id", "mark", "merName", "nickName", "orderNo", "pm", "type", "uid"]);
    expect(row.amount).toMatch(/^\d+\.\d{2}$/);
    expect(row.merName).not.toBe("");
    const times = r.data.list.map((f) => f.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const types = new Set((await flow({ limit: 500 })).data.list.map((f) => f.type));
    expect(types).toEqual(new Set(["pay_order", "system", "refund_order"]));
  });

  it("finds an order by its number with its refunds, and a refund by the refund number", async () => {
    const all = (await flow({ limit: 500 })).data.list;
    const refund = all.find((f) => f.type === "refund_order")!;
    expect(refund.pm).toBe(0);
    expect(refund.orderNo).toMatch(/^RE/);
    const orderNo = /订单(SH\d+)/.exec(refund.mark)![1]!;
    const byOrder = (await flow({ orderNo })).data.list;
    expect(byOrder.map((f) => f.type)).toEqual(expect.arrayContaining(["pay_order", "refund_order"]));
    expect(byOrder.find((f) => f.type === "pay_order")!.pm).toBe(1);
    const byRefund = (await flow({ orderNo: refund.orderNo })).data.list;
    expect(byRefund.every((f) => f.orderNo === refund.orderNo)).toBe(true);
    expect((await flow({ orderNo: "SH-none" })).data.total).toBe(0);
  });

  it("filters by dateLimit keyword and range, and refuses a broken range", async () => {
    const today = await flow({ dateLimit: "today", limit: 100 });
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(today.data.list.every((f) => f.createTime.startsWith(day))).toBe(true);
    const range = await flow({ dateLimit: `${day},${day}`, limit: 100 });
    expect(range.data.total).toBe(today.data.total);
    expect(await flow({ dateLimit: "someday" })).toMatchObject({ code: 400, message: "请选择正确的时间范围" });
    expect(await flow({ dateLimit: "2024-05-02,2024-05-01" })).toMatchObject({ code: 400, message: "开始时间不能大于结束时间" });
  });

  it("daily statements sum the day's flow by the CRMEB arithmetic", async () => {
    const r = await s.call<Page<MerchantStatement>>("GET", DAILY, { token: owner, query: { limit: 60 } });
    expect(r.code).toBe(200);
    const withRefund = r.data.list.find((d) => d.refundNum > 0)!;
    expect(withRefund.dataDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(withRefund.id).toBe(Number(withRefund.dataDate.replace(/-/g, "")));
    const rows = (await flow({ dateLimit: `${withRefund.dataDate},${withRefund.dataDate}`, limit: 500 })).data.list;
    const sum = (type: string, pm: number) => rows.filter((f) => f.type === type && f.pm === pm).reduce((t, f) => t + cents(f.amount), 0);
    expect(cents(withRefund.orderReceivable)).toBe(sum("pay_order", 1));
    expect(cents(withRefund.orderRefundable)).toBe(sum("refund_order", 0));
    expect(cents(withRefund.payHandlingFee)).toBe(sum("system", 0));
    expect(cents(withRefund.refundHandlingFee)).toBe(sum("system", 1));
    expect(withRefund.payNum).toBe(rows.filter((f) => f.type === "pay_order").length);
    expect(withRefund.refundNum).toBe(rows.filter((f) => f.type === "refund_order").length);
    expect(cents(withRefund.realIncome)).toBe(cents(withRefund.orderReceivable) - cents(withRefund.orderRefundable));
    expect(cents(withRefund.handlingFee)).toBe(cents(withRefund.payHandlingFee) - cents(withRefund.refundHandlingFee));
    expect(cents(withRefund.actualExpenditure)).toBe(cents(withRefund.handlingFee) + cents(withRefund.brokerage));
    expect(cents(withRefund.currentDayBalance)).toBe(cents(withRefund.realIncome) - cents(withRefund.actualExpenditure));
    const dates = r.data.list.map((d) => d.dataDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("monthly statements add up the days of their month and take a year-month range", async () => {
    const months = await s.call<Page<MerchantStatement>>("GET", MONTHLY, { token: owner });
    expect(months.code).toBe(200);
    const month = months.data.list[0]!;
    expect(month.dataDate).toMatch(/^\d{4}-\d{2}$/);
    const days = await s.call<Page<MerchantStatement>>("GET", DAILY, { token: owner, query: { limit: 100 } });
    const inMonth = days.data.list.filter((d) => d.dataDate.startsWith(month.dataDate));
    expect(month.payNum).toBe(inMonth.reduce((t, d) => t + d.payNum, 0));
    expect(cents(month.currentDayBalance)).toBe(inMonth.reduce((t, d) => t + cents(d.currentDayBalance), 0));
    const only = await s.call<Page<MerchantStatement>>("GET", MONTHLY, { token: owner, query: { dateLimit: `${month.dataDate},${month.dataDate}` } });
    expect(only.data.list.map((m) => m.dataDate)).toEqual([month.dataDate]);
    expect(await s.call("GET", MONTHLY, { token: owner, query: { dateLimit: "2026-13,2026-14" } })).toMatchObject({ code: 400, message: "请选择正确的时间范围" });
    expect(await s.call("GET", MONTHLY, { token: owner, query: { dateLimit: "2026-05,2026-01" } })).toMatchObject({ code: 400, message: "开始时间不能大于结束时间" });
    const page = await s.call<Page<MerchantStatement>>("GET", DAILY, { token: owner, query: { dateLimit: "2000-01-01,2000-01-31" } });
    expect(page.data).toMatchObject({ total: 0, list: [] });
  });

  it("exports the filtered flow as a workbook served at an absolute URL", async () => {
    const orderNo = (await flow({ limit: 1 })).data.list[0]!.orderNo;
    const r = await s.call<ExportFile>("GET", EXPORT, { token: owner, query: { orderNo } });
    expect(r.code).toBe(200);
    expect(r.data.fileName).toMatch(/^http:\/\/[^/]+\/crmebimage\/downloadf\/excel\/.+\.xlsx$/);
    const served = await s.app.fastify.inject({ method: "GET", url: new URL(r.data.fileName).pathname });
    expect(served.statusCode).toBe(200);
    const rows = await readSheet(served.rawPayload);
    expect(rows[0]).toEqual(["交易单号", "关联订单号", "交易类型", "收支", "金额（元）", "用户昵称", "备注", "交易时间"]);
    expect(rows.length - 1).toBe((await flow({ orderNo })).data.total);
    expect(rows.slice(1).every((row) => row[1] === orderNo)).toBe(true);
    expect(await s.call("GET", EXPORT, { token: owner, query: { dateLimit: "nope" } })).toMatchObject({ code: 400, message: "请选择正确的时间范围" });
  });

  it("is announced as an extension", async () => {
    const r = await s.call<string[]>("GET", "/api/publicly/extensions");
    expect(r.data).toContain("admin/merchant/finance/funds/flow/export");
  });

  it("answers 401 without a token and 403 to staff1", async () => {
    for (const url of [FLOW, DAILY, MONTHLY, EXPORT]) {
      expect((await s.call("GET", url)).code).toBe(401);
      expect(await s.call("GET", url, { token: staff })).toMatchObject({ code: 403, message: "无访问权限,请联系管理员授予权限" });
    }
  });

  it("keeps each merchant's flow and statements to itself", async () => {
    const mine = (await flow({ limit: 500 })).data.list;
    const theirs = (await flow({ limit: 500 }, other)).data.list;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((f) => mine.some((m) => m.id === f.id))).toBe(false);
    expect((await flow({ orderNo: mine[0]!.orderNo }, other)).data.total).toBe(0);
    const days = await s.call<Page<MerchantStatement>>("GET", DAILY, { token: other, query: { limit: 100 } });
    expect(days.data.list.reduce((t, d) => t + d.payNum, 0)).toBe(theirs.filter((f) => f.type === "pay_order").length);
  });
});

describe("a finished refund writes the funds flow", () => {
  let s: TestServer, owner: string;
  beforeAll(async () => {
    ({ s, m1: owner } = await startSignedIn());
  });
  afterAll(() => s.close());

  it("an approved refund-only request books the refund and returns its share of the fee", async () => {
    const refunds = await s.call<Page<{ refundOrderNo: string; orderNo: string; afterSalesType: number; refundPrice: string }>>("GET", `${M}/refund/order/list`, {
      token: owner,
      query: { refundStatus: 0, limit: 50 },
    });
    const pending = refunds.data.list.find((r) => r.afterSalesType === 1)!;
    const before = await s.call<Page<FundsFlow>>("GET", FLOW, { token: owner, query: { orderNo: pending.orderNo } });
    expect(before.data.list.some((f) => f.type === "refund_order")).toBe(false);
    const today = await s.call<Page<MerchantStatement>>("GET", DAILY, { token: owner, query: { dateLimit: "today" } });
    const refundsToday = today.data.list[0]?.refundNum ?? 0;

    const audit = await s.call("POST", `${M}/refund/order/audit`, { token: owner, body: { refundOrderNo: pending.refundOrderNo, auditType: "success" } });
    expect(audit.code).toBe(200);
    const after = await s.call<Page<FundsFlow>>("GET", FLOW, { token: owner, query: { orderNo: pending.refundOrderNo } });
    const booked = after.data.list.find((f) => f.type === "refund_order")!;
    expect(booked).toMatchObject({ pm: 0, amount: pending.refundPrice, orderNo: pending.refundOrderNo });
    expect(after.data.list.find((f) => f.type === "system")).toMatchObject({ pm: 1 });
    const nowToday = await s.call<Page<MerchantStatement>>("GET", DAILY, { token: owner, query: { dateLimit: "today" } });
    expect(nowToday.data.list[0]!.refundNum).toBe(refundsToday + 1);
  });

  it("a direct refund of a whole order books every refund and the whole fee back", async () => {
    const orders = await s.call<Page<{ orderNo: string; refundStatus: number }>>("GET", `${M}/order/list`, { token: owner, query: { status: "notShipped", limit: 50 } });
    const candidates = orders.data.list.filter((o) => o.refundStatus === 0);
    let orderNo = "";
    for (const candidate of candidates) {
      const r = await s.call("POST", `${M}/order/direct/refund`, { token: owner, body: { orderNo: candidate.orderNo, returnType: 1 } });
      if (r.code === 200) {
        orderNo = candidate.orderNo;
        break;
      }
    }
    expect(orderNo).not.toBe("");
    const rows = (await s.call<Page<FundsFlow>>("GET", FLOW, { token: owner, query: { orderNo, limit: 50 } })).data.list;
    const sum = (type: string, pm: number) => rows.filter((f) => f.type === type && f.pm === pm).reduce((t, f) => t + cents(f.amount), 0);
    expect(sum("refund_order", 0)).toBe(sum("pay_order", 1));
    expect(sum("system", 1)).toBe(sum("system", 0));
  });
});
