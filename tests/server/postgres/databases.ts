/**
 * PostgreSQL databases of the server tests (the `server-pg` project, TEST_DATABASE_URL): one
 * template migrated and seeded per run, then a copy of it for each test server, dropped at close.
 */
import pg from "pg";
import { randomBytes } from "node:crypto";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's template database; absent when the tests run on SQLite. */
    postgresTemplate?: { adminUrl: string; template: string; prefix: string };
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

let admin: pg.Pool | undefined;
/** The next database, copied while the current test runs (a copy takes a moment: it is written out). */
let spare: Promise<string> | undefined;

async function copyTemplate(adminUrl: string, template: string, prefix: string): Promise<string> {
  admin ??= new pg.Pool({ connectionString: adminUrl, max: 2, allowExitOnIdle: true });
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  return name;
}

/**
 * Drops a test database, ending its connections. An autovacuum worker busy on a freshly seeded
 * database is a backend a role without superuser may not end (SQLSTATE 42501): wait for it and try again.
 */
async function dropDatabase(name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin!.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * A database of its own for one test server, copied from the run's template; returns its URL and
 * the function that drops it. Whatever a worker leaves (its spare) the global teardown drops.
 */
export async function createFromTemplate(adminUrl: string, template: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = await (spare ?? copyTemplate(adminUrl, template, prefix));
  spare = copyTemplate(adminUrl, template, prefix);
  // A failed copy surfaces when it is taken; until then it must not count as unhandled.
  spare.catch(() => {});
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => dropDatabase(name),
  };
}

/** An empty database of this run (migrated and seeded by the test server that opens it), and the function that drops it. */
export async function createEmpty(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  admin ??= new pg.Pool({ connectionString: adminUrl, max: 2, allowExitOnIdle: true });
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => dropDatabase(name),
  };
}
