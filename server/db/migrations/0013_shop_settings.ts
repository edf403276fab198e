import { sql, type Kysely } from "kysely";

/** Columns the shop settings add to `merchant` (0001): the profile the platform sets and the merchant's own configuration. */
const MERCHANT_COLUMNS = [
  "category_id INTEGER NOT NULL DEFAULT 0",
  "type_id INTEGER NOT NULL DEFAULT 0",
  "real_name TEXT NOT NULL DEFAULT ''",
  "phone TEXT NOT NULL DEFAULT ''",
  "handling_fee INTEGER NOT NULL DEFAULT 0",
  "is_self INTEGER NOT NULL DEFAULT 0",
  "is_recommend INTEGER NOT NULL DEFAULT 0",
  "is_force_shutdown INTEGER NOT NULL DEFAULT 0",
  "qualification_picture TEXT NOT NULL DEFAULT '[]'",
  "copy_product_num INTEGER NOT NULL DEFAULT 0",
  "keywords TEXT NOT NULL DEFAULT ''",
  "address_detail TEXT NOT NULL DEFAULT ''",
  "latitude TEXT NOT NULL DEFAULT ''",
  "longitude TEXT NOT NULL DEFAULT ''",
  "avatar TEXT NOT NULL DEFAULT ''",
  "back_image TEXT NOT NULL DEFAULT ''",
  "street_back_image TEXT NOT NULL DEFAULT ''",
  "cover_image TEXT NOT NULL DEFAULT ''",
  "rectangle_logo TEXT NOT NULL DEFAULT ''",
  "intro TEXT NOT NULL DEFAULT ''",
  "service_type TEXT NOT NULL DEFAULT 'phone'",
  "service_link TEXT NOT NULL DEFAULT ''",
  "service_phone TEXT NOT NULL DEFAULT ''",
  "pc_banner TEXT NOT NULL DEFAULT ''",
  "pc_back_image TEXT NOT NULL DEFAULT ''",
  "is_take_their INTEGER NOT NULL DEFAULT 0",
  "pc_logo TEXT NOT NULL DEFAULT ''",
  "pc_good_store_cover_image TEXT NOT NULL DEFAULT ''",
  /** Comma-joined product ids of the PC shop's recommendations. */
  "pc_recommend_products TEXT NOT NULL DEFAULT ''",
  "update_time TEXT",
];

/**
 * Shop settings (contract §3.23), the sensitive-operation log (§3.30) and the export records
 * (§3.32, an extension of this server).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    ...MERCHANT_COLUMNS.map((column) => `ALTER TABLE merchant ADD COLUMN ${column}`),
    `CREATE TABLE merchant_category (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      handling_fee INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE merchant_type (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL
    )`,
    `CREATE TABLE merchant_pc_banner (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      image_url TEXT NOT NULL,
      link_url TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX merchant_pc_banner_mer ON merchant_pc_banner (mer_id, sort)`,
    `CREATE TABLE sensitive_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      admin_id INTEGER NOT NULL,
      admin_account TEXT NOT NULL,
      description TEXT NOT NULL,
      method_type TEXT NOT NULL,
      method TEXT NOT NULL,
      request_method TEXT NOT NULL,
      url TEXT NOT NULL,
      ip TEXT NOT NULL,
      request_param TEXT NOT NULL,
      result TEXT NOT NULL,
      status INTEGER NOT NULL,
      error_msg TEXT NOT NULL DEFAULT '',
      create_time TEXT NOT NULL
    )`,
    `CREATE INDEX sensitive_log_mer ON sensitive_log (mer_id, id)`,
    `CREATE TABLE export_record (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      admin_id INTEGER NOT NULL,
      admin_account TEXT NOT NULL,
      type TEXT NOT NULL,
      file_name TEXT NOT NULL,
      path TEXT NOT NULL,
      rows INTEGER NOT NULL,
      size INTEGER NOT NULL,
      create_time TEXT NOT NULL
    )`,
    `CREATE INDEX export_record_mer ON export_record (mer_id, id)`,
    `CREATE INDEX export_record_type ON export_record (mer_id, type, id)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
