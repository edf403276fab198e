import { afterEach, describe, expect, it, vi } from "vitest";

const request = vi.fn(async (_config: unknown) => ({ list: [{ id: 1 }], total: 1 }));
vi.mock("../../../providers/http", () => ({ request: (config: unknown) => request(config), download: vi.fn() }));

const { createDataProvider } = await import("../../../providers/dataProvider");
const { endpointRegistry } = await import("../../../providers/endpointRegistry");
const { adoptExtensions, forgetExtensions } = await import("../../../providers/extensions");
const { areas } = await import("../../../resources");
const { EXPORT_RECORDS } = await import("../../../resources/exports/area");
const { ADDRESS } = await import("../../../resources/address/area");

const provider = createDataProvider(endpointRegistry);
const EXPORT_LIST = "admin/merchant/export/record/list";

afterEach(() => {
  request.mockClear();
  forgetExtensions();
});

describe("the data provider over the areas' endpoint rows", () => {
  it("a call for an area not loaded yet loads the area's rows first, then goes", async () => {
    expect(endpointRegistry.find(ADDRESS.addresses, "list")).toBeUndefined();
    await provider.getList({ resource: ADDRESS.addresses });
    expect(endpointRegistry.find(ADDRESS.addresses, "list")).toBeDefined();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: "get", url: "admin/merchant/address/list" }));
  });

  it("an extension row goes only when the backend announced it", async () => {
    await expect(provider.getList({ resource: EXPORT_RECORDS })).rejects.toThrow(/did not announce/);
    expect(request).not.toHaveBeenCalled();
    adoptExtensions([EXPORT_LIST]);
    await provider.getList({ resource: EXPORT_RECORDS });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: EXPORT_LIST }));
  });

  it("a resource no area declares is an error, not a request", async () => {
    await expect(provider.getList({ resource: "noSuchResource" })).rejects.toThrow(/no endpoint/);
    expect(request).not.toHaveBeenCalled();
  });

  it("an area's rows load once, however many calls ask at the same time", async () => {
    const area = areas.find((a) => a.name === "customer")!;
    const load = vi.spyOn(area, "load");
    const resource = area.resources![0]!.name;
    await Promise.all([provider.getList({ resource }), provider.getList({ resource }), provider.getList({ resource })]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(3);
  });
});
