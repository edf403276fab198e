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

/**
 * Areas only some pages use, loaded with those pages (see `PageRoute.locales`) instead of with the
 * console, so the first load stays small. A page of area X loads `PAGE_LOCALES[X]`. Their route
 * titles are not in them but in `titles.json` (`titles.<area>.<name>`), which loads with the console:
 * tabs, breadcrumbs and the menu name pages that have not been opened.
 */
export const PAGE_LOCALES: Record<string, readonly string[]> = {
  address: ["address"],
  customer: ["customer"],
  exports: ["exports"],
  finance: ["finance"],
  groupbuy: ["groupbuy", "activitySku"],
  live: ["live"],
  pageDiy: ["pageDiy"],
  printing: ["printing"],
  roles: ["roles"],
  seckill: ["seckill", "activitySku"],
  sensitiveLog: ["sensitiveLog"],
  // The store-info page mounts finance's settlement-account tab.
  shopSettings: ["shopSettings", "finance"],
  staff: ["staff"],
  videoChannel: ["videoChannel"],
};
const ON_DEMAND = new Set(Object.values(PAGE_LOCALES).flat());

/** "console": every area but the on-demand ones not asked for yet; "all": every area. */
type Areas = readonly string[] | "console" | "all";
/** Areas wanted so far; a language switch loads these for the new language. */
let wantedAreas: Areas = PUBLIC_AREAS;
/** On-demand areas asked for so far (they stay wanted after a language switch). */
const pageAreas = new Set<string>();

const areaOf = (path: string) => path.slice(path.lastIndexOf("/") + 1, -".json".length);

function wanted(area: string, areas: Areas): boolean {
  if (areas === "all") return true;
  if (areas === "console") return !ON_DEMAND.has(area) || pageAreas.has(area);
  return areas.includes(area);
}

async function loadLanguage(language: Language, areas: Areas): Promise<Record<string, unknown>> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/locales/${language}/`) && wanted(areaOf(path), areas));
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
    // Texts already on screen (a tab's or the window's title) re-render when a page's areas arrive.
    react: { bindI18nStore: "added" },
  });
  dayjs.locale(dayjsLocale(language));
  document.documentElement.lang = language;
}

/** The console's areas of the current language (all but the on-demand ones): awaited before its first render. */
export async function loadAllAreas(): Promise<void> {
  if (wantedAreas === "all" || wantedAreas === "console") return;
  wantedAreas = "console";
  await addAreas(i18next.language as Language, "console");
}

/** On-demand areas a page needs, loaded once for the current language (and kept across switches). */
export async function loadPageAreas(areas: readonly string[]): Promise<void> {
  const missing = areas.filter((area) => !pageAreas.has(area));
  if (!missing.length) return;
  missing.forEach((area) => pageAreas.add(area));
  await addAreas(i18next.language as Language, missing);
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
