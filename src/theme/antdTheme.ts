import { theme as antdTheme, type ThemeConfig } from "antd";
import { paletteOf, type ThemeId } from "./palettes";
import { familyTokens, READABLE_NEUTRALS, READABLE_SWITCH, readableFamily, readablePresetTokens, STATUS_SPECS } from "./readableColours";

/** Text of the dark menus. */
export const DARK_MENU_TEXT = "rgba(255, 255, 255, 0.65)";

/** One object per theme and motion setting: what antd renders and what the preview derives from are the same. */
const antdThemes = new Map<string, ThemeConfig>();

/** `reducedMotion`: the system asks for less motion, so dialogs, drop-downs and toasts appear without animating. */
export function antdThemeOf(themeStyle: ThemeId, reducedMotion = false): ThemeConfig {
  const key = `${themeStyle}|${reducedMotion}`;
  let config = antdThemes.get(key);
  if (!config) antdThemes.set(key, (config = buildAntdTheme(themeStyle, reducedMotion)));
  return config;
}

function buildAntdTheme(themeStyle: ThemeId, reducedMotion: boolean): ThemeConfig {
  const palette = paletteOf(themeStyle);
  // Text, links and filled buttons in colours that read at 4.5:1 (readableColours.ts).
  const primary = readableFamily(palette.primary);
  const families = Object.entries(STATUS_SPECS).map(([name, spec]) => familyTokens(name as keyof typeof STATUS_SPECS, spec));
  return {
    // Tokens as CSS variables: a colour change rewrites one block of variables instead of
    // regenerating every mounted component's styles.
    cssVar: true,
    hashed: false,
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      ...familyTokens("Primary", palette.primary),
      ...Object.assign({}, ...families),
      colorLink: primary.base,
      colorLinkHover: primary.hover,
      colorLinkActive: primary.active,
      ...READABLE_NEUTRALS,
      ...readablePresetTokens(),
      borderRadius: 4,
      motion: !reducedMotion,
    },
    components: {
      Menu: {
        darkItemBg: palette.menuBg,
        darkSubMenuItemBg: "#1f2329",
        darkPopupBg: palette.menuBg,
        darkItemSelectedBg: primary.base,
        // antd's 0.65 white, spelled out: the contrast test reads it.
        darkItemColor: DARK_MENU_TEXT,
        itemBg: "transparent",
      },
      Layout: { siderBg: palette.menuBg, headerBg: "#ffffff", headerHeight: 50, headerPadding: "0 12px" },
      Switch: READABLE_SWITCH,
      // An empty list's words ("暂无导出记录") are text to read, not a disabled control.
      Table: { colorTextDisabled: READABLE_NEUTRALS.colorTextTertiary },
      Empty: { colorTextDisabled: READABLE_NEUTRALS.colorTextTertiary },
    },
  };
}
