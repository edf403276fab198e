import type { Kysely } from "kysely";
import { ESHEET_AUTHORITIES, STAFF_AUTHORITIES } from "../../shared/tightenedAuthorities.js";
import { raiseRoleVersion } from "../../core/auth.js";
import type { Db } from "../database.js";

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
  menu: { id: number; pid: number; name: string; icon: string; perms: string; component: string; menuType: string; sort: number; isShow: number };
  role: { id: number; merId: number; rules: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  for (const page of PAGES) {
    const menu = await db.selectFrom("menu").select(["id", "perms"]).where("component", "=", page.component).where("menuType", "=", "C").executeTakeFirst();
    if (!menu || menu.perms) continue;
    await db.updateTable("menu").set({ perms: page.perms }).where("id", "=", menu.id).execute();
    const buttonIds: number[] = [];
    // Menu ids are plain keys, no sequence behind them: each new button takes the next after the
    // highest (what SQLite would have given, and the only way on PostgreSQL).
    const { highest } = await db.selectFrom("menu").select((eb) => eb.fn.max("id").as("highest")).executeTakeFirstOrThrow();
    let next = Number(highest ?? 0);
    for (const perms of page.buttons) {
      const id = ++next;
      await db.insertInto("menu").values({ id, pid: menu.id, name: perms, icon: "", perms, component: "", menuType: "A", sort: 0, isShow: 1 }).execute();
      buttonIds.push(id);
    }
    for (const role of await db.selectFrom("role").select(["id", "merId", "rules"]).orderBy("id").execute()) {
      const rules = role.rules.split(",").filter(Boolean);
      if (!rules.includes(String(menu.id))) continue;
      await db.updateTable("role").set({ rules: [...rules, ...buttonIds.map(String)].join(",") }).where("id", "=", role.id).execute();
      // Like every write of roles: what running instances derived from them is read again.
      await raiseRoleVersion(untyped as unknown as Db, role.merId);
    }
  }
}
