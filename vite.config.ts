/// <reference types="vitest/config" />
import { defineConfig, runnerImport, type Plugin, type ViteDevServer } from "vite";
import react from "@vitejs/plugin-react";
import { routeTitles } from "./locales/routeTitles";
import { bootChunks } from "./src/boot/bootChunks";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * `npm run dev`: the reference server mounted inside Vite's dev server, so the console and
 * the API share one port. Server code is loaded through Vite and rebuilt when it changes.
 */
/** Paths the reference server answers: the API and the uploaded files it serves back. */
const SERVER_PATHS = ["/api/", "/crmebimage/", "/uploadf/"];

function referenceServer(): Plugin {
  let app: Promise<{ fastify: { ready: () => Promise<unknown>; routing: (req: IncomingMessage, res: ServerResponse) => void }; close: () => Promise<void> }> | undefined;
  const load = async (server: ViteDevServer) => {
    const { startFromEnvironment } = await server.ssrLoadModule("/server/environment.ts");
    return startFromEnvironment();
  };
  return {
    name: "crmeb-reference-server",
    apply: () => !process.env.VITEST,
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (file.includes(`${path.sep}server${path.sep}`) && app) {
          const old = app;
          app = undefined;
          void old.then((a) => a.close());
        }
      });
      server.middlewares.use((req, res, next) => {
        if (!SERVER_PATHS.some((prefix) => req.url?.startsWith(prefix))) return next();
        app ??= load(server);
        app
          .then(async (a) => {
            await a.fastify.ready();
            a.fastify.routing(req, res);
          })
          .catch(next);
      });
    },
  };
}

/**
 * The console's HTTP client uses axios's XHR adapter only (providers/http.ts): the build resolves
 * axios's fetch adapter, which axios's adapter table imports, to a module that has none.
 */
function axiosWithoutFetch(): Plugin {
  const stub = fileURLToPath(new URL("./src/boot/noFetchAdapter.ts", import.meta.url));
  return {
    name: "crmeb-axios-without-fetch",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr) return null;
      if (source === "./fetch.js" && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return stub;
      return null;
    },
  };
}

/**
 * antd's breakpoint hook, as antd's own grid, pagination and table and Refine's useTable import
 * it, resolves to src/theme/useBreakpoint.ts, which answers the screens on the first render
 * instead of rendering its component a second time before the first paint.
 */
function antdBreakpointsAtOnce(): Plugin {
  const standIn = fileURLToPath(new URL("./src/theme/useBreakpoint.ts", import.meta.url));
  return {
    name: "crmeb-antd-breakpoints-at-once",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options?.ssr || !importer || !source.endsWith("/useBreakpoint") || !/[\\/]node_modules[\\/]antd[\\/]es[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && /[\\/]antd[\\/]es[\\/]grid[\\/]hooks[\\/]useBreakpoint\.js$/.test(resolved.id) ? standIn : null;
    },
  };
}

/**
 * `virtual:antd-static-styles.css`: antd's component styles generated at build time
 * (src/theme/staticStyles.tsx), for every colour theme and motion setting the console offers.
 * The development server leaves it empty: there antd generates them in the browser, as it
 * always can.
 */
function antdStaticStyles(): Plugin {
  const id = "virtual:antd-static-styles.css";
  let building = false;
  return {
    name: "crmeb-antd-static-styles",
    configResolved(config) {
      building = config.command === "build" && !config.build.ssr;
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      if (!building) return "";
      const load = async <T,>(file: string) => (await runnerImport<T>(file, { configFile: false, logLevel: "error" })).module;
      const { renderAntdStyles } = await load<typeof import("./src/theme/staticStyles")>("/src/theme/staticStyles.tsx");
      const { antdThemeOf } = await load<typeof import("./src/theme/antdTheme")>("/src/theme/antdTheme.ts");
      const { THEME_IDS } = await load<typeof import("./src/theme/palettes")>("/src/theme/palettes.ts");
      return renderAntdStyles(THEME_IDS.flatMap((theme) => [antdThemeOf(theme), antdThemeOf(theme, true)]));
    },
  };
}

/**
 * Preload lists (what a lazy import fetches alongside its chunk) without the chunks already there:
 * those the importing chunk and the entry import statically, and for the manifest's page loaders,
 * those of the console stage (ConsoleApp and its layout, src/boot/bootChunks.ts), which loads, or
 * is loading, whenever a page does (the manifest is the console's). Every page's list repeated the
 * same shared chunks, about 1.7 KB gzip of the manifest, downloaded with every signed-in first load;
 * the browser fetched none of them twice anyway.
 */
function preloadsWithoutLoaded() {
  type ChunkInfo = { imports: string[]; name: string; isEntry: boolean };
  let chunks = new Map<string, ChunkInfo>();
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of chunks.get(file)?.imports ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const plugin: Plugin = {
    name: "crmeb-preload-graph",
    apply: "build",
    // Runs before Vite's own generateBundle, which asks resolveDependencies for each lazy import.
    generateBundle(_options, bundle) {
      chunks = new Map();
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === "chunk") chunks.set(file, { imports: chunk.imports, name: chunk.name, isEntry: chunk.isEntry });
      }
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: "html" | "js" }) => {
    if (hostType !== "js" || !chunks.has(hostId)) return deps;
    const roots = [hostId, ...[...chunks].filter(([, c]) => c.isEntry).map(([file]) => file)];
    if (chunks.get(hostId)!.name === "manifest") roots.push(...[...chunks].filter(([, c]) => c.name === "console").map(([file]) => file));
    const loaded = closure(roots);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadsWithoutLoaded();
const stages = bootChunks();

/** Unit test files that replace a module, stub a global or fake the clock need an environment of their own. */
const MOCKING_UNIT_TESTS = "tests/unit/**/*.isolated.test.{ts,tsx}";

/** Server test files that replace a module (vi.mock) need modules of their own. */
const MOCKING_SERVER_TESTS = "tests/server/**/*.isolated.test.ts";

/**
 * The server tests as two projects: most files share the imported modules (isolate: false: the
 * server is imported once per worker instead of once per file; each file starts its own server on
 * its own database anyway), and the few that mock a module run isolated.
 */
function serverProjects(name: string, extra: { globalSetup?: string[] }) {
  const common = { environment: "node", env: { REVIEW_DELAY_SECONDS: "0" }, setupFiles: ["tests/server/setup.ts"], ...extra };
  return [
    { extends: true as const, test: { name, include: ["tests/server/**/*.test.ts"], exclude: [MOCKING_SERVER_TESTS], isolate: false, ...common } },
    { extends: true as const, test: { name: `${name}-isolated`, include: [MOCKING_SERVER_TESTS], ...common } },
  ];
}

export default defineConfig({
  plugins: [react(), referenceServer(), axiosWithoutFetch(), antdBreakpointsAtOnce(), antdStaticStyles(), routeTitles(), preloads.plugin, stages.plugin],
  publicDir: "src/public",
  resolve: {
    // antd's style registration through a cheaper updateCSS (src/theme/dynamicCSS.ts).
    alias: [
      { find: /^rc-util\/es\/Dom\/dynamicCSS$/, replacement: fileURLToPath(new URL("./src/theme/dynamicCSS.ts", import.meta.url)) },
      // The browser's ResizeObserver instead of the polyfill (jsdom, in the unit tests, has none).
      ...(process.env.VITEST ? [] : [{ find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL("./src/boot/nativeResizeObserver.ts", import.meta.url)) }]),
      // qs's side channel on the browser's WeakMap, without get-intrinsic and object-inspect (src/boot/nativeSideChannel.cjs).
      { find: /^side-channel$/, replacement: fileURLToPath(new URL("./src/boot/nativeSideChannel.cjs", import.meta.url)) },
    ],
  },
  server: { port: Number(process.env.PORT ?? 8080), host: "127.0.0.1" },
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 800,
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      treeshake: {
        moduleSideEffects: [
          // Refine's CSV import/export (useImport, useExport) is never used: its parser need not load with Refine.
          { test: /[\\/]node_modules[\\/]papaparse[\\/]/, sideEffects: false },
          // Modules without side effects whose packages do not say so. rc-field-form: antd's input reads one
          // context from its index, which otherwise brings the whole form library and its validator to
          // the sign-in page. The stack parser: Refine's devtools read stacks only in development.
          { test: /[\\/]node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator|error-stack-parser|stackframe)[\\/]/, sideEffects: false },
          // The Markdown field of @refinedev/antd, which the console never uses: its parser (about 30 KB
          // gzip) came with useTable to every list page, its packages not saying they are free of side effects.
          { test: /[\\/]node_modules[\\/](react-markdown|remark-gfm)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // One chunk per boot stage (src/boot/bootChunks.ts). The console's manifest (resources/index.ts and
        // every area's declaration) is one of them: apart, each declaration would repeat the file names its
        // pages' preloads list.
        codeSplitting: { includeDependenciesRecursively: false, groups: stages.groups },
      },
    },
  },
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    // Both cores: the default (one fewer than the cores) left one idle on the two-core CI machine.
    maxWorkers: 2,
    projects: [
      // The files that mock a module, stub a global or fake the clock (*.isolated.test.*) apart
      // from the others, which could share one jsdom per worker once they restore global state.
      ...[false, true].map((isolated) => ({
        extends: true as const,
        test: {
          name: isolated ? "unit-isolated" : "unit",
          include: [isolated ? MOCKING_UNIT_TESTS : "tests/unit/**/*.test.{ts,tsx}"],
          exclude: isolated ? [] : [MOCKING_UNIT_TESTS],
          // The others share one jsdom and module graph per worker (about 6 CPU-minutes less);
          // tests/unit/setup.ts resets page, storage and language per file. A file that re-inits
          // i18next (partial translations by design) is an *.isolated.test.* file.
          isolate: isolated,
          environment: "jsdom",
          setupFiles: ["tests/unit/setup.ts"],
          // Refine's router binding must share the tests' copy of react-router (tests/unit/boot/).
          server: { deps: { inline: ["@refinedev/react-router"] } },
        },
      })),
      ...serverProjects("server", {}),
      // The same server tests on PostgreSQL, when TEST_DATABASE_URL names a role that may create databases.
      ...(process.env.TEST_DATABASE_URL ? serverProjects("server-pg", { globalSetup: ["tests/server/postgres/globalSetup.ts"] }) : []),
    ],
  },
});
