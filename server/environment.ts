import fs from "node:fs";
import path from "node:path";
import { buildApp, type App } from "./app.js";
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from "./areas/session/loginGuard.js";
import { collectorFromEnvironment, type CollectorConfig } from "./areas/product/collect/config.js";

export interface Environment {
  port: number;
  dataDir: string;
  loginLimits: LoginLimits;
  collector: CollectorConfig;
}

/** PORT (default 8080), DATA_DIR (default ./data), the sign-in limits and the product collector, as the README documents them. */
export function readEnvironment(): Environment {
  return {
    port: Number(process.env.PORT ?? 8080),
    dataDir: path.resolve(process.env.DATA_DIR ?? "data"),
    loginLimits: {
      perAccount: Number(process.env.LOGIN_LIMIT_PER_ACCOUNT ?? DEFAULT_LOGIN_LIMITS.perAccount),
      perAddress: Number(process.env.LOGIN_LIMIT_PER_ADDRESS ?? DEFAULT_LOGIN_LIMITS.perAddress),
    },
    collector: collectorFromEnvironment(process.env),
  };
}

/** Opens (creating, migrating and seeding on first use) the database in DATA_DIR. */
export async function startFromEnvironment(spaRoot?: string): Promise<App> {
  const { dataDir, loginLimits, collector } = readEnvironment();
  fs.mkdirSync(dataDir, { recursive: true });
  return buildApp({ databaseFile: path.join(dataDir, "crmeb.db"), dataDir, spaRoot, loginLimits, collector });
}
