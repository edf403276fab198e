import { useSyncExternalStore } from "react";
import type { ThemeConfig } from "antd";
import type { ThemeId } from "./palettes";
import { type LayoutName, type ThemeSettings } from "./themeConfig";
import { clearSavedTheme, loadTheme, saveTheme } from "./themePersistence";
import { withFilter, withLayout, withThemeStyle } from "./themeRules";
import { applyDocumentTheme, withoutTransitions } from "./documentTheme";
import { prefersReducedMotion, useReducedMotion } from "./reducedMotion";
import { prepareAntdTheme, previewAntdTheme } from "./themePreview";
import { antdThemeOf } from "./antdTheme";

/** Default primary colour of spec doc 1 §2.4. */
export const DEFAULT_PRIMARY = "#409eff";

/**
 * The theme drawer's choices as a small external store: every change is saved (local
 * storage and cookie) and applied at once, without a reload.
 */
let current: ThemeSettings = loadTheme();
const listeners = new Set<() => void>();

function commit(next: ThemeSettings): void {
  if (next === current) return;
  if (next.themeStyle !== current.themeStyle) {
    withoutTransitions();
    previewAntdTheme(antdThemeOf(next.themeStyle, prefersReducedMotion()));
  }
  current = next;
  saveTheme(current);
  applyDocumentTheme(current);
  for (const listener of listeners) listener();
}

export const themeStore = {
  get: (): ThemeSettings => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Plain switches and choices. */
  update(patch: Partial<ThemeSettings>): void {
    commit({ ...current, ...patch });
  },
  setLayout: (layout: LayoutName) => commit(withLayout(current, layout)),
  setThemeStyle: (id: ThemeId) => commit(withThemeStyle(current, id)),
  setFilter: (filter: "grayscale" | "invert", on: boolean) => commit(withFilter(current, filter, on)),
  /** Reset: forget every saved choice and reload the page. */
  reset(): void {
    clearSavedTheme();
    window.location.reload();
  },
  /** Re-reads the saved configuration (tests; another tab). */
  reload(): void {
    current = loadTheme();
    applyDocumentTheme(current);
    for (const listener of listeners) listener();
  },
};

applyDocumentTheme(current);

/** The current theme settings; re-renders on change. */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
}

/** The last picks, by their keys: the same object while those settings stay the same. */
const picks = new Map<string, Partial<ThemeSettings>>();

function pickOf<K extends keyof ThemeSettings>(keys: readonly K[]): Pick<ThemeSettings, K> {
  const signature = keys.join(",");
  const last = picks.get(signature);
  if (last && keys.every((key) => last[key] === current[key])) return last as Pick<ThemeSettings, K>;
  const next = Object.fromEntries(keys.map((key) => [key, current[key]])) as Pick<ThemeSettings, K>;
  picks.set(signature, next);
  return next;
}

/**
 * Some of the theme settings; re-renders only when one of them changes (a colour change must
 * not render the whole shell again because it reads the layout).
 */
export function useThemePick<K extends keyof ThemeSettings>(...keys: K[]): Pick<ThemeSettings, K> {
  const snapshot = () => pickOf(keys);
  return useSyncExternalStore(themeStore.subscribe, snapshot, snapshot);
}

/** antd theme of the console (fed to ConfigProvider): primary colour and menu colours of the chosen theme. */
export function useThemeConfig(): ThemeConfig {
  const { themeStyle } = useThemePick("themeStyle");
  const reducedMotion = useReducedMotion();
  return antdThemeOf(themeStyle, reducedMotion);
}

/** Prepares a switch to the colour theme `id` (at idle, where it is one click away). */
export const prepareThemeStyle = (id: ThemeId): void => prepareAntdTheme(antdThemeOf(id, prefersReducedMotion()));

export { antdThemeOf, DARK_MENU_TEXT } from "./antdTheme";
