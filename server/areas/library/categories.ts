/**
 * Base categories (`eb_category`): one tree per merchant and type. Paths hold the
 * ancestor ids (`/0/3/7/`), so descendants are found by prefix.
 */
import { sql, type Selectable } from "kysely";
import type { LibraryTables } from "./tables.js";
import { CATEGORY_TYPE_ATTACHMENT, type CategoryTreeVo, type CategoryVo } from "./contract.js";
import type { MerchantScope } from "../../core/route.js";
import { ApiError } from "../../core/errors.js";
import { toMediaUrl } from "../../core/media.js";

export type CategoryRow = Selectable<LibraryTables["baseCategory"]>;

export const ROOT_PATH = "/0/";
/** SystemConfigResultCode.CATEGORY_NOT_EXIST. */
export const categoryNotFound = () => new ApiError(7201, "分类不存在");

/** Path of a category placed under `parent` (none = top level). */
export const childPath = (parent: Pick<CategoryRow, "id" | "path"> | undefined) =>
  parent ? `${parent.path}${parent.id}/` : ROOT_PATH;

/** Ancestor ids written in a path, nearest last. */
export const ancestorIds = (path: string) =>
  path
    .split("/")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

export async function findCategory(mine: MerchantScope, id: number): Promise<CategoryRow | undefined> {
  return mine.selectFrom("baseCategory").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The merchant's category, or the backend's "分类不存在" (another merchant's reads as missing). */
export async function requireCategory(mine: MerchantScope, id: number): Promise<CategoryRow> {
  const row = await findCategory(mine, id);
  if (!row) throw categoryNotFound();
  return row;
}

/** Descendants share the prefix `path + id + "/"`. */
export const descendantPrefix = (row: Pick<CategoryRow, "id" | "path">) => `${row.path}${row.id}/`;
export const startsWithPrefix = (prefix: string) =>
  sql<boolean>`substr(path, 1, ${prefix.length}) = ${prefix}`;

export function toCategoryVo(row: CategoryRow, origin: string): CategoryVo {
  return {
    id: row.id,
    pid: row.pid,
    path: row.path,
    name: row.name,
    type: row.type,
    url: toMediaUrl(row.url, origin),
    extra: toMediaUrl(row.extra, origin),
    status: row.status === 1,
    sort: row.sort,
    createTime: row.createTime,
    updateTime: row.updateTime,
    owner: row.merId,
  };
}

/** Rows in display order → tree; a row whose parent is not among the rows becomes a root. */
export function buildCategoryTree(rows: CategoryRow[], origin: string): CategoryTreeVo[] {
  const nodes = new Map<number, CategoryTreeVo>();
  for (const row of rows) {
    const { createTime: _c, updateTime: _u, owner: _o, ...rest } = toCategoryVo(row, origin);
    nodes.set(row.id, { ...rest, child: [] });
  }
  const roots: CategoryTreeVo[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.pid > 0 ? nodes.get(row.pid) : undefined;
    if (parent) parent.child.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Display order of trees and lists: sort descending, then id. */
export const byDisplayOrder = (a: CategoryRow, b: CategoryRow) => b.sort - a.sort || a.id - b.id;

/** One of the merchant's attachment categories (type 2), or undefined. */
export async function findAttachmentCategory(mine: MerchantScope, id: number): Promise<CategoryRow | undefined> {
  const row = id > 0 ? await findCategory(mine, id) : undefined;
  return row?.type === CATEGORY_TYPE_ATTACHMENT ? row : undefined;
}
