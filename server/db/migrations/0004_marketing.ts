import { sql, type Kysely } from "kysely";

/**
 * Coupons and their claim records, shipping templates with their region rules,
 * couriers (platform list + each merchant's relation) and delivery personnel.
 * Money columns hold integer cents; template quantities (first, renewal, number) hold hundredths.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE coupon (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      publisher INTEGER NOT NULL DEFAULT 2,
      category INTEGER NOT NULL,
      receive_type INTEGER NOT NULL,
      coupon_type INTEGER NOT NULL DEFAULT 1,
      money INTEGER NOT NULL,
      discount INTEGER NOT NULL DEFAULT 0,
      min_price INTEGER NOT NULL DEFAULT 0,
      is_limited INTEGER NOT NULL DEFAULT 0,
      total INTEGER NOT NULL DEFAULT 0,
      last_total INTEGER NOT NULL DEFAULT 0 CHECK (last_total >= 0),
      is_time_receive INTEGER NOT NULL DEFAULT 0,
      receive_start_time TEXT,
      receive_end_time TEXT,
      is_fixed_time INTEGER NOT NULL DEFAULT 0,
      use_start_time TEXT,
      use_end_time TEXT,
      day INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 1,
      is_del INTEGER NOT NULL DEFAULT 0,
      is_repeated INTEGER NOT NULL DEFAULT 0,
      user_level INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX coupon_mer ON coupon (mer_id, is_del, sort DESC, id DESC)`,
    `CREATE INDEX coupon_mer_filters ON coupon (mer_id, category, receive_type, status)`,
    // The products a product coupon (category 2) applies to: the coupon's linkedData.
    `CREATE TABLE coupon_product (
      coupon_id INTEGER NOT NULL REFERENCES coupon(id),
      product_id INTEGER NOT NULL,
      mer_id INTEGER NOT NULL,
      PRIMARY KEY (coupon_id, product_id)
    )`,
    `CREATE INDEX coupon_product_product ON coupon_product (product_id)`,
    // One claimed coupon of one customer; money, threshold and validity are copied at claim time.
    `CREATE TABLE coupon_user (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      coupon_id INTEGER NOT NULL REFERENCES coupon(id),
      uid INTEGER NOT NULL,
      name TEXT NOT NULL,
      publisher INTEGER NOT NULL DEFAULT 2,
      category INTEGER NOT NULL,
      receive_type INTEGER NOT NULL,
      coupon_type INTEGER NOT NULL DEFAULT 1,
      money INTEGER NOT NULL,
      min_price INTEGER NOT NULL DEFAULT 0,
      status INTEGER NOT NULL DEFAULT 0,
      start_time TEXT NOT NULL,
      end_time TEXT NOT NULL,
      use_time TEXT,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX coupon_user_mer ON coupon_user (mer_id, id DESC)`,
    `CREATE INDEX coupon_user_uid ON coupon_user (mer_id, uid)`,
    `CREATE INDEX coupon_user_coupon ON coupon_user (coupon_id)`,
    `CREATE INDEX coupon_user_status ON coupon_user (mer_id, status, end_time)`,
    `CREATE TABLE shipping_templates (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      type INTEGER NOT NULL DEFAULT 0,
      appoint INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX shipping_templates_mer ON shipping_templates (mer_id, sort DESC, id DESC)`,
    `CREATE INDEX shipping_templates_name ON shipping_templates (mer_id, name)`,
    // A charging rule (one row of the editor) and the cities it covers (city_id 0 = default row).
    `CREATE TABLE shipping_templates_region (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      temp_id INTEGER NOT NULL REFERENCES shipping_templates(id) ON DELETE CASCADE,
      uniqid TEXT NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      first INTEGER NOT NULL,
      first_price INTEGER NOT NULL,
      renewal INTEGER NOT NULL,
      renewal_price INTEGER NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX shipping_templates_region_temp ON shipping_templates_region (temp_id)`,
    `CREATE TABLE shipping_templates_region_city (
      region_id INTEGER NOT NULL REFERENCES shipping_templates_region(id) ON DELETE CASCADE,
      temp_id INTEGER NOT NULL,
      mer_id INTEGER NOT NULL,
      city_id INTEGER NOT NULL,
      UNIQUE (temp_id, city_id)
    )`,
    `CREATE INDEX shipping_templates_region_city_region ON shipping_templates_region_city (region_id)`,
    // A free-shipping rule and its cities (city_id 0 = nationwide, the editor's "all").
    `CREATE TABLE shipping_templates_free (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      temp_id INTEGER NOT NULL REFERENCES shipping_templates(id) ON DELETE CASCADE,
      uniqid TEXT NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      number INTEGER NOT NULL,
      price INTEGER NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX shipping_templates_free_temp ON shipping_templates_free (temp_id)`,
    `CREATE TABLE shipping_templates_free_city (
      free_id INTEGER NOT NULL REFERENCES shipping_templates_free(id) ON DELETE CASCADE,
      temp_id INTEGER NOT NULL,
      mer_id INTEGER NOT NULL,
      city_id INTEGER NOT NULL,
      UNIQUE (temp_id, city_id)
    )`,
    `CREATE INDEX shipping_templates_free_city_free ON shipping_templates_free_city (free_id)`,
    // The platform's courier list (no merchant).
    `CREATE TABLE express (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      partner_id INTEGER NOT NULL DEFAULT 0,
      partner_key INTEGER NOT NULL DEFAULT 0,
      net INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1,
      status INTEGER NOT NULL DEFAULT 1,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX express_show ON express (is_show, sort DESC, id)`,
    // A courier a merchant works with, and its monthly-account settings.
    `CREATE TABLE merchant_express (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      express_id INTEGER NOT NULL REFERENCES express(id),
      account TEXT NOT NULL DEFAULT '',
      password TEXT NOT NULL DEFAULT '',
      net_name TEXT NOT NULL DEFAULT '',
      is_default INTEGER NOT NULL DEFAULT 0,
      is_open INTEGER NOT NULL DEFAULT 1,
      is_delete INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX merchant_express_mer ON merchant_express (mer_id, is_delete, is_open)`,
    `CREATE UNIQUE INDEX merchant_express_live ON merchant_express (mer_id, express_id) WHERE is_delete = 0`,
    // At most one default courier per merchant.
    `CREATE UNIQUE INDEX merchant_express_default ON merchant_express (mer_id) WHERE is_default = 1 AND is_delete = 0`,
    `CREATE TABLE delivery_personnel (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      personnel_name TEXT NOT NULL,
      personnel_phone TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX delivery_personnel_mer ON delivery_personnel (mer_id, is_del, create_time)`,
    `CREATE INDEX delivery_personnel_phone ON delivery_personnel (mer_id, personnel_phone)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
