import fs from "node:fs";
import path from "node:path";
import { buildApp, type App } from "./app.js";
import { DEFAULT_LOGIN_GUARD, type LoginGuardSettings } from "./areas/session/loginGuard.js";
import { collectorFromEnvironment, type CollectorConfig } from "./areas/product/collect/config.js";
import { DEFAULT_SQLITE_READERS } from "./db/database.js";
import { DEFAULT_HASH_COST, setPasswordHashCost } from "./core/passwords.js";

export interface Environment {
  port: number;
  /** Folder of the embedded SQLite database. */
  dataDir: string;
  /** A PostgreSQL URL when the server runs on PostgreSQL; SQLite in `dataDir` otherwise. */
  databaseUrl?: string;
  /** Uploaded files and exports; every instance on one database must share it. */
  uploadDir: string;
  /** Which proxies' X-Forwarded-For / -Proto / -Host to believe (Fastify's `trustProxy`). */
  trustProxy: TrustProxy;
  loginGuard: LoginGuardSettings;
  collector: CollectorConfig;
  /** Worker threads answering SQLite reads (0: reads on the server's thread). */
  sqliteReaders: number;
  /** scrypt's N, as a power of two, for new password hashes. */
  passwordHashCost: number;
}

export type TrustProxy = boolean | string;

/** A whole number of at least `min` from the environment, else the default. */
function positiveInt(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isInteger(value) && value >= min ? value : fallback;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the client address is the connection's); `true`
 * trusts whoever connects (only when nothing but the load balancer can reach the server); anything
 * else is a comma-separated list of the proxies' addresses or subnets (`10.0.0.0/8,127.0.0.1`,
 * `loopback`), whose X-Forwarded-For is believed.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  return text;
}

/**
 * PORT (default 8080), DATA_DIR (default ./data), DATABASE_URL, UPLOAD_DIR (default DATA_DIR),
 * TRUST_PROXY, SQLITE_READERS, PASSWORD_HASH_COST, the sign-in guard and the product collector, as
 * the README documents them.
 */
export function readEnvironment(): Environment {
  const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
  return {
    port: Number(process.env.PORT ?? 8080),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    uploadDir: process.env.UPLOAD_DIR ? path.resolve(process.env.UPLOAD_DIR) : dataDir,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    loginGuard: {
      lockAfterFailures: positiveInt("LOGIN_LOCK_FAILURES", DEFAULT_LOGIN_GUARD.lockAfterFailures),
      lockMinutes: positiveInt("LOGIN_LOCK_MINUTES", DEFAULT_LOGIN_GUARD.lockMinutes),
      addressFreeFailures: positiveInt("LOGIN_ADDRESS_FREE_FAILURES", DEFAULT_LOGIN_GUARD.addressFreeFailures),
    },
    collector: collectorFromEnvironment(process.env),
    sqliteReaders: positiveInt("SQLITE_READERS", DEFAULT_SQLITE_READERS, 0),
    passwordHashCost: Math.min(positiveInt("PASSWORD_HASH_COST", DEFAULT_HASH_COST, 10), 20),
  };
}

/**
 * Opens (migrating, and seeding when empty) the PostgreSQL database of DATABASE_URL, or else
 * the SQLite file in DATA_DIR (created on first use). Uploads and exports go to UPLOAD_DIR.
 */
export async function startFromEnvironment(spaRoot?: string): Promise<App> {
  const { dataDir, databaseUrl, uploadDir, trustProxy, loginGuard, collector, sqliteReaders, passwordHashCost } = readEnvironment();
  setPasswordHashCost(passwordHashCost);
  if (!databaseUrl) fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(uploadDir, { recursive: true });
  return buildApp({ databaseFile: path.join(dataDir, "crmeb.db"), databaseUrl, dataDir: uploadDir, trustProxy, spaRoot, loginGuard, collector, sqliteReaders });
}
