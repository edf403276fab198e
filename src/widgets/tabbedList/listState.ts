import type { CrudFilter } from "@refinedev/core";
import { filtersToQuery, type QueryParams } from "../../../providers/filters";

/**
 * A tabbed list's state as Refine filters (so `syncWithLocation` keeps it in the address):
 * one filter per field, the tab being one of them. Values are kept as text, as the address does.
 */
export type FilterValues<K extends string> = Partial<Record<K, string>>;

const eq = (field: string, value: unknown): CrudFilter => ({ field, operator: "eq", value });

const textOf = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text ? text : undefined;
};

/** The fields' values found in Refine filters (read back from the address as text). */
export function readFilters<K extends string>(filters: readonly CrudFilter[], fields: readonly K[]): FilterValues<K> {
  const values: FilterValues<K> = {};
  for (const field of fields) {
    const found = filters.find((f) => "field" in f && f.field === field);
    const text = textOf(found?.value);
    if (text !== undefined) values[field] = text;
  }
  return values;
}

/** Form values → Refine filters; a blank field stays as an empty filter so `merge` removes it. */
export const writeFilters = <K extends string>(values: FilterValues<K>, fields: readonly K[]): CrudFilter[] =>
  fields.map((field) => eq(field, textOf(values[field])));

/** The query of the list's filters without the tab (what the counts and the export take). */
export const filterQuery = <K extends string>(values: FilterValues<K>, fields: readonly K[]): QueryParams =>
  filtersToQuery(writeFilters(values, fields));

export const tabFilter = (field: string, tab: string): CrudFilter => eq(field, tab);
