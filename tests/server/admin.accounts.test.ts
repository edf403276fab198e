import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { adminByAccount, roleByName, roleWithAdmin, type AdminRow } from "./adminHelpers.js";

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

const A = `${M}/admin`;
const STAFF_ROLE = 100;
const list = async (query: Record<string, string | number | boolean> = {}, token = m1) =>
  (await s.call<{ total: number; list: AdminRow[] }>("GET", `${A}/list`, { token, query: { limit: 100, ...query } })).data;
const accounts = async (query: Record<string, string | number | boolean> = {}, token = m1) => (await list(query, token)).list.map((a) => a.account);
const idOf = async (account: string, token = m1) => (await adminByAccount(s, token, account))!.id;
const newAdmin = (extra: Record<string, unknown> = {}) => ({ account: "clerk01", pwd: "Clerk@123", realName: "店员小孙", roles: String(STAFF_ROLE), status: true, ...extra });

describe("admin list and info", () => {
  it("pages the merchant's admins with the SystemAdminResponse fields", async () => {
    const all = await list();
    expect(all.list.map((a) => a.account)).toEqual(["merchant1", "staff1", "kefu01", "yunying01"]);
    expect(Object.keys(all.list[0]!).sort()).toEqual(["account", "id", "isSms", "lastIp", "lastTime", "merId", "phone", "realName", "roleNames", "roles", "status", "type"]);
    expect(all.list[0]).toMatchObject({ roles: "2", roleNames: "商户超管", type: 2, merId: 1, status: true });
    expect(all.list[1]).toMatchObject({ roles: String(STAFF_ROLE), roleNames: "商品查看员", type: 4 });
    expect(all.list[2]).toMatchObject({ roleNames: "订单客服", phone: "13812345678", isSms: true });
    expect(all.list[0]!.lastTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it("filters by name or account, role and status; merchant 2 sees its own", async () => {
    expect(await accounts({ realName: "小张" })).toEqual(["kefu01"]);
    expect(await accounts({ realName: "staff" })).toEqual(["staff1"]);
    expect(await accounts({ roles: STAFF_ROLE })).toEqual(["staff1"]);
    expect(await accounts({ status: false })).toEqual(["yunying01"]);
    expect(await accounts({}, m2)).toEqual(["merchant2", "clerk2"]);
    expect((await list({ page: 2, limit: 3 })).list.map((a) => a.account)).toEqual(["yunying01"]);
  });

  it("answers SystemAdmin without the password; another merchant's admin is missing", async () => {
    const r = await s.call<Record<string, unknown>>("GET", `${A}/info`, { token: m1, query: { id: await idOf("kefu01") } });
    expect(r.code).toBe(200);
    expect(r.data).not.toHaveProperty("pwd");
    expect(Object.keys(r.data).sort()).toEqual(
      ["account", "createTime", "headerImage", "id", "isDel", "isSms", "lastIp", "level", "loginCount", "merId", "phone", "realName", "roles", "status", "type", "updateTime"],
    );
    expect(r.data).toMatchObject({ account: "kefu01", realName: "客服小张", type: 4, isDel: false, status: true });
    const clerk2 = await idOf("clerk2", m2);
    expect(await s.call("GET", `${A}/info`, { token: m1, query: { id: clerk2 } })).toMatchObject({ code: 3002, message: "管理员不存在" });
    expect(await s.call("GET", `${A}/info`, { token: m1 })).toMatchObject({ code: 400, message: "请求参数 id 不能为空" });
  });
});

describe("admin save and update", () => {
  it("saves an admin whose password is stored hashed and signs in", async () => {
    expect(await s.call("POST", `${A}/save`, { token: m1, body: newAdmin({ phone: "13900001111" }) })).toEqual({ code: 200, message: null, data: null });
    expect(await adminByAccount(s, m1, "clerk01")).toMatchObject({ realName: "店员小孙", roles: String(STAFF_ROLE), phone: "13900001111", status: true, isSms: false, type: 4 });
    const token = await s.login("clerk01", "Clerk@123");
    expect((await s.call("GET", `${M}/product/list`, { token, query: { type: 1 } })).code).toBe(200);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no account", { account: undefined }, "后台管理员账号不能为空"],
    ["a blank account", { account: "  " }, "后台管理员账号不能为空"],
    ["a 33-character account", { account: "a".repeat(33) }, "账号长度不能超过32个字符"],
    ["no password", { pwd: undefined }, "管理员密码不能为空"],
    ["a 5-character password", { pwd: "12345" }, "密码长度在6-30个字符"],
    ["a 31-character password", { pwd: "1".repeat(31) }, "密码长度在6-30个字符"],
    ["no name", { realName: "" }, "管理姓名不能为空"],
    ["a 17-character name", { realName: "名".repeat(17) }, "姓名长度不能超过16个字符"],
    ["no roles", { roles: "" }, "后台管理员角色不能为空"],
    ["roles that are not ids", { roles: "2,a" }, "请选择正确的角色"],
    ["no status", { status: undefined }, "status 字段不能为空"],
    ["a landline phone", { phone: "057188886666" }, "请填写正确的手机号"],
  ];
  it.each(invalid)("refuses %s with 400", async (_what, extra, message) => {
    expect(await s.call("POST", `${A}/save`, { token: m1, body: newAdmin({ account: "bad01", ...extra }) })).toMatchObject({ code: 400, message });
    expect(await adminByAccount(s, m1, "bad01")).toBeUndefined();
  });

  it("refuses a taken account (any merchant's) and roles that are not the merchant's", async () => {
    expect(await s.call("POST", `${A}/save`, { token: m1, body: newAdmin() })).toMatchObject({ code: 3001, message: "账号已存在" });
    expect(await s.call("POST", `${A}/save`, { token: m1, body: newAdmin({ account: "clerk2" }) })).toMatchObject({ code: 3001, message: "账号已存在" });
    const otherRole = (await roleByName(s, m2, "店员"))!.id;
    expect(await s.call("POST", `${A}/save`, { token: m1, body: newAdmin({ account: "x01", roles: String(otherRole) }) })).toMatchObject({ code: 500, message: "角色不存在" });
    // The owner's role is not given away.
    expect(await s.call("POST", `${A}/save`, { token: m1, body: newAdmin({ account: "x01", roles: "2" }) })).toMatchObject({ code: 500, message: "角色不存在" });
    expect(await adminByAccount(s, m1, "x01")).toBeUndefined();
  });

  it("updates account, name, roles and phone (pwd ignored); the new role applies at once", async () => {
    const id = await idOf("clerk01");
    const token = await s.login("clerk01", "Clerk@123");
    const kefu = (await roleByName(s, m1, "订单客服"))!.id;
    const body = { id, account: "clerk01b", realName: "店员小孙2", roles: `${STAFF_ROLE},${kefu}`, status: true, phone: "", pwd: "Ignored@1" };
    expect(await s.call("POST", `${A}/update`, { token: m1, body })).toEqual({ code: 200, message: null, data: null });
    expect(await adminByAccount(s, m1, "clerk01b")).toMatchObject({ realName: "店员小孙2", roleNames: "商品查看员,订单客服", phone: "" });
    expect((await s.call("GET", `${M}/order/list`, { token, query: { status: "all" } })).code).toBe(200);
    expect(await s.login("clerk01b", "Clerk@123")).toMatch(/^merchant/);
  });

  it("refuses update mistakes with the backend's messages", async () => {
    const id = await idOf("clerk01b");
    const body = { id, account: "clerk01b", realName: "店员", roles: String(STAFF_ROLE), status: true };
    const post = (extra: Record<string, unknown>, token = m1) => s.call("POST", `${A}/update`, { token, body: { ...body, ...extra } });
    expect(await post({ id: undefined })).toMatchObject({ code: 400, message: "管理员id不能为空" });
    expect(await post({ roles: "" })).toMatchObject({ code: 400, message: "后台管理员权限不能为空" });
    expect(await post({ phone: "123" })).toMatchObject({ code: 400, message: "请填写正确的手机号" });
    expect(await post({ account: "kefu01" })).toMatchObject({ code: 400, message: "账号已存在" });
    expect(await post({}, m2)).toMatchObject({ code: 3002, message: "管理员不存在" });
    expect(await adminByAccount(s, m1, "clerk01b")).toMatchObject({ realName: "店员小孙2" });
  });

  it("never edits the owner's account", async () => {
    const owner = await idOf("merchant1");
    const body = { id: owner, account: "merchant1", realName: "改名", roles: "2", status: true };
    expect(await s.call("POST", `${A}/update`, { token: m1, body })).toMatchObject({ code: 400, message: "系统内置权限，不允许编辑" });
    expect(await s.call("GET", `${A}/updateStatus`, { token: m1, query: { id: owner, status: false } })).toMatchObject({ code: 400, message: "系统内置权限，不允许编辑" });
    expect(await s.call("GET", `${A}/delete`, { token: m1, query: { id: owner } })).toMatchObject({ code: 400, message: "系统内置权限，不允许删除" });
    const pwd = { id: owner, password: "Owner@1234", confirmPassword: "Owner@1234" };
    expect(await s.call("POST", `${A}/update/password`, { token: m1, body: pwd })).toMatchObject({ code: 400, message: "系统内置权限，不允许编辑" });
    expect(await adminByAccount(s, m1, "merchant1")).toMatchObject({ realName: "店长小王", status: true });
  });
});

describe("admin status, password, SMS and delete", () => {
  it("disabling ends the admin's sessions and refuses its sign-in until enabled", async () => {
    const id = await idOf("clerk01b");
    const token = await s.login("clerk01b", "Clerk@123");
    expect(await s.call("GET", `${A}/updateStatus`, { token: m1, query: { id, status: false } })).toEqual({ code: 200, message: null, data: null });
    expect((await s.call("GET", `${M}/product/list`, { token, query: { type: 1 } })).code).toBe(401);
    const login = await s.call("POST", `${M}/login`, { body: { account: "clerk01b", pwd: "Clerk@123" } });
    expect(login).toMatchObject({ code: 500, message: "账号已被禁用" });
    expect(await s.call("GET", `${A}/updateStatus`, { token: m1, query: { id } })).toMatchObject({ code: 400, message: "请求参数 status 不能为空" });
    expect(await s.call("GET", `${A}/updateStatus`, { token: m2, query: { id, status: true } })).toMatchObject({ code: 3002 });
    expect(await s.call("GET", `${A}/updateStatus`, { token: m1, query: { id, status: true } })).toMatchObject({ code: 200 });
    expect(await s.login("clerk01b", "Clerk@123")).toMatch(/^merchant/);
  });

  it("changes another admin's password: confirmation must match, its sessions end", async () => {
    const id = await idOf("clerk01b");
    const token = await s.login("clerk01b", "Clerk@123");
    const change = (body: Record<string, unknown>, as = m1) => s.call("POST", `${A}/update/password`, { token: as, body });
    expect(await change({ id, password: "New@12345", confirmPassword: "New@12346" })).toMatchObject({ code: 400, message: "两次密码输入不一致" });
    expect(await change({ password: "New@12345", confirmPassword: "New@12345" })).toMatchObject({ code: 400, message: "管理员id不能为空" });
    expect(await change({ id, confirmPassword: "New@12345" })).toMatchObject({ code: 400, message: "管理员密码不能为空" });
    expect(await change({ id, password: "New@12345" })).toMatchObject({ code: 400, message: "管理员确认密码不能为空" });
    expect(await change({ id, password: "12345", confirmPassword: "12345" })).toMatchObject({ code: 400, message: "密码长度在6-30个字符" });
    expect(await change({ id, password: "New@12345", confirmPassword: "New@12345" }, m2)).toMatchObject({ code: 3002 });
    expect((await s.call("GET", `${M}/product/list`, { token, query: { type: 1 } })).code).toBe(200);
    expect(await change({ id, password: "New@12345", confirmPassword: "New@12345" })).toEqual({ code: 200, message: null, data: null });
    expect((await s.call("GET", `${M}/product/list`, { token, query: { type: 1 } })).code).toBe(401);
    expect(await s.login("clerk01b", "New@12345")).toMatch(/^merchant/);
  });

  it("turns SMS on only for an admin with a phone", async () => {
    const clerk = await idOf("clerk01b");
    expect(await s.call("POST", `${A}/update/receive/sms/${clerk}`, { token: m1 })).toMatchObject({ code: 400, message: "请先为管理员设置手机号" });
    const kefu = await idOf("kefu01");
    expect(await s.call("POST", `${A}/update/receive/sms/${kefu}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    expect((await adminByAccount(s, m1, "kefu01"))!.isSms).toBe(false);
    await s.call("POST", `${A}/update/receive/sms/${kefu}`, { token: m1 });
    expect((await adminByAccount(s, m1, "kefu01"))!.isSms).toBe(true);
    expect(await s.call("POST", `${A}/update/receive/sms/${kefu}`, { token: m2 })).toMatchObject({ code: 3002 });
  });

  it("an admin manager who is not the owner: never sees the owner, cannot disable or delete itself", async () => {
    const { adminId } = await roleWithAdmin(s, m1, "管理员专员", "adminkeeper", ["/operation/roleManager/adminList", "/product/list"]);
    const keeper = await s.login("adminkeeper", "Secret@123");
    expect(await accounts({}, keeper)).not.toContain("merchant1");
    expect(await s.call("GET", `${A}/info`, { token: keeper, query: { id: await idOf("merchant1") } })).toMatchObject({ code: 3002 });
    expect(await s.call("GET", `${A}/updateStatus`, { token: keeper, query: { id: adminId, status: false } })).toMatchObject({ code: 500, message: "不能禁用当前登录的管理员" });
    expect(await s.call("GET", `${A}/delete`, { token: keeper, query: { id: adminId } })).toMatchObject({ code: 500, message: "不能删除当前登录的管理员" });
    const body = { id: adminId, account: "adminkeeper", realName: "管理员专员", roles: (await adminByAccount(s, m1, "adminkeeper"))!.roles, status: false };
    expect(await s.call("POST", `${A}/update`, { token: keeper, body })).toMatchObject({ code: 500, message: "不能禁用当前登录的管理员" });
    // Nor give a role holding more than it holds itself.
    const kefu = (await roleByName(s, m1, "订单客服"))!.id;
    expect(await s.call("POST", `${A}/save`, { token: keeper, body: newAdmin({ account: "x02", roles: String(kefu) }) })).toMatchObject({
      code: 500,
      message: "不能分配超出自己权限的菜单",
    });
  });

  it("deletes an admin: its sessions end and its account is free again", async () => {
    const id = await idOf("clerk01b");
    const token = await s.login("clerk01b", "New@12345");
    expect(await s.call("GET", `${A}/delete`, { token: m2, query: { id } })).toMatchObject({ code: 3002 });
    expect(await s.call("GET", `${A}/delete`, { token: m1, query: { id } })).toEqual({ code: 200, message: null, data: null });
    expect(await adminByAccount(s, m1, "clerk01b")).toBeUndefined();
    expect((await s.call("GET", `${M}/product/list`, { token, query: { type: 1 } })).code).toBe(401);
    expect(await s.call("GET", `${A}/delete`, { token: m1, query: { id } })).toMatchObject({ code: 3002, message: "管理员不存在" });
    expect((await s.call("POST", `${A}/save`, { token: m1, body: newAdmin({ account: "clerk01b" }) })).code).toBe(200);
  });
});

describe("admin authority", () => {
  const calls: Array<[string, "GET" | "POST", string, Record<string, unknown>?, Record<string, string | number | boolean>?]> = [
    ["list", "GET", `${A}/list`],
    ["info", "GET", `${A}/info`, undefined, { id: 1 }],
    ["save", "POST", `${A}/save`, newAdmin({ account: "y01" })],
    ["update", "POST", `${A}/update`, { id: 2, account: "staff1", realName: "x", roles: "100", status: true }],
    ["delete", "GET", `${A}/delete`, undefined, { id: 2 }],
    ["updateStatus", "GET", `${A}/updateStatus`, undefined, { id: 2, status: false }],
    ["update/password", "POST", `${A}/update/password`, { id: 2, password: "123456", confirmPassword: "123456" }],
    ["receive sms", "POST", `${A}/update/receive/sms/2`],
  ];
  it.each(calls)("%s: 401 without a token, 403 for staff1", async (_what, method, url, body, query) => {
    expect((await s.call(method, url, { body, query })).code).toBe(401);
    expect(await s.call(method, url, { token: staff, body, query })).toMatchObject({ code: 403, message: "无访问权限,请联系管理员授予权限" });
  });
});
