import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGE_KEY } from "../../../providers/i18nProvider";
import { startLanguage } from "../../../src/theme/languageSync";
import { themeStore } from "../../../src/theme/themeStore";
import { clearSavedTheme, saveTheme } from "../../../src/theme/themePersistence";
import { DEFAULT_THEME } from "../../../src/theme/themeConfig";

beforeEach(() => {
  clearSavedTheme();
  themeStore.reload();
});

describe("start language", () => {
  it("is zh-CN by default", () => {
    expect(startLanguage()).toBe("zh-CN");
  });
  it("is the saved language", () => {
    localStorage.setItem(LANGUAGE_KEY, "en-US");
    expect(startLanguage()).toBe("en-US");
  });
  it("comes back from the theme cookie when local storage was cleared", () => {
    saveTheme({ ...DEFAULT_THEME, language: "en-us" });
    localStorage.clear();
    themeStore.reload();
    expect(startLanguage()).toBe("en-US");
  });
});
