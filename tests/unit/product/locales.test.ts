import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import zh from "../../../locales/zh-CN/product.json";
import en from "../../../locales/en-US/product.json";

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = "product."): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));

const root = path.resolve(__dirname, "../../..");
const sources = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

describe("product locale files", () => {
  const zhKeys = flatten(zh as Tree);
  const enKeys = flatten(en as Tree);

  it("have the same keys, every English value filled", () => {
    expect(Object.keys(enKeys).sort()).toEqual(Object.keys(zhKeys).sort());
    for (const [key, value] of Object.entries(enKeys)) expect(value.trim(), key).not.toBe("");
  });

  it("hold every key the products area writes literally", () => {
    const files = [...sources("resources/product"), ...sources("src/widgets/pickers"), "src/enums/product.ts"];
    const used = new Set<string>();
    for (const file of files)
      for (const match of fs.readFileSync(path.join(root, file), "utf8").matchAll(/["'`](product\.[A-Za-z0-9_.]+)["'`]/g)) used.add(match[1]);
    expect(used.size).toBeGreaterThan(200);
    const missing = [...used].filter((key) => !(key in zhKeys));
    expect(missing).toEqual([]);
  });
});
