/**
 * The product list, its tab counts and the export rows: one filter, one tab predicate,
 * count and page as two index-only queries, answers reused while the merchant's products
 * are unchanged (listCache).
 */
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { categoryAndDescendants } from "./catalog.js";
import type { productTabsHeaderQuery, ProductTabCount } from "./contract.js";
import { cachedProductAnswer, merchantProductState } from "./listCache.js";
import { JsonText, toPage } from "../../core/envelope.js";
import { LIST_COLUMNS, mediaFor, toListRow } from "./serialize.js";
import { matchFilters, PRODUCT_TABS, productFilter, tabPredicate, type ProductFilters, type ProductTab } from "./tabs.js";

type FilterQuery = z.output<typeof productTabsHeaderQuery>;

/** Query-string filters → the shared filter (a platform category matches its descendants too). */
export async function toFilters(db: Db, query: FilterQuery): Promise<ProductFilters> {
  return {
    keywords: query.keywords || undefined,
    categoryIds: query.categoryId === undefined ? undefined : await categoryAndDescendants(db, [query.categoryId]),
    cateId: query.cateId,
    productType: query.productType,
    isPaidMember: query.isPaidMember,
  };
}

const listRows = (db: Db) => db.selectFrom("product").select(LIST_COLUMNS);
export type ListRowData = Awaited<ReturnType<ReturnType<typeof listRows>["execute"]>>[number];

/**
 * One page of a tab as the list endpoint answers it (contract §3.1), already serialized: a
 * cached page costs one small query. Media URLs depend on the origin asked, so it is in the key.
 */
export async function productPage(db: Db, merId: number, tab: ProductTab, query: FilterQuery, page: number, limit: number, origin: string) {
  const merchant = await merchantProductState(db, merId);
  const filters = await toFilters(db, query);
  return cachedProductAnswer(db, merId, merchant, JSON.stringify(["page", tab, filters, page, limit, origin]), async () => {
    const matched = await matchFilters(db, filters);
    const inTab = db
      .selectFrom("product")
      .where((eb) => eb.and([productFilter(eb, merId, matched), tabPredicate(eb, tab, merchant.alertStock)]));
    const { total } = await inTab.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
    const pageIds = inTab
      .select("id")
      .orderBy("sort", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit);
    const rows: ListRowData[] = await listRows(db).where("id", "in", pageIds).orderBy("sort", "desc").orderBy("id", "desc").execute();
    const media = mediaFor(origin);
    return JsonText.of(toPage(rows.map((row) => toListRow(row, media)), Number(total), page, limit));
  });
}

/** Counts of all eight tabs under the same filters, in one pass. */
export async function tabCounts(db: Db, merId: number, query: FilterQuery): Promise<JsonText> {
  const merchant = await merchantProductState(db, merId);
  const filters = await toFilters(db, query);
  return cachedProductAnswer(db, merId, merchant, JSON.stringify(["tabs", filters]), async () => {
    const matched = await matchFilters(db, filters);
    const row = (await db
      .selectFrom("product")
      .where((eb) => productFilter(eb, merId, matched))
      .select((eb) =>
        PRODUCT_TABS.map((tab) =>
          eb.fn
            .sum<number>(eb.case().when(tabPredicate(eb, tab, merchant.alertStock)).then(1).else(0).end())
            .as(`tab${tab}`),
        ),
      )
      .executeTakeFirstOrThrow()) as Record<string, number | string | null>;
    const counts: ProductTabCount[] = PRODUCT_TABS.map((type) => ({ type, count: Number(row[`tab${type}`] ?? 0) }));
    return JsonText.of(counts);
  });
}

/** Every row of a tab under the filters, in list order (the export). */
export async function tabRows(db: Db, merId: number, tab: ProductTab, query: FilterQuery) {
  const merchant = await merchantProductState(db, merId);
  const matched = await matchFilters(db, await toFilters(db, query));
  return db
    .selectFrom("product")
    .select(["id", "name", "type", "price", "sales", "stock", "isShow", "isRecycle", "auditStatus", "isAudit"])
    .where((eb) => eb.and([productFilter(eb, merId, matched), tabPredicate(eb, tab, merchant.alertStock)]))
    .orderBy("sort", "desc")
    .orderBy("id", "desc")
    .execute();
}
