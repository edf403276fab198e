import { newSkuData, skuKey, type AttrPair, type Spec, type SkuData, type SkuRow } from "./skuModel";

/** Specifications that take part in the matrix: named, with at least one value. */
export const usableSpecs = (specs: readonly Spec[]) => specs.filter((s) => s.name.trim() && s.options.length > 0);

/** Every combination of one value per specification, in specification order. */
export function combinations(specs: readonly Spec[]): AttrPair[][] {
  const used = usableSpecs(specs);
  if (used.length === 0) return [];
  let combos: AttrPair[][] = [[]];
  for (const spec of used) {
    const next: AttrPair[][] = [];
    for (const combo of combos) for (const option of spec.options) next.push([...combo, [spec.name, option.name]]);
    combos = next;
  }
  return combos;
}

/** Data a generated SKU takes over from an older one: everything but identity. */
function inheritable(row: SkuData): SkuData {
  return { ...row, isDefault: false, cdkeyId: null, cdkeyLibraryName: "" };
}

/**
 * The older SKU a new combination inherits from: the one agreeing on the most shared
 * specifications (a value added to one specification, or a specification added or removed).
 */
function closest(pairs: readonly AttrPair[], previous: readonly SkuRow[]): SkuRow | undefined {
  const wanted = new Map(pairs);
  let best: SkuRow | undefined;
  let bestShared = 0;
  for (const row of previous) {
    let shared = 0;
    let agrees = true;
    for (const [name, option] of row.attrValue) {
      if (!wanted.has(name)) continue;
      if (wanted.get(name) !== option) {
        agrees = false;
        break;
      }
      shared++;
    }
    if (agrees && shared > bestShared) {
      best = row;
      bestShared = shared;
    }
  }
  // Single spec → multi spec: the one old SKU seeds every new one.
  if (!best && previous.length === 1) return previous[0];
  return best;
}

/** The picture of a combination's value in the specification that carries pictures. */
function optionImage(specs: readonly Spec[], pairs: readonly AttrPair[]): string {
  const spec = specs.find((s) => s.withImage);
  if (!spec) return "";
  const option = pairs.find(([name]) => name === spec.name)?.[1];
  return spec.options.find((o) => o.name === option)?.image ?? "";
}

/**
 * The SKU matrix for `specs`, keeping what was entered: an unchanged combination keeps its
 * row (the same object, so nothing re-renders), a new one inherits from its closest elder.
 */
export function buildSkuMatrix(specs: readonly Spec[], previous: readonly SkuRow[], defaults: SkuData = newSkuData()): SkuRow[] {
  const byKey = new Map(previous.map((row) => [row.key, row]));
  return combinations(specs).map((pairs) => {
    const key = skuKey(pairs);
    const kept = byKey.get(key);
    if (kept) return kept;
    const elder = closest(pairs, previous);
    const data = elder ? inheritable(elder) : { ...defaults };
    const image = optionImage(specs, pairs);
    return { ...data, image: image || data.image, key, attrValue: pairs };
  });
}

/** Rows after a value was renamed, so the renamed SKUs keep their data and ids. */
export function renameOption(rows: readonly SkuRow[], specName: string, from: string, to: string): SkuRow[] {
  return rows.map((row) => {
    if (!row.attrValue.some(([name, option]) => name === specName && option === from)) return row;
    const attrValue = row.attrValue.map(([name, option]): AttrPair => [name, name === specName && option === from ? to : option]);
    return { ...row, attrValue, key: skuKey(attrValue) };
  });
}

/** Rows after a specification was renamed. */
export function renameSpec(rows: readonly SkuRow[], from: string, to: string): SkuRow[] {
  return rows.map((row) => {
    if (!row.attrValue.some(([name]) => name === from)) return row;
    const attrValue = row.attrValue.map(([name, option]): AttrPair => [name === from ? to : name, option]);
    return { ...row, attrValue, key: skuKey(attrValue) };
  });
}

/** Applies the batch row: every non-blank value goes to every SKU. */
export function batchPatch(batch: Partial<SkuData>): Partial<SkuData> {
  const patch: Partial<SkuData> = {};
  for (const [field, value] of Object.entries(batch) as [keyof SkuData, SkuData[keyof SkuData]][]) {
    if (value === undefined || value === null || value === "") continue;
    (patch as Record<string, unknown>)[field] = value;
  }
  return patch;
}

/** Rows after a value's picture changed: the SKUs of that value show it. */
export function applyOptionImage(rows: readonly SkuRow[], specName: string, option: string, image: string): SkuRow[] {
  return rows.map((row) => (row.attrValue.some(([n, o]) => n === specName && o === option) ? { ...row, image } : row));
}
