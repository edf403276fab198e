/**
 * Two server processes on one database, as behind a load balancer without sticky sessions: every
 * step is sent to the instance it names, and what one instance did must hold on the other from the
 * next request on. The server is built from the sources (Vite's SSR build of server/main.ts, as
 * `npm run build` does) and started twice as real processes, so no module state can be shared by
 * accident; both share the database and UPLOAD_DIR, and trust the loopback proxy's X-Forwarded-For.
 *
 * The last test kills instance A with SIGKILL while clients write through both: every write either
 * instance acknowledged must be stored, and B must keep serving.
 *
 * The database: a SQLite file in a shared DATA_DIR in the `server` project; in `server-pg`
 * (TEST_DATABASE_URL) a PostgreSQL database of its own, copied from the run's template, handed to
 * both processes as DATABASE_URL and opened by the test through `openDatabase`.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { openDatabase, type Db } from "../../server/db/database.js";
import { writeConfig } from "../../server/areas/session/config.js";
import { aesEncrypt } from "../../server/core/aes.js";
import { DEMO_PASSWORD, STAFF_ROLE_ID } from "../../server/db/seed/core.js";
import { multipartBody, samplePng } from "./libraryHelpers.js";
import { onPostgres } from "./helpers.js";
import { createFromTemplate } from "./postgres/databases.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const M = "/api/admin/merchant";
const PUB = "/api/publicly";
const STEP_MS = 120_000;

/** Where the build goes: inside the project, so the bundle's package imports resolve from its node_modules. */
const work = path.join(ROOT, ".tmp", `instances-${process.pid}-${randomBytes(4).toString("hex")}`);
let serverMain: string;

beforeAll(async () => {
  const outDir = path.join(work, "server");
  await build({
    root: ROOT,
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    build: { ssr: "server/main.ts", outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
  });
  serverMain = path.join(outDir, "main.js");
}, STEP_MS);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Envelope<T = unknown> {
  code: number;
  message: string | null;
  data: T;
}

interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  output: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const instance = { name, origin: `http://127.0.0.1:${port}`, child, output };
  const deadline = Date.now() + STEP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${instance.origin}${M}/getLoginPic`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`instance ${name} did not start:\n${output.join("")}`);
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once("exit", resolve));
  instance.child.kill("SIGTERM");
  await exited;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** The client address the load balancer forwards. */
  client?: string;
}

async function call<T = unknown>(on: Instance, method: "GET" | "POST", url: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : "";
  const headers: Record<string, string> = {};
  if (options.token) headers["authori-zation"] = options.token;
  if (options.client) headers["x-forwarded-for"] = options.client;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${on.origin}${url}${query}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return (await response.json()) as Envelope<T>;
}

const signIn = (on: Instance, account: string, pwd: string, extra: { client?: string; captchaVerification?: string } = {}) =>
  call<{ token: string }>(on, "POST", `${M}/login`, {
    client: extra.client,
    body: { account, pwd, ...(extra.captchaVerification ? { captchaVO: { captchaVerification: extra.captchaVerification } } : {}) },
  });

async function tokenOf(on: Instance, account: string, pwd = DEMO_PASSWORD): Promise<string> {
  const answer = await signIn(on, account, pwd);
  if (answer.code !== 200) throw new Error(`${account} on ${on.name}: ${answer.message}`);
  return answer.data.token;
}

interface MenuNode {
  path: string;
  perms: string;
  id: number;
  children?: MenuNode[];
  childList?: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? n.childList ?? [])]);

/** The database both instances use, as `DATABASE_URL` and as the test opens it. */
interface SharedDatabase {
  create: () => Promise<void>;
  env: (dataDir: string) => Record<string, string>;
  open: (dataDir: string) => Db;
  drop: () => Promise<void>;
}

const SQLITE_FILE: SharedDatabase = {
  create: async () => {},
  // The SQLite file is the default: no DATABASE_URL of the environment may reach the instances.
  env: () => ({ DATABASE_URL: "" }),
  open: (dataDir) => openDatabase(path.join(dataDir, "crmeb.db")),
  drop: async () => {},
};

function postgresDatabase(): SharedDatabase {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  return {
    create: async () => {
      const { adminUrl, template, prefix } = inject("postgresTemplate")!;
      database = await createFromTemplate(adminUrl, template, prefix);
    },
    env: () => ({ DATABASE_URL: database!.url }),
    open: () => openDatabase(database!.url, { poolSize: 2 }),
    drop: async () => database?.drop(),
  };
}

function twoInstances(database: SharedDatabase) {
  const dataDir = path.join(work, `data-${randomBytes(4).toString("hex")}`);
  const uploadDir = path.join(work, `uploads-${randomBytes(4).toString("hex")}`);
  let a: Instance;
  let b: Instance;
  let shared: Db;
  let owner: string;

  beforeAll(async () => {
    await database.create();
    const env = {
      ...database.env(dataDir),
      DATA_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      TRUST_PROXY: "loopback",
      // Five failures lock (the captcha is asked from the fifth attempt on); three per address are free.
      LOGIN_LOCK_FAILURES: "5",
      LOGIN_ADDRESS_FREE_FAILURES: "3",
      REVIEW_DELAY_SECONDS: "0",
    };
    // The first migrates and seeds the new database; the second finds it ready.
    a = await startInstance("A", env);
    b = await startInstance("B", env);
    shared = database.open(dataDir);
    owner = await tokenOf(a, "merchant1");
  }, 2 * STEP_MS);
  afterAll(async () => {
    await shared?.destroy();
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await database.drop();
  });

  /** A new admin of merchant 1 with the staff role, made on A. */
  async function newAdmin(account: string, pwd = DEMO_PASSWORD): Promise<number> {
    const saved = await call(a, "POST", `${M}/admin/save`, { token: owner, body: { account, realName: account, pwd, roles: String(STAFF_ROLE_ID), status: true, phone: "" } });
    expect(saved.code).toBe(200);
    const found = await call<{ list: { id: number; account: string }[] }>(a, "GET", `${M}/admin/list`, { token: owner, query: { realName: account, page: 1, limit: 10 } });
    return found.data.list.find((row) => row.account === account)!.id;
  }

  const profile = (on: Instance, token: string) => call<{ realName: string; permissionsList: string[] }>(on, "GET", `${M}/getAdminInfoByToken`, { token });

  it("a session started on A answers on B; logged out on A, B answers 401", async () => {
    const token = await tokenOf(a, "merchant1");
    expect((await profile(b, token)).code).toBe(200);
    expect((await call(a, "GET", `${M}/logout`, { token })).code).toBe(200);
    expect(await profile(b, token)).toMatchObject({ code: 401, message: "未登录，请登录！" });
    expect((await call(b, "GET", `${M}/product/list`, { token, query: { type: 1, page: 1, limit: 5 } })).code).toBe(401);
  }, STEP_MS);

  it("a role changed on A is applied by B from its next request on: authorities and menus", async () => {
    const staff = await tokenOf(b, "staff1");
    const productList = () => call(b, "GET", `${M}/product/list`, { token: staff, query: { type: 1, page: 1, limit: 5 } });
    const couponList = () => call(b, "GET", `${M}/coupon/list`, { token: staff, query: { page: 1, limit: 5 } });
    const menuPaths = async () => flatten((await call<MenuNode[]>(b, "GET", `${M}/getMenus`, { token: staff })).data).map((n) => n.path);
    // Warm B's caches under the role as it is.
    expect((await productList()).code).toBe(200);
    expect((await couponList()).code).toBe(403);
    expect(await menuPaths()).not.toContain("/coupon/list");

    const role = await call<{ roleName: string; menuList: MenuNode[] }>(a, "GET", `${M}/role/info/${STAFF_ROLE_ID}`, { token: owner });
    const rules = flatten(role.data.menuList).filter((n) => (n as unknown as { checked: boolean }).checked).map((n) => n.id);
    const couponMenu = flatten(role.data.menuList).find((n) => n.perms === "merchant:coupon:page:list")!;
    const updateRole = (ids: number[], status = true) =>
      call(a, "POST", `${M}/role/update`, { token: owner, body: { id: STAFF_ROLE_ID, roleName: role.data.roleName, rules: ids.join(","), status } });

    expect((await updateRole([...rules, couponMenu.id])).code).toBe(200);
    expect((await couponList()).code).toBe(200);
    expect(await menuPaths()).toContain("/coupon/list");
    expect((await profile(b, staff)).data.permissionsList).toContain("merchant:coupon:page:list");

    // A disabled role grants nothing.
    expect((await call(a, "POST", `${M}/role/updateStatus`, { token: owner, body: { id: STAFF_ROLE_ID, status: false } })).code).toBe(200);
    expect((await productList()).code).toBe(403);

    expect((await updateRole(rules)).code).toBe(200);
    expect((await productList()).code).toBe(200);
    expect((await couponList()).code).toBe(403);
    expect(await menuPaths()).not.toContain("/coupon/list");
  }, STEP_MS);

  it("an admin given another role on A has its rights on B from the next request on", async () => {
    const id = await newAdmin("roleswap1");
    const token = await tokenOf(b, "roleswap1");
    expect((await call(b, "GET", `${M}/coupon/list`, { token, query: { page: 1, limit: 5 } })).code).toBe(403);
    const tree = await call<{ menuList: MenuNode[] }>(a, "GET", `${M}/role/info/${STAFF_ROLE_ID}`, { token: owner });
    const couponMenu = flatten(tree.data.menuList).find((n) => n.perms === "merchant:coupon:page:list")!;
    expect((await call(a, "POST", `${M}/role/save`, { token: owner, body: { roleName: "优惠券查看员", rules: String(couponMenu.id), status: true } })).code).toBe(200);
    const roles = await call<{ list: { id: number; roleName: string }[] }>(a, "GET", `${M}/role/list`, { token: owner, query: { page: 1, limit: 50 } });
    const couponRole = roles.data.list.find((r) => r.roleName === "优惠券查看员")!;
    const updated = await call(a, "POST", `${M}/admin/update`, { token: owner, body: { id, account: "roleswap1", realName: "roleswap1", roles: String(couponRole.id), status: true, phone: "" } });
    expect(updated.code).toBe(200);
    expect((await call(b, "GET", `${M}/coupon/list`, { token, query: { page: 1, limit: 5 } })).code).toBe(200);
    expect((await call(b, "GET", `${M}/product/list`, { token, query: { type: 1, page: 1, limit: 5 } })).code).toBe(403);
  }, STEP_MS);

  it("an admin disabled on A, or its password changed on A, is refused on B", async () => {
    const id = await newAdmin("probe-admin");
    const onB = await tokenOf(b, "probe-admin");
    expect((await profile(b, onB)).code).toBe(200);
    expect((await call(a, "GET", `${M}/admin/updateStatus`, { token: owner, query: { id, status: false } })).code).toBe(200);
    expect((await profile(b, onB)).code).toBe(401);
    expect(await signIn(b, "probe-admin", DEMO_PASSWORD)).toMatchObject({ code: 500, message: "账号已被禁用" });
    expect((await call(a, "GET", `${M}/admin/updateStatus`, { token: owner, query: { id, status: true } })).code).toBe(200);

    // The owner sets a new password on A: B's session of the old one ends.
    const before = await tokenOf(b, "probe-admin");
    const reset = await call(a, "POST", `${M}/admin/update/password`, { token: owner, body: { id, password: "Second@123", confirmPassword: "Second@123" } });
    expect(reset.code).toBe(200);
    expect((await profile(b, before)).code).toBe(401);
    expect(await signIn(b, "probe-admin", DEMO_PASSWORD)).toMatchObject({ code: 500, message: "用户不存在或密码错误" });

    // The admin changes its own password on B: its session on A ends, the one it used stays.
    const changing = await tokenOf(b, "probe-admin", "Second@123");
    const elsewhere = await tokenOf(a, "probe-admin", "Second@123");
    const own = await call(b, "POST", `${M}/login/admin/update/password`, { token: changing, body: { oldPassword: "Second@123", password: "Third@1234", confirmPassword: "Third@1234" } });
    expect(own.code).toBe(200);
    expect((await profile(a, elsewhere)).code).toBe(401);
    expect((await profile(a, changing)).code).toBe(200);
  }, STEP_MS);

  it("a profile, a shop setting or a platform setting changed through one instance reads changed on the other", async () => {
    await newAdmin("probe-profile");
    const token = await tokenOf(a, "probe-profile");
    expect((await profile(b, token)).data.realName).toBe("probe-profile");
    expect((await call(a, "POST", `${M}/login/admin/update`, { token, body: { realName: "新名字" } })).code).toBe(200);
    expect((await profile(b, token)).data.realName).toBe("新名字");

    const shop = () => call<Record<string, unknown>>(b, "GET", `${M}/config/info`, { token: owner });
    const read = (await shop()).data;
    const edited = await call(a, "POST", `${M}/config/info/edit`, { token: owner, body: { ...read, intro: "两台实例都看得到" } });
    expect(edited.code).toBe(200);
    expect((await shop()).data.intro).toBe("两台实例都看得到");

    const loginPicture = async () => (await call<{ siteName: string }>(b, "GET", `${M}/getLoginPic`)).data.siteName;
    expect(await loginPicture()).not.toBe("平台改过的站点名");
    // The platform (or another instance) writes a setting.
    await writeConfig(shared, "siteName", "平台改过的站点名");
    expect(await loginPicture()).toBe("平台改过的站点名");
  }, STEP_MS);

  it("a product list B has cached shows a change made on A", async () => {
    const onSale = () => call<{ total: number; list: { id: number }[] }>(b, "GET", `${M}/product/list`, { token: owner, query: { type: 1, page: 1, limit: 5 } });
    const before = (await onSale()).data;
    expect((await onSale()).data.total).toBe(before.total);
    expect((await call(a, "POST", `${M}/product/down/${before.list[0]!.id}`, { token: owner })).code).toBe(200);
    const after = (await onSale()).data;
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((p) => p.id)).not.toContain(before.list[0]!.id);
  }, STEP_MS);

  describe("sign-in failures, captchas and the address back-off are shared", () => {
    // Each failure from its own client address, so no address backs off.
    let client = 0;
    const nextClient = () => `198.51.100.${++client}`;
    const fail = (on: Instance, account: string, extra: { captchaVerification?: string } = {}) =>
      signIn(on, account, "Wrong@1234", { client: nextClient(), ...extra });

    /** A puzzle issued by one instance and solved on the other; answers the verification sign-in takes. */
    async function solvedCaptcha(issuer: Instance, checker: Instance): Promise<string> {
      const issued = await call<{ repData: { token: string; secretKey: string } }>(issuer, "POST", `${PUB}/safety/get`, { body: { captchaType: "blockPuzzle" } });
      const { token, secretKey } = issued.data.repData;
      const { x } = await shared.selectFrom("captcha").select("x").where("token", "=", token).executeTakeFirstOrThrow();
      const point = JSON.stringify({ x, y: 5 });
      const checked = await call<{ repCode: string }>(checker, "POST", `${PUB}/safety/check`, { body: { captchaType: "blockPuzzle", token, pointJson: aesEncrypt(point, secretKey) } });
      expect(checked.data.repCode).toBe("0000");
      // The token is spent for every instance.
      const again = await call<{ repCode: string }>(issuer, "POST", `${PUB}/safety/check`, { body: { captchaType: "blockPuzzle", token, pointJson: aesEncrypt(point, secretKey) } });
      expect(again.data.repCode).toBe("6110");
      return aesEncrypt(`${token}---${point}`, secretKey);
    }

    it("failures on both count toward the captcha, and a captcha issued by A and checked by B signs in on A", async () => {
      await newAdmin("probe-captcha");
      for (const on of [a, b, a, b]) expect(await fail(on, "probe-captcha")).toMatchObject({ code: 500, message: "用户不存在或密码错误" });
      expect((await call<number>(b, "POST", `${M}/login/account/detection`, { body: { account: "probe-captcha" } })).data).toBe(4);
      expect(await signIn(a, "probe-captcha", DEMO_PASSWORD, { client: nextClient() })).toMatchObject({ code: 400, message: "验证码信息不存在" });
      const verification = await solvedCaptcha(a, b);
      expect((await signIn(a, "probe-captcha", DEMO_PASSWORD, { client: nextClient(), captchaVerification: verification })).code).toBe(200);
    }, STEP_MS);

    it("failures on both lock the account on both", async () => {
      await newAdmin("probe-lock");
      for (const on of [a, b, a, b]) expect((await fail(on, "probe-lock")).message).toBe("用户不存在或密码错误");
      // The fifth failure (it needs a captcha, solved across the two) locks the account.
      expect((await fail(b, "probe-lock", { captchaVerification: await solvedCaptcha(b, a) })).message).toBe("用户不存在或密码错误");
      for (const on of [a, b]) {
        expect(await signIn(on, "probe-lock", DEMO_PASSWORD, { client: nextClient() })).toMatchObject({ code: 500, message: expect.stringContaining("账号已被锁定") });
      }
    }, STEP_MS);

    it("a client address that failed on both backs off on both; another client behind the same proxy does not", async () => {
      const address = "203.0.113.7";
      const attempt = (on: Instance, n: number) => signIn(on, `ghost-${n}`, "Wrong@1234", { client: address });
      for (const [n, on] of [a, b].entries()) expect((await attempt(on, n)).message).toBe("用户不存在或密码错误");
      // The third failure starts a one-second wait: of four attempts at once, two on each instance,
      // one is counted and the other three are told to wait, on both instances.
      const burst = await Promise.all([a, b, a, b].map((on, n) => attempt(on, 10 + n)));
      const waiting = burst.map((answer, n) => ({ on: n % 2 ? "B" : "A", ...answer })).filter((answer) => answer.code === 400);
      expect(waiting).toHaveLength(3);
      // (How many seconds is left to the clock of a busy machine; the guard's own tests check them.)
      for (const answer of waiting) expect(answer.message).toMatch(/^登录尝试过于频繁，请 \d+ 秒后再试$/);
      expect(new Set(waiting.map((answer) => answer.on))).toEqual(new Set(["A", "B"]));
      expect((await signIn(b, "merchant1", DEMO_PASSWORD, { client: "203.0.113.8" })).code).toBe(200);
    }, STEP_MS);
  });

  describe("files go to the shared UPLOAD_DIR", () => {
    const filesUnder = (dir: string) =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

    it("a picture uploaded on A is listed and served by B", async () => {
      const pictures = () => call<{ total: number }>(b, "GET", `${M}/attachment/list`, { token: owner, query: { page: 1, limit: 18, attType: "png" } });
      const before = (await pictures()).data.total;
      const content = samplePng(5, 4);
      const { payload, contentType } = multipartBody({ name: "shared.png", content, contentType: "image/png" });
      const uploaded = (await (
        await fetch(`${a.origin}${M}/upload/image?model=product&pid=0`, { method: "POST", headers: { "content-type": contentType, "authori-zation": owner }, body: new Uint8Array(payload) })
      ).json()) as Envelope<{ url: string }>;
      expect(uploaded.code).toBe(200);
      const stored = new URL(uploaded.data.url).pathname;
      expect(fs.readFileSync(path.join(uploadDir, stored))).toEqual(content);
      expect(filesUnder(dataDir).filter((f) => f.endsWith(".png"))).toEqual([]);

      const served = await fetch(`${b.origin}${stored}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(content);
      expect((await pictures()).data.total).toBe(before + 1);
    }, STEP_MS);

    it("an export made on A is listed on B and downloads from B", async () => {
      const made = await fetch(`${a.origin}${M}/product/export/excel?type=1`, { headers: { "authori-zation": owner } });
      expect(made.status).toBe(200);
      const file = Buffer.from(await made.arrayBuffer());
      expect(file.subarray(0, 2).toString()).toBe("PK");

      const records = await call<{ list: { url: string; type: string; size: number }[] }>(b, "GET", `${M}/export/record/list`, { token: owner, query: { page: 1, limit: 10 } });
      const record = records.data.list[0]!;
      expect(record).toMatchObject({ type: "product", size: file.length });
      const stored = new URL(record.url).pathname;
      expect(fs.readFileSync(path.join(uploadDir, decodeURIComponent(stored)))).toEqual(file);
      const downloaded = await fetch(`${b.origin}${stored}`);
      expect(downloaded.status).toBe(200);
      expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(file);
    }, STEP_MS);
  });

  // Last: it ends instance A.
  describe("an instance killed with kill -9 during writes", () => {
    it("loses no acknowledged write, and the other instance keeps serving", async () => {
      const acknowledged = new Map<string, string>();
      const ackedOn = (name: string) => [...acknowledged.values()].filter((on) => on === name).length;
      let serial = 0;
      let killed = false;
      let stop = false;
      /** One client writing through `on` until told to stop; a write is acknowledged by its code 200. */
      async function writer(on: Instance): Promise<void> {
        while (!stop && !(on === a && killed)) {
          const wechat = `crash_${on.name}_${++serial}`;
          let answer: Envelope;
          try {
            answer = await call(on, "POST", `${M}/mp/live/assistant/save`, { token: owner, body: { wechat, wechatNickname: "写入" } });
          } catch (error) {
            // Only the killed instance may drop a connection; its unanswered write counts for nothing.
            if (on === a && killed) return;
            throw error;
          }
          expect(answer).toMatchObject({ code: 200 });
          acknowledged.set(wechat, on.name);
        }
      }
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      const writers = [a, a, a, b, b, b].map(writer);
      const failed = Promise.race(writers.map((w) => w.then(() => new Promise<never>(() => {}))));
      await Promise.race([until(() => ackedOn("A") >= 25 && ackedOn("B") >= 25), failed]);
      // Mid-stream: A's three clients each have a write in flight.
      killed = true;
      const exited = new Promise((resolve) => a.child.once("exit", (_code, signal) => resolve(signal)));
      a.child.kill("SIGKILL");
      expect(await exited).toBe("SIGKILL");
      const onBAtKill = ackedOn("B");
      await Promise.race([until(() => ackedOn("B") >= onBAtKill + 25), failed]);
      stop = true;
      await Promise.all(writers);

      const stored = new Set(
        (await shared.selectFrom("liveAssistant").select("wechat").where("wechat", "like", "crash%").execute()).map((row) => row.wechat),
      );
      const lost = [...acknowledged.keys()].filter((wechat) => !stored.has(wechat));
      expect(lost).toEqual([]);
      expect(ackedOn("A")).toBeGreaterThanOrEqual(25);
      // The survivor reads every write back, A's included, and still signs in and writes.
      const listed = await call<{ total: number; list: { wechat: string }[] }>(b, "GET", `${M}/mp/live/assistant/list`, {
        token: await tokenOf(b, "merchant1"),
        query: { keywords: "crash_", page: 1, limit: 500 },
      });
      expect(listed.code).toBe(200);
      const listedNames = new Set(listed.data.list.map((row) => row.wechat));
      expect([...acknowledged.keys()].filter((wechat) => !listedNames.has(wechat))).toEqual([]);
      expect((await call(b, "POST", `${M}/mp/live/assistant/save`, { token: owner, body: { wechat: "after_crash", wechatNickname: "写入" } })).code).toBe(200);
    }, STEP_MS);
  });
}

describe.skipIf(onPostgres)("two server processes on one SQLite file", () => twoInstances(SQLITE_FILE));

describe.runIf(onPostgres)("two server processes on one PostgreSQL database", () => twoInstances(postgresDatabase()));
