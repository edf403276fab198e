import { sql, type Kysely } from "kysely";

/**
 * Receipt printers, print jobs and e-sheet settings (server/areas/printing/tables.ts), and the
 * merchant addresses (server/areas/address/tables.ts), which return approvals and e-sheets read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE merchant_print (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      print_type INTEGER NOT NULL,
      print_name TEXT NOT NULL,
      print_yly_appid TEXT NOT NULL DEFAULT '',
      print_yly_userid TEXT NOT NULL DEFAULT '',
      print_yly_sec TEXT NOT NULL DEFAULT '',
      print_yly_merchine_no TEXT NOT NULL DEFAULT '',
      print_yly_status INTEGER NOT NULL DEFAULT 0,
      print_fe_name TEXT NOT NULL DEFAULT '',
      print_fe_user TEXT NOT NULL DEFAULT '',
      print_fe_ukey TEXT NOT NULL DEFAULT '',
      print_fe_sn TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 0,
      content TEXT NOT NULL DEFAULT '',
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX merchant_print_mer ON merchant_print (mer_id, update_time DESC)`,
    `CREATE UNIQUE INDEX merchant_print_name ON merchant_print (mer_id, print_name)`,
    `CREATE TABLE print_job (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      kind TEXT NOT NULL,
      order_no TEXT NOT NULL,
      printer_id INTEGER NOT NULL DEFAULT 0,
      printer_name TEXT NOT NULL,
      content TEXT NOT NULL,
      create_time TEXT NOT NULL
    )`,
    `CREATE INDEX print_job_mer ON print_job (mer_id, id DESC)`,
    `CREATE INDEX print_job_order ON print_job (mer_id, order_no)`,
    `CREATE TABLE merchant_elect (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL UNIQUE,
      op INTEGER NOT NULL DEFAULT 0,
      cloud_print_no TEXT NOT NULL DEFAULT '',
      sender_addr TEXT NOT NULL,
      sender_username TEXT NOT NULL,
      sender_phone TEXT NOT NULL,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE TABLE merchant_address (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      receiver_name TEXT NOT NULL,
      receiver_phone TEXT NOT NULL,
      province TEXT NOT NULL DEFAULT '',
      province_id INTEGER NOT NULL DEFAULT 0,
      city TEXT NOT NULL DEFAULT '',
      city_id INTEGER NOT NULL DEFAULT 0,
      district TEXT NOT NULL DEFAULT '',
      district_id INTEGER NOT NULL DEFAULT 0,
      street TEXT NOT NULL DEFAULT '',
      detail TEXT NOT NULL,
      post_code TEXT NOT NULL DEFAULT '',
      longitude TEXT NOT NULL DEFAULT '',
      latitude TEXT NOT NULL DEFAULT '',
      is_default INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX merchant_address_list ON merchant_address (mer_id, is_del, is_show)`,
    // The database itself holds the rule "one default address per merchant".
    `CREATE UNIQUE INDEX merchant_address_one_default ON merchant_address (mer_id) WHERE is_default = 1 AND is_del = 0`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
