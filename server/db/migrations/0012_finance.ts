import { sql, type Kysely } from "kysely";

/** Funds flow, settlement accounts and settlements of contract §3.16 (server/areas/finance/tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE merchant_bill (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      uid INTEGER NOT NULL DEFAULT 0,
      order_no TEXT NOT NULL,
      link_no TEXT NOT NULL DEFAULT '',
      type TEXT NOT NULL,
      pm INTEGER NOT NULL,
      amount INTEGER NOT NULL,
      plat_coupon_price INTEGER NOT NULL DEFAULT 0,
      integral_price INTEGER NOT NULL DEFAULT 0,
      mark TEXT NOT NULL DEFAULT '',
      create_time TEXT NOT NULL
    )`,
    // A document is booked once per kind and direction: recording a refund again changes nothing.
    `CREATE UNIQUE INDEX merchant_bill_document ON merchant_bill (mer_id, order_no, type, pm)`,
    `CREATE INDEX merchant_bill_time ON merchant_bill (mer_id, create_time)`,
    `CREATE INDEX merchant_bill_link ON merchant_bill (mer_id, link_no)`,
    `CREATE TABLE merchant_settlement (
      mer_id INTEGER PRIMARY KEY,
      settlement_type TEXT NOT NULL DEFAULT 'bank',
      bank_user_name TEXT NOT NULL DEFAULT '',
      bank_name TEXT NOT NULL DEFAULT '',
      bank_card TEXT NOT NULL DEFAULT '',
      bank_address TEXT NOT NULL DEFAULT '',
      wechat_code TEXT NOT NULL DEFAULT '',
      wechat_qrcode_url TEXT NOT NULL DEFAULT '',
      real_name TEXT NOT NULL DEFAULT '',
      alipay_code TEXT NOT NULL DEFAULT '',
      alipay_qrcode_url TEXT NOT NULL DEFAULT '',
      update_time TEXT NOT NULL
    )`,
    `CREATE TABLE merchant_closing (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      closing_no TEXT NOT NULL UNIQUE,
      amount INTEGER NOT NULL,
      closing_type TEXT NOT NULL,
      closing_name TEXT NOT NULL DEFAULT '',
      closing_bank TEXT NOT NULL DEFAULT '',
      closing_bank_card TEXT NOT NULL DEFAULT '',
      alipay_account TEXT NOT NULL DEFAULT '',
      wechat_no TEXT NOT NULL DEFAULT '',
      payment_code TEXT NOT NULL DEFAULT '',
      audit_status INTEGER NOT NULL DEFAULT 0,
      account_status INTEGER NOT NULL DEFAULT 0,
      audit_name TEXT NOT NULL DEFAULT '',
      audit_time TEXT,
      refusal_reason TEXT NOT NULL DEFAULT '',
      closing_proof TEXT NOT NULL DEFAULT '[]',
      closing_time TEXT,
      mark TEXT NOT NULL DEFAULT '',
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX merchant_closing_time ON merchant_closing (mer_id, create_time)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
