import { describe, expect, it, vi } from "vitest";

const request = vi.fn(async (_config: unknown) => ({ list: [], total: 0 }));
vi.mock("../../../providers/http", () => ({ request: (config: unknown) => request(config) }));

const { call, createDataProvider } = await import("../../../providers/dataProvider");
const { get, post } = await import("../../../providers/endpoints");

describe("bodies of the live endpoints (contract §3.27)", () => {
  it("sends an array body as it is (the live goods save)", async () => {
    request.mockClear();
    const goods = [{ name: "a" }, { name: "b" }];
    await call(post("mp/live/goods/save"), goods as unknown as Record<string, unknown>);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: "post", url: "admin/merchant/mp/live/goods/save", data: goods }));
  });

  it("puts a paged POST list's filters in searchRequest and its paging in pageParamRequest", async () => {
    request.mockClear();
    const provider = createDataProvider({ rooms: { list: post("mp/live/room/list", { pagedBody: true }) }, other: { list: get("x/list") } });
    await provider.getList({
      resource: "rooms",
      filters: [
        { field: "reviewStatus", operator: "eq", value: 3 },
        { field: "keywords", operator: "eq", value: " 夏日 " },
      ],
      pagination: { currentPage: 2, pageSize: 40 },
    });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: "post", data: { searchRequest: { reviewStatus: 3, keywords: "夏日" }, pageParamRequest: { page: 2, limit: 40 } } }),
    );
  });
});
