import { sql, type Kysely } from "kysely";

/** Shop home pages of the designer (server/areas/pageDiy/tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE page_diy (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      mer_id INTEGER NOT NULL,
      version TEXT NOT NULL DEFAULT '',
      name TEXT NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      cover_image TEXT NOT NULL DEFAULT '',
      template_name TEXT NOT NULL DEFAULT '',
      value TEXT NOT NULL DEFAULT '{}',
      default_value TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 1,
      type INTEGER NOT NULL DEFAULT 0,
      is_show INTEGER NOT NULL DEFAULT 1,
      is_bg_color INTEGER NOT NULL DEFAULT 1,
      is_bg_pic INTEGER NOT NULL DEFAULT 0,
      is_diy INTEGER NOT NULL DEFAULT 1,
      color_picker TEXT NOT NULL DEFAULT '#f5f5f5',
      bg_pic TEXT NOT NULL DEFAULT '',
      bg_tab_val INTEGER NOT NULL DEFAULT 0,
      is_del INTEGER NOT NULL DEFAULT 0,
      return_address TEXT NOT NULL DEFAULT '',
      title_bg_color TEXT NOT NULL DEFAULT '#fff',
      title_color TEXT NOT NULL DEFAULT '#000000',
      service_status INTEGER NOT NULL DEFAULT 0,
      is_default INTEGER NOT NULL DEFAULT 0,
      text_position INTEGER NOT NULL DEFAULT 1,
      add_time TEXT NOT NULL,
      update_time TEXT NOT NULL
    )`,
    // The list: a merchant's live pages, the home first, newest next.
    `CREATE INDEX page_diy_list ON page_diy (mer_id, is_del, is_default DESC, id DESC)`,
    // Names are unique per merchant (the backend's checkPageDiyNameUnique) among live pages.
    `CREATE UNIQUE INDEX page_diy_name ON page_diy (mer_id, name) WHERE is_del = 0`,
    // One shop home per merchant.
    `CREATE UNIQUE INDEX page_diy_one_default ON page_diy (mer_id) WHERE is_default = 1 AND is_del = 0`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
