import { afterEach, describe, expect, it, vi } from "vitest";
import type { MessageInstance } from "antd/es/message/interface";

const { holdStaticToastsUntil, registerMessageInstance, toastError } = await import("../../../providers/notify");

afterEach(() => holdStaticToastsUntil(Promise.resolve()));

describe("toasts", () => {
  it("wait for the app (antd's React 19 rendering, the translations) before antd's static toast, and read their text when shown", async () => {
    let appReady!: () => void;
    holdStaticToastsUntil(new Promise<void>((resolve) => (appReady = resolve)));
    let language = "key";
    toastError(() => (language === "key" ? "http.sessionExpired" : "无效的会话，或者登录已过期，请重新登录。"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const error = vi.fn();
    // The console's own instance arrives with the app: the held toast shows there, translated.
    const undo = registerMessageInstance({ error } as unknown as MessageInstance);
    language = "zh-CN";
    expect(error).not.toHaveBeenCalled();
    appReady();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("无效的会话，或者登录已过期，请重新登录。", 5));
    undo();
  });
});
