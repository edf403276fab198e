import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHash } from "node:crypto";
import { aesEncrypt } from "../../server/core/aes.js";
import { tokenHash } from "../../server/core/auth.js";
import { startTestServer, M, type TestServer } from "./helpers.js";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const PUB = "/api/publicly";

describe("login", () => {
  it("answers the SystemLoginResponse with a merchant token", async () => {
    const r = await s.call<Record<string, unknown>>("POST", `${M}/login`, { body: { account: "merchant1", pwd: "Merchant@123" } });
    expect(r.code).toBe(200);
    expect(r.data.token).toMatch(/^merchant[0-9a-f]{32}$/);
    expect(r.data).toMatchObject({ account: "merchant1", realName: "店长小王", isSms: false });
    expect(Object.keys(r.data).sort()).toEqual(["account", "isSms", "leftSquareLogo", "leftTopLogo", "merSiteUrl", "realName", "token"]);
  });

  it.each([
    [{ pwd: "Merchant@123" }, "请输入账号"],
    [{ account: "merchant1" }, "请输入密码"],
    [{ account: "merchant1", pwd: "12345" }, "密码长度为6-30位"],
    [{ account: "x".repeat(33), pwd: "Merchant@123" }, "账号长度不能超过32位"],
  ])("rejects %j with 400 %s", async (body, message) => {
    expect(await s.call("POST", `${M}/login`, { body })).toMatchObject({ code: 400, message });
  });

  it("answers a missing body with 400", async () => {
    expect((await s.call("POST", `${M}/login`)).code).toBe(400);
  });

  it("answers a wrong password with 500 用户不存在或密码错误, unknown accounts alike", async () => {
    expect(await s.call("POST", `${M}/login`, { body: { account: "merchant2", pwd: "nope-nope" } })).toMatchObject({ code: 500, message: "用户不存在或密码错误" });
    expect(await s.call("POST", `${M}/login`, { body: { account: "ghost", pwd: "nope-nope" } })).toMatchObject({ code: 500, message: "用户不存在或密码错误" });
  });
});

describe("lockout and slider captcha", () => {
  const account = "merchant2";
  const fail = () => s.call("POST", `${M}/login`, { body: { account, pwd: "Wrong@1234" } });
  const detect = async () => (await s.call<number>("POST", `${M}/login/account/detection`, { body: { account } })).data;

  async function puzzle() {
    const r = await s.call<{ repCode: string; repData: { token: string; secretKey: string; originalImageBase64: string; jigsawImageBase64: string } }>("POST", `${PUB}/safety/get`, { body: { captchaType: "blockPuzzle" } });
    expect(r.data.repCode).toBe("0000");
    const row = await s.app.db.selectFrom("captcha").selectAll().where("token", "=", r.data.repData.token).executeTakeFirstOrThrow();
    return { ...r.data.repData, x: row.x };
  }
  const check = (p: { token: string; secretKey: string }, x: number) =>
    s.call<{ repCode: string }>("POST", `${PUB}/safety/check`, {
      body: { captchaType: "blockPuzzle", token: p.token, pointJson: aesEncrypt(JSON.stringify({ x, y: 5 }), p.secretKey) },
    });

  it("counts failures and requires the captcha after more than three", async () => {
    await s.app.db.deleteFrom("loginFailure").execute();
    expect(await detect()).toBe(0);
    for (let i = 1; i <= 4; i++) {
      await fail();
      expect(await detect()).toBe(i);
    }
    // Right password, but no captcha: refused before the password is even looked at.
    expect(await s.call("POST", `${M}/login`, { body: { account, pwd: "Merchant@123" } })).toMatchObject({ code: 400, message: "验证码信息不存在" });
    expect(await s.call("POST", `${M}/login`, { body: { account, pwd: "Merchant@123", captchaVO: { captchaVerification: "forged" } } })).toMatchObject({
      code: 400,
      message: "验证码校验失败",
    });
  });

  it("issues real PNG puzzles", async () => {
    const p = await puzzle();
    for (const image of [p.originalImageBase64, p.jigsawImageBase64]) {
      expect(Buffer.from(image, "base64").subarray(1, 4).toString()).toBe("PNG");
    }
  });

  it("rejects a wrong slider position and spends the token", async () => {
    const p = await puzzle();
    expect((await check(p, p.x + 40)).data.repCode).not.toBe("0000");
    expect((await check(p, p.x)).data.repCode).not.toBe("0000");
  });

  it("accepts the right position within tolerance, once, and the verification logs in once", async () => {
    const p = await puzzle();
    expect((await check(p, p.x + 3)).data.repCode).toBe("0000");
    expect((await check(p, p.x)).data.repCode).not.toBe("0000");
    const verification = aesEncrypt(`${p.token}---${JSON.stringify({ x: p.x + 3, y: 5 })}`, p.secretKey);
    const ok = await s.call<{ token: string }>("POST", `${M}/login`, { body: { account, pwd: "Merchant@123", captchaVO: { captchaVerification: verification } } });
    expect(ok.code).toBe(200);
    expect(await detect()).toBe(0);
    // Spent: the same verification cannot be replayed (the counter is reset, so lock it again first).
    for (let i = 0; i < 4; i++) await fail();
    expect(await s.call("POST", `${M}/login`, { body: { account, pwd: "Merchant@123", captchaVO: { captchaVerification: verification } } })).toMatchObject({ code: 400, message: "验证码校验失败" });
    await s.app.db.deleteFrom("loginFailure").execute();
  });
});

describe("token, user info and menus", () => {
  it("401 without a token, with an unknown token and with an expired one", async () => {
    expect(await s.call("GET", `${M}/getAdminInfoByToken`)).toMatchObject({ code: 401, message: "未登录，请登录！" });
    expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token: "merchant0000" })).code).toBe(401);
    const token = await s.login("merchant1");
    expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token })).code).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 3600 * 1000 + 1 });
    try {
      expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token })).code).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    // The expired session is gone for good, not only refused.
    expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token })).code).toBe(401);
    expect(await s.app.db.selectFrom("session").where("tokenHash", "=", tokenHash(token)).selectAll().execute()).toEqual([]);
  });

  it("extends a session close to expiry (sliding refresh)", async () => {
    const token = await s.login("merchant1");
    const before = await s.app.db.selectFrom("session").select("expiresAt").where("tokenHash", "=", tokenHash(token)).executeTakeFirstOrThrow();
    // 23 h 50 min later only 10 minutes remain: the next request extends the session by 24 h.
    const later = Date.now() + 23 * 3600 * 1000 + 50 * 60 * 1000;
    vi.useFakeTimers({ toFake: ["Date"], now: later });
    try {
      expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token })).code).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const row = await s.app.db.selectFrom("session").select("expiresAt").where("tokenHash", "=", tokenHash(token)).executeTakeFirstOrThrow();
    expect(row.expiresAt - before.expiresAt).toBeGreaterThan(23 * 3600 * 1000);
    expect(row.expiresAt - later).toBeGreaterThan(23 * 3600 * 1000);
  });

  it("answers LoginAdminResponse: owner gets the wildcard", async () => {
    const token = await s.login("merchant1");
    const r = await s.call<Record<string, unknown>>("GET", `${M}/getAdminInfoByToken`, { token });
    expect(r.data).toMatchObject({ account: "merchant1", roles: "2", permissionsList: ["*:*:*"], merId: 1, merStarLevel: 5 });
  });

  it("staff1 gets exactly its role's authorities", async () => {
    const token = await s.login("staff1");
    const r = await s.call<{ permissionsList: string[]; roles: string }>("GET", `${M}/getAdminInfoByToken`, { token });
    expect(r.data.permissionsList).toContain("merchant:product:page:list");
    expect(r.data.permissionsList).toContain("merchant:product:info");
    expect(r.data.permissionsList).not.toContain("merchant:product:save");
    expect(r.data.permissionsList).not.toContain("*:*:*");
  });

  it("getMenus: node shape of §2.2, no buttons, the owner sees every area in order", async () => {
    const token = await s.login("merchant1");
    const r = await s.call<Array<Record<string, unknown> & { children: Array<Record<string, unknown>> }>>("GET", `${M}/getMenus`, { token });
    expect(r.data.map((n) => n.title)).toEqual(["主页", "商品", "订单", "用户", "员工", "财务", "优惠券", "营销", "视频号", "设置", "维护", "装修"]);
    const product = r.data[1]!;
    expect(Object.keys(product).sort()).toEqual(["children", "icon", "id", "menuType", "path", "perms", "pid", "sort", "title"]);
    expect(product.children.map((c) => c.path)).toContain("/product/list");
    const all = JSON.stringify(r.data);
    expect(all).not.toContain('"menuType":"A"');
  });

  it("getMenus: staff1 sees only the product menus", async () => {
    const token = await s.login("staff1");
    const r = await s.call<Array<{ title: string; children: Array<{ path: string }> }>>("GET", `${M}/getMenus`, { token });
    expect(r.data.map((n) => n.title)).toEqual(["商品"]);
    expect(r.data[0]!.children.map((c) => c.path)).toEqual(["/product/list", "/product/classify"]);
  });

  it("menu/cache/tree: role-editor shape for the owner, 403 for staff1", async () => {
    const owner = await s.login("merchant1");
    const r = await s.call<Array<Record<string, unknown>>>("GET", `${M}/menu/cache/tree`, { token: owner });
    expect(Object.keys(r.data[0]!).sort()).toEqual(["checked", "childList", "component", "icon", "id", "menuType", "name", "perms", "pid", "sort"]);
    const staff = await s.login("staff1");
    expect(await s.call("GET", `${M}/menu/cache/tree`, { token: staff })).toMatchObject({ code: 403, message: "无访问权限,请联系管理员授予权限" });
  });

  it("an unknown API path: 401 without token, 500 with one", async () => {
    expect((await s.call("GET", `${M}/no/such/thing`)).code).toBe(401);
    const token = await s.login("merchant1");
    const r = await s.call("GET", `${M}/no/such/thing`, { token });
    expect(r.code).toBe(500);
    expect(r.message).toContain("No handler found");
  });

  it("the session table holds a SHA-256 of each token, never the token", async () => {
    const token = await s.login("merchant1");
    const rows = await s.app.db.selectFrom("session").selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.slice("merchant".length));
    expect(rows.map((r) => r.tokenHash)).toContain(createHash("sha256").update(token).digest("hex"));
    // A client holding only what the table holds gets nowhere.
    const hashAsToken = `merchant${rows[0]!.tokenHash}`;
    expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token: hashAsToken })).code).toBe(401);
    expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token: rows[0]!.tokenHash })).code).toBe(401);
  });

  it("logout ends the session and removes its row", async () => {
    const token = await s.login("merchant2");
    expect(await s.call("GET", `${M}/logout`, { token })).toMatchObject({ code: 200, data: "logout success" });
    expect((await s.call("GET", `${M}/getAdminInfoByToken`, { token })).code).toBe(401);
    expect(await s.app.db.selectFrom("session").where("tokenHash", "=", tokenHash(token)).selectAll().execute()).toEqual([]);
  });

});

describe("profile and password", () => {
  it("updates the real name with its rules", async () => {
    const token = await s.login("merchant2");
    expect(await s.call("POST", `${M}/login/admin/update`, { token, body: { realName: " " } })).toMatchObject({ code: 400, message: "姓名不能为空" });
    expect((await s.call("POST", `${M}/login/admin/update`, { token, body: { realName: "周店长" } })).code).toBe(200);
    const info = await s.call<{ realName: string }>("GET", `${M}/getAdminInfoByToken`, { token });
    expect(info.data.realName).toBe("周店长");
  });

  it("changes the password with the 6–30 rules and confirmation", async () => {
    const token = await s.login("merchant2");
    const url = `${M}/login/admin/update/password`;
    expect(await s.call("POST", url, { token, body: { password: "12345", confirmPassword: "12345", oldPassword: "Merchant@123" } })).toMatchObject({ code: 400, message: "新密码长度为6-30位" });
    expect(await s.call("POST", url, { token, body: { password: "Secret@456", confirmPassword: "Secret@457", oldPassword: "Merchant@123" } })).toMatchObject({ code: 400, message: "两次输入的密码不一致" });
    expect(await s.call("POST", url, { token, body: { password: "Secret@456", confirmPassword: "Secret@456", oldPassword: "Wrong@123" } })).toMatchObject({ code: 500, message: "原密码不正确" });
    expect((await s.call("POST", url, { token, body: { password: "Secret@456", confirmPassword: "Secret@456", oldPassword: "Merchant@123" } })).code).toBe(200);
    expect((await s.call("POST", `${M}/login`, { body: { account: "merchant2", pwd: "Secret@456" } })).code).toBe(200);
    // put it back for the other tests
    const again = await s.login("merchant2", "Secret@456");
    await s.call("POST", url, { token: again, body: { password: "Merchant@123", confirmPassword: "Merchant@123", oldPassword: "Secret@456" } });
  });
});

describe("public configuration", () => {
  it("answers the login picture and the domains without a token", async () => {
    const pic = await s.call<Record<string, string>>("GET", `${M}/getLoginPic`);
    expect(Object.keys(pic.data).sort()).toEqual(["backgroundImage", "leftLogo", "loginLogo", "siteName"]);
    expect((await s.call<string>("GET", `${PUB}/config/get/front/domain`)).data).toMatch(/^https?:\/\//);
    expect((await s.call<string>("GET", `${PUB}/config/get/admin/mediadomain`)).data).toMatch(/^https?:\/\//);
    expect((await s.call<string>("GET", `${PUB}/config/get/change/color`)).code).toBe(200);
  });

  it("answers the company-name setting as a plain string to signed-in admins", async () => {
    const token = await s.login("staff1");
    expect(await s.call<string>("GET", `${M}/copyright/get/company/info`, { token })).toEqual({ code: 200, message: null, data: "CRMEB" });
  });
});
