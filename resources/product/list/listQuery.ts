import type { CrudFilter } from "@refinedev/core";
import { filtersToQuery, type QueryParams } from "../../../providers/filters";
import { TAB } from "../../../src/enums/product";

/** The query key of the eight tab counts (so pages other than the list can refresh them). */
export const TAB_COUNTS_KEY = ["productTabCounts"] as const;

/**
 * The product list's filters (contract §3.1 `MerProductSearchRequest`). They travel as Refine
 * filters, so the address keeps them (`syncWithLocation`); the tab is the `type` filter.
 */
export interface ListFilterValues {
  keywords?: string;
  /** Platform category (any level; the server includes its descendants). */
  categoryId?: number;
  /** Merchant category. */
  cateId?: number;
  productType?: number;
  isPaidMember?: boolean;
}

export const FILTER_FIELDS = ["keywords", "categoryId", "cateId", "productType", "isPaidMember"] as const satisfies readonly (keyof ListFilterValues)[];
export const TAB_FIELD = "type";
export const DEFAULT_TAB = TAB.onSale;
export { PAGE_SIZES } from "../../../src/widgets/tablePagination";

const eq = (field: string, value: unknown): CrudFilter => ({ field, operator: "eq", value });

/** Form values → Refine filters; a cleared field stays as an empty filter so `merge` removes it. */
export function toCrudFilters(values: ListFilterValues): CrudFilter[] {
  return FILTER_FIELDS.map((field) => {
    const value = values[field];
    return eq(field, typeof value === "string" ? value.trim() || undefined : value);
  });
}

const filterValue = (filters: readonly CrudFilter[], field: string): unknown => {
  const found = filters.find((f) => "field" in f && f.field === field);
  return found ? found.value : undefined;
};

const asNumber = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

const asBoolean = (value: unknown): boolean | undefined =>
  value === true || value === "true" ? true : value === false || value === "false" ? false : undefined;

/** Refine filters (possibly read back from the address as text) → form values. */
export function fromCrudFilters(filters: readonly CrudFilter[]): ListFilterValues {
  const keywords = filterValue(filters, "keywords");
  return {
    keywords: typeof keywords === "string" && keywords ? keywords : undefined,
    categoryId: asNumber(filterValue(filters, "categoryId")),
    cateId: asNumber(filterValue(filters, "cateId")),
    productType: asNumber(filterValue(filters, "productType")),
    isPaidMember: asBoolean(filterValue(filters, "isPaidMember")),
  };
}

/** The current tab (1–8), 出售中 when absent or unknown. */
export function tabOf(filters: readonly CrudFilter[]): number {
  const tab = asNumber(filterValue(filters, TAB_FIELD));
  return tab && tab >= 1 && tab <= 8 ? tab : DEFAULT_TAB;
}

export const tabFilter = (tab: number): CrudFilter => eq(TAB_FIELD, tab);

/** The query of `product/list` (what the data provider sends). */
export function listQuery(filters: readonly CrudFilter[], page: number, limit: number): QueryParams {
  const values = fromCrudFilters(filters);
  return { ...filtersToQuery([...toCrudFilters(values), tabFilter(tabOf(filters))]), page, limit };
}

/** `product/tabs/headers` and the export take the same filters minus page, limit and type. */
export function countsQuery(filters: readonly CrudFilter[]): QueryParams {
  return filtersToQuery(toCrudFilters(fromCrudFilters(filters)));
}

/** The export keeps the tab. */
export function exportQuery(filters: readonly CrudFilter[]): QueryParams {
  return { ...countsQuery(filters), type: tabOf(filters) };
}
