import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullRef } from "./columns.js";

/**
 * Issue 20, security:
 * - sessions are kept by the SHA-256 of their token, never the token itself; the old table
 *   held tokens in clear, so it is dropped and every earlier session ends;
 * - the failed sign-ins of an account (a sliding window) and its lock, and the back-off per
 *   client address, live in tables so every server instance on the database shares them.
 *
 * Ids and counts take `int` (bigint on PostgreSQL, like the `admin.id` they reference); epoch
 * milliseconds were declared `bigint`, which SQLite databases made by the first version of this
 * migration keep, so they stay `bigint` (the same 64-bit INTEGER there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int } = columnsFor(db);
  await db.schema.dropTable("session").execute();
  await db.schema
    .createTable("session")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("admin_id", int, notNullRef("admin.id"))
    .addColumn("mer_id", int, notNull)
    .addColumn("expires_at", "bigint", notNull)
    .execute();
  await db.schema.createIndex("session_admin").on("session").column("admin_id").execute();

  await db.schema
    .createTable("login_failure_event")
    // A random id from the server, not an auto-increment: the same DDL on both databases.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account", "text", notNull)
    .addColumn("at", "bigint", notNull)
    .execute();
  await db.schema.createIndex("login_failure_event_account").on("login_failure_event").columns(["account", "at"]).execute();
  await db.schema.createIndex("login_failure_event_at").on("login_failure_event").column("at").execute();

  await db.schema
    .createTable("login_lock")
    .addColumn("account", "text", (c) => c.primaryKey())
    .addColumn("locked_until", "bigint", notNull)
    .execute();

  await db.schema
    .createTable("login_address")
    .addColumn("address", "text", (c) => c.primaryKey())
    .addColumn("failures", int, notNull)
    .addColumn("window_start", "bigint", notNull)
    .addColumn("blocked_until", "bigint", notNull)
    .execute();
}
