import type { Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault, notNullRef } from "./columns.js";

/** Shop staff (server/areas/staff/tables.ts); the list filters by status and searches name or phone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("merchant_employee")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("uid", int, notNullRef("user.id"))
    .addColumn("name", "text", notNull)
    .addColumn("avatar", "text", notNullDefault(""))
    .addColumn("phone", "text", notNull)
    .addColumn("role", "text", notNull)
    .addColumn("status", int, notNullDefault(1))
    .addColumn("create_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  await db.schema
    .createIndex("merchant_employee_mer_status")
    .on("merchant_employee")
    .columns(["mer_id", "status", "id"])
    .execute();
  await db.schema.createIndex("merchant_employee_mer_uid").on("merchant_employee").unique().columns(["mer_id", "uid"]).execute();
}
