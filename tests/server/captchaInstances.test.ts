/**
 * A slider token checked on two server instances at once: only one check may answer. Another
 * instance's check is played by a second connection to the same database file, run in the very
 * moment between this instance reading the token and writing its outcome (the point is decrypted
 * there, so the hook sits in the decryption).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import Database from "libsql";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type App } from "../../server/app.js";
import { aesEncrypt } from "../../server/core/aes.js";

let meanwhile: (() => void) | undefined;
vi.mock("../../server/core/aes.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/core/aes.js")>();
  return {
    ...real,
    aesDecrypt: (encoded: string, key: string) => {
      const run = meanwhile;
      meanwhile = undefined;
      run?.();
      return real.aesDecrypt(encoded, key);
    },
  };
});

const PUB = "/api/publicly";
let dir: string;
let app: App;
let other: Database.Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-captcha-"));
  const file = path.join(dir, "crmeb.db");
  app = await buildApp({ databaseFile: file, dataDir: dir });
  other = new Database(file);
  other.exec("PRAGMA busy_timeout = 5000");
});
afterAll(async () => {
  other.close();
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call<T>(url: string, body: unknown) {
  const response = await app.fastify.inject({ method: "POST", url, payload: body as object });
  return (response.json() as { data: T }).data;
}

async function puzzle() {
  const issued = await call<{ repData: { token: string; secretKey: string } }>(`${PUB}/safety/get`, { captchaType: "blockPuzzle" });
  const { token, secretKey } = issued.repData;
  const { x } = other.prepare("SELECT x FROM captcha WHERE token = ?").get(token) as { x: number };
  return { token, secretKey, x };
}

const check = (p: { token: string; secretKey: string }, x: number) =>
  call<{ repCode: string; repMsg: string | null }>(`${PUB}/safety/check`, {
    captchaType: "blockPuzzle",
    token: p.token,
    pointJson: aesEncrypt(JSON.stringify({ x, y: 5 }), p.secretKey),
  });

/** What the other instance's passing check writes. */
const passElsewhere = (token: string) => () => void other.prepare("UPDATE captcha SET state = 1, verification = 'elsewhere' WHERE token = ?").run(token);

describe("one slider token checked on two instances at once", () => {
  it("a right position checked here while the other instance passes it: spent, not a second pass", async () => {
    const p = await puzzle();
    meanwhile = passElsewhere(p.token);
    expect(await check(p, p.x)).toMatchObject({ repCode: "6110", repMsg: "验证码已失效，请重新获取" });
    // The other instance's pass stands.
    expect(other.prepare("SELECT state, verification FROM captcha WHERE token = ?").get(p.token)).toMatchObject({ state: 1, verification: "elsewhere" });
  });

  it("a wrong position checked here while the other instance passes it: the other's pass is not deleted", async () => {
    const p = await puzzle();
    meanwhile = passElsewhere(p.token);
    expect(await check(p, p.x + 40)).toMatchObject({ repCode: "6110" });
    expect(other.prepare("SELECT state FROM captcha WHERE token = ?").get(p.token)).toMatchObject({ state: 1 });
  });

  it("unraced, a right position passes once and a wrong one fails", async () => {
    const right = await puzzle();
    expect(await check(right, right.x + 3)).toMatchObject({ repCode: "0000" });
    expect(await check(right, right.x)).toMatchObject({ repCode: "6110" });
    const wrong = await puzzle();
    expect(await check(wrong, wrong.x + 40)).toMatchObject({ repCode: "6111", repMsg: "验证失败" });
  });
});
