import { describe, expect, it } from "vitest";
import { applyOptionImage, batchPatch, buildSkuMatrix, combinations, renameOption, renameSpec } from "../../../resources/product/editor/sku/skuMatrix";
import { attrValueJson, skuKey, type Spec, type SkuRow } from "../../../resources/product/editor/sku/skuModel";

const spec = (name: string, values: string[], withImage = false): Spec => ({ name, withImage, options: values.map((v) => ({ name: v, image: "" })) });
const labels = (rows: readonly SkuRow[]) => rows.map((r) => r.attrValue.map(([, o]) => o).join("/"));
const typed = (rows: SkuRow[], label: string, patch: Partial<SkuRow>) => rows.map((r) => (labels([r])[0] === label ? { ...r, ...patch } : r));

describe("SKU matrix", () => {
  it("combines one value of each specification, in specification order", () => {
    expect(combinations([spec("颜色", ["红", "蓝"]), spec("尺码", ["S", "M", "L"])]).map((c) => c.map(([, v]) => v).join("/"))).toEqual([
      "红/S",
      "红/M",
      "红/L",
      "蓝/S",
      "蓝/M",
      "蓝/L",
    ]);
    // A specification without values or name takes no part.
    expect(combinations([spec("颜色", ["红"]), spec("尺码", []), spec(" ", ["x"])])).toHaveLength(1);
    expect(combinations([])).toEqual([]);
  });

  it("gives new SKUs the defaults of contract §3.1", () => {
    const [row] = buildSkuMatrix([spec("颜色", ["红"])], []);
    expect(row).toMatchObject({
      price: "0.01",
      vipPrice: "0.01",
      cost: "0.01",
      otPrice: "0.01",
      stock: "0",
      weight: "0",
      volume: "0",
      brokerage: "0",
      brokerageTwo: "0",
      isShow: true,
    });
    expect(attrValueJson(row.attrValue)).toBe('{"颜色":"红"}');
  });

  it("adding a value keeps the data entered in the other SKUs (the very same rows)", () => {
    const specs = [spec("颜色", ["红", "蓝"]), spec("尺码", ["S"])];
    let rows = buildSkuMatrix(specs, []);
    rows = typed(rows, "红/S", { price: "88.80", stock: "7", id: 11 });
    rows = typed(rows, "蓝/S", { price: "66.60", barCode: "B-1" });
    const next = buildSkuMatrix([specs[0], spec("尺码", ["S", "M"])], rows);
    expect(labels(next)).toEqual(["红/S", "红/M", "蓝/S", "蓝/M"]);
    expect(next[0]).toBe(rows[0]);
    expect(next[0]).toMatchObject({ price: "88.80", stock: "7", id: 11 });
    expect(next[2]).toMatchObject({ price: "66.60", barCode: "B-1" });
    // The new value's SKUs start from the defaults (and never take an id).
    expect(next[1]).toMatchObject({ price: "0.01", stock: "0" });
    expect(next[1].id).toBeUndefined();
  });

  it("removing a value keeps the other SKUs' data", () => {
    const specs = [spec("颜色", ["红", "蓝", "绿"])];
    let rows = buildSkuMatrix(specs, []);
    rows = typed(rows, "红", { price: "1.00" });
    rows = typed(rows, "绿", { price: "3.00", id: 5 });
    const next = buildSkuMatrix([spec("颜色", ["红", "绿"])], rows);
    expect(labels(next)).toEqual(["红", "绿"]);
    expect(next.map((r) => r.price)).toEqual(["1.00", "3.00"]);
    expect(next[1].id).toBe(5);
  });

  it("adding or removing a whole specification carries values over by the shared specifications", () => {
    let rows = buildSkuMatrix([spec("颜色", ["红", "蓝"])], []);
    rows = typed(rows, "红", { price: "10.00" });
    rows = typed(rows, "蓝", { price: "20.00" });
    const added = buildSkuMatrix([spec("颜色", ["红", "蓝"]), spec("尺码", ["S", "M"])], rows);
    expect(added.map((r) => r.price)).toEqual(["10.00", "10.00", "20.00", "20.00"]);
    const removed = buildSkuMatrix([spec("尺码", ["S", "M"])], added);
    expect(labels(removed)).toEqual(["S", "M"]);
    expect(removed.map((r) => r.price)).toEqual(["10.00", "10.00"]);
  });

  it("renaming a value or a specification keeps the SKU, its data and its id", () => {
    let rows = buildSkuMatrix([spec("颜色", ["红", "蓝"])], []);
    rows = typed(rows, "红", { price: "9.90", id: 3 });
    const renamed = renameOption(rows, "颜色", "红", "大红");
    const next = buildSkuMatrix([spec("颜色", ["大红", "蓝"])], renamed);
    expect(next[0]).toMatchObject({ price: "9.90", id: 3, key: skuKey([["颜色", "大红"]]) });
    const respec = buildSkuMatrix([spec("色彩", ["大红", "蓝"])], renameSpec(next, "颜色", "色彩"));
    expect(respec[0]).toMatchObject({ price: "9.90", id: 3 });
    expect(attrValueJson(respec[0].attrValue)).toBe('{"色彩":"大红"}');
  });

  it("a single spec turned into several specifications seeds them with its values", () => {
    const single: SkuRow = { ...buildSkuMatrix([spec("规格", ["默认"])], [])[0], price: "5.00", stock: "9" };
    const next = buildSkuMatrix([spec("颜色", ["红", "蓝"])], [single]);
    expect(next.map((r) => [r.price, r.stock])).toEqual([
      ["5.00", "9"],
      ["5.00", "9"],
    ]);
  });

  it("value pictures show on their SKUs; the batch row fills only what was typed", () => {
    const rows = buildSkuMatrix([spec("颜色", ["红", "蓝"], true), spec("尺码", ["S"])], []);
    const pictured = applyOptionImage(rows, "颜色", "蓝", "http://x/blue.png");
    expect(pictured.map((r) => r.image)).toEqual(["", "http://x/blue.png"]);
    const withImage: Spec[] = [{ name: "颜色", withImage: true, options: [{ name: "红", image: "http://x/red.png" }] }];
    expect(buildSkuMatrix(withImage, [])[0].image).toBe("http://x/red.png");
    expect(batchPatch({ price: "12", stock: "", cost: undefined, image: "http://x/a.png" })).toEqual({ price: "12", image: "http://x/a.png" });
  });
});
