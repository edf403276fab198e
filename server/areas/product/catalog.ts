/**
 * The platform category tree, read once per database: merchants only read it (it is seeded,
 * global and has no write endpoint here), and filters need it on every list request.
 */
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { refused } from "../../core/errors.js";
import type { CategoryTreeNode } from "./catalogContract.js";

export type PlatformCategory = Selectable<DB["productCategory"]>;

interface CategoryIndex {
  rows: PlatformCategory[];
  byId: Map<number, PlatformCategory>;
  children: Map<number, PlatformCategory[]>;
}

const indexes = new WeakMap<Db, Promise<CategoryIndex>>();

async function load(db: Db): Promise<CategoryIndex> {
  const rows = await db.selectFrom("productCategory").selectAll().orderBy("sort", "desc").orderBy("id", "asc").execute();
  const children = new Map<number, PlatformCategory[]>();
  for (const row of rows) children.set(row.pid, [...(children.get(row.pid) ?? []), row]);
  return { rows, byId: new Map(rows.map((r) => [r.id, r])), children };
}

export function platformCategories(db: Db): Promise<CategoryIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = load(db);
    indexes.set(db, index);
  }
  return index;
}

/** The ids of a category and everything under it; empty when the id is unknown. */
export async function categoryAndDescendants(db: Db, ids: readonly number[]): Promise<number[]> {
  const { byId, children } = await platformCategories(db);
  const found = new Set<number>();
  const walk = (id: number) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of children.get(id) ?? []) walk(child.id);
  };
  for (const id of ids) if (byId.has(id)) walk(id);
  return [...found];
}

/** The category and its ancestors, top first. */
export async function categoryPath(db: Db, id: number): Promise<PlatformCategory[]> {
  const { byId } = await platformCategories(db);
  const path: PlatformCategory[] = [];
  for (let row = byId.get(id); row; row = row.pid ? byId.get(row.pid) : undefined) path.unshift(row);
  return path;
}

/** Refuses unless every id is a live platform guarantee service. */
export async function assertGuarantees(db: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db.selectFrom("productGuarantee").select("id").where("isDel", "=", 0).where("id", "in", [...ids]).execute();
  if (found.length !== new Set(ids).size) throw refused("商品保障服务不存在");
}

/** Rows (in display order) → `ProCategoryCacheVo` tree; a row whose parent is absent is dropped. */
export function toCategoryTree<R extends { id: number; pid: number }>(rows: R[], node: (row: R) => Omit<CategoryTreeNode, "childList">): CategoryTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...node(r), childList: [] as CategoryTreeNode[] }]));
  const roots: CategoryTreeNode[] = [];
  for (const r of rows) {
    if (r.pid === 0) roots.push(nodes.get(r.id)!);
    else nodes.get(r.pid)?.childList.push(nodes.get(r.id)!);
  }
  return roots;
}
