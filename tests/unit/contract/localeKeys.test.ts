// @vitest-environment node
/**
 * Every translation key the code writes literally exists in both languages, and is loaded where it
 * is used: the shell's code reads only the console's files (CONSOLE_AREAS), an area's pages (and
 * every module they import) only those and the area's declared `locales`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONSOLE_AREAS } from "../../../providers/i18nProvider";
import { areas, localesOf } from "../../../resources";
import { readAreaFiles, routeTitlesOf } from "../../../locales/routeTitles";

const ROOT = path.resolve(__dirname, "../../..");
const LANGUAGES = ["zh-CN", "en-US"] as const;
/** The locale files, and `titles`, which the build makes from their `routes` sections. */
const FILES = [...fs.readdirSync(path.join(ROOT, "locales/zh-CN")).map((f) => f.replace(/\.json$/, "")), "titles"];

/** `file.key.path` → text, per language. */
const texts = Object.fromEntries(
  LANGUAGES.map((language) => {
    const flat = new Map<string, unknown>();
    const walk = (value: unknown, prefix: string) => {
      if (value && typeof value === "object" && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) walk(v, `${prefix}.${k}`);
      else flat.set(prefix, value);
    };
    const areaFiles = readAreaFiles(language);
    for (const [file, content] of Object.entries({ ...areaFiles, titles: routeTitlesOf(areaFiles) })) walk(content, file);
    return [language, flat];
  }),
) as Record<(typeof LANGUAGES)[number], Map<string, unknown>>;
/** A key names a text, or a group of texts read by a key built from it (`t(\`${key}.${value}\`)`). */
const exists = (language: (typeof LANGUAGES)[number], key: string) => texts[language].has(key) || [...texts[language].keys()].some((k) => k.startsWith(`${key}.`));

/** A module's source file, resolved as the bundler does. */
function resolveModule(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((f) => /\.tsx?$/.test(f) && fs.existsSync(f));
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["'](\.[^"']+)["']/g;
const KEY = new RegExp(`["'\`]((?:${FILES.join("|")})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)["'\`]`, "g");
const sourceOf = new Map<string, string>();
/** A module's code without its comments (a comment may name a key it does not use). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
const read = (file: string) => sourceOf.get(file) ?? sourceOf.set(file, withoutComments(fs.readFileSync(file, "utf8"))).get(file)!;

/** The manifest and the areas' declarations: the shell's, whoever imports them. */
const isManifest = (file: string) => /[\\/]resources[\\/](index|[^\\/]+[\\/]area)\.ts$/.test(file);

/** Every module reachable from `roots` (static and lazy imports), not entering the manifest. */
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(IMPORT)) {
      const target = resolveModule(file, spec!);
      if (target && !isManifest(target) && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

/** Literal keys in the files (a locale file's own name, `exports.json`, is not one). */
const keysIn = (files: Iterable<string>) =>
  new Map([...files].flatMap((file) => [...read(file).matchAll(KEY)].filter((m) => !m[1]!.endsWith(".json")).map((m) => [m[1]!, path.relative(ROOT, file)] as const)));

/** The pages of an area: the modules its declaration loads lazily. */
function pagesOf(areaName: string): string[] {
  const declaration = areaName === "shell" ? path.join(ROOT, "src/shellRoutes.ts") : path.join(ROOT, "resources", areaName, "area.ts");
  return [...read(declaration).matchAll(/import\(\s*["'](\.[^"']+)["']\s*\)/g)].flatMap(([, spec]) => resolveModule(declaration, spec!) ?? []);
}

const SHELL_ROOTS = ["src/main.tsx", "src/boot/early.ts"].map((f) => path.join(ROOT, f));
/** The declarations themselves (their title functions run in the shell). */
const DECLARATIONS = [path.join(ROOT, "src/shellRoutes.ts"), ...areas.filter((a) => a.name !== "shell" && a.routes.length).map((a) => path.join(ROOT, "resources", a.name, "area.ts"))];

describe("translation keys written in the code", () => {
  const shellFiles = closure(SHELL_ROOTS);
  const console = new Set(CONSOLE_AREAS);

  it("the shell's keys exist in both languages and are in the console's files", () => {
    const used = keysIn([...shellFiles, ...DECLARATIONS]);
    expect(used.size).toBeGreaterThan(100);
    const wrong = [...used].flatMap(([key, file]) => [
      ...LANGUAGES.filter((language) => !exists(language, key)).map((language) => `${file}: ${key} missing in ${language}`),
      ...(console.has(key.split(".")[0]!) ? [] : [`${file}: ${key} is not in a file the console loads`]),
    ]);
    expect(wrong).toEqual([]);
  });

  describe.each(areas.filter((area) => area.routes.length).map((area) => [area.name, area] as const))("area %s", (name, area) => {
    it("its pages' keys exist in both languages and load with the console or the area", () => {
      const pages = pagesOf(name);
      expect(pages.length).toBeGreaterThanOrEqual(area.routes.length);
      const loaded = new Set([...CONSOLE_AREAS, ...localesOf(area)]);
      const used = keysIn(closure(pages));
      const wrong = [...used].flatMap(([key, file]) => [
        ...LANGUAGES.filter((language) => !exists(language, key)).map((language) => `${file}: ${key} missing in ${language}`),
        ...(loaded.has(key.split(".")[0]!) ? [] : [`${file}: ${key} needs ${key.split(".")[0]} in the locales of ${name}`]),
      ]);
      expect(wrong).toEqual([]);
    });

    it("declares no locale file its pages do not read", () => {
      const used = new Set([...keysIn(closure(pagesOf(name))).keys()].map((key) => key.split(".")[0]!));
      expect(localesOf(area).filter((file) => !used.has(file) && file !== name)).toEqual([]);
    });
  });
});
