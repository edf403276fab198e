import type { Kysely } from "kysely";

/**
 * Admin accounts and roles (server/areas/admin): the role's last change time (SystemRole.updateTime)
 * and the indexes of the two lists, which always filter by merchant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("role").addColumn("update_time", "text").execute();
  await db.schema.createIndex("role_mer_status").on("role").columns(["mer_id", "status"]).execute();
  await db.schema.createIndex("admin_mer_status").on("admin").columns(["mer_id", "status"]).execute();
}
