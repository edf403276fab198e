import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";

/**
 * Flash sales (platform activities, time slots, the products merchants join them with) and
 * group buying (activities, their SKUs, the groups opened and their members);
 * server/areas/seckill/tables.ts and server/areas/groupbuy/tables.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId, withoutRowid } = columnsFor(db);
  await db.schema
    .createTable("seckill_time_interval")
    .addColumn("id", int, autoId)
    .addColumn("name", "text", notNull)
    .addColumn("start_time", "text", notNull)
    .addColumn("end_time", "text", notNull)
    .addColumn("status", int, notNullDefault(1))
    .execute();
  await db.schema
    .createTable("seckill_activity")
    .addColumn("id", int, autoId)
    .addColumn("name", "text", notNull)
    .addColumn("start_date", "text", notNull)
    .addColumn("end_date", "text", notNull)
    .addColumn("one_quota", int, notNullDefault(0))
    .addColumn("all_quota", int, notNullDefault(0))
    .addColumn("mer_stars", int, notNullDefault(0))
    .addColumn("pro_category", "text", notNullDefault("0"))
    .addColumn("is_open", int, notNullDefault(1))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("seckill_activity_list").on("seckill_activity").columns(["is_del", "id desc"]).execute();
  await db.schema
    .createTable("seckill_activity_time")
    .addColumn("activity_id", int, notNullRef("seckill_activity.id"))
    .addColumn("interval_id", int, notNullRef("seckill_time_interval.id"))
    .addPrimaryKeyConstraint("seckill_activity_time_pkey", ["activity_id", "interval_id"])
    .$call(withoutRowid)
    .execute();
  await db.schema
    .createTable("seckill_product")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("activity_id", int, notNullRef("seckill_activity.id"))
    .addColumn("product_id", int, notNull)
    .addColumn("name", "text", notNull)
    .addColumn("image", "text", notNull)
    .addColumn("category_id", int, notNull)
    .addColumn("cate_id", "text", notNullDefault(""))
    .addColumn("type", int, notNullDefault(0))
    .addColumn("spec_type", int, notNullDefault(0))
    .addColumn("price", int, notNull)
    .addColumn("seckill_price", int, notNull)
    .addColumn("quota", int, notNull)
    .addColumn("quota_show", int, notNull)
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(0))
    .addColumn("audit_status", int, notNullDefault(1))
    .addColumn("reason", "text", notNullDefault(""))
    .addColumn("submit_time", "text", notNull)
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("seckill_product_mer")
    .on("seckill_product")
    .columns(["mer_id", "is_del", "audit_status", "id desc"])
    .execute();
  await db.schema
    .createIndex("seckill_product_activity")
    .on("seckill_product")
    .columns(["activity_id", "mer_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("seckill_product_review")
    .on("seckill_product")
    .columns(["mer_id", "audit_status", "submit_time"])
    .where(sql.ref("is_del"), "=", 0)
    .execute();
  await db.schema
    .createTable("seckill_product_sku")
    .addColumn("id", int, autoId)
    .addColumn("seckill_product_id", int, notNullRef("seckill_product.id"))
    .addColumn("mer_id", int, notNull)
    .addColumn("master_id", int, notNull)
    .addColumn("sku", "text", notNull)
    .addColumn("image", "text", notNullDefault(""))
    .addColumn("bar_code", "text", notNullDefault(""))
    .addColumn("attr_value", "text", notNullDefault("{}"))
    .addColumn("ot_price", int, notNull)
    .addColumn("price", int, notNull)
    .addColumn("quota", int, notNull)
    .addColumn("quota_show", int, notNull)
    .execute();
  await db.schema.createIndex("seckill_product_sku_product").on("seckill_product_sku").column("seckill_product_id").execute();
  await db.schema
    .createTable("group_buy_activity")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("group_name", "text", notNull)
    .addColumn("start_time", "text", notNull)
    .addColumn("end_time", "text", notNull)
    .addColumn("valid_hour", int, notNull)
    .addColumn("buy_count", int, notNull)
    .addColumn("all_quota", int, notNullDefault(0))
    .addColumn("onc_quota", int, notNullDefault(0))
    .addColumn("product_count", int, notNullDefault(0))
    .addColumn("show_group", int, notNullDefault(0))
    .addColumn("ficti_status", int, notNullDefault(0))
    .addColumn("group_status", int, notNullDefault(3))
    .addColumn("refusal", "text", notNullDefault(""))
    .addColumn("activity_status", int, notNullDefault(0))
    .addColumn("submit_time", "text", notNull)
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("group_buy_activity_mer")
    .on("group_buy_activity")
    .columns(["mer_id", "is_del", "group_status", "create_time desc"])
    .execute();
  await db.schema
    .createIndex("group_buy_activity_review")
    .on("group_buy_activity")
    .columns(["mer_id", "group_status", "submit_time"])
    .where(sql.ref("is_del"), "=", 0)
    .execute();
  await db.schema
    .createTable("group_buy_activity_sku")
    .addColumn("id", int, autoId)
    .addColumn("group_activity_id", int, notNullRef("group_buy_activity.id"))
    .addColumn("mer_id", int, notNull)
    .addColumn("product_id", int, notNull)
    .addColumn("sku_id", int, notNull)
    .addColumn("active_price", int, notNull)
    .addColumn("quota_show", int, notNull)
    .addColumn("quota", int, notNull)
    .execute();
  await db.schema
    .createIndex("group_buy_activity_sku_activity")
    .on("group_buy_activity_sku")
    .column("group_activity_id")
    .execute();
  await db.schema
    .createTable("group_buy_record")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("group_activity_id", int, notNullRef("group_buy_activity.id"))
    .addColumn("product_id", int, notNull)
    .addColumn("product_name", "text", notNull)
    .addColumn("product_image", "text", notNull)
    .addColumn("leader_uid", int, notNull)
    .addColumn("leader_nickname", "text", notNull)
    .addColumn("leader_phone", "text", notNullDefault(""))
    .addColumn("buying_count_num", int, notNull)
    .addColumn("yet_buying_num", int, notNull)
    .addColumn("record_status", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("end_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("group_buy_record_mer")
    .on("group_buy_record")
    .columns(["mer_id", "record_status", "create_time desc"])
    .execute();
  await db.schema
    .createIndex("group_buy_record_activity")
    .on("group_buy_record")
    .columns(["group_activity_id", "record_status"])
    .execute();
  await db.schema
    .createTable("group_buy_member")
    .addColumn("id", int, autoId)
    .addColumn("record_id", int, notNullRef("group_buy_record.id"))
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNull)
    .addColumn("nickname", "text", notNull)
    .addColumn("avatar", "text", notNullDefault(""))
    .addColumn("order_no", "text", notNull)
    .addColumn("sku", "text", notNull)
    .addColumn("pay_num", int, notNull)
    .addColumn("pay_price", int, notNull)
    .addColumn("refund_num", int, notNullDefault(0))
    .addColumn("is_leader", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema.createIndex("group_buy_member_record").on("group_buy_member").column("record_id").execute();
}
