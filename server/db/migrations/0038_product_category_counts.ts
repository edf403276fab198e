import type { Kysely } from "kysely";
import { PRODUCT_STATE_KEY } from "./0026_product_state_count.js";
import { addRowCounter, fillRowCounter, type RowCounter } from "./speedTriggers.js";

/**
 * The product list's totals under a category (issue 24), kept as `product_state_count` (0026)
 * keeps them for the whole shop: live products per state, here also per category.
 * - `product_cate_state_count`: per merchant category, counted from `product_cate` (0028), which
 *   holds each live product once under each of its merchant categories.
 * - `product_category_state_count`: per platform category; a category with its descendants sums
 *   the rows of each.
 * A tab's total under a category was counted on every request, 1.5–2 ms each under the bench's
 * writes for the few thousand products of a category of a 100,000-product shop; the kept rows
 * under a category are a few dozen. The stock-alert tab depends on each merchant's threshold and
 * stays counted, as in 0026.
 */
const { mer_id: MERCHANT, ...STATE } = PRODUCT_STATE_KEY;

const MERCHANT_CATEGORY: RowCounter = {
  source: "product_cate",
  table: "product_cate_state_count",
  // The merchant and the category lead the key (the table's primary key): a category's rows are one range.
  key: { mer_id: MERCHANT, cate_id: "ROW.cate_id", ...STATE },
  // product_cate holds live products only.
  counted: "TRUE",
  // Its rows are deleted and written again, never updated (0028); the key's columns are watched all the same.
  watch: ["mer_id", "cate_id", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "type", "is_paid_member"],
};

const PLATFORM_CATEGORY: RowCounter = {
  source: "product",
  table: "product_category_state_count",
  key: { mer_id: MERCHANT, category_id: "ROW.category_id", ...STATE },
  counted: "ROW.is_del = 0",
  watch: ["mer_id", "is_del", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "type", "is_paid_member", "category_id"],
};

export const fillProductCateStateCount = (db: Kysely<unknown>) => fillRowCounter(db, MERCHANT_CATEGORY);
export const fillProductCategoryStateCount = (db: Kysely<unknown>) => fillRowCounter(db, PLATFORM_CATEGORY);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const counter of [MERCHANT_CATEGORY, PLATFORM_CATEGORY]) await addRowCounter(db, counter);
}
