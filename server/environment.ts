import fs from "node:fs";
import path from "node:path";
import { buildApp, type App } from "./app.js";
import { DEFAULT_LOGIN_GUARD, type LoginGuardSettings } from "./areas/session/loginGuard.js";
import { collectorFromEnvironment, type CollectorConfig } from "./areas/product/collect/config.js";

export interface Environment {
  port: number;
  dataDir: string;
  /** A PostgreSQL URL when the server runs on PostgreSQL; SQLite in `dataDir` otherwise. */
  databaseUrl?: string;
  loginGuard: LoginGuardSettings;
  collector: CollectorConfig;
}

/** A whole number of at least `min` from the environment, else the default. */
function positiveInt(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isInteger(value) && value >= min ? value : fallback;
}

/** PORT (default 8080), DATA_DIR (default ./data), DATABASE_URL, the sign-in guard and the product collector, as the README documents them. */
export function readEnvironment(): Environment {
  return {
    port: Number(process.env.PORT ?? 8080),
    dataDir: path.resolve(process.env.DATA_DIR ?? "data"),
    databaseUrl: process.env.DATABASE_URL || undefined,
    loginGuard: {
      lockAfterFailures: positiveInt("LOGIN_LOCK_FAILURES", DEFAULT_LOGIN_GUARD.lockAfterFailures),
      lockMinutes: positiveInt("LOGIN_LOCK_MINUTES", DEFAULT_LOGIN_GUARD.lockMinutes),
      addressFreeFailures: positiveInt("LOGIN_ADDRESS_FREE_FAILURES", DEFAULT_LOGIN_GUARD.addressFreeFailures),
    },
    collector: collectorFromEnvironment(process.env),
  };
}

/**
 * Opens (migrating, and seeding when empty) the PostgreSQL database of DATABASE_URL, or else
 * the SQLite file in DATA_DIR (created on first use). Uploads and exports go to DATA_DIR either way.
 */
export async function startFromEnvironment(spaRoot?: string): Promise<App> {
  const { dataDir, databaseUrl, loginGuard, collector } = readEnvironment();
  fs.mkdirSync(dataDir, { recursive: true });
  return buildApp({ databaseFile: path.join(dataDir, "crmeb.db"), databaseUrl, dataDir, spaRoot, loginGuard, collector });
}
