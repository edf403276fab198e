import { sql, type Kysely } from "kysely";

/**
 * Admin accounts and roles (server/areas/admin): the role's last change time (SystemRole.updateTime)
 * and the indexes of the two lists, which always filter by merchant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `ALTER TABLE role ADD COLUMN update_time TEXT`,
    `CREATE INDEX role_mer_status ON role (mer_id, status)`,
    `CREATE INDEX admin_mer_status ON admin (mer_id, status)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
