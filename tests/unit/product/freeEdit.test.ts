import { describe, expect, it } from "vitest";
import { firstFreeEditProblem, freeEditBody, freeEditColumns } from "../../../resources/product/list/freeEdit";
import { newSkuData, skuKey, type AttrPair, type SkuRow } from "../../../resources/product/editor/sku/skuModel";

const row = (id: number, patch: Partial<SkuRow> = {}): SkuRow => {
  const pairs: AttrPair[] = [["颜色", `色${id}`]];
  return { ...newSkuData(), key: skuKey(pairs), attrValue: pairs, id, image: "/p.png", price: "10.00", stock: "5", ...patch };
};

describe("the list's audit-free edit", () => {
  it("lets only price and stock change for normal products; the picture is shown read-only", () => {
    const columns = freeEditColumns(0);
    expect(columns.map((c) => [c.field, !!c.readOnly])).toEqual([
      ["image", true],
      ["price", false],
      ["stock", false],
    ]);
  });

  it("adds the link for cloud products and the library for card-secret ones, whose stock follows the library", () => {
    expect(freeEditColumns(5).map((c) => c.field)).toEqual(["image", "price", "stock", "expand"]);
    const cards = freeEditColumns(6);
    expect(cards.map((c) => c.field)).toEqual(["image", "price", "cdkeyId", "stock"]);
    expect(cards.find((c) => c.field === "stock")?.readOnly).toBe(true);
  });

  it("names the first value the server would refuse, with the editor's messages", () => {
    expect(firstFreeEditProblem([row(1), row(2, { price: "1.234" })], 0)).toEqual({ index: 1, field: "price", message: "product.editor.sku.errors.money" });
    expect(firstFreeEditProblem([row(1, { stock: "-1" })], 0)).toEqual({ index: 0, field: "stock", message: "product.editor.sku.errors.stock" });
    expect(firstFreeEditProblem([row(1, { stock: "" })], 2)?.field).toBe("stock");
    expect(firstFreeEditProblem([row(1, { expand: "  " })], 5)).toEqual({ index: 0, field: "expand", message: "product.editor.sku.errors.cloud" });
    expect(firstFreeEditProblem([row(1, { cdkeyId: null, stock: "" })], 6)).toEqual({ index: 0, field: "cdkeyId", message: "product.editor.sku.errors.cdkey" });
    expect(firstFreeEditProblem([row(1), row(2, { price: "0" })], 0)).toBeUndefined();
  });

  it("sends the contract's body: comma-joined categories, each SKU by id, the link or library only where they belong", () => {
    expect(freeEditBody(7, [3, 4], [row(1, { price: " 9.90 ", stock: "12" })], 0)).toEqual({ id: 7, cateId: "3,4", attrValue: [{ id: 1, stock: 12, price: "9.90" }] });
    expect(freeEditBody(7, [3], [row(1, { expand: " https://pan.example.com/s/1 " })], 5).attrValue[0]).toEqual({ id: 1, stock: 5, price: "10.00", expand: "https://pan.example.com/s/1" });
    expect(freeEditBody(7, [3], [row(1, { cdkeyId: 21 })], 6).attrValue[0]).toEqual({ id: 1, stock: 5, price: "10.00", cdkeyId: 21 });
  });
});
