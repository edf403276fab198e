import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";

/**
 * Mini-program live streaming (goods, rooms, their goods and assistants, media ids) and the
 * WeChat video channel (categories, brands, delivery companies, drafts, products): contract
 * §3.27 and §3.28. Every list filter is indexed, and so is each pending review (settled on read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("live_goods")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("product_id", int, notNull)
    .addColumn("name", "text", notNull)
    .addColumn("cover_img_url", "text", notNull)
    .addColumn("cover_img_url_local", "text", notNull)
    .addColumn("price_type", int, notNull)
    .addColumn("price", int, notNull)
    .addColumn("price2", int, notNullDefault(0))
    .addColumn("url", "text", notNull)
    .addColumn("goods_id", int, (c) => c.unique())
    .addColumn("audit_id", int)
    .addColumn("audit_status", int, notNullDefault(0))
    .addColumn("third_party_appid", "text", notNullDefault(""))
    .addColumn("third_party_tag", int, notNullDefault(0))
    .addColumn("review_status", int, notNullDefault(1))
    .addColumn("review_reason", "text", notNullDefault(""))
    .addColumn("review_submitted_at", "text")
    .addColumn("mer_name", "text", notNullDefault(""))
    .addColumn("mer_type", int, notNullDefault(0))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("live_goods_mer")
    .on("live_goods")
    .columns(["mer_id", "review_status", "sort desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("live_goods_pending")
    .on("live_goods")
    .columns(["mer_id", "review_submitted_at"])
    .where(sql.ref("review_submitted_at"), "is not", null)
    .execute();
  await db.schema
    .createTable("live_room")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("room_id", int, (c) => c.unique())
    .addColumn("room_name", "text", notNull)
    .addColumn("cover_img", "text", notNull)
    .addColumn("cover_img_local", "text", notNull)
    .addColumn("share_img", "text", notNull)
    .addColumn("share_img_local", "text", notNull)
    .addColumn("feeds_img", "text", notNull)
    .addColumn("feeds_img_local", "text", notNull)
    .addColumn("start_time", "text", notNull)
    .addColumn("end_time", "text", notNull)
    .addColumn("anchor_name", "text", notNull)
    .addColumn("anchor_wechat", "text", notNull)
    .addColumn("sub_anchor_wechat", "text", notNullDefault(""))
    .addColumn("creater_wechat", "text", notNullDefault(""))
    .addColumn("is_feeds_public", int, notNullDefault(1))
    .addColumn("type", int, notNullDefault(0))
    .addColumn("screen_type", int, notNullDefault(0))
    .addColumn("close_like", int, notNullDefault(0))
    .addColumn("close_goods", int, notNullDefault(0))
    .addColumn("close_comment", int, notNullDefault(0))
    .addColumn("close_replay", int, notNullDefault(1))
    .addColumn("close_share", int, notNullDefault(0))
    .addColumn("close_kf", int, notNullDefault(1))
    .addColumn("live_status", int, notNullDefault(102))
    .addColumn("store_show", int, notNullDefault(0))
    .addColumn("review_status", int, notNullDefault(0))
    .addColumn("review_reason", "text", notNullDefault(""))
    .addColumn("review_submitted_at", "text")
    .addColumn("qrcode_url", "text", notNullDefault(""))
    .addColumn("mer_name", "text", notNullDefault(""))
    .addColumn("mer_type", int, notNullDefault(0))
    .addColumn("star", int, notNullDefault(0))
    .addColumn("sort", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("live_room_mer").on("live_room").columns(["mer_id", "star desc", "sort desc", "id desc"]).execute();
  await db.schema
    .createIndex("live_room_filters")
    .on("live_room")
    .columns(["mer_id", "review_status", "live_status", "store_show"])
    .execute();
  await db.schema
    .createIndex("live_room_times")
    .on("live_room")
    .columns(["mer_id", "live_status", "start_time", "end_time"])
    .execute();
  await db.schema
    .createIndex("live_room_pending")
    .on("live_room")
    .columns(["mer_id", "review_submitted_at"])
    .where(sql.ref("review_submitted_at"), "is not", null)
    .execute();
  await db.schema
    .createTable("live_room_goods")
    .addColumn("room_id", int, notNullRef("live_room.id", "cascade"))
    .addColumn("live_goods_id", int, notNullRef("live_goods.id", "cascade"))
    .addColumn("mer_id", int, notNull)
    .addColumn("on_sale", int, notNullDefault(1))
    .addColumn("sort", int, notNullDefault(0))
    .addPrimaryKeyConstraint("live_room_goods_pkey", ["room_id", "live_goods_id"])
    .execute();
  await db.schema.createIndex("live_room_goods_goods").on("live_room_goods").column("live_goods_id").execute();
  await db.schema
    .createTable("live_assistant")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("wechat", "text", notNull)
    .addColumn("wechat_nickname", "text", notNull)
    .addColumn("headimg", "text", notNullDefault(""))
    .addColumn("openid", "text", notNullDefault(""))
    .addColumn("ass_desc", "text", notNullDefault(""))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("live_assistant_mer").on("live_assistant").columns(["mer_id", "id desc"]).execute();
  await db.schema.createIndex("live_assistant_wechat").on("live_assistant").unique().columns(["mer_id", "wechat"]).execute();
  await db.schema
    .createTable("live_room_assistant")
    .addColumn("room_id", int, notNullRef("live_room.id", "cascade"))
    .addColumn("assistant_id", int, notNullRef("live_assistant.id", "cascade"))
    .addColumn("mer_id", int, notNull)
    .addPrimaryKeyConstraint("live_room_assistant_pkey", ["room_id", "assistant_id"])
    .execute();
  await db.schema.createIndex("live_room_assistant_assistant").on("live_room_assistant").column("assistant_id").execute();
  await db.schema
    .createTable("live_media")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("media_id", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", notNull)
    .addColumn("path", "text", notNull)
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema.createIndex("live_media_mer").on("live_media").columns(["mer_id", "media_id"]).execute();
  await db.schema
    .createTable("pay_component_cat")
    .addColumn("third_cat_id", int, (c) => c.primaryKey())
    .addColumn("third_cat_name", "text", notNull)
    .addColumn("second_cat_id", int, notNull)
    .addColumn("second_cat_name", "text", notNull)
    .addColumn("first_cat_id", int, notNull)
    .addColumn("first_cat_name", "text", notNull)
    .addColumn("qualification", "text", notNullDefault(""))
    .addColumn("qualification_type", int, notNullDefault(0))
    .addColumn("product_qualification", "text", notNullDefault(""))
    .addColumn("product_qualification_type", int, notNullDefault(0))
    .addColumn("status", int, notNullDefault(3))
    .execute();
  await db.schema
    .createTable("pay_component_shop_brand")
    .addColumn("id", int, autoId)
    .addColumn("brand_id", int, (c) => c.notNull().unique())
    .addColumn("brand_wording", "text", notNull)
    .addColumn("brand_management_type", int, notNullDefault(1))
    .addColumn("trademark_registrant", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(0))
    .addColumn("reject_reason", "text", notNullDefault(""))
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("pay_component_shop_brand_status")
    .on("pay_component_shop_brand")
    .columns(["status", "id"])
    .execute();
  await db.schema
    .createTable("pay_component_delivery_company")
    .addColumn("id", int, autoId)
    .addColumn("delivery_id", "text", (c) => c.notNull().unique())
    .addColumn("delivery_name", "text", notNull)
    .execute();
  await db.schema
    .createTable("pay_component_draft")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("product_id", int, notNullDefault(0))
    .addColumn("primary_product_id", int, notNull)
    .addColumn("title", "text", notNull)
    .addColumn("path", "text", notNullDefault(""))
    .addColumn("head_img", "text", notNull)
    .addColumn("qualification_pics", "text", notNullDefault("[]"))
    .addColumn("third_cat_id", int, notNull)
    .addColumn("brand_id", int, notNullDefault(0))
    .addColumn("desc_info", "text", notNullDefault(""))
    .addColumn("temp_id", int, notNull)
    .addColumn("stock", int, notNullDefault(0))
    .addColumn("unit_name", "text", notNullDefault(""))
    .addColumn("give_integral", int, notNullDefault(0))
    .addColumn("ficti", int, notNullDefault(0))
    .addColumn("spec_type", int, notNullDefault(0))
    .addColumn("attr", "text", notNullDefault("[]"))
    .addColumn("attr_value", "text", notNullDefault("[]"))
    .addColumn("edit_status", int, notNullDefault(1))
    .addColumn("reject_reason", "text", notNullDefault(""))
    .addColumn("platform_edit_status", int, notNullDefault(1))
    .addColumn("platform_status_reason", "text", notNullDefault(""))
    .addColumn("review_submitted_at", "text")
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("pay_component_draft_mer")
    .on("pay_component_draft")
    .columns(["mer_id", "is_del", "edit_status", "id desc"])
    .execute();
  await db.schema.createIndex("pay_component_draft_title").on("pay_component_draft").columns(["mer_id", "title"]).execute();
  await db.schema
    .createIndex("pay_component_draft_pending")
    .on("pay_component_draft")
    .columns(["mer_id", "review_submitted_at"])
    .where(sql.ref("review_submitted_at"), "is not", null)
    .execute();
  await db.schema
    .createTable("pay_component_product")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("draft_id", int, notNull)
    .addColumn("primary_product_id", int, notNull)
    .addColumn("component_product_id", int, (c) => c.notNull().unique())
    .addColumn("title", "text", notNull)
    .addColumn("path", "text", notNullDefault(""))
    .addColumn("head_img", "text", notNull)
    .addColumn("qualification_pics", "text", notNullDefault("[]"))
    .addColumn("third_cat_id", int, notNull)
    .addColumn("brand_id", int, notNullDefault(0))
    .addColumn("desc_info", "text", notNullDefault(""))
    .addColumn("temp_id", int, notNull)
    .addColumn("stock", int, notNullDefault(0))
    .addColumn("sales", int, notNullDefault(0))
    .addColumn("unit_name", "text", notNullDefault(""))
    .addColumn("give_integral", int, notNullDefault(0))
    .addColumn("ficti", int, notNullDefault(0))
    .addColumn("spec_type", int, notNullDefault(0))
    .addColumn("attr", "text", notNullDefault("[]"))
    .addColumn("attr_value", "text", notNullDefault("[]"))
    .addColumn("status", int, notNullDefault(0))
    .addColumn("platform_status", int, notNullDefault(0))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("pay_component_product_mer")
    .on("pay_component_product")
    .columns(["mer_id", "is_del", "id desc"])
    .execute();
  await db.schema
    .createIndex("pay_component_product_primary")
    .on("pay_component_product")
    .columns(["mer_id", "primary_product_id"])
    .execute();
}
