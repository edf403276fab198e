/**
 * Product pickers (contract §3.1): the activity picker dialog and the seckill / group-buy
 * pickers. Both list the merchant's sellable products (in shop, audit settled) with their SKUs.
 * The request's `merStars` / `merIds` are platform-side filters: a merchant only ever sees its own.
 */
import { expressionBuilder, sql, type Expression, type SqlBool } from "kysely";
import { readPage } from "../../core/paging.js";
import type { Db } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import { badRequest } from "../../core/errors.js";
import { fromCents } from "../../core/format.js";
import { requestOrigin } from "../../core/media.js";
import { merchantRoute, type MerchantRoute } from "../../core/route.js";
import { activitySearchQuery, marketingSearchQuery, PRODUCT_TYPE, type ProductActivityRow, type ProductMarketingRow } from "./contract.js";
import { categoryAndDescendants, platformCategories } from "./catalog.js";
import { groupSkus, mediaFor } from "./serialize.js";
import { skusOf } from "./store.js";
import { AUDIT_OK } from "./tabs.js";
import { likePattern } from "../../core/textSearch.js";
import { leadingById, matchCountChoosesPlan, matchesIndexed, type KnownMatches } from "../../core/indexedSearch.js";
import { gramCounted, keptStateRows, knownMatches, pieceListed, pieceMatch } from "./gramCounts.js";

interface PickerFilters {
  name?: string;
  categoryIds?: number[];
  /** Any of these merchant categories. */
  cateIds?: number[];
  isShow?: boolean;
  productId?: number;
  brandId?: number;
  types?: number[];
}

/**
 * The name is found through the product table's trigram index (core/indexedSearch.ts), read first;
 * `known`: what the kept counts tell of it (`knownMatches`), which chooses how it is found.
 */
async function pickerQuery(db: Db, merId: number, f: PickerFilters, known?: KnownMatches) {
  const name = f.name ? (pieceMatch(db, merId, f.name, "name", known) ?? (await matchesIndexed(db, "product", ["name"], likePattern(f.name), known))) : undefined;
  return db
    .selectFrom("product")
    .where((eb) => eb(leadingById("product.merId", name), "=", merId))
    .where("isDel", "=", 0)
    .where("isRecycle", "=", 0)
    .where("auditStatus", "in", AUDIT_OK)
    .where((eb) => {
      const parts = [];
      if (name) parts.push(name.where);
      if (f.categoryIds) parts.push(eb("categoryId", "in", f.categoryIds.length ? f.categoryIds : [-1]));
      if (f.cateIds?.length) {
        parts.push(eb("product.id", "in", eb.selectFrom("productCate").select("productCate.productId").where("productCate.merId", "=", merId).where("productCate.cateId", "in", f.cateIds)));
      }
      if (f.isShow !== undefined) parts.push(eb("isShow", "=", f.isShow ? 1 : 0));
      if (f.productId !== undefined) parts.push(eb("id", "=", f.productId));
      if (f.brandId !== undefined) parts.push(eb("brandId", "=", f.brandId));
      if (f.types) parts.push(eb("type", "in", f.types));
      return eb.and(parts);
    });
}

/** Whether the kept counts hold the picker's total under these filters: the columns they keep (shown, type) and a short name or none. */
const keptServes = (f: PickerFilters): boolean =>
  !((f.name && !gramCounted(f.name)) || f.categoryIds || f.cateIds?.length || f.productId !== undefined || f.brandId !== undefined);

/** The picker's rows as a condition over the kept counts' state columns. */
function pickerListed(f: PickerFilters): Expression<SqlBool> {
  const eb = expressionBuilder<DB, "productStateCount">();
  const listed = [eb("isRecycle", "=", 0), eb("auditStatus", "in", AUDIT_OK)];
  if (f.isShow !== undefined) listed.push(eb("isShow", "=", f.isShow ? 1 : 0));
  if (f.types) listed.push(eb("type", "in", f.types));
  return eb.and(listed);
}

/**
 * The picker's filtered products and their total. With a name the kept counts hold (keptServes)
 * and whose count chooses how it is found (a name listed in product_piece, or
 * matchCountChoosesPlan), the counts are read first (`knownMatches`); otherwise the total is read
 * with the page (from product_state_count without a name, or by counting the rows).
 */
async function pickerRows(db: Db, merId: number, f: PickerFilters) {
  if (!keptServes(f)) return { base: await pickerQuery(db, merId, f), total: undefined };
  if (f.name && (pieceListed(f.name) || matchCountChoosesPlan(db, likePattern(f.name)))) {
    const known = await knownMatches(db, merId, f.name, "name", pickerListed(f));
    return { base: await pickerQuery(db, merId, f, known), total: known.total };
  }
  const counted = async () => {
    const found = await keptStateRows(db, merId, f.name || undefined, "name")
      .where(pickerListed(f))
      .select((eb) => eb.fn.sum<number>("num").as("total"))
      .executeTakeFirst();
    return Number(found?.total ?? 0);
  };
  return { base: await pickerQuery(db, merId, f), total: counted };
}

/**
 * The products of a page, in its order. The page itself is read as ids, which an index answers
 * alone while it walks the order; reading whole rows there made PostgreSQL fetch from the table
 * each product it tested, and SQLite carry whole rows through a sort (one client over the bench's
 * picker searches: mean 7.5 → 5.3 ms).
 */
async function productsOfPage(db: Db, page: { id: number }[]) {
  if (!page.length) return [];
  const rows = await db.selectFrom("product").selectAll().where("id", "in", page.map((p) => p.id)).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((p) => byId.get(p.id) ?? []);
}

async function merchantCard(db: Db, merId: number) {
  return db.selectFrom("merchant").select(["name", "starLevel"]).where("id", "=", merId).executeTakeFirstOrThrow();
}

export const pickerRoutes: MerchantRoute[] = [
  merchantRoute({
    method: "GET",
    path: "/product/activity/search/page",
    authority: "merchant:product:activity:search:page",
    schema: { query: activitySearchQuery },
    handler: async ({ db, session, query, request }) => {
      const filters: PickerFilters = {
        name: query.name,
        categoryIds: query.categoryId.length ? await categoryAndDescendants(db, query.categoryId) : undefined,
        cateIds: query.cateIds,
        isShow: query.isShow,
        productId: query.productId,
        brandId: query.brandId,
      };
      const { base, total } = await pickerRows(db, session.merId, filters);
      const ordered = (q: typeof base) => {
        let ids = q.select("product.id");
        if (query.salesOrder) ids = ids.orderBy(sql`sales + ficti`, query.salesOrder);
        else if (query.priceOrder) ids = ids.orderBy("price", query.priceOrder);
        return ids.orderBy("sort", "desc").orderBy("id", "desc");
      };
      return readPage(base, query, ordered, async (page): Promise<ProductActivityRow[]> => {
        const media = mediaFor(requestOrigin(request));
        const [rows, skus, { byId }, merchant] = await Promise.all([productsOfPage(db, page), skusOf(db, page.map((r) => r.id)), platformCategories(db), merchantCard(db, session.merId)]);
        const skusOfProduct = groupSkus(skus, media);
        return rows.map((p) => ({
          id: p.id,
          image: media.url(p.image),
          name: p.name,
          price: fromCents(p.price),
          stock: p.stock,
          sales: p.sales,
          ficti: p.ficti,
          isShow: p.isShow === 1,
          specType: p.specType === 1,
          unitName: p.unitName,
          type: p.type,
          brandId: p.brandId,
          categoryId: p.categoryId,
          categoryName: byId.get(p.categoryId)?.name ?? "",
          merCategoryId: p.cateId,
          merName: merchant.name,
          merStarLevel: merchant.starLevel,
          attrValue: skusOfProduct.get(p.id) ?? [],
        }));
      }, total);
    },
  }),
  merchantRoute({
    method: "GET",
    path: "/product/marketing/search/page",
    authority: "merchant:product:marketing:search:page",
    schema: { query: marketingSearchQuery },
    handler: async ({ db, session, query, request }) => {
      if (query.marketingType === 1 && query.activityId === undefined) throw badRequest("请选择秒杀活动");
      const filters: PickerFilters = {
        name: query.name,
        categoryIds: query.categoryId === undefined ? undefined : await categoryAndDescendants(db, [query.categoryId]),
        cateIds: query.cateId === undefined ? undefined : [query.cateId],
        isShow: query.isShow,
        productId: query.productId && query.productId > 0 ? query.productId : undefined,
        // Flash sales and group buys are for goods that ship.
        types: [PRODUCT_TYPE.normal],
      };
      const { base, total } = await pickerRows(db, session.merId, filters);
      return readPage(
        base,
        query,
        (q) => q.select("product.id").orderBy("sort", "desc").orderBy("id", "desc"),
        async (page) => {
          const media = mediaFor(requestOrigin(request));
          const [rows, skusFound, { byId }] = await Promise.all([productsOfPage(db, page), skusOf(db, page.map((r) => r.id)), platformCategories(db)]);
          const skus = groupSkus(skusFound, media);
          const list: ProductMarketingRow[] = rows.map((p) => ({
            id: p.id,
            image: media.url(p.image),
            name: p.name,
            isShow: p.isShow === 1,
            categoryId: p.categoryId,
            categoryName: byId.get(p.categoryId)?.name ?? "",
            type: p.type,
            price: fromCents(p.price),
            sales: p.sales,
            stock: p.stock,
            unitName: p.unitName,
            attrValue: skus.get(p.id) ?? [],
          }));
          return list;
        },
        total,
      );
    },
  }),
];
