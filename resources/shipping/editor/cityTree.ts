/**
 * The region tree of the template editor: `city/region/city/tree` (country → province → city
 * → district, ~3,200 nodes) reduced to the two levels a rule chooses from — whole provinces
 * or single cities — as antd Cascader options plus an id index for paths and names. Each city
 * keeps the full leaf paths under it (`[0, province, city, district]`), the shape a rule's `title`
 * carries to the backend. A province without cities (台湾省) is left out: the backend reads a
 * city from every path, and such a province has none.
 * Built once per answer (memoised on the answer's identity), so opening an editor with 30
 * rules costs one walk of the tree, not thirty.
 */
import type { CityVo } from "../../../server/areas/shipping/contract";
import { leafPaths } from "../../../server/shared/regionPaths";

export interface RegionOption {
  value: number;
  label: string;
  children?: RegionOption[];
}

export interface IndexedRegion {
  id: number;
  name: string;
  /** The province above a city; undefined for a province. */
  parentId?: number;
  /** Last-level ids under this region: a province's cities, a city itself. */
  leafIds: number[];
  /** For a city: the leaf paths of the full tree under it, `[0, province, city, district]` or `[0, province, city]`. */
  paths?: number[][];
}

export interface RegionTree {
  options: RegionOption[];
  index: Map<number, IndexedRegion>;
}

/** The country node's id, also the id of a template's default ("rest of China") row. */
export const COUNTRY_ID = 0;

/** Provinces: the country's children when the answer is one country node, else the answer itself. */
function provincesOf(answer: readonly CityVo[]): readonly CityVo[] {
  if (answer.length === 1 && answer[0].regionType === 0) return answer[0].child ?? [];
  return answer;
}

export function buildRegionTree(answer: readonly CityVo[]): RegionTree {
  const index = new Map<number, IndexedRegion>();
  const options = provincesOf(answer)
    .filter((province) => province.child?.length)
    .map((province): RegionOption => {
      const cities = province.child.map((city): RegionOption => {
        const paths = leafPaths([COUNTRY_ID, province.regionId], city);
        index.set(city.regionId, { id: city.regionId, name: city.regionName, parentId: province.regionId, leafIds: [city.regionId], paths });
        return { value: city.regionId, label: city.regionName };
      });
      index.set(province.regionId, { id: province.regionId, name: province.regionName, leafIds: cities.map((c) => c.value) });
      return { value: province.regionId, label: province.regionName, children: cities };
    });
  return { options, index };
}

const built = new WeakMap<readonly CityVo[], RegionTree>();

/** The tree for an answer, built at most once per answer object. */
export function regionTreeOf(answer: readonly CityVo[]): RegionTree {
  let tree = built.get(answer);
  if (!tree) {
    tree = buildRegionTree(answer);
    built.set(answer, tree);
  }
  return tree;
}

/** Cascader path of a region: [province] or [province, city]; empty when unknown. */
export function pathOf(tree: RegionTree, id: number): number[] {
  const region = tree.index.get(id);
  if (!region) return [];
  return region.parentId === undefined ? [region.id] : [region.parentId, region.id];
}

/**
 * Search over "province / city" labels; the Cascader calls it for each path. Plain substring
 * matching on a short string keeps 400 paths well under a millisecond.
 */
export const matchRegionPath = (input: string, path: readonly { label?: unknown }[]) => {
  const needle = input.trim().toLowerCase();
  return !needle || path.some((option) => String(option.label ?? "").toLowerCase().includes(needle));
};
