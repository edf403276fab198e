import { describe, expect, it } from "vitest";
import { matchPath } from "react-router";
import { routes } from "../../../resources";
import { changeLanguage, CONSOLE_AREAS, i18next, initI18n, loadAllAreas, PUBLIC_AREAS } from "../../../providers/i18nProvider";
import { routeTitle } from "../../../src/routing/titles";

/** Values a title function may branch on: new and existing ids, and the modes pages are opened in. */
const SAMPLES = ["0", "1", "2", "12", "copy", "add", "edit", "view", "info"];
const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** Every title a route can show, with the keys it asked for that the loaded languages lack. */
function titlesOf(route: (typeof routes)[number]) {
  const missing = new Set<string>();
  const t = (key: string, vars?: Record<string, unknown>) => {
    if (!i18next.exists(key)) missing.add(key);
    return i18next.t(key, vars ?? {});
  };
  const titles = SAMPLES.map((value) => {
    const params = Object.fromEntries(paramsOf(route.path).map((name) => [name, value]));
    const pathname = route.path.replace(/\/:(\w+)\??/g, (_, name: string) => `/${params[name]}`);
    expect(matchPath({ path: route.path, end: true }, pathname), pathname).not.toBeNull();
    return routeTitle(route, pathname, { params, t });
  });
  return { titles, missing: [...missing] };
}

describe("every route's title is there without opening its page", () => {
  it("with only the console's areas loaded (no page's own areas), in both languages", async () => {
    await initI18n("zh-CN", PUBLIC_AREAS);
    await loadAllAreas();
    for (const language of ["zh-CN", "en-US"] as const) {
      await changeLanguage(language);
      for (const route of routes) {
        const { titles, missing } = titlesOf(route);
        expect(missing, `${language} ${route.path}`).toEqual([]);
        for (const title of titles) {
          expect(title, route.path).not.toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
          if (language === "en-US") expect(title, route.path).not.toMatch(/[\u4e00-\u9fff]/);
        }
      }
    }
  });

  it("no route takes its title from a file that loads with its area", () => {
    const keys = routes.map((route) => route.title).filter((title): title is string => typeof title === "string");
    expect(keys.filter((key) => !CONSOLE_AREAS.includes(key.split(".")[0]!))).toEqual([]);
  });
});
