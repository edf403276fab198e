/**
 * The eight product-list tabs of contract §3.1, written once: the list, the tab counts and
 * the export all filter through `tabPredicate` and `productFilter`.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Db } from "../../db/database.js";
import { matchesIndexed, type IndexedMatch, type KnownMatches } from "../../core/indexedSearch.js";
import { likePattern } from "../../core/textSearch.js";
import { pieceMatch } from "./gramCounts.js";
import { ALERT_STOCK_MAX } from "../shopSettings/contract.js";

export const PRODUCT_TABS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** auditStatus values. */
export const AUDIT = { exempt: 0, waiting: 1, passed: 2, rejected: 3 } as const;
/** Audit states in which a product may be sold. */
export const AUDIT_OK = [AUDIT.exempt, AUDIT.passed];

type ProductEb = ExpressionBuilder<DB, "product">;

/** The filters the list, the tab counts and the export share (everything but tab and page). */
export interface ProductFilters {
  keywords?: string;
  /** Platform category ids to match (a chosen category and its descendants). */
  categoryIds?: number[];
  /** One merchant category id, matched inside the comma list. */
  cateId?: number;
  productType?: number;
  isPaidMember?: boolean;
}

/**
 * What places a product in each tab, written once for the product rows and for their kept
 * counts (`product_state_count`). `stock`: "in" above 0, "out" at 0 or below, "low" at or under
 * the merchant's stock alert.
 */
interface TabState {
  isRecycle: 0 | 1;
  audit?: readonly number[];
  isShow?: 0 | 1;
  isAudit?: 0 | 1;
  stock?: "in" | "out" | "low";
}
const TAB_STATES: Record<ProductTab, TabState> = {
  1: { isRecycle: 0, audit: AUDIT_OK, isShow: 1, stock: "in" }, // on sale
  2: { isRecycle: 0, audit: AUDIT_OK, isShow: 0, isAudit: 0 }, // warehouse: off shelf, sellable
  3: { isRecycle: 0, audit: AUDIT_OK, stock: "out" }, // sold out
  4: { isRecycle: 0, audit: AUDIT_OK, stock: "low" }, // at or under the stock alert
  5: { isRecycle: 1 }, // recycle bin
  6: { isRecycle: 0, audit: [AUDIT.waiting], isAudit: 1 }, // submitted, awaiting the platform
  7: { isRecycle: 0, audit: [AUDIT.rejected], isAudit: 0 }, // rejected by the platform
  8: { isRecycle: 0, audit: [AUDIT.waiting], isAudit: 0, isShow: 0 }, // needs audit, not yet submitted
};

/** The state columns both tables share, as SQL conditions with literal values. */
function stateConditions({ isRecycle, audit, isShow, isAudit }: TabState): string[] {
  const parts = [`is_recycle = ${isRecycle}`];
  if (audit) parts.push(audit.length === 1 ? `audit_status = ${audit[0]}` : `audit_status IN (${audit.join(", ")})`);
  if (isShow !== undefined) parts.push(`is_show = ${isShow}`);
  if (isAudit !== undefined) parts.push(`is_audit = ${isAudit}`);
  return parts;
}

/**
 * A tab's conditions but the stock alert's threshold, as SQL text with literal values. The list
 * tests this text, and the tabs' partial indexes (migration 0032) are made on it: SQLite and
 * PostgreSQL read a partial index only for a query whose conditions contain the index's own,
 * values written out.
 */
export function tabStateSql(tab: ProductTab): string {
  const state = TAB_STATES[tab];
  const parts = stateConditions(state);
  if (state.stock === "in") parts.push("stock > 0");
  if (state.stock === "out") parts.push("stock <= 0");
  return parts.join(" AND ");
}

/**
 * The stock-alert tab's products are those at or under the merchant's threshold, which is never
 * above ALERT_STOCK_MAX: the tab's partial index (migration 0032) holds every product up to it.
 */
export const LOW_STOCK_INDEXED = `stock <= ${ALERT_STOCK_MAX}`;

/**
 * Rows of one tab; `alertStock` is the merchant's stock-alert threshold (tab 4). The stock-alert
 * tab also writes out LOW_STOCK_INDEXED, which the threshold implies, so that its partial index
 * serves; the threshold comes first, as the bound SQLite walks the index to.
 */
export function tabPredicate(tab: ProductTab, alertStock: number): Expression<SqlBool> {
  if (TAB_STATES[tab].stock !== "low") return sql<SqlBool>`(${sql.raw(tabStateSql(tab))})`;
  const indexed = alertStock <= ALERT_STOCK_MAX ? sql` AND ${sql.raw(LOW_STOCK_INDEXED)}` : sql``;
  return sql<SqlBool>`(${sql.raw(tabStateSql(tab))} AND stock <= ${alertStock}${indexed})`;
}

/** Whether a tab's products depend on the merchant's stock-alert threshold (the stock-alert tab). */
export const byThreshold = (tab: ProductTab): boolean => TAB_STATES[tab].stock === "low";

/** Whether `product_state_count` holds a tab's count (the stock alert's depends on its threshold). */
export const tabCounted = (tab: ProductTab): boolean => !byThreshold(tab);

/** Rows of `product_state_count` or `product_gram_count` in one tab (tabCounted). */
export function countedTabPredicate(tab: ProductTab): Expression<SqlBool> {
  const state = TAB_STATES[tab];
  const parts = stateConditions(state);
  if (state.stock === "in") parts.push("in_stock = 1");
  if (state.stock === "out") parts.push("in_stock = 0");
  return sql<SqlBool>`(${sql.raw(parts.join(" AND "))})`;
}

/** The shared filters with the keywords' condition read (`matchFilters`), as `productFilter` takes them; `keywordText` is the text searched. */
export type MatchedFilters = Omit<ProductFilters, "keywords"> & { keywords?: IndexedMatch; keywordText?: string };

/**
 * The keywords are found in the name or the keyword through the product table's trigram index,
 * which is read first (core/indexedSearch.ts), or for one or two characters through
 * product_piece (`pieceMatch`); `known`: what the kept counts tell of them for merchant
 * `known.merId` (gramCounts.ts, `knownMatches`), which chooses how they are found.
 */
export async function matchFilters(db: Db, filters: ProductFilters, known?: KnownMatches & { merId: number }): Promise<MatchedFilters> {
  const { keywords, ...rest } = filters;
  if (!keywords) return rest;
  const match = (known && pieceMatch(db, known.merId, keywords, "nameOrKeyword", known)) ?? (await matchesIndexed(db, "product", ["name", "keyword"], likePattern(keywords), known));
  return { ...rest, keywords: match, keywordText: keywords };
}

/** Filters a merchant category's own rows answer alone (`merchantCategoryFiltered`): the category with the product type or the paid-member flag. */
export const merchantCategoryServes = (f: MatchedFilters): f is MatchedFilters & { cateId: number } => f.cateId !== undefined && !f.keywords && !f.categoryIds;

/**
 * The rows of the merchant category in `product_cate` (migration 0028) under the type and
 * paid-member filters: its live products, with the columns `tabPredicate` tests and the list's order.
 */
export function merchantCategoryFiltered(db: Db, merId: number, f: MatchedFilters & { cateId: number }) {
  let rows = db.selectFrom("productCate").where("productCate.merId", "=", merId).where("productCate.cateId", "=", f.cateId);
  if (f.productType !== undefined) rows = rows.where("productCate.type", "=", f.productType);
  if (f.isPaidMember !== undefined) rows = rows.where("productCate.isPaidMember", "=", f.isPaidMember ? 1 : 0);
  return rows;
}

/**
 * The merchant's live (not deleted) products matching the shared filters, and `tab` (a tab's
 * condition) when given. The keywords' condition is tested last: SQLite tests a query's
 * conditions in the order written, and a LIKE costs more than the state's comparisons (a
 * sparse tab's page walks twice as fast with the tab tested first).
 */
export function productFilter(eb: ProductEb, merId: number, filters: MatchedFilters, tab?: Expression<SqlBool>): Expression<SqlBool> {
  // Keywords found by id lead the query (IndexedMatch.byId): the merchant's indexes stay out of reach.
  const merchant = filters.keywords?.byId ? sql<number>`(${sql.ref("product.merId")} + 0)` : sql.ref<number>("product.merId");
  // Not deleted, as literal SQL: part of the tabs' partial indexes' condition (tabStateSql).
  const parts: Expression<SqlBool>[] = [eb(merchant, "=", merId), sql<SqlBool>`is_del = 0`];
  if (tab) parts.push(tab);
  if (filters.categoryIds) parts.push(eb("categoryId", "in", filters.categoryIds.length ? filters.categoryIds : [-1]));
  if (filters.productType !== undefined) parts.push(eb("type", "=", filters.productType));
  if (filters.isPaidMember !== undefined) parts.push(eb("isPaidMember", "=", filters.isPaidMember ? 1 : 0));
  // A merchant category's products from its own rows (`product_cate`), not by testing every product's comma list.
  if (filters.cateId !== undefined) parts.push(eb("product.id", "in", eb.selectFrom("productCate").select("productCate.productId").where("productCate.merId", "=", merId).where("productCate.cateId", "=", filters.cateId)));
  if (filters.keywords) parts.push(filters.keywords.where);
  return eb.and(parts);
}

/** The one-word state shown for a product (export, pickers): the tab a row most belongs to. */
export function stateLabel(p: { isRecycle: number; isShow: number; auditStatus: number; isAudit: number; stock: number }): string {
  if (p.isRecycle) return "回收站";
  if (p.isAudit) return "待审核";
  if (p.auditStatus === AUDIT.rejected) return "审核未通过";
  if (p.auditStatus === AUDIT.waiting) return "待提审";
  if (!p.isShow) return "仓库中";
  return p.stock > 0 ? "出售中" : "已售罄";
}
