import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";

/**
 * Shoppers (`user`, shared by every merchant as in CRMEB's eb_user) and the relation
 * that makes a shopper one merchant's customer (created by the first purchase).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("user")
    .addColumn("id", int, autoId)
    .addColumn("account", "text", notNullDefault(""))
    .addColumn("real_name", "text", notNullDefault(""))
    .addColumn("nickname", "text", notNull)
    .addColumn("avatar", "text", notNullDefault(""))
    .addColumn("phone", "text", notNullDefault(""))
    .addColumn("sex", int, notNullDefault(0))
    .addColumn("birthday", "text", notNullDefault(""))
    .addColumn("country", "text", notNullDefault("CN"))
    .addColumn("province", "text", notNullDefault(""))
    .addColumn("city", "text", notNullDefault(""))
    .addColumn("district", "text", notNullDefault(""))
    .addColumn("address", "text", notNullDefault(""))
    .addColumn("tag_id", "text", notNullDefault(""))
    .addColumn("register_type", "text", notNull)
    .addColumn("status", int, notNullDefault(1))
    .addColumn("integral", int, notNullDefault(0))
    .addColumn("experience", int, notNullDefault(0))
    .addColumn("now_money", int, notNullDefault(0))
    .addColumn("brokerage_price", int, notNullDefault(0))
    .addColumn("level", int, notNullDefault(0))
    .addColumn("sign_num", int, notNullDefault(0))
    .addColumn("is_wechat_public", int, notNullDefault(0))
    .addColumn("is_wechat_routine", int, notNullDefault(0))
    .addColumn("is_wechat_ios", int, notNullDefault(0))
    .addColumn("is_wechat_android", int, notNullDefault(0))
    .addColumn("is_binding_ios", int, notNullDefault(0))
    .addColumn("pay_count", int, notNullDefault(0))
    .addColumn("is_promoter", int, notNullDefault(0))
    .addColumn("promoter_time", "text")
    .addColumn("spread_uid", int, notNullDefault(0))
    .addColumn("spread_time", "text")
    .addColumn("spread_count", int, notNullDefault(0))
    .addColumn("add_ip", "text", notNullDefault(""))
    .addColumn("last_ip", "text", notNullDefault(""))
    .addColumn("last_login_time", "text")
    .addColumn("mark", "text", notNullDefault(""))
    .addColumn("grade", "text", notNullDefault(""))
    .addColumn("is_paid_member", int, notNullDefault(0))
    .addColumn("is_permanent_paid_member", int, notNullDefault(0))
    .addColumn("paid_member_expiration_time", "text")
    .addColumn("is_logoff", int, notNullDefault(0))
    .addColumn("logoff_time", "text")
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("user_phone").on("user").column("phone").execute();
  await db.schema.createIndex("user_nickname").on("user").column("nickname").execute();
  await db.schema.createIndex("user_register_type").on("user").columns(["register_type", "create_time"]).execute();
  await db.schema.createIndex("user_sex").on("user").column("sex").execute();
  await db.schema.createIndex("user_create_time").on("user").column("create_time").execute();
  await db.schema
    .createTable("merchant_user")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNullRef("user.id"))
    .addColumn("create_time", "text", notNull)
    .addUniqueConstraint("merchant_user_mer_id_uid_key", ["mer_id", "uid"])
    .execute();
  await db.schema.createIndex("merchant_user_uid").on("merchant_user").column("uid").execute();
}
