import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";

/**
 * Receipt printers, print jobs and e-sheet settings (server/areas/printing/tables.ts), and the
 * merchant addresses (server/areas/address/tables.ts), which return approvals and e-sheets read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("merchant_print")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("print_type", int, notNull)
    .addColumn("print_name", "text", notNull)
    .addColumn("print_yly_appid", "text", notNullDefault(""))
    .addColumn("print_yly_userid", "text", notNullDefault(""))
    .addColumn("print_yly_sec", "text", notNullDefault(""))
    .addColumn("print_yly_merchine_no", "text", notNullDefault(""))
    .addColumn("print_yly_status", int, notNullDefault(0))
    .addColumn("print_fe_name", "text", notNullDefault(""))
    .addColumn("print_fe_user", "text", notNullDefault(""))
    .addColumn("print_fe_ukey", "text", notNullDefault(""))
    .addColumn("print_fe_sn", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(0))
    .addColumn("content", "text", notNullDefault(""))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("merchant_print_mer").on("merchant_print").columns(["mer_id", "update_time desc"]).execute();
  await db.schema.createIndex("merchant_print_name").on("merchant_print").unique().columns(["mer_id", "print_name"]).execute();
  await db.schema
    .createTable("print_job")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("kind", "text", notNull)
    .addColumn("order_no", "text", notNull)
    .addColumn("printer_id", int, notNullDefault(0))
    .addColumn("printer_name", "text", notNull)
    .addColumn("content", "text", notNull)
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema.createIndex("print_job_mer").on("print_job").columns(["mer_id", "id desc"]).execute();
  await db.schema.createIndex("print_job_order").on("print_job").columns(["mer_id", "order_no"]).execute();
  await db.schema
    .createTable("merchant_elect")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, (c) => c.notNull().unique())
    .addColumn("op", int, notNullDefault(0))
    .addColumn("cloud_print_no", "text", notNullDefault(""))
    .addColumn("sender_addr", "text", notNull)
    .addColumn("sender_username", "text", notNull)
    .addColumn("sender_phone", "text", notNull)
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createTable("merchant_address")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("receiver_name", "text", notNull)
    .addColumn("receiver_phone", "text", notNull)
    .addColumn("province", "text", notNullDefault(""))
    .addColumn("province_id", int, notNullDefault(0))
    .addColumn("city", "text", notNullDefault(""))
    .addColumn("city_id", int, notNullDefault(0))
    .addColumn("district", "text", notNullDefault(""))
    .addColumn("district_id", int, notNullDefault(0))
    .addColumn("street", "text", notNullDefault(""))
    .addColumn("detail", "text", notNull)
    .addColumn("post_code", "text", notNullDefault(""))
    .addColumn("longitude", "text", notNullDefault(""))
    .addColumn("latitude", "text", notNullDefault(""))
    .addColumn("is_default", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("merchant_address_list").on("merchant_address").columns(["mer_id", "is_del", "is_show"]).execute();
  // The database itself holds the rule "one default address per merchant".
  await db.schema
    .createIndex("merchant_address_one_default")
    .on("merchant_address")
    .unique()
    .column("mer_id")
    .where(sql.ref("is_default"), "=", 1)
    .where(sql.ref("is_del"), "=", 0)
    .execute();
}
