import { afterAll, beforeAll, describe, expect, test } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type App } from "../../server/app.js";
import { aesEncrypt } from "../../server/core/aes.js";
import { accountLocked, addressBackOff, type LoginGuardSettings } from "../../server/areas/session/loginGuard.js";
import { M, startTestServer, type TestServer } from "./helpers";

const MINUTE = 60_000;
const RIGHT = "Merchant@123";
const WRONG = "Wrong@1234";

/** A clock the test moves by hand. */
function handClock(start = Date.UTC(2025, 4, 1, 2, 0, 0)) {
  const clock = { at: start, now: () => clock.at, advance: (ms: number) => void (clock.at += ms) };
  return clock;
}

type Answer = { code: number; message: string | null };

/** Signs in through `app` from `address`, solving the slider puzzle when the account needs it (as the console does). */
async function signIn(app: App, account: string, pwd: string, address = "127.0.0.1"): Promise<Answer> {
  const call = async (url: string, payload: object) =>
    (await app.fastify.inject({ method: "POST", url, remoteAddress: address, payload })).json() as Answer & { data: never };
  const failures = (await call(`${M}/login/account/detection`, { account })).data as number;
  let captchaVO: object | undefined;
  if (failures > 3) {
    const issued = (await call("/api/publicly/safety/get", { captchaType: "blockPuzzle" })).data as { repData: { token: string; secretKey: string } };
    const { token, secretKey } = issued.repData;
    const { x } = await app.db.selectFrom("captcha").select("x").where("token", "=", token).executeTakeFirstOrThrow();
    const point = JSON.stringify({ x, y: 5 });
    await call("/api/publicly/safety/check", { captchaType: "blockPuzzle", token, pointJson: aesEncrypt(point, secretKey) });
    captchaVO = { captchaVerification: aesEncrypt(`${token}---${point}`, secretKey) };
  }
  return call(`${M}/login`, { account, pwd, captchaVO });
}

const FAILED = { code: 500, message: "用户不存在或密码错误" };

describe("an account is locked after 10 failed sign-ins within 15 minutes", () => {
  const clock = handClock();
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ loginGuard: { lockAfterFailures: 10, lockMinutes: 15 }, clock: clock.now });
  }, 60_000);
  afterAll(() => s.close());

  test("the 10th failure locks it; the right password is refused with the time the lock ends; it lifts after 15 minutes", async () => {
    for (let i = 0; i < 10; i++) {
      expect(await signIn(s.app, "merchant2", WRONG)).toMatchObject(FAILED);
      clock.advance(MINUTE);
    }
    const lockedAt = clock.at - MINUTE;
    const until = lockedAt + 15 * MINUTE;
    const refusal = { code: 500, message: accountLocked(until) };
    // 2025-05-01 02:09 UTC is 10:09 in China, the backend's time zone.
    expect(refusal.message).toBe("登录失败次数过多，账号已被锁定，请于 2025-05-01 10:24:00 后再试");
    expect(await signIn(s.app, "merchant2", RIGHT)).toEqual({ ...refusal, data: null });
    // The lock is the account's, whatever the address.
    expect(await signIn(s.app, "merchant2", RIGHT, "10.1.1.1")).toMatchObject(refusal);
    clock.at = until - 1000;
    expect(await signIn(s.app, "merchant2", RIGHT)).toMatchObject(refusal);
    clock.at = until;
    expect((await signIn(s.app, "merchant2", RIGHT)).code).toBe(200);
    // Signed in: the count starts again from nothing.
    expect(await s.app.db.selectFrom("loginFailureEvent").where("account", "=", "merchant2").selectAll().execute()).toEqual([]);
    expect(await s.app.db.selectFrom("loginLock").where("account", "=", "merchant2").selectAll().execute()).toEqual([]);
  }, 180_000);

});

describe("the lock's window slides", () => {
  const clock = handClock();
  let s: TestServer;
  // Three failures stand for ten here: the same rule with fewer password hashes.
  beforeAll(async () => {
    s = await startTestServer({ loginGuard: { lockAfterFailures: 3, lockMinutes: 15 }, clock: clock.now });
  }, 60_000);
  afterAll(() => s.close());

  test("failures more than 15 minutes apart do not lock, the same number within 15 minutes does", async () => {
    expect(await signIn(s.app, "staff1", WRONG)).toMatchObject(FAILED);
    clock.advance(6 * MINUTE);
    expect(await signIn(s.app, "staff1", WRONG)).toMatchObject(FAILED);
    // The first failure leaves the window just before the third arrives.
    clock.advance(9 * MINUTE);
    expect(await signIn(s.app, "staff1", WRONG)).toMatchObject(FAILED);
    expect((await signIn(s.app, "staff1", RIGHT)).code).toBe(200);

    expect(await signIn(s.app, "staff1", WRONG)).toMatchObject(FAILED);
    clock.advance(14 * MINUTE);
    expect(await signIn(s.app, "staff1", WRONG)).toMatchObject(FAILED);
    expect(await signIn(s.app, "staff1", WRONG)).toMatchObject(FAILED);
    expect(await signIn(s.app, "staff1", RIGHT)).toMatchObject({ code: 500, message: accountLocked(clock.at + 15 * MINUTE) });
  }, 120_000);

  test("parallel guesses get no more than the lock allows to the password, an unknown account alike", async () => {
    const account = "nobody-here";
    expect(await signIn(s.app, account, WRONG)).toMatchObject(FAILED);
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(s.app, account, WRONG)));
    expect(answers.filter((a) => a.message === FAILED.message)).toHaveLength(2);
    expect(answers.filter((a) => a.message === accountLocked(clock.at + 15 * MINUTE))).toHaveLength(6);
  }, 120_000);
});

describe("back-off per client address", () => {
  const clock = handClock();
  let s: TestServer;
  const settings: Partial<LoginGuardSettings> = { addressFreeFailures: 3, lockAfterFailures: 10_000 };
  beforeAll(async () => {
    s = await startTestServer({ loginGuard: settings, clock: clock.now });
  }, 60_000);
  afterAll(() => s.close());

  const guess = (n: number, address: string) => signIn(s.app, `ghost-${n}`, WRONG, address);

  test("past its free failures an address waits 1 s, then 2 s, 4 s …; other addresses do not", async () => {
    const address = "10.20.0.1";
    for (let n = 0; n < 3; n++) expect(await guess(n, address)).toMatchObject(FAILED);
    expect(await guess(3, address)).toMatchObject({ code: 400, message: addressBackOff(1000) });
    expect(addressBackOff(1000)).toBe("登录尝试过于频繁，请 1 秒后再试");
    // Even the right password of a real account waits.
    expect(await signIn(s.app, "merchant1", RIGHT, address)).toMatchObject({ code: 400, message: addressBackOff(1000) });
    expect((await signIn(s.app, "merchant1", RIGHT, "10.20.0.2")).code).toBe(200);

    clock.advance(1000);
    expect(await guess(4, address)).toMatchObject(FAILED);
    expect(await guess(5, address)).toMatchObject({ code: 400, message: "登录尝试过于频繁，请 2 秒后再试" });
    clock.advance(2000);
    expect(await guess(6, address)).toMatchObject(FAILED);
    expect(await guess(7, address)).toMatchObject({ code: 400, message: "登录尝试过于频繁，请 4 秒后再试" });
    clock.advance(4000);
    expect(await guess(8, address)).toMatchObject(FAILED);
    expect(await guess(9, address)).toMatchObject({ code: 400, message: "登录尝试过于频繁，请 8 秒后再试" });
    // After the window the address starts afresh.
    clock.advance(15 * MINUTE);
    for (let n = 10; n < 13; n++) expect(await guess(n, address)).toMatchObject(FAILED);
  }, 120_000);

  test("successful sign-ins from one address never back it off", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(s.app, "merchant1", RIGHT, "10.20.0.3")).code).toBe(200);
  }, 120_000);

  test("a burst of parallel guesses from one address gets only its free ones through", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        s.app.fastify.inject({ method: "POST", url: `${M}/login`, remoteAddress: "10.20.0.4", payload: { account: `burst-${n}`, pwd: WRONG } }).then((r) => r.json() as Answer),
      ),
    );
    expect(answers.filter((a) => a.message === FAILED.message)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 400 && a.message?.startsWith("登录尝试过于频繁"))).toHaveLength(17);
  }, 120_000);
});

describe("two server instances on one database share the lock and the back-off", () => {
  const clock = handClock();
  let dataDir: string;
  let first: App;
  let second: App;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-two-"));
    const options = {
      databaseFile: path.join(dataDir, "crmeb.db"),
      dataDir,
      // Three failures stand for ten: the same rule with fewer password hashes.
      loginGuard: { lockAfterFailures: 3, lockMinutes: 15, addressFreeFailures: 5 },
      clock: clock.now,
    };
    first = await buildApp(options);
    second = await buildApp(options);
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("failures on both count toward one lock, which both enforce", async () => {
    for (let i = 0; i < 3; i++) {
      // Alternate instances and addresses (each address stays within its free failures).
      expect(await signIn(i % 2 ? first : second, "merchant1", WRONG, `10.30.0.${i}`)).toMatchObject(FAILED);
    }
    const refusal = { code: 500, message: accountLocked(clock.at + 15 * MINUTE) };
    expect(await signIn(first, "merchant1", RIGHT, "10.30.1.1")).toMatchObject(refusal);
    expect(await signIn(second, "merchant1", RIGHT, "10.30.1.2")).toMatchObject(refusal);
    clock.advance(15 * MINUTE);
    expect((await signIn(second, "merchant1", RIGHT, "10.30.1.3")).code).toBe(200);
  }, 120_000);

  test("an address backed off by one instance is backed off by the other", async () => {
    for (let n = 0; n < 5; n++) expect(await signIn(n % 2 ? first : second, `ghost-${n}`, WRONG, "10.31.0.1")).toMatchObject(FAILED);
    expect(await signIn(first, "merchant2", RIGHT, "10.31.0.1")).toMatchObject({ code: 400, message: addressBackOff(1000) });
    expect(await signIn(second, "merchant2", RIGHT, "10.31.0.1")).toMatchObject({ code: 400, message: addressBackOff(1000) });
  }, 120_000);
});
