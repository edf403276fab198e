import { darkenToContrast } from "./contrast";
import { TEXT_CONTRAST } from "./readableColours";

/**
 * The nine colour themes of the theme drawer (spec doc 1 §2.4): a primary colour and the
 * colours of the menus. Odd themes have dark menus, even ones light menus; theme-9 (a
 * gradient column bar) is offered only in the columns layout. theme-1 keeps the spec's
 * default primary #409eff; the others use the spec's primaries #4073FA, #41a584, #6954f0, #f34d37.
 * These are the spec's colours: what is shown is darkened where text would not read
 * (readableColours.ts; the README lists the results).
 */
export const THEME_IDS = ["theme-1", "theme-2", "theme-3", "theme-4", "theme-5", "theme-6", "theme-7", "theme-8", "theme-9"] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface Palette {
  id: ThemeId;
  /** The spec's primary colour (shown as `readableFamily(primary).base`). */
  primary: string;
  /** Background of side and top menus. */
  menuBg: string;
  /** True when menus are dark (white text). */
  darkMenu: boolean;
  /** Background of the column bar of the columns layout (may be a gradient). */
  columnsBg: string;
  /** Text colour on the column bar. */
  columnsText: string;
  /** Background of the chosen entry of the column bar; the (readable) primary without it. */
  columnsActive?: string;
  /** Only in the columns layout. */
  columnsOnly?: boolean;
}

const DARK = "#282c34";
const LIGHT = "#ffffff";

const pair = (id: ThemeId, primary: string, dark: boolean): Palette => ({
  id,
  primary,
  menuBg: dark ? DARK : LIGHT,
  darkMenu: dark,
  columnsBg: dark ? DARK : LIGHT,
  columnsText: dark ? "#e6e6e6" : "#515a6e",
});

/** A background under white text, darkened in its hue until the text reads. */
const underWhiteText = (color: string) => darkenToContrast(color, ["#ffffff"], TEXT_CONTRAST);

export const PALETTES: Record<ThemeId, Palette> = {
  "theme-1": pair("theme-1", "#409eff", true),
  "theme-2": pair("theme-2", "#4073fa", false),
  "theme-3": pair("theme-3", "#41a584", true),
  "theme-4": pair("theme-4", "#41a584", false),
  "theme-5": pair("theme-5", "#6954f0", true),
  "theme-6": pair("theme-6", "#6954f0", false),
  "theme-7": pair("theme-7", "#f34d37", true),
  "theme-8": pair("theme-8", "#f34d37", false),
  "theme-9": {
    id: "theme-9",
    primary: "#4073fa",
    menuBg: LIGHT,
    darkMenu: false,
    // The spec's gradient #006cff → #399efd, darkened under its white titles.
    columnsBg: `linear-gradient(180deg, ${underWhiteText("#006cff")}, ${underWhiteText("#399efd")})`,
    columnsText: "#ffffff",
    // The spec's lighter chosen entry (0.25 white) paled its white title: a darker one instead.
    columnsActive: "rgba(0, 0, 0, 0.25)",
    columnsOnly: true,
  },
};

export const paletteOf = (id: ThemeId): Palette => PALETTES[id] ?? PALETTES["theme-1"];
