import { describe, expect, it } from "vitest";
import { cityTree } from "../../../server/areas/shipping/regions";
import { buildRegionTree, matchRegionPath, type RegionOption } from "../../../resources/shipping/editor/cityTree";
import { compressPaths, expandPaths } from "../../../resources/shipping/editor/regionRules";

/** Every province/city path, as the Cascader's search walks them. */
function paths(options: RegionOption[]): RegionOption[][] {
  return options.flatMap((province) => (province.children?.length ? province.children.map((city) => [province, city]) : [[province]]));
}

describe("the real region tree (~3,200 nodes) stays within budget", () => {
  it("builds and filters in well under 200 ms", () => {
    const answer = [cityTree()];
    let count = 0;
    const walk = (list: typeof answer) => list.forEach((n) => ((count += 1), walk(n.child)));
    walk(answer);
    expect(count).toBeGreaterThan(3000);

    const started = performance.now();
    const tree = buildRegionTree(answer);
    const all = paths(tree.options);
    const found = all.filter((path) => matchRegionPath("州", path));
    const elapsed = performance.now() - started;

    expect(tree.options.length).toBeGreaterThanOrEqual(31);
    expect(found.length).toBeGreaterThan(10);
    expect(elapsed).toBeLessThan(200);
  });

  it("expands and compresses thirty rules of whole provinces quickly", () => {
    const tree = buildRegionTree([cityTree()]);
    const selections = tree.options.slice(0, 30).map((p) => [[p.value]]);
    const started = performance.now();
    const expanded = selections.map((s) => expandPaths(tree, s));
    const compressed = expanded.map((e) => compressPaths(tree, e));
    expect(performance.now() - started).toBeLessThan(200);
    expect(compressed).toEqual(selections);
  });
});
