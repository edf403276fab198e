import { beforeAll, describe, expect, it } from "vitest";
import { i18next, translate } from "../../../providers/i18nProvider";

beforeAll(async () => {
  await i18next.init({
    lng: "zh-CN",
    resources: { "zh-CN": { translation: { shell: { logout: "退出登录", hello: "你好，{{name}}" } } } },
    interpolation: { escapeValue: false },
  });
});

describe("translate normalisation (Refine's two call forms)", () => {
  it("translate(key) finds the key", () => expect(translate("shell.logout")).toBe("退出登录"));
  it("translate(key, default) uses the default for unknown keys", () => expect(translate("buttons.save", "Save")).toBe("Save"));
  it("translate(key, vars, default) interpolates known keys", () => expect(translate("shell.hello", { name: "王" }, "Hi")).toBe("你好，王"));
  it("translate(key, vars, default) falls back to the default, never the raw key", () => expect(translate("table.actions", {}, "Actions")).toBe("Actions"));
  it("translate(key) without default returns the key", () => expect(translate("no.such")).toBe("no.such"));
});
