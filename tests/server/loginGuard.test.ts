import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { promisify } from "node:util";
import { deflate } from "node:zlib";
import { CAPTCHA_AFTER_FAILURES } from "../../server/areas/session/routes.js";
import { concurrencyGate } from "../../server/core/concurrencyGate.js";
import { hashCheaplyForTests } from "../../server/core/passwords.js";
import { M, startTestServer, type TestServer } from "./helpers";

const login = (s: TestServer, account: string, pwd: string, address = "127.0.0.1") =>
  s.app.fastify
    .inject({ method: "POST", url: `${M}/login`, remoteAddress: address, payload: { account, pwd } })
    .then((response) => response.json() as { code: number; message: string | null });

describe("failed sign-ins are counted before the password is checked", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.close());

  test("of 20 parallel guesses, only the first ones reach the password without a captcha", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(s, "merchant1", "wrong-password")));
    const checked = answers.filter((a) => a.message === "用户不存在或密码错误").length;
    const stopped = answers.filter((a) => a.message === "验证码信息不存在").length;
    expect(checked).toBe(CAPTCHA_AFTER_FAILURES + 1);
    expect(stopped).toBe(20 - checked);
    // Attempts stopped for want of a captcha were no guesses: the count is the real failures.
    expect((await s.call("POST", `${M}/login/account/detection`, { body: { account: "merchant1" } })).data).toBe(checked);
  });

  test("the right password among wrong ones signs in and clears the count", async () => {
    const answers = await Promise.all([login(s, "merchant2", "wrong-1"), login(s, "merchant2", "Merchant@123"), login(s, "merchant2", "wrong-2")]);
    expect(answers[1]!.code).toBe(200);
    const count = (await s.call<number>("POST", `${M}/login/account/detection`, { body: { account: "merchant2" } })).data;
    expect(count).toBeLessThanOrEqual(2);
  });
});

describe("the pieces", () => {
  test("the gate runs at most its limit at once, in order", async () => {
    const gate = concurrencyGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gate(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test("a burst of sign-ins leaves the thread pool to other work", async () => {
    // Real hashes (the suite's are cheap), seeded for this server on PostgreSQL too.
    hashCheaplyForTests(false);
    const s = await startTestServer({ ownSeed: true });
    try {
      const finished: string[] = [];
      const logins = Promise.all(Array.from({ length: 12 }, () => login(s, "merchant1", "Merchant@123"))).then(() => finished.push("logins"));
      // zlib runs in the same libuv pool that scrypt uses.
      const other = promisify(deflate)(Buffer.alloc(1024)).then(() => finished.push("zlib"));
      await Promise.all([logins, other]);
      expect(finished).toEqual(["zlib", "logins"]);
    } finally {
      hashCheaplyForTests();
      await s.close();
    }
  }, 60_000);
});
