import fs from "node:fs";
import path from "node:path";
import { buildApp, type App } from "./app.js";
import { DEFAULT_LOGIN_GUARD, type LoginGuardSettings } from "./areas/session/loginGuard.js";
import { collectorFromEnvironment, type CollectorConfig } from "./areas/product/collect/config.js";

export interface Environment {
  port: number;
  dataDir: string;
  loginGuard: LoginGuardSettings;
  collector: CollectorConfig;
}

/** A whole number of at least `min` from the environment, else the default. */
function positiveInt(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isInteger(value) && value >= min ? value : fallback;
}

/** PORT (default 8080), DATA_DIR (default ./data), the sign-in guard and the product collector, as the README documents them. */
export function readEnvironment(): Environment {
  return {
    port: Number(process.env.PORT ?? 8080),
    dataDir: path.resolve(process.env.DATA_DIR ?? "data"),
    loginGuard: {
      lockAfterFailures: positiveInt("LOGIN_LOCK_FAILURES", DEFAULT_LOGIN_GUARD.lockAfterFailures),
      lockMinutes: positiveInt("LOGIN_LOCK_MINUTES", DEFAULT_LOGIN_GUARD.lockMinutes),
      addressFreeFailures: positiveInt("LOGIN_ADDRESS_FREE_FAILURES", DEFAULT_LOGIN_GUARD.addressFreeFailures),
    },
    collector: collectorFromEnvironment(process.env),
  };
}

/** Opens (creating, migrating and seeding on first use) the database in DATA_DIR. */
export async function startFromEnvironment(spaRoot?: string): Promise<App> {
  const { dataDir, loginGuard, collector } = readEnvironment();
  fs.mkdirSync(dataDir, { recursive: true });
  return buildApp({ databaseFile: path.join(dataDir, "crmeb.db"), dataDir, spaRoot, loginGuard, collector });
}
