/**
 * Search text the backend decodes a second time (README, "Search text decoded twice"): the data
 * provider encodes the parameters an endpoint row declares as `decoded` once more, as the original
 * console does, and leaves everything else alone.
 */
import { describe, expect, it, vi, beforeEach } from "vitest";

const request = vi.fn(async (_config: unknown) => ({ list: [], total: 0 }));
const download = vi.fn(async (_config: unknown, _name: string) => undefined);
vi.mock("../../../providers/http", () => ({ request: (config: unknown) => request(config), download: (config: unknown, name: string) => download(config, name) }));

const { call, createDataProvider, downloadFrom } = await import("../../../providers/dataProvider");
const { get, post, encodeDecoded } = await import("../../../providers/endpoints");
const { productEndpoints, PRODUCT } = await import("../../../resources/product/endpoints");
const { staffEndpoints, STAFF } = await import("../../../resources/staff/endpoints");
const { liveEndpoints, LIVE } = await import("../../../resources/live/endpoints");

const TEXT = "秋装50%a+b";
const sent = () => request.mock.calls.at(-1)![0] as { params?: Record<string, unknown>; data?: Record<string, unknown> };

beforeEach(() => request.mockClear());

describe("parameters the backend decodes a second time", () => {
  it("a list's declared filter is encoded once more; other filters, paging and sorting are not", async () => {
    const provider = createDataProvider({ products: productEndpoints[PRODUCT.products]! });
    await provider.getList({
      resource: "products",
      filters: [
        { field: "keywords", operator: "eq", value: ` ${TEXT} ` },
        { field: "cateId", operator: "eq", value: "12" },
      ],
      pagination: { currentPage: 2, pageSize: 20 },
      meta: { query: { type: 1 } },
    });
    expect(sent().params).toEqual({ type: 1, keywords: encodeURIComponent(TEXT), cateId: "12", page: 2, limit: 20 });
  });

  it("the same text on a row that declares nothing goes as typed (the staff list: the backend reads it once)", async () => {
    const provider = createDataProvider({ staff: staffEndpoints[STAFF.employees]! });
    await provider.getList({ resource: "staff", filters: [{ field: "keywords", operator: "eq", value: TEXT }] });
    expect(sent().params).toMatchObject({ keywords: TEXT });
  });

  it("named actions: a GET query (the form template by name) and a POST body (a page's new name)", async () => {
    await call(get("form/temp/name/info", { decoded: ["name"] }), {}, { name: "结算信息-银行卡" });
    expect(sent().params).toEqual({ name: encodeURIComponent("结算信息-银行卡") });
    await call(post("page/diy/update/name", { decoded: ["name"] }), { id: 3, name: TEXT });
    expect(sent().data).toEqual({ id: 3, name: encodeURIComponent(TEXT) });
  });

  it("a POST list's keywords inside searchRequest (the live rooms)", async () => {
    const provider = createDataProvider({ rooms: liveEndpoints[LIVE.rooms]! });
    await provider.getList({ resource: "rooms", filters: [{ field: "keywords", operator: "eq", value: TEXT }, { field: "reviewStatus", operator: "eq", value: 3 }] });
    expect(sent().data).toEqual({ searchRequest: { keywords: encodeURIComponent(TEXT), reviewStatus: 3 }, pageParamRequest: { page: 1, limit: 20 } });
  });

  it("leaves absent, empty and non-text values alone", () => {
    const row = get("x/list", { decoded: ["keywords", "a.b", "n"] });
    expect(encodeDecoded(row, { keywords: "", n: 5, other: TEXT })).toEqual({ keywords: "", n: 5, other: TEXT });
    expect(encodeDecoded(row, { a: null })).toEqual({ a: null });
  });

  it("an export download encodes its query as the list does", async () => {
    await downloadFrom(productEndpoints[PRODUCT.products]!.actions!.export!, { type: 1, keywords: TEXT }, "products.xlsx");
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ params: { type: 1, keywords: encodeURIComponent(TEXT) } }), "products.xlsx");
  });
});

describe("on the wire", () => {
  it("the HTTP client encodes the query again: 手机, 50% and a+b arrive encoded twice", async () => {
    const { http } = await vi.importActual<typeof import("../../../providers/http")>("../../../providers/http");
    const uri = http.getUri({ url: "admin/merchant/product/list", params: encodeDecoded(productEndpoints[PRODUCT.products]!.list!, { keywords: "手机50%a+b" }) });
    expect(uri).toContain("keywords=%25E6%2589%258B%25E6%259C%25BA50%2525a%252Bb");
  });
});
