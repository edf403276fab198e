import { paletteOf } from "./palettes";
import type { ThemeSettings } from "./themeConfig";
import { pageFilter } from "./themeRules";
import { readableFamily } from "./readableColours";

/**
 * What the theme puts on the document itself: the colour filter (on the root element, so
 * fixed drawers and modals are filtered too without breaking their positioning) and CSS
 * variables for the shell's own styles, in the readable colours antd gets too.
 */
export function applyDocumentTheme(config: ThemeSettings): void {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  const palette = paletteOf(config.themeStyle);
  root.style.filter = pageFilter(config);
  const primary = readableFamily(palette.primary);
  root.style.setProperty("--shell-primary", primary.base);
  root.style.setProperty("--shell-primary-bg", primary.bg);
  root.style.setProperty("--shell-primary-border", primary.border);
  root.style.setProperty("--shell-menu-bg", palette.menuBg);
  root.style.setProperty("--shell-columns-bg", palette.columnsBg);
  root.style.setProperty("--shell-columns-text", palette.columnsText);
  root.style.setProperty("--shell-columns-active", palette.columnsActive ?? primary.base);
  // The focus ring on the menus' own colours: white where they are dark.
  root.style.setProperty("--shell-focus-on-menu", palette.darkMenu ? "#ffffff" : primary.base);
  root.style.setProperty("--shell-focus-on-columns", palette.darkMenu || palette.columnsOnly ? "#ffffff" : primary.base);
  root.dataset.shellLayout = config.layout;
}

/** Turns CSS transitions off until two frames after the change (see global.css). */
export function withoutTransitions(): void {
  if (typeof document === "undefined" || typeof requestAnimationFrame === "undefined") return;
  const root = document.documentElement;
  root.classList.add("theme-switching");
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove("theme-switching")));
}
