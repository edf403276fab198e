/**
 * The template editor's rules to the contract's shape and back (contract §3.9), as pure
 * functions over the region tree:
 * - a rule's selection is a list of Cascader paths ([province] = the whole province,
 *   [province, city] = one city); `cityId` is the comma list of the chosen cities, and `title`
 *   the JSON of the full cascader paths the original console sends, `[0, province, city,
 *   district]` for every district of those cities — the backend reads the third number of each
 *   path as a city (`getInteger(2)`), so a shorter path fails there;
 * - reading back takes a title saved either way (any depth; the backend's info answer joins a
 *   rule's paths with commas), the deepest id the tree knows deciding;
 * - the default row of a custom template is `cityId "0"`, `title "[[0,0]]"`;
 * - a nationwide free-shipping row is `cityId "all"`.
 */
import type { FreeRule, RegionRule, ShippingTemplateInfo, TemplateRequest } from "../../../server/areas/shipping/contract";
import { APPOINT_CODE, SHIPPING_TYPE_CODE } from "../../../src/enums/shipping";
import { DEFAULT_REGION_TITLE, parseTitlePaths } from "../../../server/shared/regionPaths";
import { COUNTRY_ID, pathOf, type RegionTree } from "./cityTree";

export type RegionPath = number[];

/** A decimal as typed (antd InputNumber in string mode): money never goes through floats. */
export type Decimal = string | null;

export interface RegionRuleRow {
  key: string;
  /** The default row of a custom template: every region no other row lists. */
  isDefault: boolean;
  regions: RegionPath[];
  first: Decimal;
  firstPrice: Decimal;
  renewal: Decimal;
  renewalPrice: Decimal;
  uniqid?: string;
}

export interface FreeRuleRow {
  key: string;
  /** Free shipping everywhere from the thresholds (`cityId "all"`). */
  nationwide: boolean;
  regions: RegionPath[];
  number: Decimal;
  price: Decimal;
  uniqid?: string;
}

export interface TemplateFormValues {
  name: string;
  type: number;
  appoint: number;
  sort: number | null;
  regionRules: RegionRuleRow[];
  freeRules: FreeRuleRow[];
}

export const DEFAULT_TITLE = DEFAULT_REGION_TITLE;
export const DEFAULT_CITY_ID = String(COUNTRY_ID);
export const NATIONWIDE_CITY_ID = "all";

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

export const emptyRegionRule = (isDefault = false): RegionRuleRow => ({
  key: newRowKey(),
  isDefault,
  regions: [],
  first: "1",
  firstPrice: null,
  renewal: "1",
  renewalPrice: null,
});

export const emptyFreeRule = (): FreeRuleRow => ({ key: newRowKey(), nationwide: false, regions: [], number: "1", price: "0" });

export const NEW_TEMPLATE = (): TemplateFormValues => ({
  name: "",
  type: SHIPPING_TYPE_CODE.piece,
  appoint: APPOINT_CODE.custom,
  sort: 0,
  regionRules: [emptyRegionRule(true)],
  freeRules: [],
});

/** Last-level paths of a selection, in selection order, without repeats. */
export function expandPaths(tree: RegionTree, paths: readonly RegionPath[]): RegionPath[] {
  const seen = new Set<number>();
  const out: RegionPath[] = [];
  for (const path of paths) {
    const id = path[path.length - 1];
    const region = tree.index.get(id);
    if (!region) continue;
    for (const leaf of region.leafIds) {
      if (seen.has(leaf)) continue;
      seen.add(leaf);
      out.push(pathOf(tree, leaf));
    }
  }
  return out;
}

/** Last-level ids of a selection, comma separated (the contract's `cityId`). */
export const cityIdOf = (tree: RegionTree, paths: readonly RegionPath[]) =>
  expandPaths(tree, paths)
    .map((p) => p[p.length - 1])
    .join(",");

/** A province all of whose cities are chosen becomes one [province] path (what the Cascader shows). */
export function compressPaths(tree: RegionTree, paths: readonly RegionPath[]): RegionPath[] {
  const leaves = expandPaths(tree, paths);
  const chosen = new Set(leaves.map((p) => p[p.length - 1]));
  const out: RegionPath[] = [];
  const done = new Set<number>();
  for (const path of leaves) {
    const province = path[0];
    if (done.has(province)) continue;
    const whole = tree.index.get(province)!.leafIds.every((id) => chosen.has(id));
    if (whole) {
      done.add(province);
      out.push([province]);
    } else {
      out.push(path);
    }
  }
  return out;
}

/** The title of a selection: the full cascader path of every district of the chosen cities. */
export const titleOf = (tree: RegionTree, paths: readonly RegionPath[]) =>
  JSON.stringify(expandPaths(tree, paths).flatMap((path) => tree.index.get(path[path.length - 1]!)?.paths ?? []));

/**
 * A saved row's selection: from `title` (paths of any depth — the deepest id the tree knows
 * wins, so paths through the country or down to districts still land; saved as sent or joined
 * by the backend), else from `cityId`.
 */
export function selectionOf(tree: RegionTree, title: string | null | undefined, cityId: string | null | undefined): RegionPath[] {
  const fromTitle = parseTitlePaths(title)
    .map((path) => [...path].reverse().find((id) => id !== COUNTRY_ID && tree.index.has(id)))
    .filter((id): id is number => id !== undefined);
  const ids = fromTitle.length
    ? fromTitle
    : String(cityId ?? "")
        .split(",")
        .map((part) => Number(part.trim()))
        .filter((id) => id !== COUNTRY_ID && tree.index.has(id));
  return compressPaths(
    tree,
    ids.map((id) => pathOf(tree, id)),
  );
}

/** A title naming only the country: `[[0,0]]` as saved, `[0,0]` in the backend's info answer. */
const isCountryTitle = (title: string | null | undefined) => {
  const paths = parseTitlePaths(title);
  return paths.length > 0 && paths.every((path) => path.every((id) => id === COUNTRY_ID));
};

/** The default row: cityId "0", or (the backend answers no cityId) a title naming only the country. */
const isDefaultRow = (rule: Pick<RegionRule, "title"> & { cityId?: string }) =>
  rule.cityId === DEFAULT_CITY_ID || ((rule.cityId === undefined || rule.cityId === "") && isCountryTitle(rule.title));

const text = (value: string | number | null | undefined): Decimal => (value === null || value === undefined ? null : String(value));

/** A quantity as people write it: "1.00" → "1", "1.50" → "1.5" (text only, no float arithmetic). */
const quantity = (value: string | number | null | undefined): Decimal => {
  const raw = text(value);
  return raw && raw.includes(".") ? raw.replace(/\.?0+$/, "") : raw;
};

/** `ShippingTemplatesInfoResponse` → editor values. */
export function fromTemplateInfo(tree: RegionTree, info: ShippingTemplateInfo): TemplateFormValues {
  const custom = info.appoint === APPOINT_CODE.custom;
  const regionRules = (info.regionList ?? []).map(
    (rule): RegionRuleRow => ({
      key: newRowKey(),
      isDefault: custom && isDefaultRow(rule),
      regions: custom && isDefaultRow(rule) ? [] : selectionOf(tree, rule.title, rule.cityId),
      first: quantity(rule.first),
      firstPrice: text(rule.firstPrice),
      renewal: quantity(rule.renewal),
      renewalPrice: text(rule.renewalPrice),
      uniqid: rule.uniqid,
    }),
  );
  if (custom) {
    // The default row leads, and there is exactly one.
    const defaults = regionRules.filter((r) => r.isDefault);
    const others = regionRules.filter((r) => !r.isDefault);
    regionRules.splice(0, regionRules.length, defaults[0] ?? emptyRegionRule(true), ...others);
  }
  const freeRules = custom
    ? (info.freeList ?? []).map(
        (rule: FreeRule): FreeRuleRow => {
          const nationwide = rule.cityId === NATIONWIDE_CITY_ID || rule.cityId === DEFAULT_CITY_ID || (!rule.cityId && isCountryTitle(rule.title));
          return {
            key: newRowKey(),
            nationwide,
            regions: nationwide ? [] : selectionOf(tree, rule.title, rule.cityId),
            number: quantity(rule.number),
            price: text(rule.price),
            uniqid: rule.uniqid,
          };
        },
      )
    : [];
  return {
    name: info.name,
    type: info.appoint === APPOINT_CODE.nationwide ? SHIPPING_TYPE_CODE.piece : info.type || SHIPPING_TYPE_CODE.piece,
    appoint: info.appoint,
    sort: info.sort,
    regionRules: info.appoint === APPOINT_CODE.nationwide || !regionRules.length ? NEW_TEMPLATE().regionRules : regionRules,
    freeRules,
  };
}

/** The request body shape (`ShippingTemplatesRequest`), as the console sends it. */
export interface TemplateBody extends Omit<TemplateRequest, "id" | "shippingTemplatesRegionRequestList" | "shippingTemplatesFreeRequestList"> {
  id?: number;
  shippingTemplatesRegionRequestList?: Array<Omit<RegionRule, "uniqid"> & { uniqid?: string }>;
  shippingTemplatesFreeRequestList?: Array<Omit<FreeRule, "uniqid"> & { uniqid?: string }>;
}

const decimal = (value: Decimal) => (value === null || value === undefined ? "" : String(value).trim());
const withUniqid = (uniqid?: string) => (uniqid ? { uniqid } : {});

/** Editor values → `ShippingTemplatesRequest`. Nationwide free shipping sends no lists and type 0. */
export function toTemplateBody(tree: RegionTree, values: TemplateFormValues, id?: number): TemplateBody {
  const base = { ...(id ? { id } : {}), name: values.name.trim(), appoint: values.appoint, sort: values.sort ?? 0 };
  if (values.appoint === APPOINT_CODE.nationwide) return { ...base, type: SHIPPING_TYPE_CODE.none };
  const custom = values.appoint === APPOINT_CODE.custom;
  const regions = values.regionRules.map((rule) => {
    const isDefault = custom && rule.isDefault;
    return {
      cityId: isDefault ? DEFAULT_CITY_ID : cityIdOf(tree, rule.regions),
      title: isDefault ? DEFAULT_TITLE : titleOf(tree, rule.regions),
      first: decimal(rule.first),
      firstPrice: decimal(rule.firstPrice),
      renewal: decimal(rule.renewal),
      renewalPrice: decimal(rule.renewalPrice),
      ...withUniqid(rule.uniqid),
    };
  });
  const frees = custom
    ? values.freeRules.map((rule) => ({
        cityId: rule.nationwide ? NATIONWIDE_CITY_ID : cityIdOf(tree, rule.regions),
        title: rule.nationwide ? DEFAULT_TITLE : titleOf(tree, rule.regions),
        number: decimal(rule.number),
        price: decimal(rule.price),
        ...withUniqid(rule.uniqid),
      }))
    : [];
  return { ...base, type: values.type, shippingTemplatesRegionRequestList: regions, shippingTemplatesFreeRequestList: frees };
}

/**
 * The first region two rows (or one row) choose twice — a city listed twice, or a city inside
 * a province chosen elsewhere — by name; undefined when every region appears once.
 */
export function repeatedRegion(tree: RegionTree, selections: readonly RegionPath[][]): string | undefined {
  const seen = new Set<number>();
  for (const paths of selections) {
    for (const leaf of expandPathsWithRepeats(tree, paths)) {
      if (seen.has(leaf)) return tree.index.get(leaf)?.name;
      seen.add(leaf);
    }
  }
  return undefined;
}

function expandPathsWithRepeats(tree: RegionTree, paths: readonly RegionPath[]): number[] {
  return paths.flatMap((path) => tree.index.get(path[path.length - 1])?.leafIds ?? []);
}

/**
 * The region rows after the free-shipping mode changes: a custom template leads with its
 * default row; partial free shipping has none (a former default row keeps its amounts and
 * asks for regions); nationwide free shipping keeps the rows aside, unsent.
 */
export function regionRulesFor(appoint: number, rules: readonly RegionRuleRow[]): RegionRuleRow[] {
  if (appoint === APPOINT_CODE.custom) {
    if (rules[0]?.isDefault) return [...rules];
    return [emptyRegionRule(true), ...rules.filter((r) => !r.isDefault)];
  }
  if (appoint === APPOINT_CODE.partial) {
    const rows = rules.map((r) => (r.isDefault ? { ...r, isDefault: false, regions: [] } : r));
    return rows.length ? rows : [emptyRegionRule()];
  }
  return [...rules];
}
