import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";

/**
 * Coupons and their claim records, shipping templates with their region rules,
 * couriers (platform list + each merchant's relation) and delivery personnel.
 * Money columns hold integer cents; template quantities (first, renewal, number) hold hundredths.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("coupon")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("name", "text", notNull)
    .addColumn("publisher", int, notNullDefault(2))
    .addColumn("category", int, notNull)
    .addColumn("receive_type", int, notNull)
    .addColumn("coupon_type", int, notNullDefault(1))
    .addColumn("money", int, notNull)
    .addColumn("discount", int, notNullDefault(0))
    .addColumn("min_price", int, notNullDefault(0))
    .addColumn("is_limited", int, notNullDefault(0))
    .addColumn("total", int, notNullDefault(0))
    .addColumn("last_total", int, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`last_total >= 0`),
    )
    .addColumn("is_time_receive", int, notNullDefault(0))
    .addColumn("receive_start_time", "text")
    .addColumn("receive_end_time", "text")
    .addColumn("is_fixed_time", int, notNullDefault(0))
    .addColumn("use_start_time", "text")
    .addColumn("use_end_time", "text")
    .addColumn("day", int, notNullDefault(0))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("status", int, notNullDefault(1))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("is_repeated", int, notNullDefault(0))
    .addColumn("user_level", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("coupon_mer").on("coupon").columns(["mer_id", "is_del", "sort desc", "id desc"]).execute();
  await db.schema
    .createIndex("coupon_mer_filters")
    .on("coupon")
    .columns(["mer_id", "category", "receive_type", "status"])
    .execute();
  // The products a product coupon (category 2) applies to: the coupon's linkedData.
  await db.schema
    .createTable("coupon_product")
    .addColumn("coupon_id", int, notNullRef("coupon.id"))
    .addColumn("product_id", int, notNull)
    .addColumn("mer_id", int, notNull)
    .addPrimaryKeyConstraint("coupon_product_pkey", ["coupon_id", "product_id"])
    .execute();
  await db.schema.createIndex("coupon_product_product").on("coupon_product").column("product_id").execute();
  // One claimed coupon of one customer; money, threshold and validity are copied at claim time.
  await db.schema
    .createTable("coupon_user")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("coupon_id", int, notNullRef("coupon.id"))
    .addColumn("uid", int, notNull)
    .addColumn("name", "text", notNull)
    .addColumn("publisher", int, notNullDefault(2))
    .addColumn("category", int, notNull)
    .addColumn("receive_type", int, notNull)
    .addColumn("coupon_type", int, notNullDefault(1))
    .addColumn("money", int, notNull)
    .addColumn("min_price", int, notNullDefault(0))
    .addColumn("status", int, notNullDefault(0))
    .addColumn("start_time", "text", notNull)
    .addColumn("end_time", "text", notNull)
    .addColumn("use_time", "text")
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("coupon_user_mer").on("coupon_user").columns(["mer_id", "id desc"]).execute();
  await db.schema.createIndex("coupon_user_uid").on("coupon_user").columns(["mer_id", "uid"]).execute();
  await db.schema.createIndex("coupon_user_coupon").on("coupon_user").column("coupon_id").execute();
  await db.schema.createIndex("coupon_user_status").on("coupon_user").columns(["mer_id", "status", "end_time"]).execute();
  await db.schema
    .createTable("shipping_templates")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("name", "text", notNull)
    .addColumn("type", int, notNullDefault(0))
    .addColumn("appoint", int, notNullDefault(0))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("shipping_templates_mer")
    .on("shipping_templates")
    .columns(["mer_id", "sort desc", "id desc"])
    .execute();
  await db.schema.createIndex("shipping_templates_name").on("shipping_templates").columns(["mer_id", "name"]).execute();
  // A charging rule (one row of the editor) and the cities it covers (city_id 0 = default row).
  await db.schema
    .createTable("shipping_templates_region")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("temp_id", int, notNullRef("shipping_templates.id", "cascade"))
    .addColumn("uniqid", "text", notNull)
    .addColumn("title", "text", notNullDefault(""))
    .addColumn("first", int, notNull)
    .addColumn("first_price", int, notNull)
    .addColumn("renewal", int, notNull)
    .addColumn("renewal_price", int, notNull)
    .addColumn("sort", int, notNullDefault(0))
    .execute();
  await db.schema.createIndex("shipping_templates_region_temp").on("shipping_templates_region").column("temp_id").execute();
  await db.schema
    .createTable("shipping_templates_region_city")
    .addColumn("region_id", int, notNullRef("shipping_templates_region.id", "cascade"))
    .addColumn("temp_id", int, notNull)
    .addColumn("mer_id", int, notNull)
    .addColumn("city_id", int, notNull)
    .addUniqueConstraint("shipping_templates_region_city_temp_id_city_id_key", ["temp_id", "city_id"])
    .execute();
  await db.schema
    .createIndex("shipping_templates_region_city_region")
    .on("shipping_templates_region_city")
    .column("region_id")
    .execute();
  // A free-shipping rule and its cities (city_id 0 = nationwide, the editor's "all").
  await db.schema
    .createTable("shipping_templates_free")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("temp_id", int, notNullRef("shipping_templates.id", "cascade"))
    .addColumn("uniqid", "text", notNull)
    .addColumn("title", "text", notNullDefault(""))
    .addColumn("number", int, notNull)
    .addColumn("price", int, notNull)
    .addColumn("sort", int, notNullDefault(0))
    .execute();
  await db.schema.createIndex("shipping_templates_free_temp").on("shipping_templates_free").column("temp_id").execute();
  await db.schema
    .createTable("shipping_templates_free_city")
    .addColumn("free_id", int, notNullRef("shipping_templates_free.id", "cascade"))
    .addColumn("temp_id", int, notNull)
    .addColumn("mer_id", int, notNull)
    .addColumn("city_id", int, notNull)
    .addUniqueConstraint("shipping_templates_free_city_temp_id_city_id_key", ["temp_id", "city_id"])
    .execute();
  await db.schema.createIndex("shipping_templates_free_city_free").on("shipping_templates_free_city").column("free_id").execute();
  // The platform's courier list (no merchant).
  await db.schema
    .createTable("express")
    .addColumn("id", int, autoId)
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("partner_id", int, notNullDefault(0))
    .addColumn("partner_key", int, notNullDefault(0))
    .addColumn("net", int, notNullDefault(0))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .addColumn("status", int, notNullDefault(1))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("express_show").on("express").columns(["is_show", "sort desc", "id"]).execute();
  // A courier a merchant works with, and its monthly-account settings.
  await db.schema
    .createTable("merchant_express")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("express_id", int, notNullRef("express.id"))
    .addColumn("account", "text", notNullDefault(""))
    .addColumn("password", "text", notNullDefault(""))
    .addColumn("net_name", "text", notNullDefault(""))
    .addColumn("is_default", int, notNullDefault(0))
    .addColumn("is_open", int, notNullDefault(1))
    .addColumn("is_delete", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("merchant_express_mer")
    .on("merchant_express")
    .columns(["mer_id", "is_delete", "is_open"])
    .execute();
  await db.schema
    .createIndex("merchant_express_live")
    .on("merchant_express")
    .unique()
    .columns(["mer_id", "express_id"])
    .where(sql.ref("is_delete"), "=", 0)
    .execute();
  // At most one default courier per merchant.
  await db.schema
    .createIndex("merchant_express_default")
    .on("merchant_express")
    .unique()
    .column("mer_id")
    .where(sql.ref("is_default"), "=", 1)
    .where(sql.ref("is_delete"), "=", 0)
    .execute();
  await db.schema
    .createTable("delivery_personnel")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("personnel_name", "text", notNull)
    .addColumn("personnel_phone", "text", notNull)
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("delivery_personnel_mer")
    .on("delivery_personnel")
    .columns(["mer_id", "is_del", "create_time"])
    .execute();
  await db.schema
    .createIndex("delivery_personnel_phone")
    .on("delivery_personnel")
    .columns(["mer_id", "personnel_phone"])
    .execute();
}
