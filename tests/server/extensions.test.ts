import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startTestServer, type TestServer } from "./helpers.js";

describe("GET /api/publicly/extensions", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it("announces the extension routes by their path below /api/, without a token", async () => {
    const r = await s.call<string[]>("GET", "/api/publicly/extensions");
    expect(r.code).toBe(200);
    expect([...r.data].sort()).toEqual(["admin/merchant/coupon/user/receive", "admin/merchant/export/record/list", "admin/merchant/finance/funds/flow/export", "admin/merchant/print/job/list", "admin/merchant/product/export/excel"]);
  });

  it("contract routes are not among them, and the extensions themselves still need their token", async () => {
    const r = await s.call<string[]>("GET", "/api/publicly/extensions");
    expect(r.data).not.toContain("admin/merchant/product/list");
    expect((await s.call("GET", `${M}/product/export/excel`, { query: { type: 1 } })).code).toBe(401);
    expect((await s.call("POST", `${M}/coupon/user/receive`, { body: { couponId: 1, uid: 1 } })).code).toBe(401);
  });
});
