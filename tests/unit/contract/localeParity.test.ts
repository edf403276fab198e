// @vitest-environment node
/** Both languages have the same files, the same keys, no empty texts and the same {{variables}}. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../../../locales");
const LANGUAGES = ["zh-CN", "en-US"] as const;

const filesOf = (language: string) => fs.readdirSync(path.join(ROOT, language)).filter((f) => f.endsWith(".json")).sort();

/** Flattens a locale file to `key.path → text`; anything that is not text is reported as such. */
function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    return new Map(Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, prefix ? `${prefix}.${key}` : key)]));
  }
  return new Map([[prefix, value]]);
}

const read = (language: string, file: string) => leaves(JSON.parse(fs.readFileSync(path.join(ROOT, language, file), "utf8")));
const variables = (text: unknown) => [...new Set(String(text).match(/{{\s*[-]?\s*[\w.]+/g)?.map((v) => v.replace(/[{\s-]/g, "")) ?? [])].sort();

describe("locale files of both languages agree", () => {
  it("the same files", () => {
    expect(filesOf("en-US")).toEqual(filesOf("zh-CN"));
    expect(filesOf("zh-CN").length).toBeGreaterThan(10);
  });

  describe.each(filesOf("zh-CN"))("%s", (file) => {
    const [zh, en] = LANGUAGES.map((language) => read(language, file));

    it("the same keys", () => {
      expect([...zh.keys()].filter((key) => !en.has(key))).toEqual([]);
      expect([...en.keys()].filter((key) => !zh.has(key))).toEqual([]);
    });

    it("no empty or non-text values", () => {
      const bad = LANGUAGES.flatMap((language, i) =>
        [...[zh, en][i]!].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([key]) => `${language} ${key}`),
      );
      expect(bad).toEqual([]);
    });

    it("the same interpolation variables", () => {
      const differ = [...zh].filter(([key, text]) => en.has(key) && variables(text).join() !== variables(en.get(key)).join()).map(([key]) => key);
      expect(differ).toEqual([]);
    });
  });
});
