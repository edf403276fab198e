import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InternalAxiosRequestConfig } from "axios";

const toastError = vi.fn();
vi.mock("../../../providers/notify", () => ({ toastError: (text: string | (() => string), ...a: unknown[]) => toastError(typeof text === "function" ? text() : text, ...a), toastSuccess: vi.fn() }));
vi.mock("../../../providers/i18nProvider", async () => ({ translateNow: (await import("../providers/zhTranslate")).zhTranslate }));

const { http, navigation } = await import("../../../providers/http");
const { setToken, writeCookie, clearSessionStorage, STORAGE } = await import("../../../providers/storage");
const session = await import("../../../providers/session");
const { readSessionCopy, sameAccess } = await import("../../../providers/sessionCopy");
const { mayOpen } = await import("../../../providers/accessControl");
const { startSession } = await import("../../../providers/authProvider");

const menu = (path: string) => ({ id: 1, pid: 0, title: path, icon: "", perms: "", path, menuType: "C", sort: 1, children: [] });
const admin = (account: string, permissionsList: string[]) => ({
  id: 3, account, realName: account, roles: "3", roleNames: "", permissionsList, merStarLevel: 0, merReceiptPrintingSwitch: 0,
  electrPrintingSwitch: 0, merId: 1, phone: "", lastTime: null, loginCount: 1,
});

/** A server answering the session calls with `info` and `menus` (or a 401), counting the calls. */
function serve(answer: { info?: unknown; menus?: unknown; code?: number }) {
  const calls: string[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(String(config.url));
    const data = answer.code
      ? { code: answer.code, message: "未登录，请登录！", data: null }
      : { code: 200, message: null, data: config.url?.includes("getMenus") ? answer.menus : config.url?.includes("extensions") ? [] : answer.info };
    return { data, status: 200, statusText: "OK", headers: {}, config };
  };
  return calls;
}

function signInAs(account: string) {
  setToken(`token-${account}`);
  writeCookie(STORAGE.merInfoCookie, JSON.stringify({ account }));
}

describe("the last known session, per account", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    session.resetSessionCache();
    toastError.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it("is stored after a fresh load and renders the next load before any answer", async () => {
    signInAs("staff1");
    serve({ info: admin("staff1", ["merchant:product:page:list"]), menus: [menu("/product/list")] });
    await session.revalidateSession();
    session.resetSessionCache(); // a new page load

    const calls = serve({ info: admin("staff1", ["merchant:product:page:list"]), menus: [menu("/product/list")] });
    const copy = session.adoptLastKnownSession();
    expect(copy?.info.account).toBe("staff1");
    expect(calls).toEqual([]);
    expect(session.currentAdmin()?.account).toBe("staff1");
    expect(session.currentMenus()).toEqual([menu("/product/list")]);
    expect(mayOpen({ authority: "merchant:product:page:list" })).toBe(true);
  });

  it("is another account's: not used", async () => {
    signInAs("staff1");
    serve({ info: admin("staff1", ["*:*:*"]), menus: [] });
    await session.revalidateSession();
    session.resetSessionCache();
    writeCookie(STORAGE.merInfoCookie, JSON.stringify({ account: "merchant1" }));
    expect(session.adoptLastKnownSession()).toBeUndefined();
    expect(session.currentAdmin()).toBeUndefined();
  });

  it("is cleared by sign-out and by a new sign-in (an account switch)", async () => {
    signInAs("staff1");
    serve({ info: admin("staff1", ["*:*:*"]), menus: [] });
    await session.revalidateSession();
    expect(readSessionCopy()).toBeDefined();
    clearSessionStorage();
    writeCookie(STORAGE.merInfoCookie, JSON.stringify({ account: "staff1" }));
    expect(readSessionCopy()).toBeUndefined();

    session.resetSessionCache();
    await session.revalidateSession();
    expect(readSessionCopy()).toBeDefined();
    startSession({ token: "token-merchant1", account: "merchant1" });
    writeCookie(STORAGE.merInfoCookie, JSON.stringify({ account: "staff1" }));
    expect(readSessionCopy()).toBeUndefined();
  });

  it("a 401 on revalidation still ends the session (copy gone), leaving the one navigation to the sign-in page to RequireSession", async () => {
    signInAs("staff1");
    serve({ info: admin("staff1", ["*:*:*"]), menus: [] });
    await session.revalidateSession();
    session.resetSessionCache();
    expect(session.adoptLastKnownSession()).toBeDefined();
    const toLogin = vi.spyOn(navigation, "toLogin").mockImplementation(() => undefined);
    serve({ code: 401 });
    await expect(session.revalidateSession()).rejects.toMatchObject({ statusCode: 401 });
    expect(toLogin).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith("无效的会话，或者登录已过期，请重新登录。");
    writeCookie(STORAGE.merInfoCookie, JSON.stringify({ account: "staff1" }));
    expect(readSessionCopy()).toBeUndefined();
  });

  it("never grants more than the fresh session: an authority the fresh one lacks is refused once it arrives", async () => {
    signInAs("staff1");
    serve({ info: admin("staff1", ["merchant:product:page:list", "merchant:order:page:list"]), menus: [menu("/product/list"), menu("/order/list")] });
    await session.revalidateSession();
    session.resetSessionCache();

    const copy = session.adoptLastKnownSession()!;
    expect(mayOpen({ authority: "merchant:order:page:list" })).toBe(true);
    serve({ info: admin("staff1", ["merchant:product:page:list"]), menus: [menu("/product/list")] });
    const fresh = await session.revalidateSession();
    expect(sameAccess(copy, fresh)).toBe(false);
    expect(mayOpen({ authority: "merchant:order:page:list" })).toBe(false);
    expect(readSessionCopy()?.info.permissionsList).toEqual(["merchant:product:page:list"]);
  });

  it("knows when the fresh session has arrived in this page: not from a last known copy, not after a reset", async () => {
    signInAs("staff1");
    serve({ info: admin("staff1", ["merchant:product:page:list"]), menus: [menu("/product/list")] });
    expect(session.arrivedFreshSession()).toBeUndefined();
    const fresh = await session.revalidateSession();
    expect(session.arrivedFreshSession()).toBe(fresh);
    // RequireSession compares it with the copy it renders from: the same object once it has arrived.
    expect(session.adoptLastKnownSession()).toBe(fresh);
    session.resetSessionCache(); // a new page load
    expect(session.adoptLastKnownSession()?.info.account).toBe("staff1");
    expect(session.arrivedFreshSession()).toBeUndefined();
  });

  it("tells equal sessions apart from changed ones (authorities, roles, extensions, menus)", () => {
    const base = { info: admin("a", ["x", "y"]), menus: [menu("/a")], extensions: ["e"] };
    expect(sameAccess(base, { ...base, info: admin("a", ["y", "x"]) })).toBe(true);
    expect(sameAccess(base, { ...base, info: { ...admin("a", ["x", "y"]), roles: "2" } })).toBe(false);
    expect(sameAccess(base, { ...base, extensions: [] })).toBe(false);
    expect(sameAccess(base, { ...base, menus: [menu("/b")] })).toBe(false);
  });
});
