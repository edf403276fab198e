import { PALETTES, THEME_IDS, type ThemeId } from "./palettes";

export const LAYOUTS = ["defaults", "columns", "classic", "transverse"] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const TAB_STYLES = ["card", "lively", "smooth"] as const;
export const ANIMATIONS = ["slide-left", "opacity", "slide-right"] as const;
export const MENU_HIGHLIGHTS = ["round", "card"] as const;
export const TOP_MENU_STYLES = ["horizontal", "vertical"] as const;
export const THEME_LANGUAGES = ["zh-cn", "en-us"] as const;

/** Everything the theme drawer sets (spec doc 1 §2.4, §3 "Theme config"). */
export interface ThemeSettings {
  layout: LayoutName;
  themeStyle: ThemeId;
  /** Primary colour of the chosen theme (kept for the copied configuration). */
  primary: string;
  isCollapse: boolean;
  /** Accordion menu: one open group at a time. */
  isUniqueOpened: boolean;
  isFixedHeader: boolean;
  isShowLogo: boolean;
  isBreadcrumb: boolean;
  isBreadcrumbIcon: boolean;
  isTagsview: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  /** Colour-weak mode. */
  isInvert: boolean;
  tagsStyle: (typeof TAB_STYLES)[number];
  animation: (typeof ANIMATIONS)[number];
  menuHighlight: (typeof MENU_HIGHLIGHTS)[number];
  topMenuStyle: (typeof TOP_MENU_STYLES)[number];
  language: (typeof THEME_LANGUAGES)[number];
}

/** Spec doc 1 §2.4: columns layout, primary #409eff, language zh-cn. */
export const DEFAULT_THEME: ThemeSettings = {
  layout: "columns",
  themeStyle: "theme-1",
  primary: PALETTES["theme-1"].primary,
  isCollapse: false,
  isUniqueOpened: true,
  isFixedHeader: true,
  isShowLogo: true,
  isBreadcrumb: true,
  isBreadcrumbIcon: false,
  isTagsview: true,
  isFooter: true,
  isGrayscale: false,
  isInvert: false,
  tagsStyle: "smooth",
  animation: "opacity",
  menuHighlight: "card",
  topMenuStyle: "horizontal",
  language: "zh-cn",
};

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;

const bool = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

/** Layouts that keep breadcrumbs off and history tabs off by default (spec doc 1 §2.4). */
export const isTopLayout = (layout: LayoutName) => layout === "classic" || layout === "transverse";

/**
 * A stored or pasted configuration made safe: unknown keys dropped, bad values replaced by
 * defaults, and the drawer's rules applied (theme-9 only in columns, one colour filter).
 */
export function sanitizeTheme(input: unknown): ThemeSettings {
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const d = DEFAULT_THEME;
  const layout = oneOf(LAYOUTS, raw.layout, d.layout);
  let themeStyle = oneOf(THEME_IDS, raw.themeStyle, d.themeStyle);
  if (PALETTES[themeStyle].columnsOnly && layout !== "columns") themeStyle = d.themeStyle;
  const isGrayscale = bool(raw.isGrayscale, d.isGrayscale);
  return {
    layout,
    themeStyle,
    primary: PALETTES[themeStyle].primary,
    isCollapse: bool(raw.isCollapse, d.isCollapse),
    isUniqueOpened: bool(raw.isUniqueOpened, d.isUniqueOpened),
    isFixedHeader: bool(raw.isFixedHeader, d.isFixedHeader),
    isShowLogo: bool(raw.isShowLogo, d.isShowLogo),
    isBreadcrumb: bool(raw.isBreadcrumb, d.isBreadcrumb),
    isBreadcrumbIcon: bool(raw.isBreadcrumbIcon, d.isBreadcrumbIcon),
    isTagsview: bool(raw.isTagsview, d.isTagsview),
    isFooter: bool(raw.isFooter, d.isFooter),
    isGrayscale,
    isInvert: isGrayscale ? false : bool(raw.isInvert, d.isInvert),
    tagsStyle: oneOf(TAB_STYLES, raw.tagsStyle, d.tagsStyle),
    animation: oneOf(ANIMATIONS, raw.animation, d.animation),
    menuHighlight: oneOf(MENU_HIGHLIGHTS, raw.menuHighlight, d.menuHighlight),
    topMenuStyle: oneOf(TOP_MENU_STYLES, raw.topMenuStyle, d.topMenuStyle),
    language: oneOf(THEME_LANGUAGES, raw.language, d.language),
  };
}
