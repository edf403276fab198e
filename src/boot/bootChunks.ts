import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/**
 * One chunk per stage of the boot (build time only).
 *
 * Left to itself the bundler splits the console's code by which lazy imports share each module:
 * a signed-in load of a list fetched about 130 scripts, 85 of them before the page's own, and
 * the sign-in page 43. Each script costs the browser's main thread about a millisecond to request
 * and instantiate even from its cache, while the boot's own work waits. The code of each stage
 * (what the entry imports, the route table, the app, the preloads' queries, the sign-in page, the
 * console and its layout) always loads whole, so each becomes one chunk. A page's own code still
 * splits as before: no first load gets code it does not run.
 *
 * Which modules a stage loads is known only after tree-shaking (through a package's index file a
 * module imports the whole package, and uses a few parts): a first pass builds without writing
 * and with the bundler's own splitting, each module's stage is read from its chunks (`stagesOf`),
 * and the real build groups them.
 */
const STAGES = [
  { name: "boot", roots: ["src/boot/early.ts"] },
  // The route table (the manifest): the boot looks the address up in it before anything else.
  { name: "manifest", roots: ["src/boot/consoleData.ts"] },
  { name: "app", roots: ["src/main.tsx"] },
  // What the pages' boot preloads ask with (Refine's query keys, the query cache): their first data
  // requests need this and the app, not the console and its layout.
  { name: "data", roots: ["src/boot/refineQueries.ts", "src/widgets/tabbedList/preloadTabbedList.ts"] },
  { name: "login", roots: ["src/auth/LoginPage.tsx"] },
  { name: "console", roots: ["src/ConsoleApp.tsx", "src/layout/ShellLayout.tsx"] },
] as const;

type StageName = (typeof STAGES)[number]["name"];

/** Set while the first pass runs: it builds with the bundler's own splitting. */
const PLANNING = "CRMEB_BOOT_CHUNKS_PLANNING";

/** Each module's stage: the first whose roots' chunks load it (statically, transitively). */
export function stagesOf(chunks: readonly Pick<Rolldown.OutputChunk, "fileName" | "imports" | "moduleIds">[], root: string): Map<string, StageName> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stageOf = new Map<string, StageName>();
  for (const stage of STAGES) {
    const pending = stage.roots.flatMap((file) => chunks.filter((chunk) => chunk.moduleIds.includes(path.resolve(root, file))).map((chunk) => chunk.fileName));
    const seen = new Set<string>();
    while (pending.length) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = byFile.get(file);
      if (!chunk) continue;
      for (const id of chunk.moduleIds) if (!stageOf.has(id)) stageOf.set(id, stage.name);
      pending.push(...chunk.imports);
    }
  }
  return stageOf;
}

export function bootChunks() {
  const stageOf = new Map<string, StageName>();
  const plugin: Plugin = {
    name: "crmeb-boot-chunks",
    apply: "build",
    async config(config, env) {
      if (env.isSsrBuild || process.env[PLANNING]) return;
      const { build } = await import("vite");
      const root = path.resolve(config.root ?? process.cwd());
      process.env[PLANNING] = "1";
      try {
        const output = await build({
          root,
          mode: env.mode,
          logLevel: "silent",
          build: { write: false, minify: false, cssMinify: false, reportCompressedSize: false },
        });
        const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : [])).filter((file) => file.type === "chunk");
        stageOf.clear();
        for (const [id, stage] of stagesOf(chunks, root)) stageOf.set(id, stage);
      } finally {
        delete process.env[PLANNING];
      }
    },
  };
  // Taken in order: a module shared by two stages is in the earlier one, which loads first.
  const groups = STAGES.map(({ name }) => ({ name, test: (id: string) => stageOf.get(id) === name }));
  return { plugin, groups };
}
