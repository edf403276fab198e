/**
 * The product list, its tab counts and the export rows: one filter, one tab predicate,
 * count and page as two index-only queries, answers reused while the merchant's products
 * are unchanged (listCache).
 */
import type { z } from "zod";
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Db } from "../../db/database.js";
import { isPostgres } from "../../db/dialect.js";
import { ORDER_INDEXED_TABS, orderIndexOf } from "../../db/migrations/0037_product_tab_order_indexes.js";
import { categoryAndDescendants } from "./catalog.js";
import type { productTabsHeaderQuery, ProductTabCount } from "./contract.js";
import { gramCounted, keptStateRows, knownMatches } from "./gramCounts.js";
import { cachedProductAnswer, merchantProductState, productStateOnce } from "./listCache.js";
import { JsonText, toPage } from "../../core/envelope.js";
import { LIST_COLUMNS, mediaFor, toListRow } from "./serialize.js";
import {
  byThreshold,
  countedTabPredicate,
  matchFilters,
  merchantCategoryFiltered,
  merchantCategoryServes,
  PRODUCT_TABS,
  productFilter,
  tabCounted,
  tabPredicate,
  type MatchedFilters,
  type ProductFilters,
  type ProductTab,
} from "./tabs.js";

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

/** The threshold given where no tab's predicate reads it (a tab not `byThreshold`). */
const THRESHOLD_UNREAD = Number.NaN;

const listRows = (db: Db) => db.selectFrom("product").select(LIST_COLUMNS);
export type ListRowData = Awaited<ReturnType<ReturnType<typeof listRows>["execute"]>>[number];

/**
 * Filters the kept counts answer: the product type, the paid-member flag (columns of every
 * counts table), and one of a short keyword (product_gram_count's pieces), a merchant category
 * or a platform category (migration 0038).
 */
const keptCountsServe = (f: MatchedFilters) => {
  const narrowings = [f.keywordText !== undefined, f.cateId !== undefined, f.categoryIds !== undefined].filter(Boolean).length;
  return narrowings === 0 || (narrowings === 1 && (f.keywordText === undefined || gramCounted(f.keywordText)));
};

/**
 * The kept rows counting merchant `merId`'s live products per state under a category (migration
 * 0038), or under a short keyword or none (keptStateRows). All hold the state columns under the
 * same names: a caller filters and sums them alike.
 */
function keptRowsUnder(db: Db, merId: number, f: MatchedFilters): SelectQueryBuilder<DB, "productStateCount", object> {
  const under = <T>(rows: T) => rows as unknown as SelectQueryBuilder<DB, "productStateCount", object>;
  if (f.cateId !== undefined) return under(db.selectFrom("productCateStateCount").where("merId", "=", merId).where("cateId", "=", f.cateId));
  if (f.categoryIds) return under(db.selectFrom("productCategoryStateCount").where("merId", "=", merId).where("categoryId", "in", f.categoryIds.length ? f.categoryIds : [-1]));
  return keptStateRows(db, merId, f.keywordText, "nameOrKeyword");
}

/** Kept count rows narrowed to the filters on the columns they hold: the product type, the paid-member flag. */
const narrowedKept = (rows: SelectQueryBuilder<DB, "productStateCount", object>, f: MatchedFilters) =>
  rows
    .$if(f.productType !== undefined, (q) => q.where("type", "=", f.productType!))
    .$if(f.isPaidMember !== undefined, (q) => q.where("isPaidMember", "=", f.isPaidMember ? 1 : 0));

/** The kept counts under the filters (keptCountsServe): of the keyword's piece, of the category, or of every live product. */
const keptCountRows = (db: Db, merId: number, f: MatchedFilters) => narrowedKept(keptRowsUnder(db, merId, f), f);

export const tabColumn = (tab: ProductTab) => `tab${tab}` as const;

/**
 * The kept totals of `tabs` (each tabCounted) under filters the kept counts serve, as one row of
 * sums named by `tabColumn`: read alone (tabTotals), or as a part of a query reading more.
 */
export const keptTabSums = (db: Db, merId: number, tabs: readonly ProductTab[], matched: MatchedFilters = {}) =>
  keptCountRows(db, merId, matched).select((eb) =>
    tabs.map((tab) => eb.fn.sum<number>(eb.case().when(countedTabPredicate(tab)).then(eb.ref("num")).else(0).end()).as(tabColumn(tab))),
  );

type CountRow = Record<string, number | string | null> | undefined;

/**
 * Counts the rows of `tabs` among `rows(tab)` (products, or a merchant category's rows: both hold
 * the columns a tab tests), where `tab` is the one tab's condition when one tab is counted.
 */
async function countTabs<TB extends "product" | "productCate">(
  rows: (tab?: Expression<SqlBool>) => SelectQueryBuilder<DB, TB, object>,
  tabs: ProductTab[],
  alertStock: number,
): Promise<CountRow> {
  // One tab is counted through its own condition (an index range); several in one pass.
  if (tabs.length === 1) {
    return (await rows(tabPredicate(tabs[0], alertStock))
      .select((eb) => eb.fn.countAll<number>().as(tabColumn(tabs[0])))
      .executeTakeFirst()) as CountRow;
  }
  return (await rows()
    .select((eb) => tabs.map((tab) => eb.fn.sum<number>(eb.case().when(tabPredicate(tab, alertStock)).then(1).else(0).end()).as(tabColumn(tab))))
    .executeTakeFirst()) as CountRow;
}

/**
 * The totals of `tabs` under the filters: from `product_state_count` (kept by triggers,
 * migration 0026) or, for a short keyword, `product_gram_count` (0031) where they hold them,
 * counting the products otherwise (longer keywords, categories, the stock-alert tab, whose rows
 * depend on the merchant's threshold).
 */
export async function tabTotals(db: Db, merId: number, alertStock: number, tabs: readonly ProductTab[], matched: MatchedFilters): Promise<Map<ProductTab, number>> {
  const kept = keptCountsServe(matched) ? tabs.filter(tabCounted) : [];
  const counted = tabs.filter((tab) => !kept.includes(tab));
  const fromKept = async (): Promise<CountRow> => {
    if (!kept.length) return undefined;
    return (await keptTabSums(db, merId, kept, matched).executeTakeFirst()) as CountRow;
  };
  const fromRows = async (): Promise<CountRow> => {
    if (!counted.length) return undefined;
    // A merchant category alone counts its own rows; anything else, the merchant's products.
    return merchantCategoryServes(matched)
      ? countTabs((tab) => merchantCategoryFiltered(db, merId, matched).$if(tab !== undefined, (rows) => rows.where(tab!)), counted, alertStock)
      : countTabs((tab) => db.selectFrom("product").where((eb) => productFilter(eb, merId, matched, tab)), counted, alertStock);
  };
  const [fromCounts, fromProducts] = await Promise.all([fromKept(), fromRows()]);
  const found = { ...fromCounts, ...fromProducts };
  return new Map(tabs.map((tab) => [tab, Number(found[tabColumn(tab)] ?? 0)]));
}

/**
 * Whether a page of `tab` under the filters is cut from its rows found and sorted, rather than
 * walked in list order: the stock-alert tab with any filter. Its index is led by the stock
 * (migration 0032), so walking the list's order tests every product of the shop until the page
 * is full, which for a rare keyword is most of the shop (6 ms for 100,040 products); its products
 * at or under the threshold are a bounded range of its own index, found and sorted in 2 ms. The
 * order by `sort + 0` is what keeps the list's index out of the plan, on both databases. Without
 * a filter most of the tab fills a page at once, and the walk stays (0.2 ms).
 */
const sortsItsRows = (tab: ProductTab, f: MatchedFilters): boolean =>
  byThreshold(tab) && (f.keywords !== undefined || f.categoryIds !== undefined || f.productType !== undefined || f.isPaidMember !== undefined);

/**
 * For a short keyword whose counts are kept (keptCountsServe) in a tab they count: what the kept
 * counts tell of it in the tab (`knownMatches`: the tab's total, and what chooses how the page is
 * found), read before the keyword is looked up. Undefined otherwise.
 */
async function keptKeywordTotals(db: Db, merId: number, tab: ProductTab, filters: ProductFilters) {
  const unmatched: MatchedFilters = { ...filters, keywords: undefined, keywordText: filters.keywords };
  if (filters.keywords === undefined || !keptCountsServe(unmatched) || !tabCounted(tab)) return undefined;
  return knownMatches(db, merId, filters.keywords, "nameOrKeyword", countedTabPredicate(tab), (rows) => narrowedKept(rows, unmatched));
}

/**
 * One page of a tab as the list endpoint answers it (contract §3.1), already serialized: a
 * cached page costs one small query. Media URLs depend on the origin asked, so it is in the key.
 */
export async function productPage(db: Db, merId: number, tab: ProductTab, query: FilterQuery, page: number, limit: number, origin: string) {
  const state = productStateOnce(db, merId);
  const filters = await toFilters(db, query);
  return cachedProductAnswer(db, merId, state, JSON.stringify(["page", tab, filters, page, limit, origin]), async () => {
    // Only the stock-alert tab's rows depend on the threshold (tabPredicate): no other reads it.
    const alertStock = byThreshold(tab) ? (await state()).alertStock : THRESHOLD_UNREAD;
    const kept = await keptKeywordTotals(db, merId, tab, filters);
    const matched = await matchFilters(db, filters, kept && { ...kept, merId });
    const offset = (page - 1) * limit;
    const { total, ids } =
      sortsItsRows(tab, matched) && !merchantCategoryServes(matched)
        ? await sortedPage(db, merId, alertStock, tab, matched, offset, limit)
        : await walkedPage(db, merId, alertStock, tab, matched, offset, limit, kept?.total);
    const rows = ids ? await listRows(db).where("id", "in", ids).orderBy("sort", "desc").orderBy("id", "desc").execute() : [];
    const media = mediaFor(origin);
    return JsonText.of(toPage(rows.map((row) => toListRow(row, media)), total, page, limit));
  });
}

interface PageIds {
  total: number;
  /**
   * The page's product ids (in any order: the rows are read in list order), or the query that
   * selects them, read with the rows in one statement. None for an empty page.
   */
  ids?: number[] | SelectQueryBuilder<DB, "product" | "productCate", { id: number } | { productId: number }> | RawBuilder<number>;
}

/** Whether a page of `tab` under the filters walks the tab's narrow index (migration 0037): none but the tab. */
const walksOrderIndex = (tab: ProductTab, f: MatchedFilters): boolean =>
  ORDER_INDEXED_TABS.includes(tab) && !f.keywords && !f.categoryIds && f.cateId === undefined && f.productType === undefined && f.isPaidMember === undefined;

/**
 * The ids of a page of `tab` under no filter, over the tab's narrow index: the merchant's products
 * of the tab (productFilter's conditions without filters, written out here for the index hint).
 * SQLite's planner costs the tab's wide index (0032, 0034) the same and takes it, so it is named
 * (`INDEXED BY`, SQLite's own); PostgreSQL takes the narrow one by its size unasked.
 */
export function orderIndexWalk(db: Db, merId: number, tab: ProductTab, direction: "asc" | "desc", limit: number, offset: number): RawBuilder<number> {
  const from = isPostgres(db) ? sql`product` : sql`product INDEXED BY ${sql.id(orderIndexOf(tab))}`;
  const order = sql.raw(direction);
  // In parentheses: the list's query reads it as the subquery of its `id IN`.
  return sql<number>`(SELECT id FROM ${from} WHERE mer_id = ${merId} AND is_del = 0 AND ${tabPredicate(tab, THRESHOLD_UNREAD)}
    ORDER BY sort ${order}, id ${order} LIMIT ${limit} OFFSET ${offset})`;
}

/**
 * A page of a tab whose rows are found and sorted (`sortsItsRows`), with its total from the same
 * reading (`count(*) over ()`): one pass over the tab's rows, not one to count them and another to
 * sort them (the stock-alert tab with a keyword: 3–6 ms → 2–5 ms on SQLite). A page past the last
 * row has no row to carry the total, which is then counted.
 */
async function sortedPage(db: Db, merId: number, alertStock: number, tab: ProductTab, matched: MatchedFilters, offset: number, limit: number): Promise<PageIds> {
  const rows = await db
    .selectFrom("product")
    .where((eb) => productFilter(eb, merId, matched, tabPredicate(tab, alertStock)))
    .select(["id", sql<number>`count(*) over ()`.as("total")])
    .orderBy(sql`sort + 0`, "desc")
    .orderBy(sql`id + 0`, "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  if (rows.length) return { total: Number(rows[0]!.total), ids: rows.map((r) => r.id) };
  return { total: offset > 0 ? ((await tabTotals(db, merId, alertStock, [tab], matched)).get(tab) ?? 0) : 0 };
}

/**
 * A page of a tab walked in list order, after its total (`known`, from the kept counts, or
 * counted): a page in the back half is walked from the end of the order, past fewer rows.
 */
async function walkedPage(db: Db, merId: number, alertStock: number, tab: ProductTab, matched: MatchedFilters, offset: number, limit: number, known: number | undefined): Promise<PageIds> {
  const total = known ?? (await tabTotals(db, merId, alertStock, [tab], matched)).get(tab) ?? 0;
  if (offset >= total) return { total };
  const fromEnd = offset > total / 2;
  const direction = fromEnd ? "asc" : "desc";
  const [limitOf, offsetOf] = [fromEnd ? Math.min(limit, total - offset) : limit, fromEnd ? Math.max(total - offset - limit, 0) : offset];
  // A tab under no filter walks its narrow index; a merchant category's page, its own rows in list order.
  if (walksOrderIndex(tab, matched)) return { total, ids: orderIndexWalk(db, merId, tab, direction, limitOf, offsetOf) };
  const ids = merchantCategoryServes(matched)
    ? merchantCategoryFiltered(db, merId, matched)
        .where(tabPredicate(tab, alertStock))
        .select("productCate.productId")
        .orderBy("productCate.sort", direction)
        .orderBy("productCate.productId", direction)
        .limit(limitOf)
        .offset(offsetOf)
    : db
        .selectFrom("product")
        .where((eb) => productFilter(eb, merId, matched, tabPredicate(tab, alertStock)))
        .select("id")
        .orderBy("sort", direction)
        .orderBy("id", direction)
        .limit(limitOf)
        .offset(offsetOf);
  return { total, ids };
}

/** Counts of all eight tabs under the same filters. */
export async function tabCounts(db: Db, merId: number, query: FilterQuery): Promise<JsonText> {
  const state = productStateOnce(db, merId);
  const filters = await toFilters(db, query);
  return cachedProductAnswer(db, merId, state, JSON.stringify(["tabs", filters]), async () => {
    const totals = await tabTotals(db, merId, (await state()).alertStock, PRODUCT_TABS, await matchFilters(db, filters));
    const counts: ProductTabCount[] = PRODUCT_TABS.map((type) => ({ type, count: totals.get(type) ?? 0 }));
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
    .where((eb) => productFilter(eb, merId, matched, tabPredicate(tab, merchant.alertStock)))
    .orderBy("sort", "desc")
    .orderBy("id", "desc")
    .execute();
}
