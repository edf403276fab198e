import type { Kysely } from "kysely";
import { addRowCounter, fillRowCounter, type RowCounter } from "./speedTriggers.js";

/** What places a product in a tab of the product list (server/areas/product/tabs.ts), stock as in stock or not. */
export const PRODUCT_STATE_KEY = {
  mer_id: "ROW.mer_id",
  is_recycle: "ROW.is_recycle",
  audit_status: "ROW.audit_status",
  is_audit: "ROW.is_audit",
  is_show: "ROW.is_show",
  in_stock: "CASE WHEN ROW.stock > 0 THEN 1 ELSE 0 END",
  type: "ROW.type",
  is_paid_member: "ROW.is_paid_member",
} as const;

const PRODUCT_STATE_COUNTER: RowCounter = {
  source: "product",
  table: "product_state_count",
  key: PRODUCT_STATE_KEY,
  counted: "ROW.is_del = 0",
  watch: ["mer_id", "is_del", "is_recycle", "audit_status", "is_audit", "is_show", "stock", "type", "is_paid_member"],
};

/** Counts the live products into `product_state_count` (the migration's backfill). */
export const fillProductStateCount = (db: Kysely<unknown>) => fillRowCounter(db, PRODUCT_STATE_COUNTER);

/**
 * `product_state_count` (issue 24): the merchant's live products per state, kept on every write,
 * so the product list's totals and its tab counts read a few dozen rows instead of counting a
 * hundred thousand products on every request. A database of an earlier version gets it filled
 * here. The stock-alert tab depends on each merchant's threshold and stays counted, through
 * idx_product_state. (An index led by the stock was tried for it: SQLite then chose it for the
 * on-sale tab's pages too, sorting 70k rows, and a deep page took 50 ms instead of 20.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addRowCounter(db, PRODUCT_STATE_COUNTER);
}
