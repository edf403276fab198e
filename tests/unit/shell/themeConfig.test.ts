import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, sanitizeTheme } from "../../../src/theme/themeConfig";
import { PALETTES, THEME_IDS } from "../../../src/theme/palettes";
import { breadcrumbAllowed, pageFilter, withFilter, withLayout, withThemeStyle } from "../../../src/theme/themeRules";

describe("theme defaults (spec doc 1 §2.4)", () => {
  it("are the columns layout, primary #409eff, language zh-cn", () => {
    expect(DEFAULT_THEME.layout).toBe("columns");
    expect(DEFAULT_THEME.primary).toBe("#409eff");
    expect(DEFAULT_THEME.language).toBe("zh-cn");
    expect(DEFAULT_THEME.isTagsview).toBe(true);
  });
});

describe("colour themes", () => {
  it("are theme-1 … theme-9 with the spec's primaries", () => {
    expect(THEME_IDS).toHaveLength(9);
    expect(THEME_IDS[0]).toBe("theme-1");
    expect(THEME_IDS[8]).toBe("theme-9");
    const primaries = new Set(THEME_IDS.map((id) => PALETTES[id].primary.toLowerCase()));
    for (const colour of ["#409eff", "#4073fa", "#41a584", "#6954f0", "#f34d37"]) expect(primaries).toContain(colour);
  });
  it("offer theme-9 only in the columns layout", () => {
    expect(PALETTES["theme-9"].columnsOnly).toBe(true);
    const columns = { ...DEFAULT_THEME, layout: "columns" as const };
    expect(withThemeStyle(columns, "theme-9").themeStyle).toBe("theme-9");
    const defaults = { ...DEFAULT_THEME, layout: "defaults" as const };
    expect(withThemeStyle(defaults, "theme-9").themeStyle).toBe(defaults.themeStyle);
    expect(withLayout({ ...columns, themeStyle: "theme-9" }, "classic").themeStyle).toBe("theme-1");
    expect(sanitizeTheme({ layout: "transverse", themeStyle: "theme-9" }).themeStyle).toBe("theme-1");
  });
  it("set the primary colour with the theme", () => {
    expect(withThemeStyle(DEFAULT_THEME, "theme-7").primary).toBe("#f34d37");
  });
});

describe("layout rules", () => {
  it("classic and transverse turn history tabs off, the others on", () => {
    const on = { ...DEFAULT_THEME, isTagsview: true };
    expect(withLayout(on, "classic").isTagsview).toBe(false);
    expect(withLayout(on, "transverse").isTagsview).toBe(false);
    const off = { ...DEFAULT_THEME, layout: "classic" as const, isTagsview: false };
    expect(withLayout(off, "defaults").isTagsview).toBe(true);
    expect(withLayout(off, "columns").isTagsview).toBe(true);
  });
  it("the breadcrumb is not offered in classic and transverse", () => {
    expect(breadcrumbAllowed("defaults")).toBe(true);
    expect(breadcrumbAllowed("columns")).toBe(true);
    expect(breadcrumbAllowed("classic")).toBe(false);
    expect(breadcrumbAllowed("transverse")).toBe(false);
  });
});

describe("grayscale and colour-weak", () => {
  it("exclude each other", () => {
    const gray = withFilter(DEFAULT_THEME, "grayscale", true);
    expect(gray).toMatchObject({ isGrayscale: true, isInvert: false });
    const weak = withFilter(gray, "invert", true);
    expect(weak).toMatchObject({ isGrayscale: false, isInvert: true });
    expect(withFilter(weak, "invert", false)).toMatchObject({ isGrayscale: false, isInvert: false });
  });
  it("are CSS filters", () => {
    expect(pageFilter({ isGrayscale: true, isInvert: false })).toBe("grayscale(1)");
    expect(pageFilter({ isGrayscale: false, isInvert: true })).toBe("invert(80%)");
    expect(pageFilter({ isGrayscale: false, isInvert: false })).toBe("");
  });
});

describe("sanitizeTheme", () => {
  it("drops unknown values and keeps good ones", () => {
    const config = sanitizeTheme({ layout: "nope", tagsStyle: "lively", isFooter: "yes", extra: 1, isGrayscale: true, isInvert: true });
    expect(config.layout).toBe("columns");
    expect(config.tagsStyle).toBe("lively");
    expect(config.isFooter).toBe(DEFAULT_THEME.isFooter);
    expect(config).not.toHaveProperty("extra");
    expect(config.isInvert).toBe(false);
  });
  it("survives garbage", () => {
    expect(sanitizeTheme(null)).toEqual(DEFAULT_THEME);
    expect(sanitizeTheme("x")).toEqual(DEFAULT_THEME);
  });
});
