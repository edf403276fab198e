import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_IDS, MAX_PAGE } from "../../server/core/validate.js";
import { M, type TestServer, startSignedIn } from "./helpers";
import { samplePng, upload } from "./libraryHelpers";

/** Whatever a client sends, the answer is the envelope, and bad input is a 400 with a clear message. */
describe("bad input never gives a 500", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
  });
  afterAll(() => s.close());

  const send = async (method: "GET" | "POST", url: string, init: { type?: string; payload?: string | object; auth?: boolean } = {}) => {
    const headers: Record<string, string> = init.auth === false ? {} : { "authori-zation": token };
    if (init.type) headers["content-type"] = init.type;
    const response = await s.app.fastify.inject({ method, url, headers, ...(init.payload !== undefined ? { payload: init.payload } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json() as { code: number; message: string | null; data: unknown };
  };
  const expect400 = async (answer: Promise<{ code: number; message: string | null }>, message: string) =>
    expect(await answer).toMatchObject({ code: 400, message });

  test("a body that is not a JSON object", async () => {
    const save = `${M}/coupon/save`;
    await expect400(send("POST", save, { type: "application/xml", payload: "<coupon/>" }), "请求内容类型不支持，请以 JSON 提交");
    await expect400(send("POST", save, { type: "text/plain", payload: "hello" }), "参数体格式错误，应为 JSON 对象");
    await expect400(send("POST", save, { type: "application/json", payload: "{broken" }), "参数体不能为空");
    await expect400(send("POST", save, { type: "application/json", payload: "[1,2]" }), "参数体格式错误，应为 JSON 对象");
    await expect400(send("POST", save, { type: "application/json", payload: '"text"' }), "参数体格式错误，应为 JSON 对象");
    await expect400(send("POST", save, { type: "application/json", payload: "null" }), "参数体不能为空");
    await expect400(send("POST", save), "参数体不能为空");
  });

  test("too many ids in one request", async () => {
    const ids = Array.from({ length: MAX_IDS + 1 }, (_, i) => i + 1);
    const message = `一次最多提交 ${MAX_IDS} 个ID`;
    await expect400(send("POST", `${M}/product/batch/submit/audit`, { payload: { idList: ids } }), message);
    await expect400(send("POST", `${M}/attachment/delete`, { payload: { ids: ids.join(",") } }), message);
    const coupons = (await send("GET", `${M}/coupon/list?page=1&limit=20&category=2`)).data as { list: { id: number }[] };
    await expect400(send("POST", `${M}/coupon/product/join/edit`, { payload: { id: coupons.list[0]!.id, productIds: ids.join(",") } }), message);
    // SQLite's own limit (32,766 bound values) is far away: the cap answers first.
    await expect400(send("POST", `${M}/product/batch/submit/audit`, { payload: { idList: Array.from({ length: 40_000 }, (_, i) => i + 1) } }), message);
  });

  test("pages out of range", async () => {
    await expect400(send("GET", `${M}/product/list?type=1&page=${MAX_PAGE + 1}&limit=20`), `页码超出范围（最大 ${MAX_PAGE}）`);
    await expect400(send("GET", `${M}/order/list?status=all&page=99999999999999&limit=20`), `页码超出范围（最大 ${MAX_PAGE}）`);
    await expect400(send("GET", `${M}/coupon/list?page=1e300&limit=20`), "页码格式错误");
    await expect400(send("GET", `${M}/coupon/list?page=0&limit=20`), "页码最小为 1");
    await expect400(send("GET", `${M}/coupon/list?page=-3&limit=20`), "页码最小为 1");
    await expect400(send("GET", `${M}/coupon/list?page=1.5&limit=20`), "页码格式错误");
    await expect400(send("GET", `${M}/coupon/list?page=1&limit=100000000`), "每页条数需在 1 到 10000 之间");
    // The last real page still answers.
    expect((await send("GET", `${M}/product/list?type=1&page=${MAX_PAGE}&limit=20`)).code).toBe(200);
  });

  test("broken multipart bodies", async () => {
    const upload = `${M}/upload/image?model=product&pid=0`;
    const cut = '--XX\r\nContent-Disposition: form-data; name="multipart"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    await expect400(send("POST", upload, { type: "multipart/form-data; boundary=XX", payload: cut }), "上传内容格式错误，请重新选择文件上传");
    await expect400(send("POST", upload, { type: "multipart/form-data", payload: "garbage" }), "上传内容格式错误，请重新选择文件上传");
    const answer = await send("POST", upload, { type: "multipart/form-data; boundary=XX", payload: "--XX--\r\n" });
    expect(answer.code).toBe(400);
    // Multipart sent to a JSON route.
    await expect400(send("POST", `${M}/coupon/save`, { type: "multipart/form-data; boundary=XX", payload: "--XX--\r\n" }), "参数体不能为空");
  });

  test("path parameters over 100 characters and bad escapes", async () => {
    await expect400(send("GET", `${M}/coupon/info/${"1".repeat(101)}`), "路径参数过长（最多 100 个字符）");
    await expect400(send("GET", `${M}/order/info/${"a".repeat(300)}`), "路径参数过长（最多 100 个字符）");
    await expect400(send("GET", `${M}/coupon/info/%E0%A4%A`), "请求路径格式错误");
    // 100 characters are still routed (and simply not found).
    const found = await send("GET", `${M}/order/info/${"a".repeat(100)}`);
    expect(found.code).not.toBe(400);
    expect(found.code).not.toBe(500);
  });

  test("static file paths", async () => {
    for (const url of ["/crmebimage/..%2f..%2fetc/passwd", "/crmebimage/", "/crmebimage/a%00.png"]) {
      expect(await send("GET", url, { auth: false })).toMatchObject({ code: 400, message: "文件路径无效" });
    }
    expect(await send("GET", "/crmebimage/%E0%A4%A.png", { auth: false })).toMatchObject({ code: 400, message: "请求路径格式错误" });
    const missing = await s.app.fastify.inject({ method: "GET", url: `/crmebimage/${"a".repeat(5000)}.png` });
    expect(missing.statusCode).toBe(404);
  });

  test("uploaded files are served with nosniff", async () => {
    const stored = await upload<{ url: string }>(s, "image", { name: "a.png", content: samplePng(), contentType: "image/png" }, { token });
    expect(stored.code).toBe(200);
    const response = await s.app.fastify.inject({ method: "GET", url: new URL(stored.data.url, "http://x").pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(response.headers["content-type"])).toMatch(/^image\//);
  });
});
