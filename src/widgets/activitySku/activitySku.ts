/**
 * The products of a marketing activity as the merchant edits them (flash-sale join, group-buy
 * editor): each product with its SKU rows, an activity price and a quota per SKU, and the rules
 * both share. Prices stay decimal strings; comparisons go through whole cents, never floats.
 */
import type { ProductSku } from "../../../server/areas/product/contract";

export interface ActivitySkuRow {
  /** The product SKU (`attrValueId` / `skuId`). */
  skuId: number;
  /** The stored activity SKU, when editing one. */
  id?: number;
  sku: string;
  image: string;
  barCode: string;
  /** The SKU's own price. */
  price: string;
  stock: number;
  /** Typed text; "" until set. */
  activityPrice: string;
  quota: number | null;
}

export interface ActivityProduct {
  id: number;
  name: string;
  image: string;
  categoryName: string;
  skus: ActivitySkuRow[];
}

/** A picked product (`ProductMarketingResponse`) as the picker hands it back. */
export interface PickedProduct {
  id: number;
  name: string;
  image: string;
  categoryName?: string;
  attrValue: ProductSku[];
}

export interface ActivityRules {
  /** The activity price may not exceed the SKU's own price (group buy). */
  priceAtMostSkuPrice: boolean;
  /** Each product needs a quota above zero in total (flash sale). */
  quotaSumAtLeastOne: boolean;
  /** Most products, 0 = no limit. */
  maxProducts: number;
}

export const MAX_ACTIVITY_PRICE_CENTS = 99999999;

/** `"12.5"` → 1250; undefined for anything that is not a decimal with at most two places. */
export function priceCents(text: string | number | null | undefined): number | undefined {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(String(text ?? "").trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

export const toRow = (s: ProductSku): ActivitySkuRow => ({
  skuId: s.id,
  sku: s.sku,
  image: s.image,
  barCode: s.barCode,
  price: s.price,
  stock: s.stock,
  activityPrice: "",
  quota: null,
});

/**
 * The products after a pick: products already in the list keep what was typed for them, new ones
 * come with their SKUs empty, products no longer picked leave.
 */
export function mergePicked(current: readonly ActivityProduct[], picked: readonly PickedProduct[]): ActivityProduct[] {
  const kept = new Map(current.map((p) => [p.id, p]));
  return picked.map(
    (p) =>
      kept.get(p.id) ?? {
        id: p.id,
        name: p.name,
        image: p.image,
        categoryName: p.categoryName ?? "",
        skus: p.attrValue.map(toRow),
      },
  );
}

export type SkuPatch = Partial<Pick<ActivitySkuRow, "activityPrice" | "quota">>;

/** One SKU changed. */
export const patchSku = (products: readonly ActivityProduct[], productId: number, skuId: number, patch: SkuPatch): ActivityProduct[] =>
  products.map((p) => (p.id === productId ? { ...p, skus: p.skus.map((s) => (s.skuId === skuId ? { ...s, ...patch } : s)) } : p));

/** Every SKU of one product set at once (批量设置); a quota above a SKU's stock stops at its stock. */
export const patchProduct = (products: readonly ActivityProduct[], productId: number, patch: SkuPatch): ActivityProduct[] =>
  products.map((p) =>
    p.id === productId
      ? { ...p, skus: p.skus.map((s) => ({ ...s, ...patch, ...(patch.quota !== undefined && patch.quota !== null ? { quota: Math.min(patch.quota, s.stock) } : {}) })) }
      : p,
  );

export type SkuProblem = "priceRequired" | "priceTooLow" | "priceTooHigh" | "priceAboveSku" | "quotaRequired" | "quotaAboveStock";

/** What is wrong with one SKU row under the rules, if anything. */
export function skuProblem(row: ActivitySkuRow, rules: ActivityRules): SkuProblem | undefined {
  const cents = priceCents(row.activityPrice);
  if (row.activityPrice.trim() === "" || cents === undefined) return "priceRequired";
  if (cents < 1) return "priceTooLow";
  if (cents > MAX_ACTIVITY_PRICE_CENTS) return "priceTooHigh";
  if (rules.priceAtMostSkuPrice && cents > (priceCents(row.price) ?? 0)) return "priceAboveSku";
  if (row.quota === null || row.quota === undefined) return "quotaRequired";
  if (row.quota > row.stock) return "quotaAboveStock";
  return undefined;
}

export type ActivityProblem =
  | { kind: "noProducts" }
  | { kind: "tooManyProducts"; max: number }
  | { kind: "quotaZero"; product: string }
  | { kind: "sku"; product: string; sku: string; problem: SkuProblem };

/** The first thing that keeps the products from being saved, in the order a merchant reads them. */
export function firstProblem(products: readonly ActivityProduct[], rules: ActivityRules): ActivityProblem | undefined {
  if (!products.length) return { kind: "noProducts" };
  if (rules.maxProducts > 0 && products.length > rules.maxProducts) return { kind: "tooManyProducts", max: rules.maxProducts };
  for (const p of products) {
    for (const s of p.skus) {
      const problem = skuProblem(s, rules);
      if (problem) return { kind: "sku", product: p.name, sku: s.sku, problem };
    }
    if (rules.quotaSumAtLeastOne && p.skus.reduce((sum, s) => sum + (s.quota ?? 0), 0) < 1) return { kind: "quotaZero", product: p.name };
  }
  return undefined;
}
