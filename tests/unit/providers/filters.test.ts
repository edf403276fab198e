import { describe, expect, it } from "vitest";
import { filtersToQuery, paginationToQuery, sortersToQuery } from "../../../providers/filters";
import { fillPath } from "../../../providers/endpoints";

describe("filters → query parameters", () => {
  it("keeps one flat field per filter, trimmed, and drops blanks", () => {
    expect(
      filtersToQuery([
        { field: "keywords", operator: "eq", value: "  茶叶 " },
        { field: "categoryId", operator: "eq", value: 12 },
        { field: "isShow", operator: "eq", value: false },
        { field: "cateId", operator: "eq", value: "" },
        { field: "brandId", operator: "eq", value: undefined },
        { field: "name", operator: "contains", value: "   " },
        { field: "ids", operator: "in", value: [3, 4, 5] },
        { field: "empty", operator: "in", value: [] },
      ]),
    ).toEqual({ keywords: "茶叶", categoryId: 12, isShow: false, ids: "3,4,5" });
  });

  it("flattens nested and/or groups", () => {
    expect(filtersToQuery([{ operator: "and", value: [{ field: "type", operator: "eq", value: 1 }] }])).toEqual({ type: 1 });
  });

  it("pages as page/limit, nothing when paging is off", () => {
    expect(paginationToQuery({ currentPage: 3, pageSize: 40 })).toEqual({ page: 3, limit: 40 });
    expect(paginationToQuery(undefined)).toEqual({ page: 1, limit: 20 });
    expect(paginationToQuery({ mode: "off" })).toEqual({});
  });

  it("sorters become <field>Order", () => {
    expect(sortersToQuery([{ field: "price", order: "desc" }])).toEqual({ priceOrder: "desc" });
  });

  it("fills path segments and keeps the rest", () => {
    expect(fillPath("admin/merchant/product/info/:id", { id: 7, x: 1 })).toEqual({ url: "admin/merchant/product/info/7", rest: { x: 1 } });
    expect(() => fillPath("a/:id", {})).toThrow(/missing path value/);
  });
});
