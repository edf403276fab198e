import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSheet } from "read-excel-file/node";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { ExportRecord } from "../../server/areas/exports/contract.js";

interface RecordPage {
  total: number;
  list: ExportRecord[];
}

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

const records = async (token = m1, query: Record<string, string | number> = {}) => (await s.call<RecordPage>("GET", `${M}/export/record/list`, { token, query })).data;
const download = (url: string) => s.app.fastify.inject({ method: "GET", url: new URL(url).pathname });

describe("export records", () => {
  it("is an announced extension, empty on a fresh database", async () => {
    expect((await s.call<string[]>("GET", "/api/publicly/extensions")).data).toContain("admin/merchant/export/record/list");
    expect(await records()).toMatchObject({ total: 0, list: [] });
  });

  it("records the order export with who made it, its rows, size and a working download link", async () => {
    const answer = await s.call<{ fileName: string }>("GET", `${M}/export/order/excel`, { token: m1, query: { status: "all" } });
    expect(answer.code).toBe(200);
    const { list, total } = await records();
    expect(total).toBe(1);
    const row = list[0]!;
    expect(row).toMatchObject({ type: "order", adminAccount: "merchant1", url: answer.data.fileName, createTime: expect.stringMatching(/^\d{4}-/) });
    expect(row.fileName).toMatch(/^订单导出_\d{8}_[0-9a-f]{8}\.xlsx$/);
    const served = await download(row.url);
    expect(served.statusCode).toBe(200);
    expect(row.size).toBe(served.rawPayload.length);
    expect((await readSheet(served.rawPayload)).length - 1).toBe(row.rows);
    expect(row.rows).toBeGreaterThan(0);
  });

  it("records the product export too, whose file it still answers directly", async () => {
    const answer = await s.app.fastify.inject({ method: "GET", url: `${M}/product/export/excel?type=1`, headers: { "authori-zation": m1 } });
    expect(answer.headers["content-type"]).toContain("spreadsheetml");
    const row = (await records(m1, { type: "product" })).list[0]!;
    expect(row).toMatchObject({ type: "product", adminAccount: "merchant1" });
    expect(row.fileName).toMatch(/^商品导出_\d{8}_[0-9a-f]{8}\.xlsx$/);
    const served = await download(row.url);
    expect(served.rawPayload.equals(answer.rawPayload)).toBe(true);
    expect(row.rows).toBe((await readSheet(answer.rawPayload)).length - 1);
    // Newest first; the type filter narrows the list.
    expect((await records()).list.map((r) => r.type)).toEqual(["product", "order"]);
    expect((await records(m1, { type: "order" })).total).toBe(1);
    expect(await s.call("GET", `${M}/export/record/list`, { token: m1, query: { type: "coupon" } })).toMatchObject({ code: 400, message: "未知的导出类型" });
  });

  it("records the funds-flow export with its rows", async () => {
    const answer = await s.call<{ fileName: string }>("GET", `${M}/finance/funds/flow/export`, { token: m1 });
    expect(answer.code).toBe(200);
    const row = (await records(m1, { type: "fundsFlow" })).list[0]!;
    expect(row).toMatchObject({ type: "fundsFlow", adminAccount: "merchant1", url: answer.data.fileName });
    expect(row.fileName).toMatch(/^资金流水_\d{8}_[0-9a-f]{8}\.xlsx$/);
    const served = await download(row.url);
    expect(row.rows).toBe((await readSheet(served.rawPayload)).length - 1);
    expect(row.rows).toBeGreaterThan(0);
  });

  it("keeps each merchant's exports to itself", async () => {
    expect((await records(m2)).total).toBe(0);
    expect((await s.call("GET", `${M}/export/order/excel`, { token: m2, query: { status: "all" } })).code).toBe(200);
    expect((await records(m2)).list.map((r) => r.adminAccount)).toEqual(["merchant2"]);
    expect((await records()).total).toBe(3);
  });

  it("answers 401 without a token and 403 to the read-only staff", async () => {
    expect((await s.call("GET", `${M}/export/record/list`)).code).toBe(401);
    expect((await s.call("GET", `${M}/export/record/list`, { token: staff })).code).toBe(403);
  });
});
