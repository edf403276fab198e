import type { CrudFilter } from "@refinedev/core";

/** The value of a simple filter on `field` (list filters kept in the address bar). */
export const filterValue = (filters: readonly CrudFilter[], field: string): unknown => filters.find((f) => "field" in f && f.field === field)?.value;

/** A numeric filter value, or undefined. */
export const numericFilter = (filters: readonly CrudFilter[], field: string): number | undefined => {
  const value = filterValue(filters, field);
  return value === undefined || value === null || value === "" ? undefined : Number(value);
};
