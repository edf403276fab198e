import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { buttonOf, flatten, leavesOf, roleByName, roleWithAdmin, type MenuNode, type RoleRow } from "./adminHelpers.js";

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

const R = `${M}/role`;
const STAFF_ROLE = 100;
const list = async (query: Record<string, string | number | boolean> = {}, token = m1) =>
  (await s.call<{ total: number; list: RoleRow[] }>("GET", `${R}/list`, { token, query })).data;
const info = (id: number, token = m1) => s.call<{ menuList: MenuNode[] } & Record<string, unknown>>("GET", `${R}/info/${id}`, { token });

describe("role list and info", () => {
  it("pages the merchant's roles with the SystemRole fields, filtered by name and status", async () => {
    const all = await list();
    expect(all.list.map((r) => r.roleName)).toEqual(["商品查看员", "订单客服", "营销专员"]);
    expect(Object.keys(all.list[0]!).sort()).toEqual(["createTime", "id", "level", "merId", "roleName", "rules", "status", "type", "updateTime"]);
    expect(all.list[0]).toMatchObject({ id: STAFF_ROLE, merId: 1, status: true, type: 4, level: 0 });
    expect((await list({ roleName: "客服" })).list.map((r) => r.roleName)).toEqual(["订单客服"]);
    expect((await list({ status: false })).list.map((r) => r.roleName)).toEqual(["营销专员"]);
    expect((await list({ page: 2, limit: 2 })).list.map((r) => r.roleName)).toEqual(["营销专员"]);
    // Merchant 2 sees its own roles only.
    expect((await list({}, m2)).list.map((r) => r.roleName)).toEqual(["店员"]);
  });

  it("answers a role with the whole menu tree, its stored menus checked", async () => {
    const kefu = (await roleByName(s, m1, "订单客服"))!;
    const r = await info(kefu.id);
    expect(r.code).toBe(200);
    expect(Object.keys(r.data).sort()).toEqual(["createTime", "id", "menuList", "roleName", "status", "updateTime"]);
    const nodes = flatten(r.data.menuList);
    expect(Object.keys(nodes[0]!).sort()).toEqual(["checked", "childList", "component", "icon", "id", "menuType", "name", "perms", "pid", "sort"]);
    const stored = kefu.rules.split(",").map(Number);
    expect(nodes.filter((n) => n.checked).map((n) => n.id).sort((a, b) => a - b)).toEqual(stored.sort((a, b) => a - b));
    // Stored ids are leaves: buttons, or pages without buttons.
    expect(nodes.filter((n) => n.checked).every((n) => n.childList.length === 0)).toBe(true);
    expect(nodes.some((n) => n.menuType === "A" && n.perms === "merchant:order:page:list")).toBe(false);
    expect(nodes.find((n) => n.component === "/order/list")).toMatchObject({ menuType: "C", perms: "merchant:order:page:list" });
  });

  it("treats another merchant's or a missing role as missing", async () => {
    const clerk = (await roleByName(s, m2, "店员"))!;
    expect(await info(clerk.id)).toMatchObject({ code: 500, message: "角色不存在" });
    expect(await info(99999)).toMatchObject({ code: 500, message: "角色不存在" });
    expect(await info(0)).toMatchObject({ code: 400, message: "id 格式错误" });
  });
});

describe("role save, update, status and delete", () => {
  it("saves a role from ticked leaves", async () => {
    const rules = (await leavesOf(s, m1, "/coupon/list")).join(",");
    expect(await s.call("POST", `${R}/save`, { token: m1, body: { roleName: "优惠券专员", rules, status: true, merId: 1 } })).toEqual({ code: 200, message: null, data: null });
    const saved = (await roleByName(s, m1, "优惠券专员"))!;
    expect(saved).toMatchObject({ merId: 1, rules, status: true });
    expect((await roleByName(s, m2, "优惠券专员"))).toBeUndefined();
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no name", { rules: "1", status: true }, "身份管理名称不能为空"],
    ["a blank name", { roleName: "  ", rules: "1", status: true }, "身份管理名称不能为空"],
    ["a 33-character name", { roleName: "角".repeat(33), rules: "1", status: true }, "身份管理名称不能超过32个字符"],
    ["no rules", { roleName: "甲", status: true }, "权限不能为空"],
    ["empty rules", { roleName: "甲", rules: "", status: true }, "权限不能为空"],
    ["rules that are not ids", { roleName: "甲", rules: "1,x", status: true }, "权限格式错误"],
    ["no status", { roleName: "甲", rules: "1" }, "状态不能为空"],
  ];
  it.each(invalid)("refuses %s with 400", async (_what, body, message) => {
    expect(await s.call("POST", `${R}/save`, { token: m1, body })).toMatchObject({ code: 400, message });
    expect(await s.call("POST", `${R}/update`, { token: m1, body: { ...body, id: STAFF_ROLE } })).toMatchObject({ code: 400, message });
  });

  it("refuses a duplicate name (per merchant) and unknown menus, writing nothing", async () => {
    const before = (await list()).total;
    expect(await s.call("POST", `${R}/save`, { token: m1, body: { roleName: "订单客服", rules: "1", status: true } })).toMatchObject({ code: 400, message: "角色名称重复" });
    expect(await s.call("POST", `${R}/save`, { token: m1, body: { roleName: "新角色", rules: "1,999999", status: true } })).toMatchObject({
      code: 500,
      message: "权限中有不存在的菜单",
    });
    expect((await list()).total).toBe(before);
    // The same name is free for another merchant.
    expect((await s.call("POST", `${R}/save`, { token: m2, body: { roleName: "订单客服", rules: "1", status: true } })).code).toBe(200);
  });

  it("updates name, rules and status; another merchant's role is missing", async () => {
    const role = (await roleByName(s, m1, "优惠券专员"))!;
    const rules = (await leavesOf(s, m1, "/coupon/record")).join(",");
    expect(await s.call("POST", `${R}/update`, { token: m1, body: { id: role.id, roleName: "优惠券记录员", rules, status: false } })).toMatchObject({ code: 200 });
    expect(await roleByName(s, m1, "优惠券记录员")).toMatchObject({ id: role.id, rules, status: false });
    expect(await s.call("POST", `${R}/update`, { token: m1, body: { roleName: "甲", rules, status: true } })).toMatchObject({ code: 400, message: "角色ID不能为空" });
    expect(await s.call("POST", `${R}/update`, { token: m1, body: { id: role.id, roleName: "订单客服", rules, status: true } })).toMatchObject({ code: 400, message: "角色名称重复" });
    expect(await s.call("POST", `${R}/update`, { token: m2, body: { id: role.id, roleName: "偷改", rules, status: true } })).toMatchObject({ code: 500, message: "角色不存在" });
    expect((await roleByName(s, m1, "优惠券记录员"))!.status).toBe(false);
  });

  it("switches the status", async () => {
    const role = (await roleByName(s, m1, "优惠券记录员"))!;
    expect(await s.call("POST", `${R}/updateStatus`, { token: m1, body: { id: role.id, status: true } })).toEqual({ code: 200, message: null, data: null });
    expect((await roleByName(s, m1, "优惠券记录员"))!.status).toBe(true);
    expect(await s.call("POST", `${R}/updateStatus`, { token: m1, body: { status: true } })).toMatchObject({ code: 400, message: "角色ID不能为空" });
    expect(await s.call("POST", `${R}/updateStatus`, { token: m1, body: { id: role.id } })).toMatchObject({ code: 400, message: "状态不能为空" });
    expect(await s.call("POST", `${R}/updateStatus`, { token: m2, body: { id: role.id, status: false } })).toMatchObject({ code: 500, message: "角色不存在" });
  });

  it("deletes an unused role; a role held by an admin stays", async () => {
    const role = (await roleByName(s, m1, "优惠券记录员"))!;
    expect(await s.call("POST", `${R}/delete/${role.id}`, { token: m2 })).toMatchObject({ code: 500, message: "角色不存在" });
    expect(await s.call("POST", `${R}/delete/${role.id}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    expect(await roleByName(s, m1, "优惠券记录员")).toBeUndefined();
    expect(await s.call("POST", `${R}/delete/${STAFF_ROLE}`, { token: m1 })).toMatchObject({ code: 500, message: "该角色已分配给管理员，请先取消分配再删除" });
    expect(await roleByName(s, m1, "商品查看员")).toBeDefined();
  });
});

describe("a role change reaches signed-in admins at once", () => {
  it("grants staff1's role the coupon list through one button, then revokes it", async () => {
    const couponList = () => s.call("GET", `${M}/coupon/list`, { token: staff });
    const menus = async () => (await s.call<Array<{ title: string }>>("GET", `${M}/getMenus`, { token: staff })).data.map((m) => m.title);
    expect(await couponList()).toMatchObject({ code: 403 });
    const original = (await roleByName(s, m1, "商品查看员"))!;
    const button = await buttonOf(s, m1, "/coupon/list", "merchant:coupon:info");
    const update = (rules: string) => s.call("POST", `${R}/update`, { token: m1, body: { id: STAFF_ROLE, roleName: original.roleName, rules, status: true } });

    // The button's page (whose authority is the list) and directory come with it.
    expect((await update(`${original.rules},${button}`)).code).toBe(200);
    expect(await couponList()).toMatchObject({ code: 200 });
    expect(await menus()).toEqual(["商品", "优惠券"]);
    const profile = await s.call<{ permissionsList: string[] }>("GET", `${M}/getAdminInfoByToken`, { token: staff });
    expect(profile.data.permissionsList).toEqual(expect.arrayContaining(["merchant:coupon:page:list", "merchant:coupon:info"]));
    expect(profile.data.permissionsList).not.toContain("merchant:coupon:save");

    expect((await update(original.rules)).code).toBe(200);
    expect(await couponList()).toMatchObject({ code: 403 });
    expect(await menus()).toEqual(["商品"]);
  });

  it("a disabled role grants nothing until enabled again", async () => {
    const productList = () => s.call("GET", `${M}/product/list`, { token: staff, query: { type: 1 } });
    expect((await productList()).code).toBe(200);
    await s.call("POST", `${R}/updateStatus`, { token: m1, body: { id: STAFF_ROLE, status: false } });
    expect(await productList()).toMatchObject({ code: 403 });
    expect((await s.call<unknown[]>("GET", `${M}/getMenus`, { token: staff })).data).toEqual([]);
    await s.call("POST", `${R}/updateStatus`, { token: m1, body: { id: STAFF_ROLE, status: true } });
    expect((await productList()).code).toBe(200);
  });

  it("a role editor who is not the owner hands out only menus it holds", async () => {
    await roleWithAdmin(s, m1, "角色管理员", "rolekeeper", ["/operation/roleManager/identityManager", "/product/list"]);
    const keeper = await s.login("rolekeeper", "Secret@123");
    const own = (await leavesOf(s, keeper, "/product/list")).join(",");
    expect((await s.call("POST", `${R}/save`, { token: keeper, body: { roleName: "商品助理", rules: own, status: true } })).code).toBe(200);
    const coupons = (await leavesOf(s, keeper, "/coupon/list")).join(",");
    expect(await s.call("POST", `${R}/save`, { token: keeper, body: { roleName: "越权角色", rules: coupons, status: true } })).toMatchObject({
      code: 500,
      message: "不能分配超出自己权限的菜单",
    });
    expect(await roleByName(s, m1, "越权角色")).toBeUndefined();
  });
});

describe("role authority", () => {
  const calls: Array<[string, "GET" | "POST", string, unknown?]> = [
    ["list", "GET", `${R}/list`],
    ["info", "GET", `${R}/info/${STAFF_ROLE}`],
    ["save", "POST", `${R}/save`, { roleName: "x", rules: "1", status: true }],
    ["update", "POST", `${R}/update`, { id: STAFF_ROLE, roleName: "x", rules: "1", status: true }],
    ["updateStatus", "POST", `${R}/updateStatus`, { id: STAFF_ROLE, status: false }],
    ["delete", "POST", `${R}/delete/${STAFF_ROLE}`],
    ["menu tree", "GET", `${M}/menu/cache/tree`],
  ];
  it.each(calls)("%s: 401 without a token, 403 for staff1", async (_what, method, url, body) => {
    expect((await s.call(method, url, { body })).code).toBe(401);
    expect(await s.call(method, url, { token: staff, body })).toMatchObject({ code: 403, message: "无访问权限,请联系管理员授予权限" });
  });
});
