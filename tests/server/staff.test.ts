import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { MerchantEmployee } from "../../server/areas/staff/contract.js";

let s: TestServer, m1: string, m2: string, staff: string;
let customers1: number[];
let onlyMerchant2: number;
let onlyMerchant1: number;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
  const ids = async (token: string) =>
    (await s.call<{ list: Array<{ id: number }> }>("GET", `${M}/user/list`, { token, query: { limit: 100 } })).data.list.map((c) => c.id);
  customers1 = await ids(m1);
  const customers2 = await ids(m2);
  onlyMerchant2 = customers2.find((id) => !customers1.includes(id))!;
  onlyMerchant1 = customers1.find((id) => !customers2.includes(id))!;
}, 60_000);
afterAll(() => s.close());

const E = `${M}/employee`;
type Page = { total: number; page: number; limit: number; totalPage: number; list: MerchantEmployee[] };
const list = async (query: Record<string, string | number> = {}, token = m1) => (await s.call<Page>("GET", `${E}/list`, { token, query })).data;
/** A customer of merchant 1 who is not staff yet. */
const freeCustomer = async () => {
  const taken = new Set((await list({ limit: 100 })).list.map((e) => e.uid));
  return customers1.find((uid) => !taken.has(uid))!;
};
const valid = async (extra: Record<string, unknown> = {}) => ({
  name: "新员工",
  phone: `139${String(Date.now()).slice(-8)}`,
  uid: await freeCustomer(),
  role: "1,2",
  avatar: "",
  status: 1,
  ...extra,
});
const save = (body: unknown, token = m1) => s.call("POST", `${E}/save`, { token, body });

describe("staff list", () => {
  it("pages the merchant's own staff with MerchantEmployee fields", async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, limit: 20, totalPage: 1 });
    expect(Object.keys(page.list[0]!).sort()).toEqual(["avatar", "creatTime", "id", "merId", "name", "phone", "role", "status", "uid", "updateTime"]);
    expect(page.list.every((e) => e.merId === 1 && customers1.includes(e.uid))).toBe(true);
    expect(page.list[0]!.creatTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list({}, m2)).total).toBe(1);
    expect((await list({ limit: 2, page: 2 })).list).toHaveLength(2);
  });

  it("searches name or phone by keywords and filters by status", async () => {
    expect((await list({ keywords: "林晓" })).list.map((e) => e.name)).toEqual(["林晓燕"]);
    expect((await list({ keywords: "1390571" })).list.map((e) => e.name)).toEqual(["陈国栋"]);
    expect((await list({ keywords: "周婷" })).total).toBe(0);
    const disabled = await list({ status: 0 });
    expect(disabled.list.map((e) => e.name)).toEqual(["赵强"]);
    expect((await list({ status: 1 })).total).toBe(3);
    expect(await s.call("GET", `${E}/list`, { token: m1, query: { status: 2 } })).toMatchObject({ code: 400, message: "员工状态格式错误" });
  });
});

describe("staff save, update, info, delete", () => {
  it("saves a staff member linked to a customer; info answers it; role is stored in order without repeats", async () => {
    const body = await valid({ role: "5,1,5", name: "  小林  " });
    expect(await save(body)).toEqual({ code: 200, message: null, data: null });
    const saved = (await list({ keywords: body.phone })).list[0]!;
    expect(saved).toMatchObject({ name: "小林", phone: body.phone, uid: body.uid, role: "1,5", status: 1, merId: 1 });
    const info = await s.call<MerchantEmployee>("GET", `${E}/info`, { token: m1, query: { id: saved.id } });
    expect(info).toMatchObject({ code: 200, data: saved });
  });

  it("stores library pictures relative and answers them absolute", async () => {
    const body = await valid({ avatar: "http://shop.example.com/crmebimage/public/user/a.png" });
    await save(body);
    const saved = (await list({ keywords: body.phone })).list[0]!;
    expect(saved.avatar).toBe("http://localhost:80/crmebimage/public/user/a.png");
  });

  it("updates every field, status included", async () => {
    const [first] = (await list({ keywords: "王丽" })).list;
    const uid = await freeCustomer();
    const r = await s.call("POST", `${E}/update`, { token: m1, body: { ...first, name: "王丽丽", uid, role: "6", status: 0 } });
    expect(r).toEqual({ code: 200, message: null, data: null });
    const info = (await s.call<MerchantEmployee>("GET", `${E}/info`, { token: m1, query: { id: first!.id } })).data;
    expect(info).toMatchObject({ name: "王丽丽", uid, role: "6", status: 0, phone: first!.phone, creatTime: first!.creatTime });
  });

  it("deletes with ?id=; the row is gone", async () => {
    const body = await valid();
    await save(body);
    const { id } = (await list({ keywords: body.phone })).list[0]!;
    expect(await s.call("GET", `${E}/delete`, { token: m1, query: { id } })).toEqual({ code: 200, message: null, data: null });
    expect(await s.call("GET", `${E}/info`, { token: m1, query: { id } })).toMatchObject({ code: 500, message: "员工不存在" });
    expect(await s.call("GET", `${E}/delete`, { token: m1, query: { id } })).toMatchObject({ code: 500, message: "员工不存在" });
  });

  it("needs the id query on delete and info", async () => {
    for (const path of ["delete", "info"]) {
      expect(await s.call("GET", `${E}/${path}`, { token: m1 })).toMatchObject({ code: 400, message: "请求参数 id 不能为空" });
      expect(await s.call("GET", `${E}/${path}`, { token: m1, query: { id: "x" } })).toMatchObject({ code: 400, message: "id 格式错误" });
    }
  });
});

describe("staff validation", () => {
  it.each([
    [{ name: "" }, "请输入员工姓名"],
    [{ name: "   " }, "请输入员工姓名"],
    [{ name: undefined }, "请输入员工姓名"],
    [{ name: "一二三四五六七八九十一二三四五六七" }, "员工姓名不能超过16个字符"],
    [{ phone: "" }, "请输入员工手机号"],
    [{ phone: "12345678901" }, "手机号码格式错误"],
    [{ phone: "1380000000" }, "手机号码格式错误"],
    [{ uid: undefined }, "请选择关联用户"],
    [{ uid: 0 }, "请选择关联用户"],
    [{ uid: "abc" }, "请选择关联用户"],
    [{ role: "" }, "请选择员工权限"],
    [{ role: undefined }, "请选择员工权限"],
    [{ role: "1,7" }, "员工权限格式错误"],
    [{ role: "1,,2" }, "员工权限格式错误"],
    [{ role: "0" }, "员工权限格式错误"],
    [{ role: [1, 2] }, "员工权限格式错误"],
    [{ status: 2 }, "员工状态格式错误"],
  ])("%o → 400 %s, nothing saved", async (patch, message) => {
    const before = (await list()).total;
    expect(await save({ ...(await valid()), ...patch })).toMatchObject({ code: 400, message });
    expect((await list()).total).toBe(before);
  });

  it("update needs the id of an existing staff member", async () => {
    const body = await valid();
    expect(await s.call("POST", `${E}/update`, { token: m1, body })).toMatchObject({ code: 400, message: "员工ID不能为空" });
    expect(await s.call("POST", `${E}/update`, { token: m1, body: { ...body, id: 999999 } })).toMatchObject({ code: 500, message: "员工不存在" });
  });

  it("refuses a user who is not the merchant's customer, one already on the staff, and a phone already used", async () => {
    const [existing] = (await list({ keywords: "陈国栋" })).list;
    expect(await save(await valid({ uid: onlyMerchant2 }))).toMatchObject({ code: 500, message: "关联用户不是本店用户" });
    expect(await save(await valid({ uid: 999999 }))).toMatchObject({ code: 500, message: "关联用户不是本店用户" });
    expect(await save(await valid({ uid: existing!.uid }))).toMatchObject({ code: 500, message: "该用户已是本店员工" });
    expect(await save(await valid({ phone: existing!.phone }))).toMatchObject({ code: 500, message: "员工手机号已存在" });
    // Its own uid and phone are fine on update.
    expect((await s.call("POST", `${E}/update`, { token: m1, body: { ...existing, name: "陈国栋" } })).code).toBe(200);
  });

  it("defaults status to enabled and the avatar to none", async () => {
    const { status: _s, avatar: _a, ...body } = await valid();
    expect((await save(body)).code).toBe(200);
    expect((await list({ keywords: body.phone })).list[0]).toMatchObject({ status: 1, avatar: "" });
  });
});

describe("staff permissions and isolation", () => {
  it.each([
    ["GET", `${E}/list`],
    ["POST", `${E}/save`],
    ["POST", `${E}/update`],
    ["GET", `${E}/delete`],
    ["GET", `${E}/info`],
  ] as const)("%s %s: 401 without a token", async (method, url) => {
    expect((await s.call(method, url, method === "POST" ? { body: {} } : {})).code).toBe(401);
  });

  it("asks for the staff menu's authority, which staff1 lacks (tightenedAuthorities.test.ts covers every call)", async () => {
    expect(await s.call("GET", `${E}/list`, { token: staff })).toMatchObject({ code: 403 });
  });

  it("merchant 2 cannot read, change or delete merchant 1's staff, nor link merchant 1's customers", async () => {
    const [mine] = (await list({ keywords: "林晓燕" })).list;
    const id = mine!.id;
    expect(await s.call("GET", `${E}/info`, { token: m2, query: { id } })).toMatchObject({ code: 500, message: "员工不存在" });
    expect(await s.call("GET", `${E}/delete`, { token: m2, query: { id } })).toMatchObject({ code: 500, message: "员工不存在" });
    const theirs = (await list({}, m2)).list[0]!;
    expect(await s.call("POST", `${E}/update`, { token: m2, body: { ...theirs, id } })).toMatchObject({ code: 500, message: "员工不存在" });
    expect(await s.call("POST", `${E}/update`, { token: m2, body: { ...theirs, uid: onlyMerchant1 } })).toMatchObject({ code: 500, message: "关联用户不是本店用户" });
    expect((await s.call<MerchantEmployee>("GET", `${E}/info`, { token: m1, query: { id } })).data).toEqual(mine);
  });
});
