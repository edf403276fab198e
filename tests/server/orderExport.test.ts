import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSheet } from "read-excel-file/node";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { XlsxStreamWriter } from "../../server/core/xlsxStream.js";
import type { ExportFile, OrderCounts } from "../../server/areas/order/contract.js";

describe("order export", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  it("streams the tab's orders into an xlsx served back at an absolute URL", async () => {
    const counts = (await s.call<OrderCounts>("GET", `${M}/order/status/num`, { token })).data;
    const answer = await s.call<ExportFile>("GET", `${M}/export/order/excel`, { token, query: { status: "notShipped" } });
    expect(answer.code).toBe(200);
    expect(answer.data.fileName).toMatch(/^http:\/\/[^/]+\/crmebimage\/downloadf\/excel\/.+\.xlsx$/);
    const urlPath = new URL(answer.data.fileName).pathname;
    const served = await s.app.fastify.inject({ method: "GET", url: urlPath });
    expect(served.statusCode).toBe(200);
    const rows = await readSheet(served.rawPayload);
    expect(rows[0]![0]).toBe("订单号");
    expect(rows.length - 1).toBe(counts.notShipped);
    expect(rows.slice(1).every((r) => String(r[2]) === "待发货" || String(r[2]) === "部分发货")).toBe(true);
    expect(await s.call("GET", `${M}/export/order/excel`, { token, query: { status: "bad" } })).toMatchObject({ code: 400, message: "未知的订单状态" });
  });

  it("writes many rows with escaping, readable back", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "xlsx-")), "t.xlsx");
    const sheet = await XlsxStreamWriter.create(file, "表", [10, 20]);
    await sheet.writeRow(["名称", "数量"]);
    for (let i = 0; i < 5000; i++) await sheet.writeRow([`<商品&${i}>`, i]);
    await sheet.finish();
    const rows = await readSheet(fs.readFileSync(file));
    expect(rows).toHaveLength(5001);
    expect(rows[4321]).toEqual(["<商品&4320>", 4320]);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
