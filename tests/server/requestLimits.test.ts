import { afterAll, beforeAll, describe, expect, test } from "vitest";
import net from "node:net";
import {
  BODY_TOO_LARGE,
  HEADERS_TOO_LARGE,
  JSON_BODY_LIMIT,
  MAX_QUERY_VALUE_LENGTH,
  MAX_URL_LENGTH,
  URL_TOO_LONG,
  queryValueTooLong,
} from "../../server/core/requestLimits.js";
import { MALFORMED_TEXT } from "../../server/core/wellFormedText.js";
import { M, type TestServer, startSignedIn } from "./helpers";

/**
 * What a request too large or malformed gets, through real HTTP where Fastify's inject cannot
 * show it (Node's header limit, a connection closed while the client is still sending).
 */
describe("malformed text and oversized requests answer in the envelope", () => {
  let s: TestServer;
  let token: string;
  let port: number;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
    await s.app.fastify.listen({ port: 0, host: "127.0.0.1" });
    port = (s.app.fastify.server.address() as net.AddressInfo).port;
  }, 60_000);
  afterAll(() => s.close());

  /** Sends a raw request, the body in pieces as a slow client would; answers what came back and whether writing failed. */
  function rawRequest(head: string, body: { chunks: number; size: number } = { chunks: 0, size: 0 }) {
    return new Promise<{ response: string; writeError?: string; readError?: string }>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let response = "";
      let writeError: string | undefined;
      let readError: string | undefined;
      socket.on("data", (data) => (response += data.toString("utf8")));
      socket.on("error", (error: NodeJS.ErrnoException) => (readError = error.code ?? error.message));
      socket.on("close", () => resolve({ response, writeError, readError }));
      socket.write(head);
      const chunk = Buffer.alloc(body.size, "a");
      let sent = 0;
      const next = () => {
        if (sent === body.chunks || socket.destroyed) return;
        sent += 1;
        socket.write(chunk, (error) => {
          if (error) writeError = (error as NodeJS.ErrnoException).code ?? error.message;
          else setTimeout(next, 2);
        });
      };
      next();
      // The answer is read, then this side closes (keep-alive would hold the socket open).
      const finish = setInterval(() => {
        if (response.includes('"code"') && (sent === body.chunks || writeError)) {
          clearInterval(finish);
          setTimeout(() => socket.end(), 50);
        }
      }, 20);
      socket.on("close", () => clearInterval(finish));
    });
  }

  const envelopeOf = (response: string) => JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4)) as { code: number; message: string };

  test.each([
    ["a lone surrogate in the preview code's scene", `/api/publicly/wechat/mini/get/qrcode`, '{"path":"pages/index/index","scene":"id=\\ud800"}'],
    ["a lone surrogate in the preview code's path", `/api/publicly/wechat/mini/get/qrcode`, '{"path":"pages/\\udc00"}'],
    ["a lone surrogate in a coupon name", `${M}/coupon/save`, '{"name":"券\\ud83d"}'],
    ["a lone surrogate in a key", `${M}/coupon/save`, '{"\\ud800":1}'],
    ["a lone surrogate deep in a product", `${M}/product/save`, '{"attrValueList":[{"attrValue":"{\\"颜色\\":\\"\\ud800\\"}"}]}'],
    ["a lone surrogate at sign-in", `${M}/login`, '{"account":"merchant1\\ud800","pwd":"Merchant@123"}'],
  ])("%s answers 400", async (_label, url, payload) => {
    const response = await s.app.fastify.inject({ method: "POST", url, headers: { "content-type": "application/json", "authori-zation": token }, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 400, message: MALFORMED_TEXT, data: null });
  });

  test("a whole surrogate pair (an emoji) is fine", async () => {
    const response = await s.app.fastify.inject({
      method: "POST",
      url: "/api/publicly/wechat/mini/get/qrcode",
      headers: { "content-type": "application/json" },
      payload: '{"path":"pages/index/index","scene":"a=\\ud83d\\ude00"}',
    });
    expect(response.json().code).toBe(200);
  });

  test("a JSON body over 10 MB is told the JSON limit, not the upload limit", async () => {
    const body = JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT + 1024 * 1024) });
    const response = await fetch(`http://127.0.0.1:${port}${M}/coupon/save`, {
      method: "POST",
      headers: { "content-type": "application/json", "authori-zation": token },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 400, message: BODY_TOO_LARGE, data: null });
    expect(BODY_TOO_LARGE).toBe("请求内容过大，最大允许 10 MB");
  });

  test("a body of many 1 MB fields past the limit, sent while the server answers: the client reads the envelope, no reset", async () => {
    // Chunked: the server only finds out while reading, and answers before the client is done.
    const chunks = 12;
    const size = 1024 * 1024;
    const head = `POST ${M}/coupon/save HTTP/1.1\r\nHost: x\r\nAuthori-zation: ${token}\r\nContent-Type: application/json\r\nContent-Length: ${chunks * size}\r\n\r\n`;
    const { response, writeError, readError } = await rawRequest(head, { chunks, size });
    expect(writeError).toBeUndefined();
    expect(readError).toBeUndefined();
    expect(response.startsWith("HTTP/1.1 200")).toBe(true);
    expect(envelopeOf(response)).toMatchObject({ code: 400, message: BODY_TOO_LARGE });
  }, 60_000);

  test("a 200 KB query string answers 400 in the envelope, not a bare 431", async () => {
    const response = await fetch(`http://127.0.0.1:${port}${M}/coupon/list?page=1&limit=20&name=${"a".repeat(200 * 1024)}`, { headers: { "authori-zation": token } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 400, message: URL_TOO_LONG, data: null });
    expect(URL_TOO_LONG).toBe(`请求地址过长（最多 ${MAX_URL_LENGTH} 个字符）`);
    // Just under the limit is still answered as usual.
    const ids = Array.from({ length: 1000 }, (_, i) => 1000 + i).join(",");
    const fits = await fetch(`http://127.0.0.1:${port}${M}/product/list?type=1&page=1&limit=20&merIds=${ids}&keywords=${"手机".repeat(2000)}`, {
      headers: { "authori-zation": token },
    });
    expect(await fits.json()).toMatchObject({ code: 200 });
  });

  test("one search text over 10,000 characters answers 400 naming it (SQLite refuses LIKE patterns over 50,000 bytes with an error)", async () => {
    for (const [url, name] of [
      [`${M}/coupon/list?page=1&limit=20`, "name"],
      [`${M}/product/list?type=1&page=1&limit=20`, "keywords"],
      [`${M}/order/list?status=all&page=1&limit=20&searchType=all`, "content"],
    ] as const) {
      const answer = await s.call("GET", `${url}&${name}=${"a".repeat(MAX_QUERY_VALUE_LENGTH + 1)}`, { token });
      expect(answer).toMatchObject({ code: 400, message: queryValueTooLong(name) });
      expect((await s.call("GET", `${url}&${name}=${"a".repeat(MAX_QUERY_VALUE_LENGTH)}`, { token })).code).toBe(200);
      // In Chinese (three bytes a character in the LIKE pattern) as far as an address carries it.
      expect((await s.call("GET", `${url}&${name}=${encodeURIComponent("测".repeat(7000))}`, { token })).code).toBe(200);
    }
  });

  test("headers over Node's limit answer in the envelope too", async () => {
    const { response } = await rawRequest(`GET ${M}/coupon/list?name=${"b".repeat(400 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(response.startsWith("HTTP/1.1 200")).toBe(true);
    expect(envelopeOf(response)).toEqual({ code: 400, message: HEADERS_TOO_LARGE, data: null });
  });
});
