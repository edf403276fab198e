import { sql, type Kysely } from "kysely";

/** Shop staff (server/areas/staff/tables.ts); the list filters by status and searches name or phone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE merchant_employee (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      uid INTEGER NOT NULL REFERENCES user(id),
      name TEXT NOT NULL,
      avatar TEXT NOT NULL DEFAULT '',
      phone TEXT NOT NULL,
      role TEXT NOT NULL,
      status INTEGER NOT NULL DEFAULT 1,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX merchant_employee_mer_status ON merchant_employee (mer_id, status, id)`,
    `CREATE UNIQUE INDEX merchant_employee_mer_uid ON merchant_employee (mer_id, uid)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
