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
 * (`locales/zh-CN/product.json` → `product.…`). Languages and areas load on demand: the
 * public pages (sign-in, error pages) need only PUBLIC_AREAS, the console loads the rest.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

/** The areas the pages outside the console use (their keys: login., errors., shell.language, http.). */
export const PUBLIC_AREAS = ["login", "errors", "shell", "http"] as const;
type Areas = readonly string[] | "all";
/** Areas wanted so far; a language switch loads these for the new language. */
let wantedAreas: Areas = PUBLIC_AREAS;

const areaOf = (path: string) => path.slice(path.lastIndexOf("/") + 1, -".json".length);

async function loadLanguage(language: Language, areas: Areas): Promise<Record<string, unknown>> {
  const entries = Object.entries(files).filter(
    ([path]) => path.includes(`/locales/${language}/`) && (areas === "all" || areas.includes(areaOf(path))),
  );
  const modules = await Promise.all(entries.map(async ([path, load]) => [areaOf(path), (await load()).default] as const));
  return Object.fromEntries(modules);
}

async function addAreas(language: Language, areas: Areas): Promise<void> {
  i18next.addResourceBundle(language, "translation", await loadLanguage(language, areas), true, true);
}

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? "") ? (saved as Language) : DEFAULT_LANGUAGE;
}

const dayjsLocale = (language: Language) => (language === "zh-CN" ? "zh-cn" : "en");

/** Loads the stored language (the given areas of it) before the first render. */
export async function initI18n(language: Language = storedLanguage(), areas: Areas = "all"): Promise<void> {
  wantedAreas = areas;
  const bundle = await loadLanguage(language, areas);
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

/** Every area of the current language: the console awaits this before its first render. */
export async function loadAllAreas(): Promise<void> {
  if (wantedAreas === "all") return;
  wantedAreas = "all";
  await addAreas(i18next.language as Language, "all");
}

export async function changeLanguage(language: Language): Promise<void> {
  await addAreas(language, wantedAreas);
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
