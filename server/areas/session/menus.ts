import type { Db } from "../../db/database.js";
import { JsonText } from "../../core/envelope.js";
import type { CoreTables } from "./tables.js";
import { grantedMenuIds, isOwner, type Session } from "../../core/auth.js";
import { cachedAccessAnswer } from "../../core/answerCache.js";

type MenuRow = CoreTables["menu"];

/** `getMenus` node, contract §2.2. */
export interface MenuNode {
  id: number;
  pid: number;
  title: string;
  icon: string;
  perms: string;
  path: string;
  menuType: string;
  sort: number;
  children: MenuNode[];
}

/** `menu/cache/tree` node (role editor, `MenuCheckVo`): every menu incl. buttons (`menuType` A). */
export interface MenuCheckNode {
  id: number;
  pid: number;
  name: string;
  icon: string;
  perms: string;
  component: string;
  menuType: string;
  checked: boolean;
  sort: number;
  childList: MenuCheckNode[];
}

/** Shown directories and pages the session may see: all for the owner, its roles' menus otherwise. */
export async function visibleMenus(db: Db, session: Session): Promise<MenuRow[]> {
  let query = db.selectFrom("menu").selectAll().where("isShow", "=", 1).where("menuType", "in", ["M", "C"]);
  if (!isOwner(session.roles)) {
    const ids = await grantedMenuIds(db, session.merId, session.roles);
    if (!ids.length) return [];
    query = query.where("id", "in", ids);
  }
  return query.orderBy("sort", "desc").orderBy("id", "asc").execute();
}

/**
 * getMenus answers per merchant, role set and role version (read with the session on every
 * request), so a role changed through any server instance shows from the next request on.
 */
export function menuTreeFor(db: Db, session: Session): Promise<JsonText> {
  const key = `menus|${session.merId}|${[...session.roles].sort().join(",")}|${session.roleVersion}`;
  return cachedAccessAnswer(db, key, async () => JsonText.of(buildMenuTree(await visibleMenus(db, session))));
}

/** Rows (already in display order) → tree; a child whose parent is missing is dropped. */
function toTree<N extends { id: number; pid: number }>(rows: MenuRow[], make: (row: MenuRow) => N, key: keyof N): N[] {
  const nodes = new Map(rows.map((row) => [row.id, make(row)]));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.pid === 0) roots.push(node);
    else (nodes.get(row.pid)?.[key] as N[] | undefined)?.push(node);
  }
  return roots;
}

export const buildMenuTree = (rows: MenuRow[]): MenuNode[] =>
  toTree(
    rows,
    (r) => ({
      id: r.id,
      pid: r.pid,
      title: r.name,
      icon: r.icon,
      perms: r.perms,
      path: r.component,
      menuType: r.menuType,
      sort: r.sort,
      children: [],
    }),
    "children",
  );

/** The role editor's tree of all menus; `checked` marks the ids a role stores. */
export const buildRoleEditorTree = (rows: MenuRow[], checked: ReadonlySet<number> = new Set()): MenuCheckNode[] =>
  toTree(
    rows,
    (r) => ({
      id: r.id,
      pid: r.pid,
      name: r.name,
      icon: r.icon,
      perms: r.perms,
      component: r.component,
      menuType: r.menuType,
      checked: checked.has(r.id),
      sort: r.sort,
      childList: [],
    }),
    "childList",
  );

/** Every assignable menu, in display order, as the role editor's tree. */
export async function roleEditorTree(db: Db, checked?: ReadonlySet<number>): Promise<MenuCheckNode[]> {
  const rows = await db.selectFrom("menu").selectAll().orderBy("sort", "desc").orderBy("id", "asc").execute();
  return buildRoleEditorTree(rows, checked);
}
