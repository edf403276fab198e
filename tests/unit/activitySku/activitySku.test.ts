import { describe, expect, it } from "vitest";
import type { ProductSku } from "../../../server/areas/product/contract";
import { firstProblem, mergePicked, patchProduct, patchSku, priceCents, skuProblem, type ActivityProduct, type ActivityRules, type ActivitySkuRow } from "../../../src/widgets/activitySku/activitySku";
import { problemText } from "../../../src/widgets/activitySku/problemText";

const SECKILL: ActivityRules = { priceAtMostSkuPrice: false, quotaSumAtLeastOne: true, maxProducts: 0 };
const GROUP: ActivityRules = { priceAtMostSkuPrice: true, quotaSumAtLeastOne: false, maxProducts: 2 };

const sku = (id: number, price = "10.00", stock = 5): ProductSku => ({ id, sku: `S${id}`, image: "i.png", barCode: "", price, stock }) as ProductSku;
const row = (patch: Partial<ActivitySkuRow> = {}): ActivitySkuRow => ({ skuId: 1, sku: "S1", image: "", barCode: "", price: "10.00", stock: 5, activityPrice: "8.00", quota: 2, ...patch });
const product = (id: number, skus: ActivitySkuRow[]): ActivityProduct => ({ id, name: `P${id}`, image: "", categoryName: "", skus });

describe("priceCents", () => {
  it("reads decimals with up to two places as whole cents", () => {
    expect(priceCents("12.5")).toBe(1250);
    expect(priceCents("0.01")).toBe(1);
    expect(priceCents(" 7 ")).toBe(700);
    expect(priceCents("19.99")).toBe(1999);
    expect(priceCents("3.")).toBe(300);
  });
  it("refuses anything else", () => {
    for (const bad of ["", "abc", "1.234", "-1", ".5", undefined, null]) expect(priceCents(bad)).toBeUndefined();
  });
});

describe("mergePicked", () => {
  it("adds new products with empty SKU values and keeps what was typed for the others", () => {
    const typed = product(1, [row({ activityPrice: "3.00", quota: 4 })]);
    const merged = mergePicked([typed], [
      { id: 1, name: "P1", image: "", attrValue: [sku(1)] },
      { id: 2, name: "P2", image: "x.png", categoryName: "手机", attrValue: [sku(21, "99.00", 3), sku(22)] },
    ]);
    expect(merged[0]).toBe(typed);
    expect(merged[1]).toMatchObject({ id: 2, name: "P2", categoryName: "手机" });
    expect(merged[1]!.skus).toEqual([
      { skuId: 21, sku: "S21", image: "i.png", barCode: "", price: "99.00", stock: 3, activityPrice: "", quota: null },
      { skuId: 22, sku: "S22", image: "i.png", barCode: "", price: "10.00", stock: 5, activityPrice: "", quota: null },
    ]);
  });
  it("drops products no longer picked", () => {
    expect(mergePicked([product(1, [row()]), product(2, [row()])], [{ id: 2, name: "P2", image: "", attrValue: [] }]).map((p) => p.id)).toEqual([2]);
  });
});

describe("patching", () => {
  const products = [product(1, [row({ skuId: 1, stock: 5 }), row({ skuId: 2, stock: 1 })]), product(2, [row({ skuId: 3 })])];
  it("changes one SKU", () => {
    const next = patchSku(products, 1, 2, { activityPrice: "1.50" });
    expect(next[0]!.skus.map((s) => s.activityPrice)).toEqual(["8.00", "1.50"]);
    expect(next[1]).toBe(products[1]);
  });
  it("sets every SKU of a product, a quota stopping at each SKU's stock", () => {
    const next = patchProduct(products, 1, { quota: 3 });
    expect(next[0]!.skus.map((s) => s.quota)).toEqual([3, 1]);
    expect(patchProduct(products, 1, { activityPrice: "2" })[0]!.skus.map((s) => s.activityPrice)).toEqual(["2", "2"]);
  });
});

describe("rules", () => {
  it("finds each SKU problem", () => {
    expect(skuProblem(row(), SECKILL)).toBeUndefined();
    expect(skuProblem(row({ activityPrice: "" }), SECKILL)).toBe("priceRequired");
    expect(skuProblem(row({ activityPrice: "1.234" }), SECKILL)).toBe("priceRequired");
    expect(skuProblem(row({ activityPrice: "0" }), SECKILL)).toBe("priceTooLow");
    expect(skuProblem(row({ activityPrice: "1000000" }), SECKILL)).toBe("priceTooHigh");
    expect(skuProblem(row({ activityPrice: "10.01" }), SECKILL)).toBeUndefined();
    expect(skuProblem(row({ activityPrice: "10.01" }), GROUP)).toBe("priceAboveSku");
    expect(skuProblem(row({ activityPrice: "10.00" }), GROUP)).toBeUndefined();
    expect(skuProblem(row({ quota: null }), SECKILL)).toBe("quotaRequired");
    expect(skuProblem(row({ quota: 6 }), SECKILL)).toBe("quotaAboveStock");
    expect(skuProblem(row({ quota: 0 }), GROUP)).toBeUndefined();
  });

  it("reports the first problem of the list", () => {
    expect(firstProblem([], SECKILL)).toEqual({ kind: "noProducts" });
    expect(firstProblem([product(1, [row()]), product(2, [row()]), product(3, [row()])], GROUP)).toEqual({ kind: "tooManyProducts", max: 2 });
    expect(firstProblem([product(1, [row({ quota: 0 }), row({ skuId: 2, quota: 0 })])], SECKILL)).toEqual({ kind: "quotaZero", product: "P1" });
    expect(firstProblem([product(1, [row({ quota: 0 })])], GROUP)).toBeUndefined();
    expect(firstProblem([product(1, [row()]), product(2, [row({ sku: "红", activityPrice: "" })])], SECKILL)).toEqual({ kind: "sku", product: "P2", sku: "红", problem: "priceRequired" });
  });

  it("words a problem with the activity's own labels", () => {
    const t = (key: string, vars?: Record<string, unknown>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
    const text = problemText({ kind: "sku", product: "P", sku: "红", problem: "priceAboveSku" }, { price: "拼团价", quota: "拼团限量" }, t);
    expect(text).toContain("activitySku.problems.sku");
    expect(text).toContain("activitySku.problems.priceAboveSku");
    expect(text).toContain("拼团价");
  });
});
