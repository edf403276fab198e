import i18next, { type TOptions } from "i18next";
import type { I18nProvider } from "@refinedev/core";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";

export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh-CN";
export const LANGUAGE_KEY = "MerMerAdmin_language";

/**
 * Each locale file is one area; its name is the first segment of the key
 * (`locales/zh-CN/product.json` → `product.…`). Languages load on demand.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

async function loadLanguage(language: Language): Promise<Record<string, unknown>> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${language}/`));
  const modules = await Promise.all(entries.map(async ([path, load]) => [path, (await load()).default] as const));
  const bundle: Record<string, unknown> = {};
  for (const [path, content] of modules) {
    const area = path.slice(path.lastIndexOf("/") + 1, -".json".length);
    bundle[area] = content;
  }
  return bundle;
}

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? "") ? (saved as Language) : DEFAULT_LANGUAGE;
}

const dayjsLocale = (language: Language) => (language === "zh-CN" ? "zh-cn" : "en");

/** Loads the stored language before the first render. */
export async function initI18n(language: Language = storedLanguage()): Promise<void> {
  const bundle = await loadLanguage(language);
  await i18next.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: bundle } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  dayjs.locale(dayjsLocale(language));
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, "translation")) {
    i18next.addResourceBundle(language, "translation", await loadLanguage(language));
  }
  localStorage.setItem(LANGUAGE_KEY, language);
  dayjs.locale(dayjsLocale(language));
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/**
 * Refine calls translate(key, defaultMessage) and translate(key, options, defaultMessage);
 * both forms land here so a default is used instead of a raw key.
 */
export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const vars = typeof options === "object" && options !== null ? (options as TOptions) : {};
  const fallback = typeof options === "string" ? options : defaultMessage;
  if (i18next.exists(key)) return i18next.t(key, vars) as string;
  return fallback ?? key;
}

/** For code outside React (HTTP client, validators). */
export const translateNow = (key: string, vars?: Record<string, unknown>) => translate(key, vars);

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: (locale) => changeLanguage(locale as Language),
  getLocale: () => i18next.language,
};

export { i18next };
