import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("merchant")
    .addColumn("id", int, autoId)
    .addColumn("name", "text", notNull)
    .addColumn("star_level", int, notNullDefault(0))
    .addColumn("receipt_printing_switch", int, notNullDefault(0))
    .addColumn("electr_printing_switch", int, notNullDefault(0))
    .addColumn("product_switch", int, notNullDefault(1))
    .addColumn("is_switch", int, notNullDefault(1))
    .addColumn("alert_stock", int, notNullDefault(10))
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema
    .createTable("admin")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("account", "text", (c) => c.notNull().unique())
    .addColumn("pwd", "text", notNull)
    .addColumn("real_name", "text", notNullDefault(""))
    .addColumn("roles", "text", notNull)
    .addColumn("status", int, notNullDefault(1))
    .addColumn("phone", "text", notNullDefault(""))
    .addColumn("is_sms", int, notNullDefault(0))
    .addColumn("last_ip", "text", notNullDefault(""))
    .addColumn("last_time", "text")
    .addColumn("login_count", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createTable("role")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("role_name", "text", notNull)
    .addColumn("rules", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(1))
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema
    .createTable("menu")
    .addColumn("id", int, (c) => c.primaryKey())
    .addColumn("pid", int, notNull)
    .addColumn("name", "text", notNull)
    .addColumn("icon", "text", notNullDefault(""))
    .addColumn("perms", "text", notNullDefault(""))
    .addColumn("component", "text", notNullDefault(""))
    .addColumn("menu_type", "text", notNull)
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .execute();
  await db.schema
    .createTable("session")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("admin_id", int, notNullRef("admin.id"))
    .addColumn("mer_id", int, notNull)
    .addColumn("expires_at", int, notNull)
    .execute();
  await db.schema
    .createTable("login_failure")
    .addColumn("account", "text", (c) => c.primaryKey())
    .addColumn("count", int, notNull)
    .addColumn("updated_at", int, notNull)
    .execute();
  await db.schema
    .createTable("captcha")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("secret_key", "text", notNull)
    .addColumn("x", int, notNull)
    .addColumn("y", int, notNull)
    .addColumn("state", int, notNullDefault(0))
    .addColumn("verification", "text")
    .addColumn("expires_at", int, notNull)
    .execute();
  await db.schema
    .createTable("system_config")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", notNull)
    .execute();
}
