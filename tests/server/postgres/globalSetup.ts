/**
 * globalSetup of the `server-pg` project: creates the run's template database from
 * TEST_DATABASE_URL (a role that may create databases), migrates and seeds it once, and hands its
 * name to the test workers; at the end drops it and every database copied from it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../../server/app.js";
import { hashCheaplyForTests } from "../../../server/core/passwords.js";
import { databaseUrl, quoteIdent } from "./databases.js";

/** The copies a test server left behind (it failed before closing), then the template. */
async function dropRunDatabases(client: pg.Client, prefix: string, template: string) {
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2", [prefix, template]);
  for (const { datname } of [...rows, { datname: template }]) {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  }
}

/**
 * Databases of earlier runs killed before their teardown: their process is gone and they are over
 * an hour old (a run on another machine sharing the server may have a process id unknown here).
 */
async function dropAbandoned(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'crmeb\\_test\\_%'");
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const { datname } of rows) {
    const [, , pid, started] = datname.split("_");
    const age = Date.now() - parseInt(started ?? "", 36);
    if (Number(pid) && !alive(Number(pid)) && age > 3_600_000) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("the server-pg project needs TEST_DATABASE_URL");
  const prefix = `crmeb_test_${process.pid}_${Date.now().toString(36)}`;
  const template = `${prefix}_template`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await dropAbandoned(client);
  const teardown = async () => {
    await dropRunDatabases(client, prefix, template);
    await client.end();
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-pg-template-"));
  try {
    await client.query(`CREATE DATABASE ${quoteIdent(template)}`);
    hashCheaplyForTests(); // the template's demo passwords, as tests/server/setup.ts does for SQLite
    const app = await buildApp({ databaseUrl: databaseUrl(adminUrl, template), dataDir, poolSize: 2 });
    await app.close();
  } catch (error) {
    await teardown();
    throw error;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide("postgresTemplate", { adminUrl, template, prefix });
  return teardown;
}
