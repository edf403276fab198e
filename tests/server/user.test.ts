import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { formatDateTime } from "../../server/core/format.js";
import { USER_LEVELS } from "../../server/areas/customer/levels.js";
import { demoAvatar } from "../../server/areas/customer/demoAvatars.js";
import type { CustomerDetail } from "../../server/areas/customer/contract.js";
import { up as migration0022 } from "../../server/db/migrations/0022_fidelity_customer_levels.js";
import { startTestServer, M, type TestServer } from "./helpers.js";

let s: TestServer;
let m1: string;
let m2: string;
let staff: string;
/** The console's own files as a build ships them (Vite copies src/public), so seeded pictures can be fetched. */
let spaRoot: string;
beforeAll(async () => {
  spaRoot = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-spa-"));
  fs.cpSync(fileURLToPath(new URL("../../src/public", import.meta.url)), spaRoot, { recursive: true });
  fs.writeFileSync(path.join(spaRoot, "index.html"), "<!doctype html><title>console</title>");
  s = await startTestServer({ spaRoot });
  [m1, m2, staff] = await Promise.all([s.login("merchant1"), s.login("merchant2"), s.login("staff1")]);
}, 60_000);
afterAll(async () => {
  await s.close();
  fs.rmSync(spaRoot, { recursive: true, force: true });
});

interface Customer {
  id: number;
  nickname: string;
  avatar: string;
  phone: string;
  sex: number;
  registerType: string;
  status: boolean;
  nowMoney: string;
  createTime: string;
  spreadUid: number;
  spreadName: string;
  isPromoter: boolean;
  isLogoff: boolean;
}

const U = `${M}/user`;
const customers = async (query: Record<string, string | number> = {}, token = m1) =>
  (await s.call<{ total: number; list: Customer[] }>("GET", `${U}/list`, { token, query: { limit: 100, ...query } })).data;

describe("customer list", () => {
  it("lists only the merchant's customers, with UserResponse fields", async () => {
    const page = await customers();
    expect(page.total).toBe(60);
    expect((await customers({}, m2)).total).toBe(10);
    const row = page.list[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        "avatar", "birthday", "city", "country", "createTime", "id", "integral", "isLogoff", "isPromoter", "isWechatPublic", "isWechatRoutine",
        "lastLoginTime", "mark", "nickname", "nowMoney", "phone", "province", "registerType", "sex", "spreadName", "spreadUid", "status", "tagId",
      ].sort(),
    );
    expect(row.nowMoney).toMatch(/^\d+\.\d{2}$/);
    expect(typeof row.status).toBe("boolean");
    const referred = page.list.find((c) => c.spreadUid > 0);
    expect(referred?.spreadName).toBeTruthy();
  });

  it("searches by uid, nickname, phone and all", async () => {
    const any = (await customers()).list[7]!;
    expect((await customers({ searchType: "uid", content: any.id })).list.map((c) => c.id)).toEqual([any.id]);
    expect((await customers({ searchType: "uid", content: "abc" })).total).toBe(0);
    expect((await customers({ searchType: "nickname", content: any.nickname })).list.map((c) => c.id)).toContain(any.id);
    const phone = await customers({ searchType: "phone", content: any.phone.slice(0, 7) });
    expect(phone.list.every((c) => c.phone.includes(any.phone.slice(0, 7)))).toBe(true);
    expect((await customers({ searchType: "all", content: any.phone })).list.map((c) => c.id)).toContain(any.id);
    expect((await customers({ content: String(any.id) })).list.map((c) => c.id)).toContain(any.id);
    expect(await s.call("GET", `${U}/list`, { token: m1, query: { searchType: "email" } })).toMatchObject({ code: 400, message: "未知的搜索类型" });
  });

  it("filters by register type and sex", async () => {
    const routine = await customers({ registerType: "routine" });
    expect(routine.total).toBeGreaterThan(0);
    expect(routine.list.every((c) => c.registerType === "routine")).toBe(true);
    const female = await customers({ sex: 2 });
    expect(female.total).toBeGreaterThan(0);
    expect(female.list.every((c) => c.sex === 2)).toBe(true);
    expect(await s.call("GET", `${U}/list`, { token: m1, query: { registerType: "pc" } })).toMatchObject({ code: 400, message: "未知的注册类型" });
    expect(await s.call("GET", `${U}/list`, { token: m1, query: { sex: 4 } })).toMatchObject({ code: 400, message: "未知的性别" });
  });

  it("filters by dateLimit keywords and explicit ranges on the registration time", async () => {
    const today = formatDateTime(new Date()).slice(0, 10);
    const todays = await customers({ dateLimit: "today" });
    expect(todays.total).toBeGreaterThanOrEqual(1);
    expect(todays.list.every((c) => c.createTime.startsWith(today))).toBe(true);
    const week = await customers({ dateLimit: "lately7" });
    expect(week.total).toBeGreaterThanOrEqual(todays.total);
    expect((await customers({ dateLimit: "lately30" })).total).toBeGreaterThanOrEqual(week.total);
    expect((await customers({ dateLimit: `${today},${today}` })).total).toBe(todays.total);
    expect((await customers({ dateLimit: "2001-01-01,2001-12-31" })).total).toBe(0);
    expect(await s.call("GET", `${U}/list`, { token: m1, query: { dateLimit: "2024-02-01,2024-01-01" } })).toMatchObject({ code: 400, message: "开始时间不能大于结束时间" });
  });
});

describe("customer detail", () => {
  it("answers UserAdminDetailResponse for the merchant's customer", async () => {
    const any = (await customers()).list[3]!;
    const r = await s.call<Record<string, unknown>>("GET", `${U}/detail/${any.id}`, { token: m1 });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: any.id, nickname: any.nickname, phone: any.phone, nowMoney: any.nowMoney });
    for (const key of ["account", "realName", "district", "address", "experience", "brokeragePrice", "level", "payCount", "isPaidMember", "isBindingIos", "addIp", "lastIp", "spreadCount"]) {
      expect(r.data).toHaveProperty(key);
    }
    expect(r.data.brokeragePrice).toMatch(/^\d+\.\d{2}$/);
  });

  it("answers 用户不存在 for a shopper who is not the merchant's customer; shared customers are visible to both", async () => {
    const theirs = (await customers({}, m2)).list.map((c) => c.id);
    const mine = new Set((await customers()).list.map((c) => c.id));
    const onlyTheirs = theirs.find((id) => !mine.has(id))!;
    const shared = theirs.find((id) => mine.has(id))!;
    expect(await s.call("GET", `${U}/detail/${onlyTheirs}`, { token: m1 })).toMatchObject({ code: 500, message: "用户不存在" });
    expect(await s.call("GET", `${U}/detail/999999`, { token: m1 })).toMatchObject({ code: 500, message: "用户不存在" });
    expect((await s.call("GET", `${U}/detail/${shared}`, { token: m1 })).code).toBe(200);
    expect((await s.call("GET", `${U}/detail/${shared}`, { token: m2 })).code).toBe(200);
  });
});

describe("customer permissions", () => {
  it.each([`${U}/list`, `${U}/detail/1`])("GET %s: 401 without a token, 403 for staff1", async (url) => {
    expect((await s.call("GET", url)).code).toBe(401);
    expect((await s.call("GET", url, { token: staff })).code).toBe(403);
  });
});

describe("customer avatars", () => {
  it("answers a stored picture path as an absolute URL (contract §1.6)", async () => {
    const any = (await customers()).list[5]!;
    const seeded = await s.app.db.selectFrom("user").select("avatar").where("id", "=", any.id).executeTakeFirstOrThrow();
    await s.app.db.updateTable("user").set({ avatar: "crmebimage/public/user/face.png" }).where("id", "=", any.id).execute();
    const listed = (await customers({ searchType: "uid", content: any.id })).list[0]!;
    expect(listed.avatar).toBe("http://localhost:80/crmebimage/public/user/face.png");
    const detail = await s.call<{ avatar: string }>("GET", `${U}/detail/${any.id}`, { token: m1 });
    expect(detail.data.avatar).toBe(listed.avatar);
    await s.app.db.updateTable("user").set(seeded).where("id", "=", any.id).execute();
  });
});

describe("customer detail as the original console reads it (avatar, 等级)", () => {
  const detailOf = async (id: number) => (await s.call<CustomerDetail>("GET", `${U}/detail/${id}`, { token: m1 })).data;

  it("answers every seeded customer's avatar as an absolute URL this server serves as a picture", async () => {
    const all = [...(await customers()).list, ...(await customers({}, m2)).list];
    expect(all.every((c) => /^http:\/\/localhost:80\/static\/demo\/avatar-\d\.svg$/.test(c.avatar))).toBe(true);
    const detail = await detailOf(all[0]!.id);
    expect(detail.avatar).toMatch(/^http:\/\/localhost:80\//);
    for (const url of new Set(all.map((c) => c.avatar))) {
      const picture = await s.app.fastify.inject({ method: "GET", url: new URL(url).pathname });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers["content-type"], url).toMatch(/^image\/svg\+xml/);
      expect(picture.body).toMatch(/^<svg /);
    }
  });

  it("answers level as the id of a platform member level and grade as that level's grade (a number)", async () => {
    const grades = new Set<number>();
    for (const c of (await customers()).list.slice(0, 20)) {
      const detail = await detailOf(c.id);
      const level = USER_LEVELS.find((l) => l.id === detail.level);
      expect(level, `level ${detail.level} of customer ${c.id}`).toBeDefined();
      expect(detail.grade).toBe(level!.grade);
      grades.add(detail.grade);
    }
    // The demo shoppers are spread over the levels, not all on the first.
    expect(grades.size).toBeGreaterThan(2);
  });

  it("answers grade 0 for a shopper whose level the platform does not have, as the backend does", async () => {
    const any = (await customers()).list[9]!;
    await s.app.db.updateTable("user").set({ level: 99 }).where("id", "=", any.id).execute();
    expect(await detailOf(any.id)).toMatchObject({ level: 99, grade: 0 });
  });

  it("migration 0022 gives the shoppers of a database seeded before their portrait and drops the unused grade column, once", async () => {
    const db = s.app.db;
    const ids = (await customers()).list.slice(0, 3).map((c) => c.id);
    await db.updateTable("user").set({ avatar: "" }).where("id", "in", ids).execute();
    await migration0022(db as unknown as Kysely<unknown>);
    await migration0022(db as unknown as Kysely<unknown>);
    const rows = await db.selectFrom("user").select(["id", "avatar"]).where("id", "in", ids).execute();
    expect(rows.map((r) => r.avatar)).toEqual(rows.map((r) => demoAvatar(r.id - 1)));
    const user = (await db.introspection.getTables()).find((t) => t.name === "user")!;
    expect(user.columns.map((c) => c.name)).not.toContain("grade");
  });
});
