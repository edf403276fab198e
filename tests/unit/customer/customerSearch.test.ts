import { describe, expect, it } from "vitest";
import type { CrudFilter } from "@refinedev/core";
import { filtersToQuery } from "../../../providers/filters";
import { fromCustomerFilters, toCustomerFilters } from "../../../resources/customer/list/customerSearch";

describe("the customer list's filters (MerchantUserSearchRequest)", () => {
  it("sends each filled field, the user search as searchType + content, and nothing for blanks", () => {
    const query = filtersToQuery(
      toCustomerFilters({ registerType: "routine", sex: 0, dateLimit: "lately7", user: { searchType: "phone", content: " 1380 " } }),
    );
    expect(query).toEqual({ registerType: "routine", sex: 0, dateLimit: "lately7", searchType: "phone", content: "1380" });
    expect(filtersToQuery(toCustomerFilters({ dateLimit: "", user: { searchType: "uid", content: "  " } }))).toEqual({});
  });

  it("keeps blank fields as empty filters, so merging with the address removes them", () => {
    expect(toCustomerFilters({}).map((f) => ("field" in f ? f.field : ""))).toEqual(["registerType", "sex", "dateLimit", "searchType", "content"]);
  });

  it("reads the address back into the form (values arrive as text)", () => {
    const address: CrudFilter[] = [
      { field: "sex", operator: "eq", value: "2" },
      { field: "dateLimit", operator: "eq", value: "2024-01-01,2024-01-31" },
      { field: "searchType", operator: "eq", value: "nickname" },
      { field: "content", operator: "eq", value: "晴天" },
    ];
    expect(fromCustomerFilters(address)).toEqual({
      registerType: undefined,
      sex: 2,
      dateLimit: "2024-01-01,2024-01-31",
      user: { searchType: "nickname", content: "晴天" },
    });
    expect(fromCustomerFilters([])).toEqual({ registerType: undefined, sex: undefined, dateLimit: "", user: { searchType: "all", content: "" } });
    // An unknown search type falls back to "all".
    expect(fromCustomerFilters([{ field: "searchType", operator: "eq", value: "email" }, { field: "content", operator: "eq", value: "x" }]).user).toEqual({
      searchType: "all",
      content: "x",
    });
  });
});
