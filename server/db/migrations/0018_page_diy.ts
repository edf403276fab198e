import { sql, type Kysely } from "kysely";
import { columnsFor, notNull, notNullDefault } from "./columns.js";

/** Shop home pages of the designer (server/areas/pageDiy/tables.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { int, autoId } = columnsFor(db);
  await db.schema
    .createTable("page_diy")
    .addColumn("id", int, autoId)
    .addColumn("mer_id", int, notNull)
    .addColumn("version", "text", notNullDefault(""))
    .addColumn("name", "text", notNull)
    .addColumn("title", "text", notNullDefault(""))
    .addColumn("cover_image", "text", notNullDefault(""))
    .addColumn("template_name", "text", notNullDefault(""))
    .addColumn("value", "text", notNullDefault("{}"))
    .addColumn("default_value", "text", notNullDefault(""))
    .addColumn("status", int, notNullDefault(1))
    .addColumn("type", int, notNullDefault(0))
    .addColumn("is_show", int, notNullDefault(1))
    .addColumn("is_bg_color", int, notNullDefault(1))
    .addColumn("is_bg_pic", int, notNullDefault(0))
    .addColumn("is_diy", int, notNullDefault(1))
    .addColumn("color_picker", "text", notNullDefault("#f5f5f5"))
    .addColumn("bg_pic", "text", notNullDefault(""))
    .addColumn("bg_tab_val", int, notNullDefault(0))
    .addColumn("is_del", int, notNullDefault(0))
    .addColumn("return_address", "text", notNullDefault(""))
    .addColumn("title_bg_color", "text", notNullDefault("#fff"))
    .addColumn("title_color", "text", notNullDefault("#000000"))
    .addColumn("service_status", int, notNullDefault(0))
    .addColumn("is_default", int, notNullDefault(0))
    .addColumn("text_position", int, notNullDefault(1))
    .addColumn("add_time", "text", notNull)
    .addColumn("update_time", "text", notNull)
    .execute();
  // The list: a merchant's live pages, the home first, newest next.
  await db.schema
    .createIndex("page_diy_list")
    .on("page_diy")
    .columns(["mer_id", "is_del", "is_default desc", "id desc"])
    .execute();
  // Names are unique per merchant (the backend's checkPageDiyNameUnique) among live pages.
  await db.schema
    .createIndex("page_diy_name")
    .on("page_diy")
    .unique()
    .columns(["mer_id", "name"])
    .where(sql.ref("is_del"), "=", 0)
    .execute();
  // One shop home per merchant.
  await db.schema
    .createIndex("page_diy_one_default")
    .on("page_diy")
    .unique()
    .column("mer_id")
    .where(sql.ref("is_default"), "=", 1)
    .where(sql.ref("is_del"), "=", 0)
    .execute();
}
