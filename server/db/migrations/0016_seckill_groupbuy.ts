import { sql, type Kysely } from "kysely";

/**
 * Flash sales (platform activities, time slots, the products merchants join them with) and
 * group buying (activities, their SKUs, the groups opened and their members);
 * server/areas/seckill/tables.ts and server/areas/groupbuy/tables.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE seckill_time_interval (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      start_time TEXT NOT NULL,
      end_time TEXT NOT NULL,
      status INTEGER NOT NULL DEFAULT 1
    )`,
    `CREATE TABLE seckill_activity (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      one_quota INTEGER NOT NULL DEFAULT 0,
      all_quota INTEGER NOT NULL DEFAULT 0,
      mer_stars INTEGER NOT NULL DEFAULT 0,
      pro_category TEXT NOT NULL DEFAULT '0',
      is_open INTEGER NOT NULL DEFAULT 1,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX seckill_activity_list ON seckill_activity (is_del, id DESC)`,
    `CREATE TABLE seckill_activity_time (
      activity_id INTEGER NOT NULL REFERENCES seckill_activity(id),
      interval_id INTEGER NOT NULL REFERENCES seckill_time_interval(id),
      PRIMARY KEY (activity_id, interval_id)
    ) WITHOUT ROWID`,
    `CREATE TABLE seckill_product (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      activity_id INTEGER NOT NULL REFERENCES seckill_activity(id),
      product_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      image TEXT NOT NULL,
      category_id INTEGER NOT NULL,
      cate_id TEXT NOT NULL DEFAULT '',
      type INTEGER NOT NULL DEFAULT 0,
      spec_type INTEGER NOT NULL DEFAULT 0,
      price INTEGER NOT NULL,
      seckill_price INTEGER NOT NULL,
      quota INTEGER NOT NULL,
      quota_show INTEGER NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 0,
      audit_status INTEGER NOT NULL DEFAULT 1,
      reason TEXT NOT NULL DEFAULT '',
      submit_time TEXT NOT NULL,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX seckill_product_mer ON seckill_product (mer_id, is_del, audit_status, id DESC)`,
    `CREATE INDEX seckill_product_activity ON seckill_product (activity_id, mer_id, product_id)`,
    `CREATE INDEX seckill_product_review ON seckill_product (mer_id, audit_status, submit_time) WHERE is_del = 0`,
    `CREATE TABLE seckill_product_sku (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      seckill_product_id INTEGER NOT NULL REFERENCES seckill_product(id),
      mer_id INTEGER NOT NULL,
      master_id INTEGER NOT NULL,
      sku TEXT NOT NULL,
      image TEXT NOT NULL DEFAULT '',
      bar_code TEXT NOT NULL DEFAULT '',
      attr_value TEXT NOT NULL DEFAULT '{}',
      ot_price INTEGER NOT NULL,
      price INTEGER NOT NULL,
      quota INTEGER NOT NULL,
      quota_show INTEGER NOT NULL
    )`,
    `CREATE INDEX seckill_product_sku_product ON seckill_product_sku (seckill_product_id)`,
    `CREATE TABLE group_buy_activity (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      group_name TEXT NOT NULL,
      start_time TEXT NOT NULL,
      end_time TEXT NOT NULL,
      valid_hour INTEGER NOT NULL,
      buy_count INTEGER NOT NULL,
      all_quota INTEGER NOT NULL DEFAULT 0,
      onc_quota INTEGER NOT NULL DEFAULT 0,
      product_count INTEGER NOT NULL DEFAULT 0,
      show_group INTEGER NOT NULL DEFAULT 0,
      ficti_status INTEGER NOT NULL DEFAULT 0,
      group_status INTEGER NOT NULL DEFAULT 3,
      refusal TEXT NOT NULL DEFAULT '',
      activity_status INTEGER NOT NULL DEFAULT 0,
      submit_time TEXT NOT NULL,
      is_del INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX group_buy_activity_mer ON group_buy_activity (mer_id, is_del, group_status, create_time DESC)`,
    `CREATE INDEX group_buy_activity_review ON group_buy_activity (mer_id, group_status, submit_time) WHERE is_del = 0`,
    `CREATE TABLE group_buy_activity_sku (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      group_activity_id INTEGER NOT NULL REFERENCES group_buy_activity(id),
      mer_id INTEGER NOT NULL,
      product_id INTEGER NOT NULL,
      sku_id INTEGER NOT NULL,
      active_price INTEGER NOT NULL,
      quota_show INTEGER NOT NULL,
      quota INTEGER NOT NULL
    )`,
    `CREATE INDEX group_buy_activity_sku_activity ON group_buy_activity_sku (group_activity_id)`,
    `CREATE TABLE group_buy_record (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      group_activity_id INTEGER NOT NULL REFERENCES group_buy_activity(id),
      product_id INTEGER NOT NULL,
      product_name TEXT NOT NULL,
      product_image TEXT NOT NULL,
      leader_uid INTEGER NOT NULL,
      leader_nickname TEXT NOT NULL,
      leader_phone TEXT NOT NULL DEFAULT '',
      buying_count_num INTEGER NOT NULL,
      yet_buying_num INTEGER NOT NULL,
      record_status INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      end_time TEXT NOT NULL
    )`,
    `CREATE INDEX group_buy_record_mer ON group_buy_record (mer_id, record_status, create_time DESC)`,
    `CREATE INDEX group_buy_record_activity ON group_buy_record (group_activity_id, record_status)`,
    `CREATE TABLE group_buy_member (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      record_id INTEGER NOT NULL REFERENCES group_buy_record(id),
      mer_id INTEGER NOT NULL,
      uid INTEGER NOT NULL,
      nickname TEXT NOT NULL,
      avatar TEXT NOT NULL DEFAULT '',
      order_no TEXT NOT NULL,
      sku TEXT NOT NULL,
      pay_num INTEGER NOT NULL,
      pay_price INTEGER NOT NULL,
      refund_num INTEGER NOT NULL DEFAULT 0,
      is_leader INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL
    )`,
    `CREATE INDEX group_buy_member_record ON group_buy_member (record_id)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
