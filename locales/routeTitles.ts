import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Route titles are written once, in their area's own locale file, under `routes`
 * (`locales/zh-CN/exports.json` → `{ "routes": { "list": "数据导出" }, … }`). The console needs
 * them before the area loads (tabs, breadcrumbs, the window title and the menu name pages not
 * opened yet), so they are gathered at build time into one small module per language, which
 * the console loads with its shell as the `titles` file: the key stays `titles.<area>.<name>`.
 */
export const ROUTE_TITLES_SECTION = "routes";

/** The `titles` file of one language: each area's `routes` section, by area. */
export function routeTitlesOf(areaFiles: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const titles: Record<string, unknown> = {};
  for (const [area, content] of Object.entries(areaFiles)) {
    const routes = (content as Record<string, unknown> | null)?.[ROUTE_TITLES_SECTION];
    if (routes) titles[area] = routes;
  }
  return titles;
}

const LOCALES = path.dirname(fileURLToPath(import.meta.url));

/** Every locale file of `language`, by area (its file name). */
export function readAreaFiles(language: string, onFile: (file: string) => void = () => undefined): Record<string, unknown> {
  const folder = path.join(LOCALES, language);
  const files = fs.readdirSync(folder).filter((name) => name.endsWith(".json"));
  return Object.fromEntries(
    files.map((name) => {
      const file = path.join(folder, name);
      onFile(file);
      return [name.slice(0, -".json".length), JSON.parse(fs.readFileSync(file, "utf8"))];
    }),
  );
}

const PREFIX = "virtual:route-titles/";

/** `import("virtual:route-titles/zh-CN")`: that language's `titles` file, made from the area files. */
export function routeTitles(): Plugin {
  return {
    name: "crmeb-route-titles",
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      // The development server rebuilds the module when an area file changes.
      const titles = routeTitlesOf(readAreaFiles(language, (file) => this.addWatchFile(file)));
      return `export default ${JSON.stringify(titles)};`;
    },
  };
}
