import { sql, type Kysely } from "kysely";

/** Picture library (base categories, attachments) and system forms / form templates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE base_category (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      pid INTEGER NOT NULL DEFAULT 0,
      path TEXT NOT NULL DEFAULT '/0/',
      name TEXT NOT NULL,
      type INTEGER NOT NULL,
      url TEXT NOT NULL DEFAULT '',
      extra TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    // Trees and pages are read per merchant and type; children are found by pid.
    `CREATE INDEX base_category_mer_type ON base_category (mer_id, type, pid)`,
    `CREATE TABLE system_attachment (
      att_id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      name TEXT NOT NULL,
      att_dir TEXT NOT NULL DEFAULT '',
      satt_dir TEXT NOT NULL,
      att_size TEXT NOT NULL DEFAULT '0',
      att_type TEXT NOT NULL,
      pid INTEGER NOT NULL DEFAULT 0,
      image_type INTEGER NOT NULL DEFAULT 1,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    // One category's pictures of some types, newest first.
    `CREATE INDEX system_attachment_category ON system_attachment (mer_id, pid, att_type, att_id)`,
    // Every category ("all pictures"), newest first.
    `CREATE INDEX system_attachment_all ON system_attachment (mer_id, att_type, att_id)`,
    `CREATE TABLE system_form (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL REFERENCES merchant(id),
      form_name TEXT NOT NULL,
      all_keys TEXT NOT NULL DEFAULT '',
      form_value TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 1,
      is_delete INTEGER NOT NULL DEFAULT 0,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    `CREATE INDEX system_form_mer ON system_form (mer_id, is_delete, id)`,
    `CREATE TABLE system_form_temp (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL UNIQUE,
      info TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL,
      create_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
