/** Platform catalogues merchants read (contract §3.2): category tree, brands, guarantee services. Global, read-only. */
import { z } from "zod";
import { readPage } from "../../core/paging.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { pageParams, qInt, qText, reqInt } from "../../core/validate.js";
import { categoryAndDescendants, categoryPath, platformCategories, toCategoryTree } from "./catalog.js";
import type { BrandRow, CategoryTreeNode } from "./catalogContract.js";
import { mediaFor, toGuarantee, type Media } from "./serialize.js";
import { containsPattern } from "../../core/textSearch.js";

const toBrand = (b: { id: number; name: string; icon: string; isShow: number }, media: Media): BrandRow => ({
  id: b.id,
  name: b.name,
  icon: media.url(b.icon),
  isShow: b.isShow === 1,
});

export const platformRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/plat/product/category/cache/tree",
    authority: "merchant:plat:product:category:cache:tree",
    handler: async ({ db, request }): Promise<CategoryTreeNode[]> => {
      const { rows } = await platformCategories(db);
      const media = mediaFor(requestOrigin(request));
      return toCategoryTree(
        rows.filter((r) => r.isShow === 1),
        (r) => ({ id: r.id, pid: r.pid, name: r.name, icon: media.url(r.icon), level: r.level, sort: r.sort, isShow: true }),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/plat/product/brand/cache/list",
    authority: "merchant:plat:product:brand:cache:list",
    handler: async ({ db, request }): Promise<BrandRow[]> => {
      const media = mediaFor(requestOrigin(request));
      const rows = await db.selectFrom("productBrand").selectAll().where("isShow", "=", 1).orderBy("sort", "desc").orderBy("id").execute();
      return rows.map((b) => toBrand(b, media));
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/plat/product/brand/list",
    authority: "merchant:plat:product:brand:list",
    schema: { query: z.object({ cid: reqInt("请求参数 cid 不能为空"), brandName: qText(), ...pageParams }) },
    handler: async ({ db, query, request }) => {
      // A brand serves a category when it is linked to it, to one of its ancestors or to one below it.
      const related = [...new Set([...(await categoryPath(db, query.cid)).map((c) => c.id), ...(await categoryAndDescendants(db, [query.cid]))])];
      let base = db
        .selectFrom("productBrand")
        .where("isShow", "=", 1)
        .where("id", "in", db.selectFrom("productBrandCategory").select("brandId").where("cid", "in", related.length ? related : [-1]));
      if (query.brandName) base = base.where(containsPattern("name", query.brandName));
      const media = mediaFor(requestOrigin(request));
      return readPage(
        base,
        query,
        (q) => q.selectAll().orderBy("sort", "desc").orderBy("id"),
        (rows) => rows.map((b) => toBrand(b, media)),
      );
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/plat/product/guarantee/list",
    authority: "merchant:plat:product:guarantee:list",
    schema: { query: z.object({ type: qInt() }) },
    handler: async ({ db, query, request }) => {
      let rows = db.selectFrom("productGuarantee").selectAll().where("isDel", "=", 0);
      // type 0 = all, 1 = only the ones in effect.
      if (query.type === 1) rows = rows.where("isShow", "=", 1);
      const media = mediaFor(requestOrigin(request));
      return (await rows.orderBy("sort", "desc").orderBy("id").execute()).map((g) => toGuarantee(g, media));
    },
  }),
];
