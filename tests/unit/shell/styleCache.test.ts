import { describe, expect, it } from "vitest";
import { createKeepingStyleCache } from "../../../src/theme/styleCache";

describe("the kept style cache", () => {
  it("keeps a component's generated styles when its last instance goes", () => {
    const cache = createKeepingStyleCache();
    cache.opUpdate("style%%ant-table", () => [1, "generated css"]);
    cache.opUpdate("style%%ant-table", () => null);
    expect(cache.opGet("style%%ant-table")).toEqual([0, "generated css"]);
  });

  it("lets token and CSS-variable entries go, so an unused theme's variables are removed", () => {
    const cache = createKeepingStyleCache();
    cache.opUpdate("token%salt%theme", () => [1, { colorPrimary: "#409eff" }]);
    cache.opUpdate("token%salt%theme", () => null);
    expect(cache.opGet("token%salt%theme")).toBeNull();
    cache.opUpdate("cssVar%x", () => [1, "vars"]);
    cache.opUpdate("cssVar%x", () => null);
    expect(cache.opGet("cssVar%x")).toBeNull();
  });

  it("counts instances as before", () => {
    const cache = createKeepingStyleCache();
    cache.opUpdate("style%%ant-tag", () => [2, "css"]);
    cache.opUpdate("style%%ant-tag", (previous) => [previous![0] - 1, previous![1]]);
    expect(cache.opGet("style%%ant-tag")).toEqual([1, "css"]);
  });
});
