import fs from "node:fs";
import path from "node:path";
import { buildApp, type App } from "./app.js";

export interface Environment {
  port: number;
  dataDir: string;
}

/** PORT (default 8080) and DATA_DIR (default ./data), as the README documents them. */
export function readEnvironment(): Environment {
  return {
    port: Number(process.env.PORT ?? 8080),
    dataDir: path.resolve(process.env.DATA_DIR ?? "data"),
  };
}

/** Opens (creating, migrating and seeding on first use) the database in DATA_DIR. */
export async function startFromEnvironment(spaRoot?: string): Promise<App> {
  const { dataDir } = readEnvironment();
  fs.mkdirSync(dataDir, { recursive: true });
  return buildApp({ databaseFile: path.join(dataDir, "crmeb.db"), dataDir, spaRoot });
}
