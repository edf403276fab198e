import { describe, expect, it } from "vitest";
import type { CrudFilter } from "@refinedev/core";
import { countsQuery, exportQuery, fromCrudFilters, listQuery, PAGE_SIZES, tabFilter, tabOf, toCrudFilters } from "../../../resources/product/list/listQuery";

describe("product list: filters → query (contract §3.1 MerProductSearchRequest)", () => {
  it("starts on 出售中 with pages of 20/40/60/80", () => {
    expect(tabOf([])).toBe(1);
    expect(listQuery([], 1, 20)).toEqual({ type: 1, page: 1, limit: 20 });
    expect(PAGE_SIZES).toEqual([20, 40, 60, 80]);
  });

  it("maps every filter to the field the server binds, dropping blanks and trimming text", () => {
    const filters = [...toCrudFilters({ keywords: "  手机 ", categoryId: 3, cateId: 5, productType: 0, isPaidMember: false }), tabFilter(7)];
    expect(listQuery(filters, 2, 40)).toEqual({ keywords: "手机", categoryId: 3, cateId: 5, productType: 0, isPaidMember: false, type: 7, page: 2, limit: 40 });
    expect(listQuery([...toCrudFilters({ keywords: "   " }), tabFilter(2)], 1, 20)).toEqual({ type: 2, page: 1, limit: 20 });
  });

  it("the tab counts and the export take the same filters; counts without tab and page, export with the tab", () => {
    const filters = [...toCrudFilters({ keywords: "T恤", productType: 2 }), tabFilter(5)];
    expect(countsQuery(filters)).toEqual({ keywords: "T恤", productType: 2 });
    expect(exportQuery(filters)).toEqual({ keywords: "T恤", productType: 2, type: 5 });
  });

  it("reads filters back from the address, where every value is text", () => {
    const fromUrl: CrudFilter[] = [
      { field: "type", operator: "eq", value: "4" },
      { field: "categoryId", operator: "eq", value: "12" },
      { field: "productType", operator: "eq", value: "6" },
      { field: "isPaidMember", operator: "eq", value: "true" },
      { field: "keywords", operator: "eq", value: "耳机" },
    ];
    expect(tabOf(fromUrl)).toBe(4);
    expect(fromCrudFilters(fromUrl)).toEqual({ keywords: "耳机", categoryId: 12, cateId: undefined, productType: 6, isPaidMember: true });
    expect(listQuery(fromUrl, 1, 20)).toEqual({ keywords: "耳机", categoryId: 12, productType: 6, isPaidMember: true, type: 4, page: 1, limit: 20 });
    expect(tabOf([{ field: "type", operator: "eq", value: "9" }])).toBe(1);
  });

  it("a cleared field stays as an empty filter so merging removes it", () => {
    const cleared = toCrudFilters({});
    expect(cleared.map((f) => ("field" in f ? f.field : ""))).toEqual(["keywords", "categoryId", "cateId", "productType", "isPaidMember"]);
    expect(cleared.every((f) => f.value === undefined)).toBe(true);
  });
});
