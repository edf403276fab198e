import { describe, expect, it } from "vitest";
import { changeLanguage, i18next, initI18n, loadAllAreas, loadPageAreas, PUBLIC_AREAS } from "../../../providers/i18nProvider";

describe("language areas load on demand", () => {
  it("the public pages get only their areas; the console gets the rest, also after a language switch", async () => {
    await initI18n("zh-CN", PUBLIC_AREAS);
    expect(i18next.t("login.submit")).toBe("登录");
    expect(i18next.exists("product.list.title")).toBe(false);
    expect(i18next.exists("coupon.list.search")).toBe(false);

    await loadAllAreas();
    expect(i18next.t("coupon.list.search")).not.toBe("coupon.list.search");

    await changeLanguage("en-US");
    expect(i18next.t("login.submit")).toBe("Sign in");
    expect(i18next.exists("coupon.list.search", { lng: "en-US" })).toBe(true);
  });

  it("switching language on the sign-in page loads only the public areas of the new language", async () => {
    await initI18n("zh-CN", PUBLIC_AREAS);
    await changeLanguage("en-US");
    expect(i18next.t("login.submit")).toBe("Sign in");
    expect(i18next.exists("coupon.list.search", { lng: "en-US" })).toBe(false);
  });

  it("a page's own areas come with the page, and stay wanted after a language switch", async () => {
    await initI18n("zh-CN", PUBLIC_AREAS);
    await loadAllAreas();
    expect(i18next.exists("coupon.list.search")).toBe(true);
    expect(i18next.exists("finance.titles.capitalFlow")).toBe(false);

    await loadPageAreas(["finance"]);
    expect(i18next.t("finance.titles.capitalFlow")).not.toBe("finance.titles.capitalFlow");

    await changeLanguage("en-US");
    expect(i18next.exists("finance.titles.capitalFlow", { lng: "en-US" })).toBe(true);
    expect(i18next.exists("pageDiy.titles.list", { lng: "en-US" })).toBe(false);
  });
});
