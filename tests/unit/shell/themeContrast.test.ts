/**
 * Issue 23: the theme's colours read at WCAG 2.1 AA in every palette and menu style. Text 4.5:1,
 * the column bar's titles 4.5:1. Checked on the tokens antd derives from the console's theme
 * (what the components draw with) and on the shell's own variables.
 */
import { describe, expect, it } from "vitest";
import { theme as antdTheme } from "antd";
import { presetPalettes } from "@ant-design/colors";
import { contrastRatio, darkenToContrast, luminance, mix, parseColor } from "../../../src/theme/contrast";
import { PALETTES, THEME_IDS } from "../../../src/theme/palettes";
import { PRESET_COLOURS, readableFamily, STATUS_SPECS, SURFACES } from "../../../src/theme/readableColours";
import { antdThemeOf, DARK_MENU_TEXT } from "../../../src/theme/themeStore";
import { applyDocumentTheme } from "../../../src/theme/documentTheme";
import { DEFAULT_THEME } from "../../../src/theme/themeConfig";

/** HSL hue in degrees. */
const hue = (color: string) => {
  const { r, g, b } = parseColor(color);
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const d = max - min;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
};

describe("contrast arithmetic", () => {
  it("measures WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    // A translucent colour is laid over its background.
    expect(contrastRatio("rgba(0, 0, 0, 0.45)", "#ffffff")).toBeCloseTo(contrastRatio("#8c8c8c", "#ffffff"), 1);
    expect(luminance("#fff")).toBe(1);
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
  });

  it("darkens a colour to a contrast, keeping its hue, and leaves one that reads alone", () => {
    for (const spec of ["#409eff", "#41a584", "#f34d37", "#faad14", "#52c41a", "#909399"]) {
      const darker = darkenToContrast(spec, ["#ffffff", "#f0f2f5"], 4.5);
      expect(contrastRatio(darker, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(darker, "#f0f2f5")).toBeGreaterThanOrEqual(4.5);
      expect(luminance(darker)).toBeLessThan(luminance(spec));
      // Not darker than it must be: a touch lighter would fail.
      expect(contrastRatio(darker, "#f0f2f5")).toBeLessThan(4.7);
      // Whole channels shift a greyish colour's hue a little as it darkens.
      const { r, g, b } = parseColor(spec);
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) expect(Math.abs(hue(darker) - hue(spec))).toBeLessThan(3);
    }
    expect(darkenToContrast("#515a6e", ["#ffffff"], 4.5)).toBe("#515a6e");
    expect(darkenToContrast("#FFF", ["#ffffff"], 4.5)).toBe("#767676");
  });
});

type Tokens = Record<string, string>;
const tokensOf = (id: (typeof THEME_IDS)[number]) => antdTheme.getDesignToken(antdThemeOf(id)) as unknown as Tokens;

const expectReads = (foreground: string, background: string, what: string, ratio = 4.5) =>
  expect(contrastRatio(foreground, background), `${what}: ${foreground} on ${background}`).toBeGreaterThanOrEqual(ratio);

describe.each(THEME_IDS)("palette %s", (id) => {
  const palette = PALETTES[id];
  const tokens = tokensOf(id);

  it("primary, links and status colours read as text on every surface and their tints, and under white text", () => {
    for (const surface of [...SURFACES, tokens.colorBgContainer, tokens.colorBgLayout, tokens.colorFillAlter]) {
      for (const name of ["colorPrimary", "colorLink", "colorLinkHover", "colorPrimaryText", "colorSuccess", "colorWarning", "colorError", "colorInfo"]) {
        expectReads(tokens[name], surface, name);
      }
    }
    for (const family of ["Primary", "Success", "Warning", "Error", "Info"]) {
      expectReads(tokens[`color${family}`], tokens[`color${family}Bg`], `color${family} on its tint`);
      expectReads(tokens[`color${family}`], tokens[`color${family}BgHover`], `color${family} on its hover tint`, 3);
    }
    // Filled buttons (primary, danger), the chosen entry of a dark menu, the card tab.
    for (const name of ["colorPrimary", "colorPrimaryHover", "colorPrimaryActive", "colorError", "colorErrorHover", "colorErrorActive"]) {
      expectReads("#ffffff", tokens[name], `white on ${name}`);
    }
  });

  it("keeps the spec colour's hue and tints where it darkens it", () => {
    const shown = readableFamily(palette.primary);
    expect(tokens.colorPrimary).toBe(shown.base);
    expect(Math.abs(hue(shown.base) - hue(palette.primary))).toBeLessThan(4);
    expect(tokens.colorPrimaryBg).toBe(shown.bg);
    // Hover and pressed are visible steps darker.
    expect(luminance(tokens.colorPrimaryHover)).toBeLessThan(luminance(tokens.colorPrimary));
    expect(luminance(tokens.colorPrimaryActive)).toBeLessThan(luminance(tokens.colorPrimaryHover));
  });

  it("neutral descriptions and placeholders read; disabled text stays antd's", () => {
    for (const surface of [tokens.colorBgContainer, tokens.colorBgLayout, tokens.colorFillAlter, "#f0f2f5"]) {
      for (const name of ["colorText", "colorTextSecondary", "colorTextTertiary", "colorTextDescription", "colorTextPlaceholder", "colorIcon"]) {
        expectReads(tokens[name], surface, name);
      }
    }
    expect(parseColor(tokens.colorTextDisabled)).toEqual(parseColor("rgba(0, 0, 0, 0.25)"));
  });

  it("an off switch's track carries its white text (and reads as a control)", () => {
    // antd draws the off track in colorTextQuaternary, hovered in colorTextTertiary.
    const switchTokens = antdThemeOf(id).components?.Switch as Tokens;
    expectReads("#ffffff", switchTokens.colorTextQuaternary, "white on the off track");
    expectReads("#ffffff", switchTokens.colorTextTertiary, "white on the hovered off track");
    expect(luminance(switchTokens.colorTextTertiary)).toBeLessThan(luminance(switchTokens.colorTextQuaternary));
  });

  it("the menus read: dark menu text and its chosen entry, light menu's chosen entry on its tint", () => {
    const menu = antdThemeOf(id).components?.Menu as Tokens;
    if (palette.darkMenu) {
      expectReads(DARK_MENU_TEXT, palette.menuBg, "dark menu text");
      expectReads(DARK_MENU_TEXT, menu.darkSubMenuItemBg, "dark sub-menu text");
      expectReads("#ffffff", menu.darkItemSelectedBg, "chosen dark menu entry");
    } else {
      expectReads(tokens.colorText, palette.menuBg, "light menu text");
      // antd's light menu: the chosen entry is colorPrimary on controlItemBgActive.
      expectReads(tokens.colorPrimary, tokens.controlItemBgActive, "chosen light menu entry");
    }
  });

  it("the column bar's titles read on it, and on its chosen entry", () => {
    const stops = palette.columnsBg.match(/#[0-9a-f]{6}/gi) ?? [palette.columnsBg];
    for (const stop of stops) {
      expectReads(palette.columnsText, stop, "column bar title");
      const chosen = palette.columnsActive ? mix("#000000", stop, 0.25) : readableFamily(palette.primary).base;
      if (palette.columnsActive) expect(palette.columnsActive).toBe("rgba(0, 0, 0, 0.25)");
      expectReads("#ffffff", chosen, "chosen column entry");
    }
  });

  it("the shell's variables are the readable colours, the tags' tint antd's", () => {
    applyDocumentTheme({ ...DEFAULT_THEME, themeStyle: id, layout: "columns" });
    const style = document.documentElement.style;
    expect(style.getPropertyValue("--shell-primary")).toBe(tokens.colorPrimary);
    expect(style.getPropertyValue("--shell-primary-bg")).toBe(tokens.colorPrimaryBg);
    expectReads(style.getPropertyValue("--shell-primary"), style.getPropertyValue("--shell-primary-bg"), "current tab");
  });
});

describe("tags of antd's preset colours (enumeration tags share them)", () => {
  const tokens = tokensOf("theme-1");
  it.each(PRESET_COLOURS)("%s: its text step reads on its background, in its own hue", (colour) => {
    expectReads(tokens[`${colour}7`], tokens[`${colour}1`], `${colour} tag`);
    // The older name of the step becomes the same CSS variable (--ant-green-7), which tags use.
    expectReads(tokens[`${colour}-7`], tokens[`${colour}-1`], `${colour} tag (--ant-${colour}-7)`);
    expect(Math.abs(hue(tokens[`${colour}7`]) - hue(presetPalettes[colour][6]))).toBeLessThan(4);
  });
  it("status tags read", () => {
    for (const family of Object.keys(STATUS_SPECS)) expectReads(tokens[`color${family}`], tokens[`color${family}Bg`], family);
  });
});
