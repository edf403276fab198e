import fs from "node:fs";
import path from "node:path";
import { buildApp, type App } from "./app.js";
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from "./areas/session/loginGuard.js";

export interface Environment {
  port: number;
  dataDir: string;
  /** A PostgreSQL URL when the server runs on PostgreSQL; SQLite in `dataDir` otherwise. */
  databaseUrl?: string;
  loginLimits: LoginLimits;
}

/** PORT (default 8080), DATA_DIR (default ./data), DATABASE_URL and the sign-in limits, as the README documents them. */
export function readEnvironment(): Environment {
  return {
    port: Number(process.env.PORT ?? 8080),
    dataDir: path.resolve(process.env.DATA_DIR ?? "data"),
    databaseUrl: process.env.DATABASE_URL || undefined,
    loginLimits: {
      perAccount: Number(process.env.LOGIN_LIMIT_PER_ACCOUNT ?? DEFAULT_LOGIN_LIMITS.perAccount),
      perAddress: Number(process.env.LOGIN_LIMIT_PER_ADDRESS ?? DEFAULT_LOGIN_LIMITS.perAddress),
    },
  };
}

/**
 * Opens (migrating, and seeding when empty) the PostgreSQL database of DATABASE_URL, or else
 * the SQLite file in DATA_DIR (created on first use). Uploads and exports go to DATA_DIR either way.
 */
export async function startFromEnvironment(spaRoot?: string): Promise<App> {
  const { dataDir, databaseUrl, loginLimits } = readEnvironment();
  fs.mkdirSync(dataDir, { recursive: true });
  return buildApp({ databaseFile: path.join(dataDir, "crmeb.db"), databaseUrl, dataDir, spaRoot, loginLimits });
}
