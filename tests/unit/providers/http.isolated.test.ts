import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AxiosError } from "axios";

const toastError = vi.fn();
vi.mock("../../../providers/notify", () => ({ toastError: (text: string | (() => string), ...a: unknown[]) => toastError(typeof text === "function" ? text() : text, ...a), toastSuccess: vi.fn() }));
vi.mock("../../../providers/i18nProvider", async () => ({ translateNow: (await import("./zhTranslate")).zhTranslate }));

const { http, navigation, request, unwrap, TOKEN_HEADER, REQUEST_TIMEOUT_MS } = await import("../../../providers/http");

describe("the HTTP client's code handling", () => {
  beforeEach(() => {
    toastError.mockReset();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("resolves with data on code 200 and shows nothing", () => {
    expect(unwrap({ code: 200, message: null, data: { a: 1 } })).toEqual({ a: 1 });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("401: session message, storage cleared, sent to login, HttpError with statusCode 401", () => {
    localStorage.setItem("x", "1");
    const toLogin = vi.spyOn(navigation, "toLogin").mockImplementation(() => undefined);
    expect(() => unwrap({ code: 401, message: "未登录，请登录！", data: null })).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(toastError).toHaveBeenCalledExactlyOnceWith("无效的会话，或者登录已过期，请重新登录。");
    expect(localStorage.getItem("x")).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it("401 keeps each account's list columns: they belong to the account, not the session", () => {
    localStorage.setItem("MerMerAdmin_columns:orderList:1:3", '["createTime"]');
    localStorage.setItem("MerMerAdmin_menuList", "[]");
    vi.spyOn(navigation, "toLogin").mockImplementation(() => undefined);
    expect(() => unwrap({ code: 401, message: "未登录，请登录！", data: null })).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(localStorage.getItem("MerMerAdmin_columns:orderList:1:3")).toBe('["createTime"]');
    expect(localStorage.getItem("MerMerAdmin_menuList")).toBeNull();
  });

  it("403: the permission message", () => {
    expect(() => unwrap({ code: 403, message: "无访问权限", data: null })).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(toastError).toHaveBeenCalledExactlyOnceWith("没有权限访问。");
  });

  it.each([
    [400, "请输入商品名称", "请输入商品名称"],
    [500, "用户不存在或密码错误", "用户不存在或密码错误"],
    [6502, null, "Error"],
  ])("code %i: toast with the server message or 'Error', for 5 s", (code, message, shown) => {
    expect(() => unwrap({ code, message, data: null })).toThrow(expect.objectContaining({ statusCode: code, message: shown }));
    expect(toastError).toHaveBeenCalledExactlyOnceWith(shown);
  });

  it("a network error shows a translated message once, never axios's own words", async () => {
    vi.spyOn(http, "request").mockRejectedValue(new AxiosError("Network Error", AxiosError.ERR_NETWORK));
    await expect(request({ url: "x" })).rejects.toMatchObject({ message: "网络连接失败，请检查网络后重试", statusCode: 0 });
    expect(toastError).toHaveBeenCalledExactlyOnceWith("网络连接失败，请检查网络后重试");
  });

  it("an envelope sent with an HTTP error status is read as an envelope", async () => {
    const response = { status: 431, data: { code: 400, message: "请求头过大", data: null } };
    vi.spyOn(http, "request").mockRejectedValue(new AxiosError("Request failed", AxiosError.ERR_BAD_REQUEST, undefined, undefined, response as never));
    await expect(request({ url: "x" })).rejects.toMatchObject({ message: "请求头过大", statusCode: 400 });
    expect(toastError).toHaveBeenCalledExactlyOnceWith("请求头过大");
  });

  it("an HTTP 200 answer that is not an envelope (a proxy's page) has its own message", async () => {
    vi.spyOn(http, "request").mockResolvedValue({ data: "<html>gateway</html>", status: 200 });
    await expect(request({ url: "x" })).rejects.toMatchObject({ message: "服务器返回了无法识别的内容", statusCode: 200 });
    expect(toastError).toHaveBeenCalledExactlyOnceWith("服务器返回了无法识别的内容");
  });

  it("sends the token header and temp (seconds) on GETs only, with a 60 s timeout", async () => {
    document.cookie = "Java-merchantToken=merchantabc; path=/";
    const seen: Array<{ headers: Record<string, unknown>; params?: Record<string, unknown>; timeout?: number }> = [];
    http.defaults.adapter = async (config) => {
      seen.push({ headers: config.headers as never, params: config.params, timeout: config.timeout });
      return { data: { code: 200, message: null, data: 1 }, status: 200, statusText: "OK", headers: {}, config };
    };
    await request({ method: "get", url: "a" });
    await request({ method: "post", url: "b", data: {} });
    expect(seen[0]!.headers[TOKEN_HEADER]).toBe("merchantabc");
    expect(String(seen[0]!.params?.temp)).toMatch(/^\d{10}$/);
    expect(seen[1]!.params?.temp).toBeUndefined();
    expect(seen[0]!.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
  });
});

describe("the HTTP client on the wire", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as { cookieStore?: unknown }).cookieStore;
  });

  it("sends a call in the same task, even where reading a cookie would take a round trip (the boot's calls leave at once)", () => {
    // Chromium's cookieStore answers asynchronously, from the browser process: axios waits for it
    // before send() when it looks for an XSRF cookie.
    Object.defineProperty(window, "cookieStore", { value: { get: () => new Promise(() => undefined) }, configurable: true });
    const send = vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(() => undefined);
    http.defaults.adapter = "xhr"; // an earlier test answers in place of the wire
    void http.get("admin/merchant/getAdminInfoByToken").catch(() => undefined);
    expect(send).toHaveBeenCalledOnce();
  });
});
