import { PRODUCT_TYPE_CODE } from "../../../../src/enums/product";
import type { SkuField, SkuRow } from "./skuModel";

/** 0–999999.99 with at most two decimals (contract §3.1 price, cost, otPrice). */
export const MONEY_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{1,2})?$/;
/** A non-negative decimal (weight, volume). */
export const MEASURE_PATTERN = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;
export const INT_PATTERN = /^(0|[1-9]\d{0,8})$/;

export interface SkuProblem {
  /** 0-based SKU index. */
  index: number;
  field: SkuField;
  /** Locale key of the message. */
  message: string;
}

const checks: { field: SkuField; ok: (value: string) => boolean; message: string }[] = [
  { field: "price", ok: (v) => MONEY_PATTERN.test(v), message: "product.editor.sku.errors.money" },
  { field: "cost", ok: (v) => MONEY_PATTERN.test(v), message: "product.editor.sku.errors.money" },
  { field: "otPrice", ok: (v) => MONEY_PATTERN.test(v), message: "product.editor.sku.errors.money" },
  { field: "stock", ok: (v) => INT_PATTERN.test(v), message: "product.editor.sku.errors.stock" },
  { field: "weight", ok: (v) => MEASURE_PATTERN.test(v), message: "product.editor.sku.errors.measure" },
  { field: "volume", ok: (v) => MEASURE_PATTERN.test(v), message: "product.editor.sku.errors.measure" },
  { field: "brokerage", ok: (v) => INT_PATTERN.test(v) && Number(v) <= 100, message: "product.editor.sku.errors.percent" },
  { field: "brokerageTwo", ok: (v) => INT_PATTERN.test(v) && Number(v) <= 100, message: "product.editor.sku.errors.percent" },
];

/** Whether a typed value is acceptable for a numeric SKU field (for the cell's error outline). */
export function cellValid(field: SkuField, value: string): boolean {
  if (field === "vipPrice") return MONEY_PATTERN.test(value.trim());
  const check = checks.find((c) => c.field === field);
  return check ? check.ok(value.trim()) : true;
}

/** The first SKU value the server would refuse, in table order; undefined when all are fine. */
export function firstSkuProblem(rows: readonly SkuRow[], productType: number, paidMember = false): SkuProblem | undefined {
  const active = paidMember
    ? [...checks, { field: "vipPrice" as const, ok: (v: string) => MONEY_PATTERN.test(v), message: "product.editor.sku.errors.money" }]
    : checks;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row.image) return { index, field: "image", message: "product.editor.sku.errors.image" };
    for (const check of active) {
      if (!check.ok(String(row[check.field] ?? "").trim())) return { index, field: check.field, message: check.message };
    }
    if (productType === PRODUCT_TYPE_CODE.cardSecret && !row.cdkeyId) return { index, field: "cdkeyId", message: "product.editor.sku.errors.cdkey" };
    if (productType === PRODUCT_TYPE_CODE.cloudDisk && !row.expand.trim()) return { index, field: "expand", message: "product.editor.sku.errors.cloud" };
  }
  return undefined;
}
