import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";

export type QueryParams = Record<string, string | number | boolean>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Refine filters → the flat query CRMEB binds (contract §1.3): one field per filter,
 * arrays joined by commas, blanks dropped, text trimmed (spec: search text is trimmed).
 */
export function filtersToQuery(filters: CrudFilter[] = []): QueryParams {
  const query: QueryParams = {};
  for (const filter of filters) {
    if (!("field" in filter)) {
      Object.assign(query, filtersToQuery(filter.value as CrudFilter[]));
      continue;
    }
    const { field, value } = filter;
    if (isBlank(value)) continue;
    if (Array.isArray(value)) query[field] = value.join(",");
    else if (typeof value === "string") {
      const trimmed = value.trim();
      if (trimmed) query[field] = trimmed;
    } else if (typeof value === "number" || typeof value === "boolean") query[field] = value;
    else query[field] = String(value);
  }
  return query;
}

/** Page params of contract §1.5; nothing when paging is off. */
export function paginationToQuery(pagination?: Pagination): QueryParams {
  if (pagination?.mode === "off") return {};
  return { page: pagination?.currentPage ?? 1, limit: pagination?.pageSize ?? 20 };
}

/** Sorters become `<field>Order` = asc|desc (the picker's priceOrder / salesOrder). */
export function sortersToQuery(sorters: CrudSort[] = []): QueryParams {
  const query: QueryParams = {};
  for (const sorter of sorters) query[`${sorter.field}Order`] = sorter.order;
  return query;
}
