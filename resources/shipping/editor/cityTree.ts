/**
 * The region tree of the template editor: `city/region/city/tree` (country → province → city
 * → district, ~3,200 nodes) reduced to the two levels a rule chooses from — whole provinces
 * or single cities — as antd Cascader options plus an id index for paths and names.
 * Built once per answer (memoised on the answer's identity), so opening an editor with 30
 * rules costs one walk of the tree, not thirty.
 */
import type { CityVo } from "../../../server/areas/shipping/contract";

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
  /** Last-level ids under this region: a province's cities (or itself without any), a city itself. */
  leafIds: number[];
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
  const options = provincesOf(answer).map((province): RegionOption => {
    const cities = (province.child ?? []).map((city): RegionOption => {
      index.set(city.regionId, { id: city.regionId, name: city.regionName, parentId: province.regionId, leafIds: [city.regionId] });
      return { value: city.regionId, label: city.regionName };
    });
    const leafIds = cities.length ? cities.map((c) => c.value) : [province.regionId];
    index.set(province.regionId, { id: province.regionId, name: province.regionName, leafIds });
    return cities.length ? { value: province.regionId, label: province.regionName, children: cities } : { value: province.regionId, label: province.regionName };
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
