/** Merchant product categories (contract §3.3): two levels, flat list and shown tree. */
import type { Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import { badRequest, notFound, refused } from "../../core/errors.js";
import { now } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute, type MerchantScope } from "../../core/route.js";
import { idParams } from "../../core/validate.js";
import { merchantCategoryBody, merchantCategoryUpdateBody, type CategoryTreeNode, type MerchantCategory } from "./catalogContract.js";
import { toCategoryTree } from "./catalog.js";
import { mediaFor, type Media } from "./serialize.js";

type CategoryRow = Selectable<DB["merchantProductCategory"]>;

const toCategory = (c: CategoryRow, media: Media): MerchantCategory => ({
  id: c.id,
  merId: c.merId,
  pid: c.pid,
  name: c.name,
  icon: media.url(c.icon),
  sort: c.sort,
  isShow: c.isShow === 1,
  isDel: c.isDel === 1,
  createTime: c.createTime,
  updateTime: c.updateTime,
});

const live = (mine: MerchantScope) => mine.selectFrom("merchantProductCategory").selectAll().where("isDel", "=", 0);

async function requireCategory(mine: MerchantScope, id: number): Promise<CategoryRow> {
  const row = await live(mine).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("商户商品分类不存在");
  return row;
}

async function refuseDuplicateName(mine: MerchantScope, name: string, exceptId = 0): Promise<void> {
  if (await live(mine).where("name", "=", name).where("id", "!=", exceptId).executeTakeFirst()) throw badRequest("分类名称已存在");
}

/** A parent must be a live top-level category: the merchant tree has two levels. */
async function checkParent(mine: MerchantScope, pid: number): Promise<void> {
  if (pid === 0) return;
  const parent = await requireCategory(mine, pid);
  if (parent.pid !== 0) throw badRequest("商户商品分类只支持二级分类");
}

/** Live products of the merchant filed under the category (`product_cate` holds the live ones). */
async function usedByProducts(mine: MerchantScope, id: number): Promise<boolean> {
  const row = await mine.selectFrom("productCate").select("productId").where("cateId", "=", id).limit(1).executeTakeFirst();
  return !!row;
}

export const categoryRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/store/product/category/list",
    authority: "merchant:product:category:list",
    handler: async ({ mine, request }) => {
      const media = mediaFor(requestOrigin(request));
      return (await live(mine).orderBy("sort", "desc").orderBy("id").execute()).map((c) => toCategory(c, media));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/store/product/category/cache/tree",
    authority: "merchant:product:category:cache:tree",
    handler: async ({ mine, request }): Promise<CategoryTreeNode[]> => {
      const media = mediaFor(requestOrigin(request));
      const rows = await live(mine).where("isShow", "=", 1).orderBy("sort", "desc").orderBy("id").execute();
      return toCategoryTree(rows, (c) => ({ id: c.id, pid: c.pid, name: c.name, icon: media.url(c.icon), sort: c.sort, isShow: true }));
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/store/product/category/add",
    authority: "merchant:product:category:add",
    schema: { body: merchantCategoryBody },
    handler: async ({ db, mine, body, request }) => {
      await refuseDuplicateName(mine, body.name);
      await checkParent(mine, body.pid);
      const time = now();
      const icon = mediaFor(requestOrigin(request)).store(body.icon);
      await db
        .insertInto("merchantProductCategory")
        .values({ merId: mine.merId, pid: body.pid, name: body.name, icon, sort: body.sort, isShow: 1, isDel: 0, createTime: time, updateTime: time })
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/store/product/category/update",
    authority: "merchant:product:category:update",
    schema: { body: merchantCategoryUpdateBody },
    handler: async ({ mine, body, request }) => {
      const category = await requireCategory(mine, body.id);
      if (body.pid === body.id) throw badRequest("上级分类不能是当前分类");
      if (body.name !== category.name) await refuseDuplicateName(mine, body.name, category.id);
      await checkParent(mine, body.pid);
      if (body.pid !== 0 && category.pid === 0 && (await live(mine).where("pid", "=", category.id).executeTakeFirst())) {
        throw refused("该分类下有子分类，不能移动到其他分类下");
      }
      const icon = mediaFor(requestOrigin(request)).store(body.icon);
      await mine
        .updateTable("merchantProductCategory")
        .set({ pid: body.pid, name: body.name, icon, sort: body.sort, updateTime: now() })
        .where("id", "=", category.id)
        .execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/store/product/category/delete/:id",
    authority: "merchant:product:category:delete",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const category = await requireCategory(mine, params.id);
      if (await live(mine).where("pid", "=", category.id).executeTakeFirst()) throw refused("该分类下有子分类，请先删除子分类");
      if (await usedByProducts(mine, category.id)) throw refused("商户商品分类已使用，请先移除分类下的商品");
      await mine.updateTable("merchantProductCategory").set({ isDel: 1, updateTime: now() }).where("id", "=", category.id).execute();
      return null;
    },
  }),
  merchantRoute({
    method: "POST",
    path: "/store/product/category/update/show/:id",
    authority: "merchant:product:category:show:status",
    schema: { params: idParams },
    handler: async ({ mine, params }) => {
      const category = await requireCategory(mine, params.id);
      const isShow = category.isShow === 1 ? 0 : 1;
      const time = now();
      await mine.transaction(async ({ db: trx }) => {
        const scoped = (ids: number[]) =>
          trx.updateTable("merchantProductCategory").set({ isShow, updateTime: time }).where("merId", "=", mine.merId).where("id", "in", ids);
        await scoped([category.id]).execute();
        // Showing a sub-category shows its parent; a top-level switch carries its children along.
        if (category.pid !== 0 && isShow === 1) await scoped([category.pid]).execute();
        if (category.pid === 0) {
          await trx.updateTable("merchantProductCategory").set({ isShow, updateTime: time }).where("merId", "=", mine.merId).where("pid", "=", category.id).where("isDel", "=", 0).execute();
        }
      });
      return null;
    },
  }),
];
