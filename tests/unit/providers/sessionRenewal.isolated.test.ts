import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AxiosAdapter, InternalAxiosRequestConfig } from "axios";

const toastError = vi.fn();
vi.mock("../../../providers/notify", () => ({ toastError: (text: string | (() => string), ...a: unknown[]) => toastError(typeof text === "function" ? text() : text, ...a), toastSuccess: vi.fn() }));
vi.mock("../../../providers/i18nProvider", async () => ({ translateNow: (await import("./zhTranslate")).zhTranslate }));

const { http, navigation, request, setSessionRenewal, TOKEN_HEADER } = await import("../../../providers/http");
const { getToken, setToken } = await import("../../../providers/storage");

/** A server that knows one live token and records what each call carried. */
let serial = 0;
/** The token the page starts with; each test has its own, as each session has. */
let first = "";

function fakeServer() {
  const server = { live: first, calls: [] as Array<{ url?: string; token?: string; data?: unknown }> };
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const token = config.headers.get(TOKEN_HEADER) as string | undefined;
    server.calls.push({ url: config.url, token, data: config.data });
    // Answers come back out of order, as they do on the wire.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    const data = token === server.live ? { code: 200, message: null, data: config.url } : { code: 401, message: "未登录，请登录！", data: null };
    return { data, status: 200, statusText: "OK", headers: {}, config };
  };
  return server;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("a session that ends while a page is open", () => {
  let toLogin: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    toastError.mockReset();
    sessionStorage.clear();
    localStorage.clear();
    first = `merchantA${++serial}`;
    setToken(first);
    toLogin = vi.spyOn(navigation, "toLogin").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("holds every failed call, asks once, and sends them all again with the new token", async () => {
    const server = fakeServer();
    server.live = "merchantB";
    let asked = 0;
    let signedIn!: () => void;
    const undo = setSessionRenewal(() => {
      asked += 1;
      return new Promise((resolve) => {
        signedIn = () => {
          setToken("merchantB");
          resolve("renewed");
        };
      });
    });
    const save = request({ method: "post", url: "coupon/save", data: { name: "满100减10" } });
    const list = request({ method: "get", url: "coupon/list" });
    await flush();
    expect(asked).toBe(1);
    // A call made while the dialog is up waits with the others.
    const late = request({ method: "get", url: "product/list" });
    await flush();
    expect(asked).toBe(1);
    signedIn();
    await expect(Promise.all([save, list, late])).resolves.toEqual(["coupon/save", "coupon/list", "product/list"]);
    const replayedSave = server.calls.filter((call) => call.url === "coupon/save").at(-1)!;
    expect(replayedSave.token).toBe("merchantB");
    expect(JSON.parse(String(replayedSave.data))).toEqual({ name: "满100减10" });
    expect(toastError).not.toHaveBeenCalled();
    expect(toLogin).not.toHaveBeenCalled();
    undo();
  });

  it("a 401 that arrives after the renewal, for a call sent before it, goes again without asking", async () => {
    const server = fakeServer();
    server.live = "merchantB";
    const adapter = http.defaults.adapter as AxiosAdapter;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The slow call's answer (a 401 for the old token) comes back only after the renewal.
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const answer = adapter(config);
      if (config.url === "slow" && server.calls.length === 1) await held;
      return answer;
    };
    const renew = vi.fn(async () => {
      setToken("merchantB");
      return "renewed" as const;
    });
    const undo = setSessionRenewal(renew);
    const slow = request({ method: "get", url: "slow" });
    await expect(request({ method: "get", url: "fast" })).resolves.toBe("fast");
    release();
    await expect(slow).resolves.toBe("slow");
    expect(renew).toHaveBeenCalledOnce();
    expect(server.calls.map((c) => `${c.url}:${c.token === first ? "old" : c.token}`)).toEqual(["slow:old", "fast:old", "fast:merchantB", "slow:merchantB"]);
    undo();
  });

  it("a 401 that arrives after another account signed in is dropped, never sent with the new token", async () => {
    const server = fakeServer();
    server.live = "merchantOther";
    const adapter = http.defaults.adapter as AxiosAdapter;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const answer = adapter(config);
      if (config.url === "slow") await held;
      return answer;
    };
    const undo = setSessionRenewal(async () => {
      setToken("merchantOther");
      return "switched";
    });
    const slow = request({ method: "post", url: "slow", data: {} });
    await expect(request({ method: "post", url: "fast", data: {} })).rejects.toMatchObject({ statusCode: 401 });
    release();
    await expect(slow).rejects.toMatchObject({ statusCode: 401 });
    expect(server.calls.filter((call) => call.token === "merchantOther")).toEqual([]);
    expect(toLogin).not.toHaveBeenCalled();
    undo();
  });

  it("cancelled: one message, storage cleared, the sign-in page once; the held calls fail with 401", async () => {
    fakeServer().live = "none";
    localStorage.setItem("draft", "x");
    const undo = setSessionRenewal(async () => "cancelled");
    const results = await Promise.allSettled([request({ url: "a" }), request({ url: "b" }), request({ url: "c" })]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const r of results) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 401, shown: true });
    expect(toastError).toHaveBeenCalledExactlyOnceWith("无效的会话，或者登录已过期，请重新登录。");
    expect(toLogin).toHaveBeenCalledOnce();
    expect(localStorage.getItem("draft")).toBeNull();
    expect(getToken()).toBeUndefined();
    undo();
  });

  it("another account signed in: the held calls are dropped, the new session stays, no sign-in page", async () => {
    const server = fakeServer();
    server.live = "merchantOther";
    const undo = setSessionRenewal(async () => {
      setToken("merchantOther");
      return "switched";
    });
    const results = await Promise.allSettled([request({ method: "post", url: "coupon/save", data: {} }), request({ url: "b" })]);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    // Never sent again with the other account's token.
    expect(server.calls.filter((call) => call.token === "merchantOther")).toEqual([]);
    expect(toLogin).not.toHaveBeenCalled();
    expect(getToken()).toBe("merchantOther");
    undo();
  });

  it("no page open (at boot): straight to the sign-in page, one message for several calls", async () => {
    fakeServer().live = "none";
    await Promise.allSettled([request({ url: "admin/merchant/getAdminInfoByToken" }), request({ url: "admin/merchant/getMenus" })]);
    expect(toLogin).toHaveBeenCalledOnce();
    expect(toastError).toHaveBeenCalledExactlyOnceWith("无效的会话，或者登录已过期，请重新登录。");
  });

  it("calls that must not wait (signing out) end the session at once", async () => {
    fakeServer().live = "none";
    const renew = vi.fn(async () => "renewed" as const);
    const undo = setSessionRenewal(renew);
    await expect(request({ url: "admin/merchant/logout" }, { renewSession: false })).rejects.toMatchObject({ statusCode: 401 });
    expect(renew).not.toHaveBeenCalled();
    expect(toLogin).toHaveBeenCalledOnce();
    undo();
  });
});
