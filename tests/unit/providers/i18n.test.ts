import { beforeAll, describe, expect, it } from "vitest";
import { i18next, translate } from "../../../providers/i18nProvider";
import { useLocale } from "../shell/i18n";

// The console's own instance with its real translations, plus two keys of this file's own: a
// re-init with only these would replace every translation the next file in the worker relies on.
beforeAll(async () => {
  await useLocale("zh-CN");
  i18next.addResourceBundle("zh-CN", "translation", { i18nTest: { logout: "退出登录", hello: "你好，{{name}}" } }, true, true);
});

describe("translate normalisation (Refine's two call forms)", () => {
  it("translate(key) finds the key", () => expect(translate("i18nTest.logout")).toBe("退出登录"));
  it("translate(key, default) uses the default for unknown keys", () => expect(translate("i18nTest.save", "Save")).toBe("Save"));
  it("translate(key, vars, default) interpolates known keys", () => expect(translate("i18nTest.hello", { name: "王" }, "Hi")).toBe("你好，王"));
  it("translate(key, vars, default) falls back to the default, never the raw key", () => expect(translate("i18nTest.actions", {}, "Actions")).toBe("Actions"));
  it("translate(key) without default returns the key", () => expect(translate("no.such")).toBe("no.such"));
});
