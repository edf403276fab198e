import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";

/** Columns the shop settings add to `merchant` (0001): the profile the platform sets and the merchant's own configuration. */
const MERCHANT_COLUMNS: Array<[name: string, type: "int" | "text", notNullDefault?: string | number]> = [
  ["category_id", "int", 0],
  ["type_id", "int", 0],
  ["real_name", "text", ""],
  ["phone", "text", ""],
  ["handling_fee", "int", 0],
  ["is_self", "int", 0],
  ["is_recommend", "int", 0],
  ["is_force_shutdown", "int", 0],
  ["qualification_picture", "text", "[]"],
  ["copy_product_num", "int", 0],
  ["keywords", "text", ""],
  ["address_detail", "text", ""],
  ["latitude", "text", ""],
  ["longitude", "text", ""],
  ["avatar", "text", ""],
  ["back_image", "text", ""],
  ["street_back_image", "text", ""],
  ["cover_image", "text", ""],
  ["rectangle_logo", "text", ""],
  ["intro", "text", ""],
  ["service_type", "text", "phone"],
  ["service_link", "text", ""],
  ["service_phone", "text", ""],
  ["pc_banner", "text", ""],
  ["pc_back_image", "text", ""],
  ["is_take_their", "int", 0],
  ["pc_logo", "text", ""],
  ["pc_good_store_cover_image", "text", ""],
  /** Comma-joined product ids of the PC shop's recommendations. */
  ["pc_recommend_products", "text", ""],
  ["update_time", "text"],
];

/**
 * Shop settings (contract §3.23), the sensitive-operation log (§3.30) and the export records
 * (§3.32, an extension of this server).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [name, type, value] of MERCHANT_COLUMNS) {
    await db.schema
      .alterTable("merchant")
      .addColumn(name, type === "int" ? int : "text", value === undefined ? (c) => c : notNullDefault(value))
      .execute();
  }
  await db.schema
    .createTable("merchant_category")
    .addColumn("id", int, (c) => c.primaryKey())
    .addColumn("name", "text", notNull)
    .addColumn("handling_fee", int, notNullDefault(0))
    .execute();
  await db.schema
    .createTable("merchant_type")
    .addColumn("id", int, (c) => c.primaryKey())
    .addColumn("name", "text", notNull)
    .execute();
  await db.schema
    .createTable("merchant_pc_banner")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("image_url", "text", notNull)
    .addColumn("link_url", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(1))
    .addColumn("sort", int, notNullDefault(0))
    .execute();
  await db.schema.createIndex("merchant_pc_banner_mer").on("merchant_pc_banner").columns(["mer_id", "sort"]).execute();
  await db.schema
    .createTable("sensitive_log")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("admin_id", int, notNull)
    .addColumn("admin_account", "text", notNull)
    .addColumn("description", "text", notNull)
    .addColumn("method_type", "text", notNull)
    .addColumn("method", "text", notNull)
    .addColumn("request_method", "text", notNull)
    .addColumn("url", "text", notNull)
    .addColumn("ip", "text", notNull)
    .addColumn("request_param", "text", notNull)
    .addColumn("result", "text", notNull)
    .addColumn("status", int, notNull)
    .addColumn("error_msg", "text", notNullDefault(""))
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema.createIndex("sensitive_log_mer").on("sensitive_log").columns(["mer_id", "id"]).execute();
  await db.schema
    .createTable("export_record")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("admin_id", int, notNull)
    .addColumn("admin_account", "text", notNull)
    .addColumn("type", "text", notNull)
    .addColumn("file_name", "text", notNull)
    .addColumn("path", "text", notNull)
    .addColumn("rows", int, notNull)
    .addColumn("size", int, notNull)
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema.createIndex("export_record_mer").on("export_record").columns(["mer_id", "id"]).execute();
  await db.schema.createIndex("export_record_type").on("export_record").columns(["mer_id", "type", "id"]).execute();
}
