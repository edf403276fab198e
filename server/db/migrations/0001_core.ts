import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE merchant (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      star_level INTEGER NOT NULL DEFAULT 0,
      receipt_printing_switch INTEGER NOT NULL DEFAULT 0,
      electr_printing_switch INTEGER NOT NULL DEFAULT 0,
      product_switch INTEGER NOT NULL DEFAULT 1,
      is_switch INTEGER NOT NULL DEFAULT 1,
      alert_stock INTEGER NOT NULL DEFAULT 10,
      create_time TEXT NOT NULL
    )`,
    `CREATE TABLE admin (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      account TEXT NOT NULL UNIQUE,
      pwd TEXT NOT NULL,
      real_name TEXT NOT NULL DEFAULT '',
      roles TEXT NOT NULL,
      status INTEGER NOT NULL DEFAULT 1,
      phone TEXT NOT NULL DEFAULT '',
      is_sms INTEGER NOT NULL DEFAULT 0,
      last_ip TEXT NOT NULL DEFAULT '',
      last_time TEXT,
      login_count INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE TABLE role (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      role_name TEXT NOT NULL,
      rules TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 1,
      create_time TEXT NOT NULL
    )`,
    `CREATE TABLE menu (
      id INTEGER PRIMARY KEY,
      pid INTEGER NOT NULL,
      name TEXT NOT NULL,
      icon TEXT NOT NULL DEFAULT '',
      perms TEXT NOT NULL DEFAULT '',
      component TEXT NOT NULL DEFAULT '',
      menu_type TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1
    )`,
    `CREATE TABLE session (
      token TEXT PRIMARY KEY,
      admin_id INTEGER NOT NULL REFERENCES admin(id),
      mer_id INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    )`,
    `CREATE TABLE login_failure (
      account TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    )`,
    `CREATE TABLE captcha (
      token TEXT PRIMARY KEY,
      secret_key TEXT NOT NULL,
      x INTEGER NOT NULL,
      y INTEGER NOT NULL,
      state INTEGER NOT NULL DEFAULT 0,
      verification TEXT,
      expires_at INTEGER NOT NULL
    )`,
    `CREATE TABLE system_config (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
