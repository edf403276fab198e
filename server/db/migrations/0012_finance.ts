import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";

/** Funds flow, settlement accounts and settlements of contract §3.16 (server/areas/finance/tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("merchant_bill")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNullDefault(0))
    .addColumn("order_no", "text", notNull)
    .addColumn("link_no", "text", notNullDefault(""))
    .addColumn("type", "text", notNull)
    .addColumn("pm", int, notNull)
    .addColumn("amount", int, notNull)
    .addColumn("plat_coupon_price", int, notNullDefault(0))
    .addColumn("integral_price", int, notNullDefault(0))
    .addColumn("mark", "text", notNullDefault(""))
    .addColumn("create_time", "text", notNull)
    .execute();
  // A document is booked once per kind and direction: recording a refund again changes nothing.
  await db.schema
    .createIndex("merchant_bill_document")
    .on("merchant_bill")
    .unique()
    .columns(["mer_id", "order_no", "type", "pm"])
    .execute();
  await db.schema.createIndex("merchant_bill_time").on("merchant_bill").columns(["mer_id", "create_time"]).execute();
  await db.schema.createIndex("merchant_bill_link").on("merchant_bill").columns(["mer_id", "link_no"]).execute();
  await db.schema
    .createTable("merchant_settlement")
    .addColumn("mer_id", int, (c) => c.primaryKey())
    .addColumn("settlement_type", "text", notNullDefault("bank"))
    .addColumn("bank_user_name", "text", notNullDefault(""))
    .addColumn("bank_name", "text", notNullDefault(""))
    .addColumn("bank_card", "text", notNullDefault(""))
    .addColumn("bank_address", "text", notNullDefault(""))
    .addColumn("wechat_code", "text", notNullDefault(""))
    .addColumn("wechat_qrcode_url", "text", notNullDefault(""))
    .addColumn("real_name", "text", notNullDefault(""))
    .addColumn("alipay_code", "text", notNullDefault(""))
    .addColumn("alipay_qrcode_url", "text", notNullDefault(""))
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createTable("merchant_closing")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("closing_no", "text", (c) => c.notNull().unique())
    .addColumn("amount", int, notNull)
    .addColumn("closing_type", "text", notNull)
    .addColumn("closing_name", "text", notNullDefault(""))
    .addColumn("closing_bank", "text", notNullDefault(""))
    .addColumn("closing_bank_card", "text", notNullDefault(""))
    .addColumn("alipay_account", "text", notNullDefault(""))
    .addColumn("wechat_no", "text", notNullDefault(""))
    .addColumn("payment_code", "text", notNullDefault(""))
    .addColumn("audit_status", int, notNullDefault(0))
    .addColumn("account_status", int, notNullDefault(0))
    .addColumn("audit_name", "text", notNullDefault(""))
    .addColumn("audit_time", "text")
    .addColumn("refusal_reason", "text", notNullDefault(""))
    .addColumn("closing_proof", "text", notNullDefault("[]"))
    .addColumn("closing_time", "text")
    .addColumn("mark", "text", notNullDefault(""))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema.createIndex("merchant_closing_time").on("merchant_closing").columns(["mer_id", "create_time"]).execute();
}
