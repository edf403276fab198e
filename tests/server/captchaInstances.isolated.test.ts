/**
 * A slider token checked on two server instances at once: only one check may answer. Another
 * instance's check is played by a second connection to the same database, in the very moment
 * between this instance reading the token and writing its outcome (the point is decrypted there,
 * so the hook sits in the decryption). SQLite: the other connection writes its pass right then.
 * PostgreSQL: it writes it beforehand in a transaction it commits right then, so this instance's
 * read still finds the token unchecked and its write must wait for the other's and then see it.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import Database from "libsql";
import pg from "pg";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type App } from "../../server/app.js";
import { aesEncrypt } from "../../server/core/aes.js";
import { createFromTemplate } from "./postgres/databases.js";

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

/** The other instance's connection to the database. */
interface OtherInstance {
  row: (token: string) => Promise<{ x: number; state: number; verification: string } | undefined>;
  /** Prepares the other instance's passing check of `token`; answers what makes it happen. */
  passElsewhere: (token: string) => Promise<() => void>;
  close: () => Promise<void>;
}

function sqliteOther(file: string): OtherInstance {
  const other = new Database(file);
  other.exec("PRAGMA busy_timeout = 5000");
  return {
    row: async (token) => other.prepare("SELECT x, state, verification FROM captcha WHERE token = ?").get(token) as never,
    passElsewhere: async (token) => () => void other.prepare("UPDATE captcha SET state = 1, verification = 'elsewhere' WHERE token = ?").run(token),
    close: async () => void other.close(),
  };
}

async function postgresOther(url: string): Promise<OtherInstance> {
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  return {
    // Cast: a plain pg client answers PostgreSQL's bigint as a string.
    row: async (token) => (await other.query("SELECT x::integer AS x, state::integer AS state, verification FROM captcha WHERE token = $1", [token])).rows[0],
    passElsewhere: async (token) => {
      await other.query("BEGIN");
      await other.query("UPDATE captcha SET state = 1, verification = 'elsewhere' WHERE token = $1", [token]);
      return () => void other.query("COMMIT");
    },
    close: () => other.end(),
  };
}

let dir: string;
let app: App;
let other: OtherInstance;
let dropDatabase = async () => {};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-captcha-"));
  const postgres = inject("postgresTemplate");
  if (postgres) {
    const database = await createFromTemplate(postgres.adminUrl, postgres.template, postgres.prefix);
    dropDatabase = database.drop;
    app = await buildApp({ databaseUrl: database.url, poolSize: 2, dataDir: dir });
    other = await postgresOther(database.url);
  } else {
    const file = path.join(dir, "crmeb.db");
    app = await buildApp({ databaseFile: file, dataDir: dir });
    other = sqliteOther(file);
  }
}, 60_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
  await dropDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call<T>(url: string, body: unknown) {
  const response = await app.fastify.inject({ method: "POST", url, payload: body as object });
  return (response.json() as { data: T }).data;
}

async function puzzle() {
  const issued = await call<{ repData: { token: string; secretKey: string } }>(`${PUB}/safety/get`, { captchaType: "blockPuzzle" });
  const { token, secretKey } = issued.repData;
  const { x } = (await other.row(token))!;
  return { token, secretKey, x };
}

const check = (p: { token: string; secretKey: string }, x: number) =>
  call<{ repCode: string; repMsg: string | null }>(`${PUB}/safety/check`, {
    captchaType: "blockPuzzle",
    token: p.token,
    pointJson: aesEncrypt(JSON.stringify({ x, y: 5 }), p.secretKey),
  });

describe("one slider token checked on two instances at once", () => {
  it("a right position checked here while the other instance passes it: spent, not a second pass", async () => {
    const p = await puzzle();
    meanwhile = await other.passElsewhere(p.token);
    expect(await check(p, p.x)).toMatchObject({ repCode: "6110", repMsg: "验证码已失效，请重新获取" });
    // The other instance's pass stands.
    expect(await other.row(p.token)).toMatchObject({ state: 1, verification: "elsewhere" });
  });

  it("a wrong position checked here while the other instance passes it: the other's pass is not deleted", async () => {
    const p = await puzzle();
    meanwhile = await other.passElsewhere(p.token);
    expect(await check(p, p.x + 40)).toMatchObject({ repCode: "6110" });
    expect(await other.row(p.token)).toMatchObject({ state: 1 });
  });

  it("unraced, a right position passes once and a wrong one fails", async () => {
    const right = await puzzle();
    expect(await check(right, right.x + 3)).toMatchObject({ repCode: "0000" });
    expect(await check(right, right.x)).toMatchObject({ repCode: "6110" });
    const wrong = await puzzle();
    expect(await check(wrong, wrong.x + 40)).toMatchObject({ repCode: "6111", repMsg: "验证失败" });
  });
});
