// @vitest-environment node
/**
 * The server's validation messages against the console's Chinese texts, where both hold one for
 * the same rule: a required field ("X不能为空") or a length limit ("X长度不能超过N个字符") of the
 * same subject in the same area. The console checks a form before it is sent, the server after:
 * the merchant must read the same words (and the same limit) from either.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../../..");
const SERVER_AREAS = path.join(ROOT, "server/areas");

/** A rule a message states: its subject, its kind, and its limit if any. */
const RULES: { kind: string; pattern: RegExp }[] = [
  { kind: "max", pattern: /^(.+?)(?:长度)?不能超过\d+个字(?:符)?$/ },
  { kind: "required", pattern: /^(.+?)不能为空$/ },
];
const ruleOf = (text: string) => {
  for (const { kind, pattern } of RULES) {
    const match = pattern.exec(text);
    if (match) return `${kind}:${match[1]}`;
  }
  return undefined;
};

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (value && typeof value === "object" && !Array.isArray(value)) return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

/** Chinese string literals of an area's server code, by the rule they state. */
function serverMessages(area: string): Map<string, Set<string>> {
  const byRule = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(path.join(SERVER_AREAS, area)).filter((f) => f.endsWith(".ts"))) {
    for (const [, text] of fs.readFileSync(path.join(SERVER_AREAS, area, file), "utf8").matchAll(/["'`]([^"'`\n]*[\u4e00-\u9fff][^"'`\n]*)["'`]/g)) {
      const rule = ruleOf(text!);
      if (rule) byRule.set(rule, (byRule.get(rule) ?? new Set()).add(text!));
    }
  }
  return byRule;
}

const areas = fs.readdirSync(SERVER_AREAS).filter((area) => fs.existsSync(path.join(ROOT, "locales/zh-CN", `${area}.json`)));

describe("validation messages: the server's and the console's Chinese agree", () => {
  let compared = 0;

  it.each(areas)("%s", (area) => {
    const server = serverMessages(area);
    const console = leaves(JSON.parse(fs.readFileSync(path.join(ROOT, "locales/zh-CN", `${area}.json`), "utf8")));
    const wrong = console.flatMap(([key, text]) => {
      const rule = typeof text === "string" ? ruleOf(text) : undefined;
      const theirs = rule && server.get(rule);
      if (!theirs) return [];
      compared++;
      return theirs.has(text as string) ? [] : [`${area}.${key}: console "${text as string}", server ${[...theirs].map((t) => `"${t}"`).join(" / ")}`];
    });
    expect(wrong).toEqual([]);
  });

  it("compares enough messages to mean something", () => {
    expect(compared).toBeGreaterThanOrEqual(10);
  });
});
