import { sql, type Kysely } from "kysely";

/** Products area: platform catalogues, merchant products with SKUs, categories, rules, comments, card secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE product_category (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      pid INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      level INTEGER NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1
    )`,
    `CREATE INDEX idx_product_category_pid ON product_category (pid)`,
    `CREATE TABLE product_brand (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1
    )`,
    `CREATE TABLE product_brand_category (
      brand_id INTEGER NOT NULL REFERENCES product_brand(id),
      cid INTEGER NOT NULL REFERENCES product_category(id),
      PRIMARY KEY (brand_id, cid)
    )`,
    `CREATE INDEX idx_product_brand_category_cid ON product_brand_category (cid, brand_id)`,
    `CREATE TABLE product_guarantee (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE TABLE merchant_product_category (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      pid INTEGER NOT NULL DEFAULT 0,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX idx_merchant_product_category_mer ON merchant_product_category (mer_id, is_del, pid)`,
    `CREATE TABLE product (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      type INTEGER NOT NULL DEFAULT 0,
      image TEXT NOT NULL,
      flat_pattern TEXT NOT NULL DEFAULT '',
      slider_image TEXT NOT NULL,
      name TEXT NOT NULL,
      intro TEXT NOT NULL DEFAULT '',
      keyword TEXT NOT NULL DEFAULT '',
      cate_id TEXT NOT NULL,
      brand_id INTEGER NOT NULL,
      category_id INTEGER NOT NULL,
      guarantee_ids TEXT NOT NULL DEFAULT '',
      unit_name TEXT NOT NULL,
      temp_id INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0,
      spec_type INTEGER NOT NULL DEFAULT 0,
      is_sub INTEGER NOT NULL DEFAULT 0,
      price INTEGER NOT NULL DEFAULT 0,
      vip_price INTEGER NOT NULL DEFAULT 0,
      ot_price INTEGER NOT NULL DEFAULT 0,
      cost INTEGER NOT NULL DEFAULT 0,
      stock INTEGER NOT NULL DEFAULT 0,
      sales INTEGER NOT NULL DEFAULT 0,
      ficti INTEGER NOT NULL DEFAULT 0,
      collect_count INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 0,
      is_recycle INTEGER NOT NULL DEFAULT 0,
      is_del INTEGER NOT NULL DEFAULT 0,
      audit_status INTEGER NOT NULL DEFAULT 0,
      is_audit INTEGER NOT NULL DEFAULT 0,
      reason TEXT NOT NULL DEFAULT '',
      is_paid_member INTEGER NOT NULL DEFAULT 0,
      is_auto_up INTEGER NOT NULL DEFAULT 0,
      delivery_method TEXT NOT NULL DEFAULT '1',
      refund_switch INTEGER NOT NULL DEFAULT 1,
      system_form_id INTEGER NOT NULL DEFAULT 0,
      gift_points INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    // The list: scanned in display order (sort, id) with every tab and filter column in the index
    // (keyword search included), so pages and counts are found without touching the table rows;
    // the second index counts the sparse tabs.
    `CREATE INDEX idx_product_list ON product (mer_id, sort, id, is_del, is_recycle, audit_status, is_audit, is_show, stock, type, is_paid_member, category_id, cate_id, name, keyword)`,
    `CREATE INDEX idx_product_state ON product (mer_id, is_del, is_recycle, audit_status, is_audit, is_show, stock)`,
    `CREATE TABLE product_version (
      mer_id INTEGER PRIMARY KEY,
      version INTEGER NOT NULL DEFAULT 0
    )`,
    ...["INSERT", "UPDATE", "DELETE"].map(
      (event) => `CREATE TRIGGER product_version_${event.toLowerCase()} AFTER ${event} ON product BEGIN
        INSERT OR IGNORE INTO product_version (mer_id, version) VALUES (${event === "DELETE" ? "OLD" : "NEW"}.mer_id, 0);
        UPDATE product_version SET version = version + 1 WHERE mer_id = ${event === "DELETE" ? "OLD" : "NEW"}.mer_id;
      END`,
    ),
    `CREATE TABLE product_description (
      product_id INTEGER PRIMARY KEY REFERENCES product(id),
      description TEXT NOT NULL DEFAULT ''
    )`,
    `CREATE TABLE product_attribute (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER NOT NULL REFERENCES product(id),
      attribute_name TEXT NOT NULL,
      is_show_image INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX idx_product_attribute_product ON product_attribute (product_id)`,
    `CREATE TABLE product_attribute_option (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER NOT NULL REFERENCES product(id),
      attribute_id INTEGER NOT NULL REFERENCES product_attribute(id),
      option_name TEXT NOT NULL,
      image TEXT NOT NULL DEFAULT '',
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX idx_product_attribute_option_product ON product_attribute_option (product_id, attribute_id)`,
    `CREATE TABLE product_attr_value (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER NOT NULL REFERENCES product(id),
      sku TEXT NOT NULL,
      stock INTEGER NOT NULL DEFAULT 0,
      sales INTEGER NOT NULL DEFAULT 0,
      price INTEGER NOT NULL,
      vip_price INTEGER NOT NULL DEFAULT 0,
      cost INTEGER NOT NULL DEFAULT 0,
      ot_price INTEGER NOT NULL DEFAULT 0,
      image TEXT NOT NULL,
      weight INTEGER NOT NULL DEFAULT 0,
      volume INTEGER NOT NULL DEFAULT 0,
      brokerage INTEGER NOT NULL DEFAULT 0,
      brokerage_two INTEGER NOT NULL DEFAULT 0,
      type INTEGER NOT NULL DEFAULT 0,
      quota INTEGER NOT NULL DEFAULT 0,
      quota_show INTEGER NOT NULL DEFAULT 0,
      attr_value TEXT NOT NULL,
      bar_code TEXT NOT NULL DEFAULT '',
      expand TEXT NOT NULL DEFAULT '',
      cdkey_id INTEGER NOT NULL DEFAULT 0,
      item_number TEXT NOT NULL DEFAULT '',
      is_show INTEGER NOT NULL DEFAULT 1,
      is_default INTEGER NOT NULL DEFAULT 0,
      version INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX idx_product_attr_value_product ON product_attr_value (product_id)`,
    `CREATE TABLE product_coupon (
      product_id INTEGER NOT NULL REFERENCES product(id),
      coupon_id INTEGER NOT NULL,
      add_time TEXT NOT NULL,
      PRIMARY KEY (product_id, coupon_id)
    )`,
    `CREATE TABLE product_rule (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      rule_name TEXT NOT NULL,
      rule_value TEXT NOT NULL,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX idx_product_rule_mer ON product_rule (mer_id, id)`,
    `CREATE TABLE product_reply (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      product_id INTEGER NOT NULL REFERENCES product(id),
      attr_value_id INTEGER NOT NULL DEFAULT 0,
      sku TEXT NOT NULL DEFAULT '',
      uid INTEGER NOT NULL DEFAULT 0,
      nickname TEXT NOT NULL,
      avatar TEXT NOT NULL DEFAULT '',
      phone TEXT NOT NULL DEFAULT '',
      star INTEGER NOT NULL,
      comment TEXT NOT NULL,
      pics TEXT NOT NULL DEFAULT '[]',
      merchant_reply_content TEXT NOT NULL DEFAULT '',
      merchant_reply_time TEXT,
      is_reply INTEGER NOT NULL DEFAULT 0,
      is_virtual INTEGER NOT NULL DEFAULT 0,
      is_logoff INTEGER NOT NULL DEFAULT 0,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX idx_product_reply_mer ON product_reply (mer_id, is_del, id)`,
    `CREATE INDEX idx_product_reply_product ON product_reply (product_id)`,
    `CREATE TABLE cdkey_library (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      name TEXT NOT NULL,
      remark TEXT NOT NULL DEFAULT '',
      product_id INTEGER NOT NULL DEFAULT 0,
      product_attr_value_id INTEGER NOT NULL DEFAULT 0,
      total_num INTEGER NOT NULL DEFAULT 0,
      used_num INTEGER NOT NULL DEFAULT 0,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX idx_cdkey_library_mer ON cdkey_library (mer_id, is_del, id)`,
    `CREATE INDEX idx_cdkey_library_product ON cdkey_library (product_id)`,
    `CREATE TABLE card_secret (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      library_id INTEGER NOT NULL REFERENCES cdkey_library(id),
      card_number TEXT NOT NULL,
      secret_num TEXT NOT NULL,
      is_use INTEGER NOT NULL DEFAULT 0,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX idx_card_secret_library ON card_secret (library_id, is_del, is_use, id)`,
    `CREATE INDEX idx_card_secret_number ON card_secret (library_id, card_number)`,
    `CREATE TABLE product_guarantee_group (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      name TEXT NOT NULL,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX idx_product_guarantee_group_mer ON product_guarantee_group (mer_id, is_del)`,
    `CREATE TABLE product_guarantee_group_item (
      group_id INTEGER NOT NULL REFERENCES product_guarantee_group(id),
      gid INTEGER NOT NULL REFERENCES product_guarantee(id),
      PRIMARY KEY (group_id, gid)
    )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
