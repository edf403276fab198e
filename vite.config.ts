/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import react from "@vitejs/plugin-react";
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
  plugins: [react(), referenceServer()],
  publicDir: "src/public",
  resolve: {
    // antd's style registration through a cheaper updateCSS (src/theme/dynamicCSS.ts).
    alias: [
      { find: /^rc-util\/es\/Dom\/dynamicCSS$/, replacement: fileURLToPath(new URL("./src/theme/dynamicCSS.ts", import.meta.url)) },
      // The browser's ResizeObserver instead of the polyfill (jsdom, in the unit tests, has none).
      ...(process.env.VITEST ? [] : [{ find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL("./src/boot/nativeResizeObserver.ts", import.meta.url)) }]),
    ],
  },
  server: { port: Number(process.env.PORT ?? 8080), host: "127.0.0.1" },
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 800,
    manifest: true,
    rollupOptions: {
      // Refine's CSV import/export (useImport, useExport) is never used: its parser need not load with Refine.
      treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]papaparse[\\/]/, sideEffects: false }] },
      output: {
        // The console's manifest (resources/index.ts and every area's declaration) is one chunk: apart,
        // each declaration would repeat the file names its pages' preloads list.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "manifest", test: /[\\/]resources[\\/](index|[^\\/]+[\\/]area)\.ts$/ }] },
      },
    },
  },
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    // Both cores: the default (one fewer than the cores) left one idle on the two-core CI machine.
    maxWorkers: 2,
    projects: [
      // Most unit files share one jsdom and one import of antd per worker (isolate: false: a fresh
      // environment per file cost about two minutes of CI); the files that mock a module, stub a
      // global or fake the clock run isolated (*.isolated.test.*).
      ...[false, true].map((isolated) => ({
        extends: true as const,
        test: {
          name: isolated ? "unit-isolated" : "unit",
          include: [isolated ? MOCKING_UNIT_TESTS : "tests/unit/**/*.test.{ts,tsx}"],
          exclude: isolated ? [] : [MOCKING_UNIT_TESTS],
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
