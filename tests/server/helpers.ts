import { buildApp, type App } from "../../server/app.js";
import { DEMO_PASSWORD } from "../../server/db/seed/core.js";
import type { Clock, LoginGuardSettings } from "../../server/areas/session/loginGuard.js";
import type { CollectorConfig } from "../../server/areas/product/collect/config.js";
import { inject } from "vitest";
import { createEmpty, createFromTemplate } from "./postgres/databases.js";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";

/** Suites sign in often from one address and fail on purpose; the guard's own tests pass the real settings. */
const TEST_LOGIN_GUARD: LoginGuardSettings = { lockAfterFailures: 10_000, lockMinutes: 15, addressFreeFailures: 10_000 };

export interface TestServer {
  app: App;
  /** Folder of this server's uploaded and generated files. */
  dataDir: string;
  /** Calls the API; returns the parsed envelope. */
  call: <T = unknown>(
    method: "GET" | "POST",
    url: string,
    options?: { token?: string; body?: unknown; query?: Record<string, string | number | boolean> },
  ) => Promise<{ code: number; message: string | null; data: T }>;
  login: (account: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** True in the `server-pg` project: every test server runs on its own PostgreSQL database. */
export const onPostgres = inject("postgresTemplate") !== undefined;

/**
 * A copy of the run's seeded template (PostgreSQL), or a fresh in-memory SQLite database migrated
 * and seeded. `ownSeed`: an empty PostgreSQL database the server seeds now (under the test's clock).
 */
async function freshDatabase(ownSeed: boolean): Promise<{ databaseFile?: string; databaseUrl?: string; drop: () => Promise<void> }> {
  const postgres = inject("postgresTemplate");
  if (!postgres) return { databaseFile: ":memory:", drop: async () => {} };
  const { url, drop } = ownSeed ? await createEmpty(postgres.adminUrl, postgres.prefix) : await createFromTemplate(postgres.adminUrl, postgres.template, postgres.prefix);
  return { databaseUrl: url, drop };
}

/**
 * A fresh database, migrated and seeded, behind Fastify's inject (no port);
 * `spaRoot` serves a built console's files too; `ownSeed` seeds it now on PostgreSQL too, for a
 * test that seeds under a clock of its own (slower: no copy of the run's template).
 */
export async function startTestServer(
  options: { loginGuard?: Partial<LoginGuardSettings>; clock?: Clock; collector?: CollectorConfig; spaRoot?: string; ownSeed?: boolean } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-test-"));
  const database = await freshDatabase(options.ownSeed ?? false);
  const app = await buildApp({
    databaseFile: database.databaseFile,
    databaseUrl: database.databaseUrl,
    poolSize: 5,
    dataDir,
    loginGuard: { ...TEST_LOGIN_GUARD, ...options.loginGuard },
    clock: options.clock,
    collector: options.collector,
    spaRoot: options.spaRoot,
  });
  const call: TestServer["call"] = async (method, url, options = {}) => {
    const query = options.query
      ? "?" + new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()
      : "";
    const response = await app.fastify.inject({
      method,
      url: url + query,
      headers: options.token ? { "authori-zation": options.token } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const login = async (account: string, password = DEMO_PASSWORD) => {
    const result = await call<{ token: string }>("POST", "/api/admin/merchant/login", { body: { account, pwd: password } });
    if (result.code !== 200) throw new Error(`login ${account} failed: ${result.message}`);
    return result.data.token;
  };
  return {
    app,
    dataDir,
    call,
    login,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const M = "/api/admin/merchant";

/** The suites' usual cast on a fresh test server: merchant1, merchant2 and staff1 signed in. */
export interface SignedIn {
  s: TestServer;
  m1: string;
  m2: string;
  staff: string;
}

export async function startSignedIn(): Promise<SignedIn> {
  const s = await startTestServer();
  const [m1, m2, staff] = await Promise.all([s.login("merchant1"), s.login("merchant2"), s.login("staff1")]);
  return { s, m1, m2, staff };
}
