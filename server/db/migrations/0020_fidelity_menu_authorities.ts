import type { Generated, Kysely } from "kysely";
import { ESHEET_AUTHORITIES, STAFF_AUTHORITIES } from "../../shared/tightenedAuthorities.js";

/**
 * The staff and e-sheet endpoints now ask for the authorities of their menu entries (README,
 * "Tightened authorities"). A database seeded before has those entries without them: give the
 * pages their authority and their buttons, and let every role that held a page keep what it
 * could do by adding the new buttons to its rules. An empty database has no menus yet; the seed
 * writes the whole tree. Data only: no table changes.
 */
const PAGES = [
  { component: "/staff/index", perms: STAFF_AUTHORITIES.list, buttons: [STAFF_AUTHORITIES.info, STAFF_AUTHORITIES.save, STAFF_AUTHORITIES.update, STAFF_AUTHORITIES.delete] },
  { component: "/operation/printing/electrsheet", perms: ESHEET_AUTHORITIES.info, buttons: [ESHEET_AUTHORITIES.update] },
];

// The running database applies the CamelCase plugin, so columns are named as in the table types.
interface Tables {
  menu: { id: Generated<number>; pid: number; name: string; icon: string; perms: string; component: string; menuType: string; sort: number; isShow: number };
  role: { id: number; rules: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  for (const page of PAGES) {
    const menu = await db.selectFrom("menu").select(["id", "perms"]).where("component", "=", page.component).where("menuType", "=", "C").executeTakeFirst();
    if (!menu || menu.perms) continue;
    await db.updateTable("menu").set({ perms: page.perms }).where("id", "=", menu.id).execute();
    const buttonIds: number[] = [];
    for (const perms of page.buttons) {
      const { id } = await db
        .insertInto("menu")
        .values({ pid: menu.id, name: perms, icon: "", perms, component: "", menuType: "A", sort: 0, isShow: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      buttonIds.push(id);
    }
    for (const role of await db.selectFrom("role").select(["id", "rules"]).execute()) {
      const rules = role.rules.split(",").filter(Boolean);
      if (!rules.includes(String(menu.id))) continue;
      await db.updateTable("role").set({ rules: [...rules, ...buttonIds.map(String)].join(",") }).where("id", "=", role.id).execute();
    }
  }
}
