// Bundle figures from Vite's manifest: the entry closure and each lazy chunk, raw and gzip.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function bundleReport(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const sizeOf = (keys) =>
    [...keys].reduce(
      (acc, key) => {
        const file = path.join(distDir, manifest[key].file);
        return { raw: acc.raw + fs.statSync(file).size, gzip: acc.gzip + gzipSize(file) };
      },
      { raw: 0, gzip: 0 },
    );
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /\.(tsx|ts)$/.test(k))
    .map((key) => {
      const own = [...closure(key)].filter((k) => !entry.has(k));
      return { chunk: key, ...sizeOf(own) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { entry: sizeOf(entry), lazy };
}
