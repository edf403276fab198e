import i18next, { type TOptions } from "i18next";
import type { I18nProvider } from "@refinedev/core";

export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh-CN";
export const LANGUAGE_KEY = "MerMerAdmin_language";

type LocaleModule = { default: Record<string, unknown> };

/**
 * Each locale file is one area; its name is the first segment of the key
 * (`locales/zh-CN/product.json` → `product.…`). Languages and areas load on demand: the
 * public pages (sign-in, error pages) need only PUBLIC_AREAS, the console loads the rest.
 * The `titles` file of a language is made at build time from the areas' `routes` sections
 * (locales/routeTitles.ts).
 */
const files: Record<string, () => Promise<LocaleModule>> = {
  ...import.meta.glob<LocaleModule>("../locales/*/*.json"),
  "../locales/zh-CN/titles.json": () => import("virtual:route-titles/zh-CN"),
  "../locales/en-US/titles.json": () => import("virtual:route-titles/en-US"),
};

/** The areas the pages outside the console use (their keys: login., errors., shell.language, http.). */
export const PUBLIC_AREAS = ["login", "errors", "shell", "http"] as const;

/**
 * The files the console loads with its shell: its own (menus, tab titles, shared widgets, enums)
 * and the areas whose keys the shared widgets use. Every other file is an area's, loaded with
 * that area (its `locales` in its declaration, resources/<area>/area.ts) before any of its pages
 * renders. Route titles are in `titles` (`titles.<area>.<name>`, gathered from each area's
 * `routes`), so tabs, breadcrumbs and the menu name pages whose area has not loaded.
 */
export const CONSOLE_AREAS: readonly string[] = [
  ...PUBLIC_AREAS,
  "menu",
  "titles",
  "enums",
  "widgets",
  "theme",
  "user",
  "userSearch",
];
const CONSOLE = new Set(CONSOLE_AREAS);

/** "console": the console's files and the areas' asked for so far; "all": every file. */
type Areas = readonly string[] | "console" | "all";
/** Areas wanted so far; a language switch loads these for the new language. */
let wantedAreas: Areas = PUBLIC_AREAS;
/** On-demand areas asked for so far (they stay wanted after a language switch), each with its load. */
const pageAreas = new Map<string, Promise<void>>();
/** The console's areas of the first language, loading or loaded. */
let consoleAreas: Promise<void> | undefined;

const areaOf = (path: string) => path.slice(path.lastIndexOf("/") + 1, -".json".length);

function wanted(area: string, areas: Areas): boolean {
  if (areas === "all") return true;
  if (areas === "console") return CONSOLE.has(area) || pageAreas.has(area);
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

let initialized: () => void = () => undefined;
/** Resolves once `initI18n` is done (the boot step loads the console's areas after it). */
export const i18nReady = new Promise<void>((resolve) => (initialized = resolve));

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? "") ? (saved as Language) : DEFAULT_LANGUAGE;
}

/** Loads the stored language (the given areas of it) before the first render. */
export async function initI18n(language: Language = storedLanguage(), areas: Areas = "all"): Promise<void> {
  wantedAreas = areas;
  // A new start forgets what the previous one loaded.
  consoleAreas = undefined;
  pageAreas.clear();
  const bundle = await loadLanguage(language, areas);
  await i18next.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: bundle } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // No re-render when an area's files arrive: a page renders once its areas are here, and
    // every text shown before (tabs, breadcrumbs, the window's title) is the console's own.
    // Bound, each page opened re-rendered every page kept open behind it, rows and all.
  });
  document.documentElement.lang = language;
  initialized();
}

/** The console's files of the current language (CONSOLE_AREAS): awaited before its first render. */
export function loadAllAreas(): Promise<void> {
  if (wantedAreas === "all") return Promise.resolve();
  if (!consoleAreas) {
    wantedAreas = "console";
    consoleAreas = addAreas(i18next.language as Language, "console");
  }
  return consoleAreas;
}

/** An area's files, loaded once for the current language (and kept across switches); the console's are skipped. */
export async function loadPageAreas(areas: readonly string[]): Promise<void> {
  const missing = areas.filter((area) => !pageAreas.has(area) && !CONSOLE.has(area));
  if (missing.length) {
    const loading = addAreas(i18next.language as Language, missing);
    missing.forEach((area) => pageAreas.set(area, loading));
  }
  // Also waits for an area another page (or the boot step) started loading.
  await Promise.all(areas.map((area) => pageAreas.get(area)));
}

export async function changeLanguage(language: Language): Promise<void> {
  await addAreas(language, wantedAreas);
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18next.changeLanguage(language);
  // Last: the page's language says the switch is complete (tests wait for it).
  document.documentElement.lang = language;
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
