import { describe, expect, it } from "vitest";
import { bundleOf } from "./i18n";

/** The shell's locale files. */
const FILES = ["shell", "theme", "widgets", "enums", "user"];

function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}
function valuesOf(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node !== "object" || node === null) return [];
  return Object.values(node).flatMap(valuesOf);
}

describe("shell locale files", () => {
  const zh = bundleOf("zh-CN");
  const en = bundleOf("en-US");
  it.each(FILES)("%s has the same keys in both languages", (file) => {
    expect(zh[file], `zh-CN/${file}.json`).toBeDefined();
    expect(keysOf(en[file]).sort()).toEqual(keysOf(zh[file]).sort());
  });
  it.each(FILES)("%s has no Chinese in English", (file) => {
    for (const value of valuesOf(en[file])) expect(value).not.toMatch(/[\u4e00-\u9fff]/);
  });
  it("keeps the spec's exact messages", () => {
    const w = zh.widgets as Record<string, Record<string, string>>;
    expect(w.prompt.tooLong).toBe("输入限制50字以内");
    expect(w.prompt.cancelled).toBe("取消输入");
    expect(w.copy.success).toBe("复制成功");
    expect(w.copy.empty).toBe("无复制内容");
    const theme = en.theme as Record<string, string>;
    expect(theme.copied).toBe("configuration copied successfully");
    expect(theme.copyFailed).toBe("failed to copy");
    const ew = en.widgets as Record<string, Record<string, string>>;
    expect(ew.color.wrongHex).toBe("wrong hex input");
    expect(ew.color.wrongRgb).toBe("wrong rgb colour value");
    expect(ew.confirmDelete.content.toLowerCase()).toContain("sure to delete permanently");
    expect(ew.confirmDelete.cancelled.toLowerCase()).toBe("cancelled");
  });
});
