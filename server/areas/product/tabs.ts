/**
 * The eight product-list tabs of contract §3.1, written once: the list, the tab counts and
 * the export all filter through `tabPredicate` and `productFilter`.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Db } from "../../db/database.js";
import { matchesIndexed, type IndexedMatch } from "../../core/indexedSearch.js";
import { likePattern } from "../../core/textSearch.js";

export const PRODUCT_TABS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** auditStatus values. */
export const AUDIT = { exempt: 0, waiting: 1, passed: 2, rejected: 3 } as const;
/** Audit states in which a product may be sold. */
const AUDIT_OK = [AUDIT.exempt, AUDIT.passed];

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

/** Rows of one tab; `alertStock` is the merchant's stock-alert threshold (tab 4). */
export function tabPredicate(eb: ProductEb, tab: ProductTab, alertStock: number): Expression<SqlBool> {
  const inShop = eb("isRecycle", "=", 0);
  const auditOk = eb("auditStatus", "in", AUDIT_OK);
  switch (tab) {
    case 1: // on sale
      return eb.and([inShop, auditOk, eb("isShow", "=", 1), eb("stock", ">", 0)]);
    case 2: // warehouse: off shelf, sellable
      return eb.and([inShop, auditOk, eb("isShow", "=", 0), eb("isAudit", "=", 0)]);
    case 3: // sold out
      return eb.and([inShop, auditOk, eb("stock", "<=", 0)]);
    case 4: // at or under the stock alert
      return eb.and([inShop, auditOk, eb("stock", "<=", alertStock)]);
    case 5: // recycle bin
      return eb("isRecycle", "=", 1);
    case 6: // submitted, awaiting the platform
      return eb.and([inShop, eb("auditStatus", "=", AUDIT.waiting), eb("isAudit", "=", 1)]);
    case 7: // rejected by the platform
      return eb.and([inShop, eb("auditStatus", "=", AUDIT.rejected), eb("isAudit", "=", 0)]);
    case 8: // needs audit, not yet submitted
      return eb.and([inShop, eb("auditStatus", "=", AUDIT.waiting), eb("isAudit", "=", 0), eb("isShow", "=", 0)]);
  }
}

/** The shared filters with the keywords' condition read (`matchFilters`), as `productFilter` takes them. */
export type MatchedFilters = Omit<ProductFilters, "keywords"> & { keywords?: IndexedMatch };

/**
 * The keywords are found in the name or the keyword through the product table's trigram index,
 * which is read first (core/indexedSearch.ts).
 */
export async function matchFilters(db: Db, filters: ProductFilters): Promise<MatchedFilters> {
  const { keywords, ...rest } = filters;
  return keywords ? { ...rest, keywords: await matchesIndexed(db, "product", ["name", "keyword"], likePattern(keywords)) } : rest;
}

/** The merchant's live (not deleted) products matching the shared filters. */
export function productFilter(eb: ProductEb, merId: number, filters: MatchedFilters): Expression<SqlBool> {
  // Keywords found by id lead the query (IndexedMatch.byId): the merchant's indexes stay out of reach.
  const merchant = filters.keywords?.byId ? sql<number>`(${sql.ref("product.merId")} + 0)` : sql.ref<number>("product.merId");
  const parts: Expression<SqlBool>[] = [eb(merchant, "=", merId), eb("isDel", "=", 0)];
  if (filters.keywords) parts.push(filters.keywords.where);
  if (filters.categoryIds) parts.push(eb("categoryId", "in", filters.categoryIds.length ? filters.categoryIds : [-1]));
  if (filters.cateId !== undefined) parts.push(sql<SqlBool>`(',' || ${sql.ref("cateId")} || ',') LIKE ${`%,${filters.cateId},%`}`);
  if (filters.productType !== undefined) parts.push(eb("type", "=", filters.productType));
  if (filters.isPaidMember !== undefined) parts.push(eb("isPaidMember", "=", filters.isPaidMember ? 1 : 0));
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
