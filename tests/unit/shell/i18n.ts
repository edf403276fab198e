import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { routeTitlesOf } from "../../../locales/routeTitles";

/** The real locale files, loaded into the i18next instance the console uses. */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/*/*.json", { eager: true });

export function bundleOf(language: "zh-CN" | "en-US"): Record<string, unknown> {
  const bundle: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(files)) {
    if (!path.includes(`/locales/${language}/`)) continue;
    bundle[path.slice(path.lastIndexOf("/") + 1, -".json".length)] = module.default;
  }
  // The route titles, which the build gathers from the areas' `routes` (locales/routeTitles.ts).
  bundle.titles = routeTitlesOf(bundle);
  return bundle;
}

/** Puts the console's translations in place (zh-CN unless told) for a test. */
export async function useLocale(language: "zh-CN" | "en-US" = "zh-CN"): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  i18next.addResourceBundle(language, "translation", bundleOf(language), true, true);
  await i18next.changeLanguage(language);
}
