import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";
import { addProductVersionTriggers } from "./triggers.js";

/** Products area: platform catalogues, merchant products with SKUs, categories, rules, comments, card secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("product_category")
    .addColumn("id", int, autoId)
    .addColumn("pid", int, notNullDefault(0))
    .addColumn("name", "text", notNull)
    .addColumn("icon", "text", notNullDefault(""))
    .addColumn("level", int, notNull)
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .execute();
  await db.schema.createIndex("idx_product_category_pid").on("product_category").column("pid").execute();
  await db.schema
    .createTable("product_brand")
    .addColumn("id", int, autoId)
    .addColumn("name", "text", notNull)
    .addColumn("icon", "text", notNullDefault(""))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .execute();
  await db.schema
    .createTable("product_brand_category")
    .addColumn("brand_id", int, notNullRef("product_brand.id"))
    .addColumn("cid", int, notNullRef("product_category.id"))
    .addPrimaryKeyConstraint("product_brand_category_pkey", ["brand_id", "cid"])
    .execute();
  await db.schema
    .createIndex("idx_product_brand_category_cid")
    .on("product_brand_category")
    .columns(["cid", "brand_id"])
    .execute();
  await db.schema
    .createTable("product_guarantee")
    .addColumn("id", int, autoId)
    .addColumn("name", "text", notNull)
    .addColumn("icon", "text", notNullDefault(""))
    .addColumn("content", "text", notNullDefault(""))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createTable("merchant_product_category")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("pid", int, notNullDefault(0))
    .addColumn("name", "text", notNull)
    .addColumn("icon", "text", notNullDefault(""))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("idx_merchant_product_category_mer")
    .on("merchant_product_category")
    .columns(["mer_id", "is_del", "pid"])
    .execute();
  await db.schema
    .createTable("product")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("type", int, notNullDefault(0))
    .addColumn("image", "text", notNull)
    .addColumn("flat_pattern", "text", notNullDefault(""))
    .addColumn("slider_image", "text", notNull)
    .addColumn("name", "text", notNull)
    .addColumn("intro", "text", notNullDefault(""))
    .addColumn("keyword", "text", notNullDefault(""))
    .addColumn("cate_id", "text", notNull)
    .addColumn("brand_id", int, notNull)
    .addColumn("category_id", int, notNull)
    .addColumn("guarantee_ids", "text", notNullDefault(""))
    .addColumn("unit_name", "text", notNull)
    .addColumn("temp_id", int, notNullDefault(0))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("spec_type", int, notNullDefault(0))
    .addColumn("is_sub", int, notNullDefault(0))
    .addColumn("price", int, notNullDefault(0))
    .addColumn("vip_price", int, notNullDefault(0))
    .addColumn("ot_price", int, notNullDefault(0))
    .addColumn("cost", int, notNullDefault(0))
    .addColumn("stock", int, notNullDefault(0))
    .addColumn("sales", int, notNullDefault(0))
    .addColumn("ficti", int, notNullDefault(0))
    .addColumn("collect_count", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(0))
    .addColumn("is_recycle", int, notNullDefault(0))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("audit_status", int, notNullDefault(0))
    .addColumn("is_audit", int, notNullDefault(0))
    .addColumn("reason", "text", notNullDefault(""))
    .addColumn("is_paid_member", int, notNullDefault(0))
    .addColumn("is_auto_up", int, notNullDefault(0))
    .addColumn("delivery_method", "text", notNullDefault("1"))
    .addColumn("refund_switch", int, notNullDefault(1))
    .addColumn("system_form_id", int, notNullDefault(0))
    .addColumn("gift_points", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  // The list: scanned in display order (sort, id) with every tab and filter column in the index
  // (keyword search included), so pages and counts are found without touching the table rows;
  // the second index counts the sparse tabs.
  await db.schema
    .createIndex("idx_product_list")
    .on("product")
    .columns([
      "mer_id",
      "sort",
      "id",
      "is_del",
      "is_recycle",
      "audit_status",
      "is_audit",
      "is_show",
      "stock",
      "type",
      "is_paid_member",
      "category_id",
      "cate_id",
      "name",
      "keyword",
    ])
    .execute();
  await db.schema
    .createIndex("idx_product_state")
    .on("product")
    .columns(["mer_id", "is_del", "is_recycle", "audit_status", "is_audit", "is_show", "stock"])
    .execute();
  await db.schema
    .createTable("product_version")
    .addColumn("mer_id", int, (c) => c.primaryKey())
    .addColumn("version", int, notNullDefault(0))
    .execute();
  await addProductVersionTriggers(db);
  await db.schema
    .createTable("product_description")
    .addColumn("product_id", int, (c) => c.primaryKey().references("product.id"))
    .addColumn("description", "text", notNullDefault(""))
    .execute();
  await db.schema
    .createTable("product_attribute")
    .addColumn("id", int, autoId)
    .addColumn("product_id", int, notNullRef("product.id"))
    .addColumn("attribute_name", "text", notNull)
    .addColumn("is_show_image", int, notNullDefault(0))
    .addColumn("sort", int, notNullDefault(0))
    .execute();
  await db.schema.createIndex("idx_product_attribute_product").on("product_attribute").column("product_id").execute();
  await db.schema
    .createTable("product_attribute_option")
    .addColumn("id", int, autoId)
    .addColumn("product_id", int, notNullRef("product.id"))
    .addColumn("attribute_id", int, notNullRef("product_attribute.id"))
    .addColumn("option_name", "text", notNull)
    .addColumn("image", "text", notNullDefault(""))
    .addColumn("sort", int, notNullDefault(0))
    .execute();
  await db.schema
    .createIndex("idx_product_attribute_option_product")
    .on("product_attribute_option")
    .columns(["product_id", "attribute_id"])
    .execute();
  await db.schema
    .createTable("product_attr_value")
    .addColumn("id", int, autoId)
    .addColumn("product_id", int, notNullRef("product.id"))
    .addColumn("sku", "text", notNull)
    .addColumn("stock", int, notNullDefault(0))
    .addColumn("sales", int, notNullDefault(0))
    .addColumn("price", int, notNull)
    .addColumn("vip_price", int, notNullDefault(0))
    .addColumn("cost", int, notNullDefault(0))
    .addColumn("ot_price", int, notNullDefault(0))
    .addColumn("image", "text", notNull)
    .addColumn("weight", int, notNullDefault(0))
    .addColumn("volume", int, notNullDefault(0))
    .addColumn("brokerage", int, notNullDefault(0))
    .addColumn("brokerage_two", int, notNullDefault(0))
    .addColumn("type", int, notNullDefault(0))
    .addColumn("quota", int, notNullDefault(0))
    .addColumn("quota_show", int, notNullDefault(0))
    .addColumn("attr_value", "text", notNull)
    .addColumn("bar_code", "text", notNullDefault(""))
    .addColumn("expand", "text", notNullDefault(""))
    .addColumn("cdkey_id", int, notNullDefault(0))
    .addColumn("item_number", "text", notNullDefault(""))
    .addColumn("is_show", int, notNullDefault(1))
    .addColumn("is_default", int, notNullDefault(0))
    .addColumn("version", int, notNullDefault(0))
    .execute();
  await db.schema.createIndex("idx_product_attr_value_product").on("product_attr_value").column("product_id").execute();
  await db.schema
    .createTable("product_coupon")
    .addColumn("product_id", int, notNullRef("product.id"))
    .addColumn("coupon_id", int, notNull)
    .addColumn("add_time", "text", notNull)
    .addPrimaryKeyConstraint("product_coupon_pkey", ["product_id", "coupon_id"])
    .execute();
  await db.schema
    .createTable("product_rule")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("rule_name", "text", notNull)
    .addColumn("rule_value", "text", notNull)
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("idx_product_rule_mer").on("product_rule").columns(["mer_id", "id"]).execute();
  await db.schema
    .createTable("product_reply")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("product_id", int, notNullRef("product.id"))
    .addColumn("attr_value_id", int, notNullDefault(0))
    .addColumn("sku", "text", notNullDefault(""))
    .addColumn("uid", int, notNullDefault(0))
    .addColumn("nickname", "text", notNull)
    .addColumn("avatar", "text", notNullDefault(""))
    .addColumn("phone", "text", notNullDefault(""))
    .addColumn("star", int, notNull)
    .addColumn("comment", "text", notNull)
    .addColumn("pics", "text", notNullDefault("[]"))
    .addColumn("merchant_reply_content", "text", notNullDefault(""))
    .addColumn("merchant_reply_time", "text")
    .addColumn("is_reply", int, notNullDefault(0))
    .addColumn("is_virtual", int, notNullDefault(0))
    .addColumn("is_logoff", int, notNullDefault(0))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("idx_product_reply_mer").on("product_reply").columns(["mer_id", "is_del", "id"]).execute();
  await db.schema.createIndex("idx_product_reply_product").on("product_reply").column("product_id").execute();
  await db.schema
    .createTable("cdkey_library")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("name", "text", notNull)
    .addColumn("remark", "text", notNullDefault(""))
    .addColumn("product_id", int, notNullDefault(0))
    .addColumn("product_attr_value_id", int, notNullDefault(0))
    .addColumn("total_num", int, notNullDefault(0))
    .addColumn("used_num", int, notNullDefault(0))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("idx_cdkey_library_mer").on("cdkey_library").columns(["mer_id", "is_del", "id"]).execute();
  await db.schema.createIndex("idx_cdkey_library_product").on("cdkey_library").column("product_id").execute();
  await db.schema
    .createTable("card_secret")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("library_id", int, notNullRef("cdkey_library.id"))
    .addColumn("card_number", "text", notNull)
    .addColumn("secret_num", "text", notNull)
    .addColumn("is_use", int, notNullDefault(0))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("idx_card_secret_library")
    .on("card_secret")
    .columns(["library_id", "is_del", "is_use", "id"])
    .execute();
  await db.schema.createIndex("idx_card_secret_number").on("card_secret").columns(["library_id", "card_number"]).execute();
  await db.schema
    .createTable("product_guarantee_group")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNullRef("merchant.id"))
    .addColumn("name", "text", notNull)
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("idx_product_guarantee_group_mer")
    .on("product_guarantee_group")
    .columns(["mer_id", "is_del"])
    .execute();
  await db.schema
    .createTable("product_guarantee_group_item")
    .addColumn("group_id", int, notNullRef("product_guarantee_group.id"))
    .addColumn("gid", int, notNullRef("product_guarantee.id"))
    .addPrimaryKeyConstraint("product_guarantee_group_item_pkey", ["group_id", "gid"])
    .execute();
}
