import { keys, parseTableParams, type BaseRecord, type CrudFilter, type CrudSort, type DataProvider, type ResourceProps } from "@refinedev/core";
import { prefetch } from "./queryClient";

/** What a page's preload gets: its address and the console's data provider and resources. */
export interface PreloadContext {
  search: string;
  /** Route params of the address (`:id`), as Refine's router binding reads them. */
  params: Record<string, string | undefined>;
  dataProvider: DataProvider;
  resources: readonly ResourceProps[];
}

/** The query parameters useTable keeps (they are not part of the meta). */
const TABLE_PARAM = /^(filters|sorters|currentPage|pageSize)(\[|$)/;

export interface TableDefaults {
  initialFilters?: CrudFilter[];
  pageSize: number;
}

/**
 * The first list request of a Refine `useTable({ syncWithLocation: true, pagination: { pageSize },
 * filters: { initial } })` on this address: the state useTable starts with (the address's
 * filters, sorters, page and size, else the initial ones) and the meta useMeta adds (the
 * resource's meta without its icon, the route params, the other query parameters).
 */
export function tableRequest(context: PreloadContext, resource: string, defaults: TableDefaults) {
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(context.search || "?");
  const otherParams = Object.fromEntries([...new URLSearchParams(context.search)].filter(([name]) => !TABLE_PARAM.test(name)));
  const { icon: _icon, ...resourceMeta } = (context.resources.find((r) => r.name === resource)?.meta ?? {}) as Record<string, unknown>;
  const filters: CrudFilter[] = parsedFilters.length ? parsedFilters : (defaults.initialFilters ?? []);
  const sorters: CrudSort[] = parsedSorter;
  const pagination = { currentPage: parsedCurrentPage || 1, pageSize: parsedPageSize || defaults.pageSize, mode: "server" as const };
  const meta = { ...resourceMeta, ...context.params, ...otherParams };
  return { resource, filters, sorters, pagination, meta };
}

type TableRequest = ReturnType<typeof tableRequest>;

/** Refine's key of that list request (useList's), so the page's useTable adopts the answer. */
export const tableQueryKey = ({ resource, filters, sorters, pagination, meta }: TableRequest) =>
  keys().data("default").resource(resource).action("list").params({ ...meta, filters, pagination, sorters }).get();

/** Starts the list request of a `useTable` page. */
export function prefetchTable(context: PreloadContext, request: TableRequest): Promise<void> {
  return prefetch(tableQueryKey(request), () =>
    context.dataProvider.getList<BaseRecord>({ resource: request.resource, pagination: request.pagination, filters: request.filters, sorters: request.sorters, meta: request.meta }),
  );
}

/** Starts a GET action read by `useCustom({ url: "", method: "get", config, meta: { resource, action }, queryOptions: { queryKey } })`. */
export function prefetchAction(
  context: PreloadContext,
  queryKey: readonly unknown[],
  call: { resource: string; action: string; query?: Record<string, unknown>; payload?: Record<string, unknown> },
): Promise<void> {
  const config = { ...(call.query ? { query: call.query } : {}), ...(call.payload ? { payload: call.payload } : {}) };
  return prefetch([...queryKey], () => context.dataProvider.custom!({ url: "", method: "get", ...config, meta: { resource: call.resource, action: call.action } }));
}
