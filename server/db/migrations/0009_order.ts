import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";
import { isPostgres } from "../dialect.js";
import { addOrderTabCountTriggers, addVersionTriggers } from "./triggers.js";

/**
 * The status tab of an order (server/areas/order/tables.ts, `tab`): the list filter and the
 * status counts both read this one expression, so a tab's count always matches its list.
 */
const TAB = `CASE
  WHEN refund_status = 3 THEN 7
  WHEN status = 9 THEN 8
  WHEN status = 0 AND paid = 0 AND cancel_status = 0 THEN 1
  WHEN status IN (1, 2) AND paid = 1 AND cancel_status = 0 THEN 2
  WHEN status = 4 AND cancel_status = 0 THEN 3
  WHEN status = 3 THEN 4
  WHEN status = 5 THEN 5
  WHEN status = 6 THEN 6
  ELSE 0 END`;

/** Tables whose every change raises the area's answer version ('order', server/core/answerCache.ts). */
const VERSIONED = ["merchant_order", "order_detail", "order_invoice", "refund_order"];

/** Orders, lines, shipments, history and after-sales of contract §3.11 / §3.12. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId, withoutRowid } = columnsFor(db);
  const postgres = isPostgres(db);
  await db.schema
    .createTable("merchant_order")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("order_no", "text", (c) => c.notNull().unique())
    .addColumn("uid", int, notNullRef("user.id"))
    .addColumn("total_num", int, notNull)
    .addColumn("pro_total_price", int, notNull)
    .addColumn("total_postage", int, notNullDefault(0))
    .addColumn("total_price", int, notNull)
    .addColumn("coupon_id", int, notNullDefault(0))
    .addColumn("coupon_price", int, notNullDefault(0))
    .addColumn("mer_coupon_price", int, notNullDefault(0))
    .addColumn("plat_coupon_price", int, notNullDefault(0))
    .addColumn("use_integral", int, notNullDefault(0))
    .addColumn("integral_price", int, notNullDefault(0))
    .addColumn("svip_discount_price", int, notNullDefault(0))
    .addColumn("pay_price", int, notNull)
    .addColumn("pay_postage", int, notNullDefault(0))
    .addColumn("paid", int, notNullDefault(0))
    .addColumn("pay_time", "text")
    .addColumn("pay_type", "text", notNullDefault(""))
    .addColumn("pay_channel", "text", notNullDefault(""))
    .addColumn("out_trade_no", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(0))
    .addColumn("refund_status", int, notNullDefault(0))
    .addColumn("cancel_status", int, notNullDefault(0))
    .addColumn("is_user_del", int, notNullDefault(0))
    .addColumn("is_merchant_del", int, notNullDefault(0))
    .addColumn("type", int, notNullDefault(0))
    .addColumn("second_type", int, notNullDefault(0))
    .addColumn("level", int, notNullDefault(1))
    .addColumn("shipping_type", int, notNullDefault(1))
    .addColumn("real_name", "text", notNullDefault(""))
    .addColumn("user_phone", "text", notNullDefault(""))
    .addColumn("user_address", "text", notNullDefault(""))
    .addColumn("user_remark", "text", notNullDefault(""))
    .addColumn("merchant_remark", "text", notNullDefault(""))
    .addColumn("gain_integral", int, notNullDefault(0))
    .addColumn("redeem_integral", int, notNullDefault(0))
    .addColumn("first_brokerage", int, notNullDefault(0))
    .addColumn("second_brokerage", int, notNullDefault(0))
    .addColumn("commission_charge", int, notNullDefault(0))
    .addColumn("verify_code", "text", notNullDefault(""))
    .addColumn("verify_time", "text")
    .addColumn("clerk_id", int, notNullDefault(0))
    .addColumn("is_split_delivery", int, notNullDefault(0))
    .addColumn("system_form_id", int, notNullDefault(0))
    .addColumn("order_extend", "text", notNullDefault(""))
    .addColumn("group_buy_record_status", int, notNullDefault(99))
    .addColumn("receiving_time", "text")
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    // Computed on read in SQLite (VIRTUAL); PostgreSQL 15 only stores generated columns.
    .addColumn("tab", int, (c) => (postgres ? c.generatedAlwaysAs(sql.raw(TAB)).stored() : c.generatedAlwaysAs(sql.raw(TAB))))
    .execute();
  // Keyset-friendly list indexes (newest first by id), one per kind of tab; all carry id so
  // a page of ids is read from the index alone.
  await db.schema.createIndex("merchant_order_all").on("merchant_order").columns(["mer_id", "is_merchant_del", "id"]).execute();
  await db.schema
    .createIndex("merchant_order_tab")
    .on("merchant_order")
    .columns(["mer_id", "is_merchant_del", "tab", "id"])
    .execute();
  await db.schema
    .createIndex("merchant_order_user_del")
    .on("merchant_order")
    .columns(["mer_id", "is_merchant_del", "is_user_del", "id"])
    .execute();
  await db.schema.createIndex("merchant_order_type").on("merchant_order").columns(["mer_id", "type", "id"]).execute();
  await db.schema.createIndex("merchant_order_uid").on("merchant_order").columns(["mer_id", "uid", "id"]).execute();
  await db.schema.createIndex("merchant_order_create_time").on("merchant_order").columns(["mer_id", "create_time"]).execute();
  await db.schema.createIndex("merchant_order_pay_time").on("merchant_order").columns(["mer_id", "paid", "pay_time"]).execute();
  await db.schema.createIndex("merchant_order_verify_code").on("merchant_order").columns(["mer_id", "verify_code"]).execute();
  await db.schema
    .createTable("order_detail")
    .addColumn("id", int, autoId)
    .addColumn("order_no", "text", notNullRef("merchant_order.order_no"))
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNull)
    .addColumn("product_id", int, notNull)
    .addColumn("product_name", "text", notNull)
    .addColumn("image", "text", notNullDefault(""))
    .addColumn("attr_value_id", int, notNull)
    .addColumn("sku", "text", notNullDefault(""))
    .addColumn("price", int, notNull)
    .addColumn("vip_price", int, notNullDefault(0))
    .addColumn("pay_price", int, notNull)
    .addColumn("pay_num", int, notNull)
    .addColumn("weight", int, notNullDefault(0))
    .addColumn("volume", int, notNullDefault(0))
    .addColumn("is_reply", int, notNullDefault(0))
    .addColumn("is_receipt", int, notNullDefault(0))
    .addColumn("sub_brokerage_type", int, notNullDefault(0))
    .addColumn("brokerage", int, notNullDefault(0))
    .addColumn("brokerage_two", int, notNullDefault(0))
    .addColumn("freight_fee", int, notNullDefault(0))
    .addColumn("coupon_price", int, notNullDefault(0))
    .addColumn("mer_coupon_price", int, notNullDefault(0))
    .addColumn("plat_coupon_price", int, notNullDefault(0))
    .addColumn("use_integral", int, notNullDefault(0))
    .addColumn("integral_price", int, notNullDefault(0))
    .addColumn("gain_integral", int, notNullDefault(0))
    .addColumn("redeem_integral", int, notNullDefault(0))
    .addColumn("product_type", int, notNullDefault(0))
    .addColumn("product_marketing_type", int, notNullDefault(0))
    .addColumn("first_brokerage_fee", int, notNullDefault(0))
    .addColumn("second_brokerage_fee", int, notNullDefault(0))
    .addColumn("delivery_num", int, notNullDefault(0))
    .addColumn("apply_refund_num", int, notNullDefault(0))
    .addColumn("refund_num", int, notNullDefault(0))
    .addColumn("refund_price", int, notNullDefault(0))
    .addColumn("refund_use_integral", int, notNullDefault(0))
    .addColumn("refund_integral_price", int, notNullDefault(0))
    .addColumn("refund_gain_integral", int, notNullDefault(0))
    .addColumn("refund_first_brokerage_fee", int, notNullDefault(0))
    .addColumn("refund_second_brokerage_fee", int, notNullDefault(0))
    .addColumn("refund_plat_coupon_price", int, notNullDefault(0))
    .addColumn("refund_freight_fee", int, notNullDefault(0))
    .addColumn("expand", "text", notNullDefault(""))
    .addColumn("card_secret_ids", "text", notNullDefault(""))
    .addColumn("is_svip", int, notNullDefault(0))
    .addColumn("is_paid_member_product", int, notNullDefault(0))
    .addColumn("pro_refund_switch", int, notNullDefault(1))
    .addColumn("group_buy_activity_id", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("order_detail_order_no").on("order_detail").column("order_no").execute();
  await db.schema.createIndex("order_detail_product").on("order_detail").columns(["mer_id", "product_id"]).execute();
  await db.schema
    .createTable("order_invoice")
    .addColumn("id", int, autoId)
    .addColumn("order_no", "text", notNull)
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNull)
    .addColumn("tracking_number", "text", notNullDefault(""))
    .addColumn("express_name", "text", notNullDefault(""))
    .addColumn("express_code", "text", notNullDefault(""))
    .addColumn("total_num", int, notNull)
    .addColumn("delivery_mark", "text", notNullDefault(""))
    .addColumn("delivery_carrier", "text", notNullDefault(""))
    .addColumn("carrier_phone", "text", notNullDefault(""))
    .addColumn("delivery_type", "text", notNull)
    .addColumn("express_record_type", "text", notNullDefault(""))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("order_invoice_order_no").on("order_invoice").column("order_no").execute();
  await db.schema
    .createTable("order_invoice_detail")
    .addColumn("id", int, autoId)
    .addColumn("invoice_id", int, notNullRef("order_invoice.id"))
    .addColumn("order_detail_id", int, notNull)
    .addColumn("product_id", int, notNull)
    .addColumn("product_name", "text", notNull)
    .addColumn("image", "text", notNullDefault(""))
    .addColumn("attr_value_id", int, notNull)
    .addColumn("sku", "text", notNullDefault(""))
    .addColumn("num", int, notNull)
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("order_invoice_detail_invoice").on("order_invoice_detail").column("invoice_id").execute();
  await db.schema
    .createTable("order_status")
    .addColumn("id", int, autoId)
    .addColumn("order_no", "text", notNull)
    .addColumn("change_type", "text", notNull)
    .addColumn("change_message", "text", notNull)
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema.createIndex("order_status_order_no").on("order_status").columns(["order_no", "id"]).execute();
  await db.schema
    .createTable("refund_order")
    .addColumn("id", int, autoId)
    .addColumn("refund_order_no", "text", (c) => c.notNull().unique())
    .addColumn("order_no", "text", notNull)
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNull)
    .addColumn("refund_status", int, notNullDefault(0))
    .addColumn("refund_price", int, notNull)
    .addColumn("refund_use_integral", int, notNullDefault(0))
    .addColumn("refund_integral_price", int, notNullDefault(0))
    .addColumn("refund_gain_integral", int, notNullDefault(0))
    .addColumn("refund_first_brokerage_fee", int, notNullDefault(0))
    .addColumn("refund_second_brokerage_fee", int, notNullDefault(0))
    .addColumn("refund_freight_fee", int, notNullDefault(0))
    .addColumn("refund_plat_coupon_price", int, notNullDefault(0))
    .addColumn("after_sales_type", int, notNullDefault(1))
    .addColumn("return_goods_type", int, notNullDefault(0))
    .addColumn("is_compulsory_refund", int, notNullDefault(0))
    .addColumn("is_user_revoke", int, notNullDefault(0))
    .addColumn("promoter_type", "text", notNullDefault("user"))
    .addColumn("refund_reason_wap", "text", notNullDefault(""))
    .addColumn("refund_reason_wap_img", "text", notNullDefault(""))
    .addColumn("refund_reason_wap_explain", "text", notNullDefault(""))
    .addColumn("refund_reason", "text", notNullDefault(""))
    .addColumn("mer_remark", "text", notNullDefault(""))
    .addColumn("platform_remark", "text", notNullDefault(""))
    .addColumn("mer_address_id", int, notNullDefault(0))
    .addColumn("receiver", "text", notNullDefault(""))
    .addColumn("receiver_phone", "text", notNullDefault(""))
    .addColumn("receiver_address_detail", "text", notNullDefault(""))
    .addColumn("express_name", "text", notNullDefault(""))
    .addColumn("tracking_number", "text", notNullDefault(""))
    .addColumn("telephone", "text", notNullDefault(""))
    .addColumn("refund_time", "text")
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("refund_order_status_list").on("refund_order").columns(["mer_id", "refund_status", "id"]).execute();
  await db.schema.createIndex("refund_order_mer").on("refund_order").columns(["mer_id", "id"]).execute();
  await db.schema.createIndex("refund_order_order_no").on("refund_order").column("order_no").execute();
  await db.schema.createIndex("refund_order_create_time").on("refund_order").columns(["mer_id", "create_time"]).execute();
  await db.schema
    .createTable("refund_order_info")
    .addColumn("id", int, autoId)
    .addColumn("refund_order_no", "text", notNullRef("refund_order.refund_order_no"))
    .addColumn("mer_id", int, notNull)
    .addColumn("order_detail_id", int, notNull)
    .addColumn("product_id", int, notNull)
    .addColumn("product_name", "text", notNull)
    .addColumn("image", "text", notNullDefault(""))
    .addColumn("attr_value_id", int, notNull)
    .addColumn("sku", "text", notNullDefault(""))
    .addColumn("price", int, notNull)
    .addColumn("pay_price", int, notNull)
    .addColumn("pay_num", int, notNull)
    .addColumn("product_type", int, notNullDefault(0))
    .addColumn("apply_refund_num", int, notNull)
    .addColumn("refund_price", int, notNull)
    .addColumn("merchant_refund_price", int, notNullDefault(0))
    .addColumn("platform_refund_price", int, notNullDefault(0))
    .addColumn("refund_use_integral", int, notNullDefault(0))
    .addColumn("refund_integral_price", int, notNullDefault(0))
    .addColumn("refund_gain_integral", int, notNullDefault(0))
    .addColumn("refund_first_brokerage_fee", int, notNullDefault(0))
    .addColumn("refund_second_brokerage_fee", int, notNullDefault(0))
    .addColumn("refund_plat_coupon_price", int, notNullDefault(0))
    .addColumn("refund_freight_fee", int, notNullDefault(0))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("refund_order_info_no").on("refund_order_info").column("refund_order_no").execute();
  await db.schema
    .createTable("refund_order_status")
    .addColumn("id", int, autoId)
    .addColumn("refund_order_no", "text", notNull)
    .addColumn("change_type", "text", notNull)
    .addColumn("change_message", "text", notNull)
    .addColumn("create_time", "text", notNull)
    .execute();
  await db.schema.createIndex("refund_order_status_no").on("refund_order_status").columns(["refund_order_no", "id"]).execute();
  await db.schema
    .createTable("order_tab_count")
    .addColumn("mer_id", int, notNull)
    .addColumn("tab", int, notNull)
    .addColumn("is_user_del", int, notNull)
    .addColumn("num", int, notNullDefault(0))
    .addPrimaryKeyConstraint("order_tab_count_pkey", ["mer_id", "tab", "is_user_del"])
    .$call(withoutRowid)
    .execute();
  // Rows the merchant deleted are in no tab, so only the others are counted.
  await addOrderTabCountTriggers(db);
  for (const table of VERSIONED) await addVersionTriggers(db, table, "order");
}
