import { readCookie, removeCookie, writeCookie } from "../../providers/storage";
import { DEFAULT_THEME, sanitizeTheme, type ThemeSettings } from "./themeConfig";

/** Where the choices live: local storage and a cookie, so a cleared local storage (after a 401) restores from the cookie. */
export const THEME_STORAGE_KEY = "MerMerAdmin_themeConfig";
export const THEME_COOKIE = "MerMerAdmin_themeConfig";
const COOKIE_SECONDS = 365 * 24 * 3600;

function parse(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The saved configuration: local storage first, else the cookie, else the defaults. */
export function loadTheme(): ThemeSettings {
  const saved = parse(localStorage.getItem(THEME_STORAGE_KEY)) ?? parse(readCookie(THEME_COOKIE));
  return saved === undefined ? { ...DEFAULT_THEME } : sanitizeTheme(saved);
}

export function saveTheme(config: ThemeSettings): void {
  const text = JSON.stringify(config);
  localStorage.setItem(THEME_STORAGE_KEY, text);
  writeCookie(THEME_COOKIE, text, COOKIE_SECONDS);
}

/** Reset (spec doc 1 §2.4): local storage cleared, and the cookie too, or the reload would restore it. */
export function clearSavedTheme(): void {
  localStorage.clear();
  removeCookie(THEME_COOKIE);
}
