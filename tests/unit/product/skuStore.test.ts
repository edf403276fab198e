import { describe, expect, it, vi } from "vitest";
import { buildSkuMatrix } from "../../../resources/product/editor/sku/skuMatrix";
import type { Spec } from "../../../resources/product/editor/sku/skuModel";
import { SkuStore } from "../../../resources/product/editor/sku/skuStore";
import { firstSkuProblem } from "../../../resources/product/editor/sku/skuRules";

const tenValues = (name: string): Spec => ({ name, withImage: false, options: Array.from({ length: 10 }, (_, i) => ({ name: `${name}${i}`, image: "" })) });

describe("SKU store", () => {
  const rows = buildSkuMatrix([tenValues("颜色"), tenValues("尺码"), tenValues("材质")], []);

  it("holds 3 specifications × 10 values = 1,000 SKUs", () => {
    expect(rows).toHaveLength(1000);
  });

  it("a typed cell notifies that row only, never the list or other rows", () => {
    const store = new SkuStore(rows);
    const first = vi.fn();
    const other = vi.fn();
    const list = vi.fn();
    store.subscribeRow(rows[0].key, first);
    store.subscribeRow(rows[999].key, other);
    store.subscribeList(list);
    const keysBefore = store.getKeys();
    for (let i = 0; i < 50; i++) store.update(rows[0].key, { price: `${i}.00` });
    expect(first).toHaveBeenCalledTimes(50);
    expect(other).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
    expect(store.getKeys()).toBe(keysBefore);
    expect(store.getRow(rows[0].key)?.price).toBe("49.00");
  });

  it("fills every SKU from the batch row and reports the change", () => {
    const store = new SkuStore(rows.slice(0, 4));
    const changed = vi.fn();
    store.onChange(changed);
    store.fillAll({ price: "19.90", stock: "3" });
    expect(store.getRows().every((r) => r.price === "19.90" && r.stock === "3")).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("finds the first value the server would refuse, in table order", () => {
    const some = rows.slice(0, 3).map((r) => ({ ...r, image: "http://x/a.png" }));
    expect(firstSkuProblem(some, 0)).toBeUndefined();
    expect(firstSkuProblem([some[0], { ...some[1], price: "1.234" }], 0)).toEqual({ index: 1, field: "price", message: "product.editor.sku.errors.money" });
    expect(firstSkuProblem([{ ...some[0], image: "" }], 0)?.field).toBe("image");
    expect(firstSkuProblem([{ ...some[0], stock: "-1" }], 0)?.field).toBe("stock");
    expect(firstSkuProblem([{ ...some[0], brokerage: "101" }], 0)?.field).toBe("brokerage");
    expect(firstSkuProblem([{ ...some[0], price: "1000000" }], 0)?.field).toBe("price");
    expect(firstSkuProblem([some[0]], 6)?.field).toBe("cdkeyId");
    expect(firstSkuProblem([some[0]], 5)?.field).toBe("expand");
    expect(firstSkuProblem([{ ...some[0], vipPrice: "" }], 0, true)?.field).toBe("vipPrice");
  });
});
