import { describe, expect, it } from "vitest";
import { changeLanguage, i18next, initI18n, loadAllAreas, loadPageAreas, PUBLIC_AREAS } from "../../../providers/i18nProvider";

describe("language areas load on demand", () => {
  it("the public pages get only their areas; the console gets the rest, also after a language switch", async () => {
    await initI18n("zh-CN", PUBLIC_AREAS);
    expect(i18next.t("login.submit")).toBe("登录");
    expect(i18next.exists("product.list.title")).toBe(false);
    expect(i18next.exists("theme.open")).toBe(false);

    await loadAllAreas();
    expect(i18next.t("theme.open")).not.toBe("theme.open");

    await changeLanguage("en-US");
    expect(i18next.t("login.submit")).toBe("Sign in");
    expect(i18next.exists("theme.open", { lng: "en-US" })).toBe(true);
  });

  it("switching language on the sign-in page loads only the public areas of the new language", async () => {
    await initI18n("zh-CN", PUBLIC_AREAS);
    await changeLanguage("en-US");
    expect(i18next.t("login.submit")).toBe("Sign in");
    expect(i18next.exists("theme.open", { lng: "en-US" })).toBe(false);
  });

  it("a page's own areas come with the page, and stay wanted after a language switch", async () => {
    await initI18n("zh-CN", PUBLIC_AREAS);
    await loadAllAreas();
    expect(i18next.exists("theme.open")).toBe(true);
    expect(i18next.exists("finance.flow.orderNo")).toBe(false);
    // Even the products' and coupons' texts, which the shared pickers use, come with the areas that show them.
    expect(i18next.exists("coupon.list.search")).toBe(false);
    expect(i18next.exists("product.picker.title")).toBe(false);
    // Route titles come with the console (`titles`, gathered from the areas' `routes`): tabs and menus name pages not opened yet.
    expect(i18next.t("titles.finance.capitalFlow")).toBe("资金流水");

    await loadPageAreas(["finance"]);
    expect(i18next.t("finance.flow.orderNo")).not.toBe("finance.flow.orderNo");

    await changeLanguage("en-US");
    expect(i18next.exists("finance.flow.orderNo", { lng: "en-US" })).toBe(true);
    expect(i18next.exists("pageDiy.list", { lng: "en-US" })).toBe(false);
  });
});
