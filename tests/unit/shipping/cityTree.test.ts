import { describe, expect, it } from "vitest";
import { cityTree } from "../../../server/areas/shipping/regions";
import { buildRegionTree, matchRegionPath, type RegionOption } from "../../../resources/shipping/editor/cityTree";
import { compressPaths, expandPaths } from "../../../resources/shipping/editor/regionRules";

/** Every province/city path, as the Cascader's search walks them. */
function paths(options: RegionOption[]): RegionOption[][] {
  return options.flatMap((province) => (province.children?.length ? province.children.map((city) => [province, city]) : [[province]]));
}

describe("the real region tree (~3,200 nodes)", () => {
  it("builds every province and finds cities by a partial name", () => {
    const answer = [cityTree()];
    let count = 0;
    const walk = (list: typeof answer) => list.forEach((n) => ((count += 1), walk(n.child)));
    walk(answer);
    expect(count).toBeGreaterThan(3000);

    const tree = buildRegionTree(answer);
    const all = paths(tree.options);
    const found = all.filter((path) => matchRegionPath("州", path));

    expect(tree.options.length).toBeGreaterThanOrEqual(31);
    expect(found.length).toBeGreaterThan(10);
  });

  it("expands and compresses thirty rules of whole provinces back to what was chosen", () => {
    const tree = buildRegionTree([cityTree()]);
    const selections = tree.options.slice(0, 30).map((p) => [[p.value]]);
    const expanded = selections.map((s) => expandPaths(tree, s));
    const compressed = expanded.map((e) => compressPaths(tree, e));
    expect(compressed).toEqual(selections);
  });
});
