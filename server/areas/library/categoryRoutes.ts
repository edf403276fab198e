/** Base-category endpoints of contract §3.17 (`/category/...`); the library uses type 2. */
import { sql } from "kysely";
import { z } from "zod";
import { badRequest } from "../../core/errors.js";
import { readPage } from "../../core/paging.js";
import { now } from "../../core/format.js";
import { fromMediaUrl, requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { containsText } from "../../db/dialect.js";
import {
  ancestorIds,
  buildCategoryTree,
  byDisplayOrder,
  childPath,
  descendantPrefix,
  findCategory,
  requireCategory,
  startsWithPrefix,
  toCategoryVo,
  type CategoryRow,
} from "./categories.js";
import { categoryIdsQuery, categoryListQuery, categoryRequest, categoryTreeQuery } from "./contract.js";

type CategoryInput = z.output<typeof categoryRequest>;

/** The new parent: none for pid 0, else one of the merchant's categories of the same type. */
async function resolveParent(mine: MerchantScope, input: CategoryInput): Promise<CategoryRow | undefined> {
  if (input.pid === 0) return undefined;
  const parent = await findCategory(mine, input.pid);
  if (!parent || parent.type !== input.type) throw badRequest("上级分类不存在");
  return parent;
}

async function assertNameFree(mine: MerchantScope, input: CategoryInput, exceptId: number, message: string) {
  const clash = await mine
    .selectFrom("baseCategory")
    .select("id")
    .where("name", "=", input.name)
    .where("type", "=", input.type)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  if (clash) throw badRequest(message);
}

/** Stored columns of a request; media URLs are kept relative. */
const columnsOf = (input: CategoryInput, origin: string) => ({
  pid: input.pid,
  name: input.name,
  type: input.type,
  url: fromMediaUrl(input.url ?? "", origin),
  extra: fromMediaUrl(input.extra ?? "", origin),
  status: input.status ? 1 : 0,
  sort: input.sort,
});

/** Display rows plus the ancestors a name search left out, so matches keep their place in the tree. */
async function withAncestors(mine: MerchantScope, rows: CategoryRow[]): Promise<CategoryRow[]> {
  const have = new Set(rows.map((r) => r.id));
  const missing = [...new Set(rows.flatMap((r) => ancestorIds(r.path)))].filter((id) => !have.has(id));
  if (!missing.length) return rows;
  const ancestors = await mine.selectFrom("baseCategory").selectAll().where("id", "in", missing).execute();
  return [...rows, ...ancestors].sort(byDisplayOrder);
}

export const categoryRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/category/list/tree",
    authority: "merchant:category:list:tree",
    schema: { query: categoryTreeQuery },
    handler: async ({ db, mine, query, request }) => {
      let select = mine.selectFrom("baseCategory").selectAll().where("type", "=", query.type);
      if (query.status >= 0) select = select.where("status", "=", query.status > 0 ? 1 : 0);
      if (query.name) select = select.where(containsText(db, sql.ref("name"), query.name));
      const rows = (await select.execute()).sort(byDisplayOrder);
      return buildCategoryTree(query.name ? await withAncestors(mine, rows) : rows, requestOrigin(request));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/category/list",
    authority: "merchant:category:list",
    schema: { query: categoryListQuery },
    handler: async ({ db, mine, query, request }) => {
      let select = mine.selectFrom("baseCategory");
      if (query.pid !== undefined) select = select.where("pid", "=", query.pid);
      if (query.type !== undefined) select = select.where("type", "=", query.type);
      if (query.status !== undefined && query.status >= 0) select = select.where("status", "=", query.status > 0 ? 1 : 0);
      if (query.name) select = select.where(containsText(db, sql.ref("name"), query.name));
      return readPage(
        select,
        query,
        (q) => q.selectAll().orderBy("sort", "desc").orderBy("id", "desc"),
        (rows) => {
          const origin = requestOrigin(request);
          return rows.map((r) => toCategoryVo(r, origin));
        },
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/category/info/:id",
    authority: "merchant:category:info",
    schema: { params: idParams },
    handler: async ({ mine, params, request }) =>
      toCategoryVo(await requireCategory(mine, params.id), requestOrigin(request)),
  }),
  merchantRoute({
    method: "GET",
    path: "/category/list/ids",
    authority: "merchant:category:list:ids",
    schema: { query: categoryIdsQuery },
    handler: async ({ mine, query, request }) => {
      const rows = await mine.selectFrom("baseCategory").selectAll().where("id", "in", query.ids).orderBy("id").execute();
      const origin = requestOrigin(request);
      return rows.map((r) => toCategoryVo(r, origin));
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/category/save",
    authority: "merchant:category:save",
    schema: { body: categoryRequest },
    handler: async ({ db, mine, session, body, request }) => {
      await assertNameFree(mine, body, 0, "此分类已存在");
      const parent = await resolveParent(mine, body);
      const time = now();
      await db
        .insertInto("baseCategory")
        .values({
          ...columnsOf(body, requestOrigin(request)),
          merId: session.merId,
          path: childPath(parent),
          createTime: time,
          updateTime: time,
        })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/category/update/:id",
    authority: "merchant:category:update",
    // Contract: the fields come as query parameters on this POST.
    schema: { params: idParams, query: categoryRequest },
    handler: async ({ mine, params, query, request }) => {
      const { id } = params;
      const current = await requireCategory(mine, id);
      if (query.pid === id) throw badRequest("上级分类不能是当前分类");
      const parent = await resolveParent(mine, query);
      if (parent && ancestorIds(parent.path).includes(id)) throw badRequest("上级分类不能是当前分类的子分类");
      if (current.name !== query.name) await assertNameFree(mine, query, id, "分类名称重复");
      const path = childPath(parent);
      const oldPrefix = descendantPrefix(current);
      const newPrefix = `${path}${id}/`;
      await mine.transaction(async (scope) => {
        await scope
          .updateTable("baseCategory")
          .set({ ...columnsOf(query, requestOrigin(request)), path, updateTime: now() })
          .where("id", "=", id)
          .execute();
        if (newPrefix !== oldPrefix) {
          // The subtree moves along: rewrite the moved part of every descendant's path.
          await scope
            .updateTable("baseCategory")
            .set({ path: sql<string>`${newPrefix} || substr(path, ${oldPrefix.length + 1})` })
            .where(startsWithPrefix(oldPrefix))
            .execute();
        }
        // As the backend: disabling disables the subtree, enabling enables the ancestors.
        if (!query.status) {
          await scope.updateTable("baseCategory").set({ status: 0 }).where(startsWithPrefix(newPrefix)).execute();
        } else if (ancestorIds(path).length) {
          await scope.updateTable("baseCategory").set({ status: 1 }).where("id", "in", ancestorIds(path)).execute();
        }
      });
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/category/delete/:id",
    authority: "merchant:category:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const { id } = params;
      await requireCategory(mine, id);
      const child = await mine.selectFrom("baseCategory").select("id").where("pid", "=", id).executeTakeFirst();
      if (child) throw badRequest("当前分类下有子类，请先删除子类！");
      const picture = await mine.selectFrom("systemAttachment").select("attId").where("pid", "=", id).executeTakeFirst();
      if (picture) throw badRequest("当前分类下有图片，请先移动或删除图片！");
      await mine.deleteFrom("baseCategory").where("id", "=", id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/category/updateStatus/:id",
    authority: "merchant:category:update:status",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const row = await requireCategory(mine, params.id);
      await mine
        .updateTable("baseCategory")
        .set({ status: row.status === 1 ? 0 : 1, updateTime: now() })
        .where("id", "=", row.id)
        .execute();
      return "修改成功";
    },
  }),
];
