import { PALETTES, type ThemeId } from "./palettes";
import { isTopLayout, type LayoutName, type ThemeSettings } from "./themeConfig";

/**
 * Switching layout (spec doc 1 §2.4): classic and transverse turn history tabs off, the
 * others on; leaving columns drops theme-9, which exists only there.
 */
export function withLayout(config: ThemeSettings, layout: LayoutName): ThemeSettings {
  if (config.layout === layout) return config;
  const themeStyle: ThemeId = PALETTES[config.themeStyle].columnsOnly && layout !== "columns" ? "theme-1" : config.themeStyle;
  return { ...config, layout, themeStyle, primary: PALETTES[themeStyle].primary, isTagsview: !isTopLayout(layout) };
}

/** Choosing a colour theme sets its primary; theme-9 is refused outside the columns layout. */
export function withThemeStyle(config: ThemeSettings, themeStyle: ThemeId): ThemeSettings {
  if (PALETTES[themeStyle].columnsOnly && config.layout !== "columns") return config;
  return { ...config, themeStyle, primary: PALETTES[themeStyle].primary };
}

/** Grayscale and colour-weak exclude each other: turning one on turns the other off. */
export function withFilter(config: ThemeSettings, filter: "grayscale" | "invert", on: boolean): ThemeSettings {
  if (filter === "grayscale") return { ...config, isGrayscale: on, isInvert: on ? false : config.isInvert };
  return { ...config, isInvert: on, isGrayscale: on ? false : config.isGrayscale };
}

/** The breadcrumb shows only in the side-menu layouts (its switch is disabled in classic and transverse). */
export const breadcrumbAllowed = (layout: LayoutName) => !isTopLayout(layout);

/** The CSS filter the colour modes put on the page. */
export const pageFilter = (config: Pick<ThemeSettings, "isGrayscale" | "isInvert">) =>
  config.isGrayscale ? "grayscale(1)" : config.isInvert ? "invert(80%)" : "";
