import { i18next, LANGUAGE_KEY, LANGUAGES, storedLanguage, type Language } from "../../providers/i18nProvider";
import { themeStore } from "./themeStore";
import type { ThemeSettings } from "./themeConfig";

const toTheme = (language: string): ThemeSettings["language"] => (language === "en-US" ? "en-us" : "zh-cn");
const fromTheme = (language: ThemeSettings["language"]): Language => (language === "en-us" ? "en-US" : "zh-CN");

/**
 * The language to start in: the saved one, else the theme configuration's (restored from
 * its cookie when local storage was cleared, e.g. after a 401), else zh-CN.
 */
export function startLanguage(): Language {
  if (localStorage.getItem(LANGUAGE_KEY)) return storedLanguage();
  const fromConfig = fromTheme(themeStore.get().language);
  return LANGUAGES.includes(fromConfig) ? fromConfig : storedLanguage();
}

/** Keeps the theme configuration's language in step with the interface language. */
export function syncThemeLanguage(): void {
  themeStore.update({ language: toTheme(i18next.language) });
  i18next.on("languageChanged", (language: string) => themeStore.update({ language: toTheme(language) }));
}
