import { sql, type Kysely } from "kysely";

/**
 * Shoppers (`user`, shared by every merchant as in CRMEB's eb_user) and the relation
 * that makes a shopper one merchant's customer (created by the first purchase).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE user (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      account TEXT NOT NULL DEFAULT '',
      real_name TEXT NOT NULL DEFAULT '',
      nickname TEXT NOT NULL,
      avatar TEXT NOT NULL DEFAULT '',
      phone TEXT NOT NULL DEFAULT '',
      sex INTEGER NOT NULL DEFAULT 0,
      birthday TEXT NOT NULL DEFAULT '',
      country TEXT NOT NULL DEFAULT 'CN',
      province TEXT NOT NULL DEFAULT '',
      city TEXT NOT NULL DEFAULT '',
      district TEXT NOT NULL DEFAULT '',
      address TEXT NOT NULL DEFAULT '',
      tag_id TEXT NOT NULL DEFAULT '',
      register_type TEXT NOT NULL,
      status INTEGER NOT NULL DEFAULT 1,
      integral INTEGER NOT NULL DEFAULT 0,
      experience INTEGER NOT NULL DEFAULT 0,
      now_money INTEGER NOT NULL DEFAULT 0,
      brokerage_price INTEGER NOT NULL DEFAULT 0,
      level INTEGER NOT NULL DEFAULT 0,
      sign_num INTEGER NOT NULL DEFAULT 0,
      is_wechat_public INTEGER NOT NULL DEFAULT 0,
      is_wechat_routine INTEGER NOT NULL DEFAULT 0,
      is_wechat_ios INTEGER NOT NULL DEFAULT 0,
      is_wechat_android INTEGER NOT NULL DEFAULT 0,
      is_binding_ios INTEGER NOT NULL DEFAULT 0,
      pay_count INTEGER NOT NULL DEFAULT 0,
      is_promoter INTEGER NOT NULL DEFAULT 0,
      promoter_time TEXT,
      spread_uid INTEGER NOT NULL DEFAULT 0,
      spread_time TEXT,
      spread_count INTEGER NOT NULL DEFAULT 0,
      add_ip TEXT NOT NULL DEFAULT '',
      last_ip TEXT NOT NULL DEFAULT '',
      last_login_time TEXT,
      mark TEXT NOT NULL DEFAULT '',
      grade TEXT NOT NULL DEFAULT '',
      is_paid_member INTEGER NOT NULL DEFAULT 0,
      is_permanent_paid_member INTEGER NOT NULL DEFAULT 0,
      paid_member_expiration_time TEXT,
      is_logoff INTEGER NOT NULL DEFAULT 0,
      logoff_time TEXT,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX user_phone ON user (phone)`,
    `CREATE INDEX user_nickname ON user (nickname)`,
    `CREATE INDEX user_register_type ON user (register_type, create_time)`,
    `CREATE INDEX user_sex ON user (sex)`,
    `CREATE INDEX user_create_time ON user (create_time)`,
    `CREATE TABLE merchant_user (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      uid INTEGER NOT NULL REFERENCES user(id),
      create_time TEXT NOT NULL,
      UNIQUE (mer_id, uid)
    )`,
    `CREATE INDEX merchant_user_uid ON merchant_user (uid)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
