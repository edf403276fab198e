import { sql, type Kysely } from "kysely";
import { versionTriggers } from "./0006_table_versions.js";

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

const countChange = (row: "NEW" | "OLD", delta: 1 | -1) =>
  `INSERT INTO order_tab_count (mer_id, tab, is_user_del, num) VALUES (${row}.mer_id, ${row}.tab, ${row}.is_user_del, ${delta})
     ON CONFLICT (mer_id, tab, is_user_del) DO UPDATE SET num = num + (${delta});`;

/** Orders, lines, shipments, history and after-sales of contract §3.11 / §3.12. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE merchant_order (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      order_no TEXT NOT NULL UNIQUE,
      uid INTEGER NOT NULL REFERENCES user(id),
      total_num INTEGER NOT NULL,
      pro_total_price INTEGER NOT NULL,
      total_postage INTEGER NOT NULL DEFAULT 0,
      total_price INTEGER NOT NULL,
      coupon_id INTEGER NOT NULL DEFAULT 0,
      coupon_price INTEGER NOT NULL DEFAULT 0,
      mer_coupon_price INTEGER NOT NULL DEFAULT 0,
      plat_coupon_price INTEGER NOT NULL DEFAULT 0,
      use_integral INTEGER NOT NULL DEFAULT 0,
      integral_price INTEGER NOT NULL DEFAULT 0,
      svip_discount_price INTEGER NOT NULL DEFAULT 0,
      pay_price INTEGER NOT NULL,
      pay_postage INTEGER NOT NULL DEFAULT 0,
      paid INTEGER NOT NULL DEFAULT 0,
      pay_time TEXT,
      pay_type TEXT NOT NULL DEFAULT '',
      pay_channel TEXT NOT NULL DEFAULT '',
      out_trade_no TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,
      refund_status INTEGER NOT NULL DEFAULT 0,
      cancel_status INTEGER NOT NULL DEFAULT 0,
      is_user_del INTEGER NOT NULL DEFAULT 0,
      is_merchant_del INTEGER NOT NULL DEFAULT 0,
      type INTEGER NOT NULL DEFAULT 0,
      second_type INTEGER NOT NULL DEFAULT 0,
      level INTEGER NOT NULL DEFAULT 1,
      shipping_type INTEGER NOT NULL DEFAULT 1,
      real_name TEXT NOT NULL DEFAULT '',
      user_phone TEXT NOT NULL DEFAULT '',
      user_address TEXT NOT NULL DEFAULT '',
      user_remark TEXT NOT NULL DEFAULT '',
      merchant_remark TEXT NOT NULL DEFAULT '',
      gain_integral INTEGER NOT NULL DEFAULT 0,
      redeem_integral INTEGER NOT NULL DEFAULT 0,
      first_brokerage INTEGER NOT NULL DEFAULT 0,
      second_brokerage INTEGER NOT NULL DEFAULT 0,
      commission_charge INTEGER NOT NULL DEFAULT 0,
      verify_code TEXT NOT NULL DEFAULT '',
      verify_time TEXT,
      clerk_id INTEGER NOT NULL DEFAULT 0,
      is_split_delivery INTEGER NOT NULL DEFAULT 0,
      system_form_id INTEGER NOT NULL DEFAULT 0,
      order_extend TEXT NOT NULL DEFAULT '',
      group_buy_record_status INTEGER NOT NULL DEFAULT 99,
      receiving_time TEXT,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL,
      tab INTEGER GENERATED ALWAYS AS (${TAB}) VIRTUAL
    )`,
    // Keyset-friendly list indexes (newest first by id), one per kind of tab; all carry id so
    // a page of ids is read from the index alone.
    `CREATE INDEX merchant_order_all ON merchant_order (mer_id, is_merchant_del, id)`,
    `CREATE INDEX merchant_order_tab ON merchant_order (mer_id, is_merchant_del, tab, id)`,
    `CREATE INDEX merchant_order_user_del ON merchant_order (mer_id, is_merchant_del, is_user_del, id)`,
    `CREATE INDEX merchant_order_type ON merchant_order (mer_id, type, id)`,
    `CREATE INDEX merchant_order_uid ON merchant_order (mer_id, uid, id)`,
    `CREATE INDEX merchant_order_create_time ON merchant_order (mer_id, create_time)`,
    `CREATE INDEX merchant_order_pay_time ON merchant_order (mer_id, paid, pay_time)`,
    `CREATE INDEX merchant_order_verify_code ON merchant_order (mer_id, verify_code)`,
    `CREATE TABLE order_detail (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL REFERENCES merchant_order(order_no),
      mer_id INTEGER NOT NULL,
      uid INTEGER NOT NULL,
      product_id INTEGER NOT NULL,
      product_name TEXT NOT NULL,
      image TEXT NOT NULL DEFAULT '',
      attr_value_id INTEGER NOT NULL,
      sku TEXT NOT NULL DEFAULT '',
      price INTEGER NOT NULL,
      vip_price INTEGER NOT NULL DEFAULT 0,
      pay_price INTEGER NOT NULL,
      pay_num INTEGER NOT NULL,
      weight INTEGER NOT NULL DEFAULT 0,
      volume INTEGER NOT NULL DEFAULT 0,
      is_reply INTEGER NOT NULL DEFAULT 0,
      is_receipt INTEGER NOT NULL DEFAULT 0,
      sub_brokerage_type INTEGER NOT NULL DEFAULT 0,
      brokerage INTEGER NOT NULL DEFAULT 0,
      brokerage_two INTEGER NOT NULL DEFAULT 0,
      freight_fee INTEGER NOT NULL DEFAULT 0,
      coupon_price INTEGER NOT NULL DEFAULT 0,
      mer_coupon_price INTEGER NOT NULL DEFAULT 0,
      plat_coupon_price INTEGER NOT NULL DEFAULT 0,
      use_integral INTEGER NOT NULL DEFAULT 0,
      integral_price INTEGER NOT NULL DEFAULT 0,
      gain_integral INTEGER NOT NULL DEFAULT 0,
      redeem_integral INTEGER NOT NULL DEFAULT 0,
      product_type INTEGER NOT NULL DEFAULT 0,
      product_marketing_type INTEGER NOT NULL DEFAULT 0,
      first_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      second_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      delivery_num INTEGER NOT NULL DEFAULT 0,
      apply_refund_num INTEGER NOT NULL DEFAULT 0,
      refund_num INTEGER NOT NULL DEFAULT 0,
      refund_price INTEGER NOT NULL DEFAULT 0,
      refund_use_integral INTEGER NOT NULL DEFAULT 0,
      refund_integral_price INTEGER NOT NULL DEFAULT 0,
      refund_gain_integral INTEGER NOT NULL DEFAULT 0,
      refund_first_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      refund_second_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      refund_plat_coupon_price INTEGER NOT NULL DEFAULT 0,
      refund_freight_fee INTEGER NOT NULL DEFAULT 0,
      expand TEXT NOT NULL DEFAULT '',
      card_secret_ids TEXT NOT NULL DEFAULT '',
      is_svip INTEGER NOT NULL DEFAULT 0,
      is_paid_member_product INTEGER NOT NULL DEFAULT 0,
      pro_refund_switch INTEGER NOT NULL DEFAULT 1,
      group_buy_activity_id INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX order_detail_order_no ON order_detail (order_no)`,
    `CREATE INDEX order_detail_product ON order_detail (mer_id, product_id)`,
    `CREATE TABLE order_invoice (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL,
      mer_id INTEGER NOT NULL,
      uid INTEGER NOT NULL,
      tracking_number TEXT NOT NULL DEFAULT '',
      express_name TEXT NOT NULL DEFAULT '',
      express_code TEXT NOT NULL DEFAULT '',
      total_num INTEGER NOT NULL,
      delivery_mark TEXT NOT NULL DEFAULT '',
      delivery_carrier TEXT NOT NULL DEFAULT '',
      carrier_phone TEXT NOT NULL DEFAULT '',
      delivery_type TEXT NOT NULL,
      express_record_type TEXT NOT NULL DEFAULT '',
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX order_invoice_order_no ON order_invoice (order_no)`,
    `CREATE TABLE order_invoice_detail (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      invoice_id INTEGER NOT NULL REFERENCES order_invoice(id),
      order_detail_id INTEGER NOT NULL,
      product_id INTEGER NOT NULL,
      product_name TEXT NOT NULL,
      image TEXT NOT NULL DEFAULT '',
      attr_value_id INTEGER NOT NULL,
      sku TEXT NOT NULL DEFAULT '',
      num INTEGER NOT NULL,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX order_invoice_detail_invoice ON order_invoice_detail (invoice_id)`,
    `CREATE TABLE order_status (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL,
      change_type TEXT NOT NULL,
      change_message TEXT NOT NULL,
      create_time TEXT NOT NULL
    )`,
    `CREATE INDEX order_status_order_no ON order_status (order_no, id)`,
    `CREATE TABLE refund_order (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      refund_order_no TEXT NOT NULL UNIQUE,
      order_no TEXT NOT NULL,
      mer_id INTEGER NOT NULL,
      uid INTEGER NOT NULL,
      refund_status INTEGER NOT NULL DEFAULT 0,
      refund_price INTEGER NOT NULL,
      refund_use_integral INTEGER NOT NULL DEFAULT 0,
      refund_integral_price INTEGER NOT NULL DEFAULT 0,
      refund_gain_integral INTEGER NOT NULL DEFAULT 0,
      refund_first_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      refund_second_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      refund_freight_fee INTEGER NOT NULL DEFAULT 0,
      refund_plat_coupon_price INTEGER NOT NULL DEFAULT 0,
      after_sales_type INTEGER NOT NULL DEFAULT 1,
      return_goods_type INTEGER NOT NULL DEFAULT 0,
      is_compulsory_refund INTEGER NOT NULL DEFAULT 0,
      is_user_revoke INTEGER NOT NULL DEFAULT 0,
      promoter_type TEXT NOT NULL DEFAULT 'user',
      refund_reason_wap TEXT NOT NULL DEFAULT '',
      refund_reason_wap_img TEXT NOT NULL DEFAULT '',
      refund_reason_wap_explain TEXT NOT NULL DEFAULT '',
      refund_reason TEXT NOT NULL DEFAULT '',
      mer_remark TEXT NOT NULL DEFAULT '',
      platform_remark TEXT NOT NULL DEFAULT '',
      mer_address_id INTEGER NOT NULL DEFAULT 0,
      receiver TEXT NOT NULL DEFAULT '',
      receiver_phone TEXT NOT NULL DEFAULT '',
      receiver_address_detail TEXT NOT NULL DEFAULT '',
      express_name TEXT NOT NULL DEFAULT '',
      tracking_number TEXT NOT NULL DEFAULT '',
      telephone TEXT NOT NULL DEFAULT '',
      refund_time TEXT,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX refund_order_status_list ON refund_order (mer_id, refund_status, id)`,
    `CREATE INDEX refund_order_mer ON refund_order (mer_id, id)`,
    `CREATE INDEX refund_order_order_no ON refund_order (order_no)`,
    `CREATE INDEX refund_order_create_time ON refund_order (mer_id, create_time)`,
    `CREATE TABLE refund_order_info (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      refund_order_no TEXT NOT NULL REFERENCES refund_order(refund_order_no),
      mer_id INTEGER NOT NULL,
      order_detail_id INTEGER NOT NULL,
      product_id INTEGER NOT NULL,
      product_name TEXT NOT NULL,
      image TEXT NOT NULL DEFAULT '',
      attr_value_id INTEGER NOT NULL,
      sku TEXT NOT NULL DEFAULT '',
      price INTEGER NOT NULL,
      pay_price INTEGER NOT NULL,
      pay_num INTEGER NOT NULL,
      product_type INTEGER NOT NULL DEFAULT 0,
      apply_refund_num INTEGER NOT NULL,
      refund_price INTEGER NOT NULL,
      merchant_refund_price INTEGER NOT NULL DEFAULT 0,
      platform_refund_price INTEGER NOT NULL DEFAULT 0,
      refund_use_integral INTEGER NOT NULL DEFAULT 0,
      refund_integral_price INTEGER NOT NULL DEFAULT 0,
      refund_gain_integral INTEGER NOT NULL DEFAULT 0,
      refund_first_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      refund_second_brokerage_fee INTEGER NOT NULL DEFAULT 0,
      refund_plat_coupon_price INTEGER NOT NULL DEFAULT 0,
      refund_freight_fee INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX refund_order_info_no ON refund_order_info (refund_order_no)`,
    `CREATE TABLE refund_order_status (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      refund_order_no TEXT NOT NULL,
      change_type TEXT NOT NULL,
      change_message TEXT NOT NULL,
      create_time TEXT NOT NULL
    )`,
    `CREATE INDEX refund_order_status_no ON refund_order_status (refund_order_no, id)`,
    `CREATE TABLE order_tab_count (
      mer_id INTEGER NOT NULL,
      tab INTEGER NOT NULL,
      is_user_del INTEGER NOT NULL,
      num INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (mer_id, tab, is_user_del)
    ) WITHOUT ROWID`,
    // Rows the merchant deleted are in no tab, so only the others are counted.
    `CREATE TRIGGER merchant_order_count_insert AFTER INSERT ON merchant_order WHEN NEW.is_merchant_del = 0 BEGIN
      ${countChange("NEW", 1)}
    END`,
    `CREATE TRIGGER merchant_order_count_delete AFTER DELETE ON merchant_order WHEN OLD.is_merchant_del = 0 BEGIN
      ${countChange("OLD", -1)}
    END`,
    `CREATE TRIGGER merchant_order_count_update_old
      AFTER UPDATE OF status, paid, cancel_status, refund_status, is_user_del, is_merchant_del ON merchant_order
      WHEN OLD.is_merchant_del = 0 BEGIN
      ${countChange("OLD", -1)}
    END`,
    `CREATE TRIGGER merchant_order_count_update_new
      AFTER UPDATE OF status, paid, cancel_status, refund_status, is_user_del, is_merchant_del ON merchant_order
      WHEN NEW.is_merchant_del = 0 BEGIN
      ${countChange("NEW", 1)}
    END`,
    ...VERSIONED.flatMap((table) => versionTriggers(table, "order")),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
