import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";

/** Picture library (base categories, attachments) and system forms / form templates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("base_category")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("pid", int, notNullDefault(0))
    .addColumn("path", "text", notNullDefault("/0/"))
    .addColumn("name", "text", notNull)
    .addColumn("type", int, notNull)
    .addColumn("url", "text", notNullDefault(""))
    .addColumn("extra", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(1))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  // Trees and pages are read per merchant and type; children are found by pid.
  await db.schema.createIndex("base_category_mer_type").on("base_category").columns(["mer_id", "type", "pid"]).execute();
  await db.schema
    .createTable("system_attachment")
    .addColumn("att_id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("name", "text", notNull)
    .addColumn("att_dir", "text", notNullDefault(""))
    .addColumn("satt_dir", "text", notNull)
    .addColumn("att_size", "text", notNullDefault("0"))
    .addColumn("att_type", "text", notNull)
    .addColumn("pid", int, notNullDefault(0))
    .addColumn("image_type", int, notNullDefault(1))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  // One category's pictures of some types, newest first.
  await db.schema
    .createIndex("system_attachment_category")
    .on("system_attachment")
    .columns(["mer_id", "pid", "att_type", "att_id"])
    .execute();
  // Every category ("all pictures"), newest first.
  await db.schema
    .createIndex("system_attachment_all")
    .on("system_attachment")
    .columns(["mer_id", "att_type", "att_id"])
    .execute();
  await db.schema
    .createTable("system_form")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("form_name", "text", notNull)
    .addColumn("all_keys", "text", notNullDefault(""))
    .addColumn("form_value", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(1))
    .addColumn("is_delete", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("system_form_mer").on("system_form").columns(["mer_id", "is_delete", "id"]).execute();
  await db.schema
    .createTable("system_form_temp")
    .addColumn("id", int, autoId)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("info", "text", notNullDefault(""))
    .addColumn("content", "text", notNull)
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
}
