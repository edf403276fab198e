import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { SensitiveMethodLog } from "../../server/areas/sensitiveLog/contract.js";
import { maskSecrets, methodNameOf, methodTypeOf, MASK, LOG_TEXT_MAX, clip } from "../../server/core/sensitiveLog.js";

interface LogPage {
  page: number;
  limit: number;
  total: number;
  totalPage: number;
  list: SensitiveMethodLog[];
}

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

const logs = async (token = m1, query: Record<string, number> = { limit: 100 }) => (await s.call<LogPage>("GET", `${M}/log/sensitive/list`, { token, query })).data;
const newest = async (token = m1) => (await logs(token, { limit: 1 })).list[0]!;

describe("sensitive-operation log", () => {
  it("pages the merchant's rows, newest first, in SensitiveMethodLog's shape", async () => {
    const page = await logs(m1, { page: 1, limit: 2 });
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3, totalPage: 2 });
    const row = page.list[0]!;
    expect(Object.keys(row).sort()).toEqual(
      ["id", "merId", "adminId", "adminAccount", "description", "methodType", "method", "requestMethod", "url", "ip", "requestParam", "result", "status", "errorMsg", "createTime"].sort(),
    );
    expect(page.list[0]!.id).toBeGreaterThan(page.list[1]!.id);
    expect((await logs(m2)).list.every((r) => r.merId === 2)).toBe(true);
    expect(await s.call("GET", `${M}/log/sensitive/list`, { token: m1, query: { page: 0 } })).toMatchObject({ code: 400, message: "页码最小为 1" });
  });

  it("writes one row after a marked action that succeeded: who, what, the request and the answer", async () => {
    const before = (await logs()).total;
    const config = (await s.call<Record<string, unknown>>("GET", `${M}/config/info`, { token: m1 })).data;
    expect((await s.call("POST", `${M}/config/info/edit`, { token: m1, body: { ...config, intro: "日志里的简介" } })).code).toBe(200);
    const page = await logs();
    expect(page.total).toBe(before + 1);
    const row = page.list[0]!;
    expect(row).toMatchObject({
      merId: 1,
      adminAccount: "merchant1",
      description: "商户端商户配置信息编辑",
      methodType: "UPDATE",
      method: "configInfoEdit",
      requestMethod: "POST",
      url: "/api/admin/merchant/config/info/edit",
      ip: expect.any(String),
      status: 0,
      errorMsg: "",
      result: '{"code":200,"message":null,"data":null}',
    });
    expect(JSON.parse(row.requestParam)).toMatchObject({ intro: "日志里的简介" });
  });

  it("writes a failed row with the refusal's message, and none for a request refused before the action", async () => {
    const coupon = await s.app.db.selectFrom("coupon").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
    const before = (await logs()).total;
    // Another merchant's coupon: the action runs and refuses.
    const refused = await s.call("POST", `${M}/coupon/delete/${coupon.id}`, { token: m1 });
    expect(refused.code).not.toBe(200);
    const row = await newest();
    expect(row).toMatchObject({ description: "删除优惠券", methodType: "DELETE", method: "couponDelete", status: 1, errorMsg: refused.message, result: "" });
    expect(JSON.parse(row.requestParam)).toEqual({ id: String(coupon.id) });
    // A bad body (400 of the schema), no token, or no authority: nothing written.
    expect((await s.call("POST", `${M}/config/info/edit`, { token: m1, body: { intro: "" } })).code).toBe(400);
    expect((await s.call("POST", `${M}/switch/update`)).code).toBe(401);
    expect((await s.call("POST", `${M}/product/batch/delete`, { token: staff, body: { idList: [1] } })).code).toBe(403);
    expect((await logs()).total).toBe(before + 1);
  });

  it("logs product, coupon and order actions with the backend's descriptions", async () => {
    const product = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("isShow", "=", 1).where("isDel", "=", 0).executeTakeFirstOrThrow();
    expect((await s.call("POST", `${M}/product/down/${product.id}`, { token: m1 })).code).toBe(200);
    expect(await newest()).toMatchObject({ description: "下架商品", method: "productDown", methodType: "UPDATE", url: `/api/admin/merchant/product/down/${product.id}` });
    expect((await s.call("POST", `${M}/product/batch/recycle`, { token: m1, body: { idList: [product.id] } })).code).toBe(200);
    expect(await newest()).toMatchObject({ description: "批量加入回收站", methodType: "DELETE", method: "productBatchRecycle" });
    const order = await s.app.db.selectFrom("merchantOrder").select("orderNo").where("merId", "=", 1).where("isUserDel", "=", 0).executeTakeFirstOrThrow();
    const refusal = await s.call("POST", `${M}/order/delete/${order.orderNo}`, { token: m1 });
    expect(await newest()).toMatchObject({ description: "商户删除订单", methodType: "DELETE", status: 1, errorMsg: refusal.message });
    expect((await newest(m2)).description).not.toBe("商户删除订单");
  });

  it("masks passwords in the logged parameters and clips long texts", () => {
    expect(maskSecrets({ account: "a", pwd: "p", nested: [{ password: "x", confirmPassword: "y", oldPassword: "z" }] })).toEqual({
      account: "a",
      pwd: MASK,
      nested: [{ password: MASK, confirmPassword: MASK, oldPassword: MASK }],
    });
    expect(clip("x".repeat(LOG_TEXT_MAX + 10))).toHaveLength(LOG_TEXT_MAX + 1);
  });

  it("names the action and its type from its path", () => {
    expect(methodNameOf("/order/delete/:orderNo")).toBe("orderDelete");
    expect(methodNameOf("/config/info/edit")).toBe("configInfoEdit");
    expect(methodTypeOf("/coupon/save")).toBe("ADD");
    expect(methodTypeOf("/product/batch/delete")).toBe("DELETE");
    expect(methodTypeOf("/product/batch/recycle")).toBe("DELETE");
    expect(methodTypeOf("/switch/update")).toBe("UPDATE");
  });

  it("answers 401 without a token and 403 to the read-only staff", async () => {
    expect((await s.call("GET", `${M}/log/sensitive/list`)).code).toBe(401);
    expect((await s.call("GET", `${M}/log/sensitive/list`, { token: staff })).code).toBe(403);
  });
});
