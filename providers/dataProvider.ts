import type { BaseRecord, DataProvider } from "@refinedev/core";
import { encodeDecoded, fillPath, type Endpoint, type EndpointTable, type CrudAction } from "./endpoints";
import { tableSource, type EndpointSource } from "./endpointRegistry";
import { currentExtensions } from "./extensions";
import { filtersToQuery, paginationToQuery, sortersToQuery } from "./filters";
import { download, request } from "./http";

interface CommonPage<T> {
  list: T[];
  total: number;
}

/** The row of a resource's action; a resource whose area has not loaded yet loads it first. */
async function endpointFor(source: EndpointSource, resource: string, action: CrudAction | string): Promise<Endpoint> {
  let endpoint = source.find(resource, action);
  if (!endpoint && source.loadOwner) {
    await source.loadOwner(resource);
    endpoint = source.find(resource, action);
  }
  if (!endpoint) throw new Error(`no endpoint for ${resource}.${action}`);
  // An extension of the reference server is never asked of a backend that did not announce it.
  if (endpoint.extension && !currentExtensions().has(endpoint.path)) throw new Error(`${endpoint.path} is an extension the backend did not announce`);
  return endpoint;
}

/**
 * Sends variables where the endpoint wants them, the parameters the backend decodes a second time
 * encoded once more (the row's `decoded`).
 */
export function call<T>(endpoint: Endpoint, variables: Record<string, unknown> = {}, query: Record<string, unknown> = {}) {
  const params = encodeDecoded(endpoint, query);
  // A JSON-array body (the live goods save, contract §3.27) has no path values and goes as it is.
  if (Array.isArray(variables)) return request<T>({ method: endpoint.method, url: endpoint.path, params, data: variables });
  const { url, rest } = fillPath(endpoint.path, variables);
  const values = encodeDecoded(endpoint, rest);
  const send = endpoint.send ?? (endpoint.method === "get" ? "query" : "body");
  return request<T>({
    method: endpoint.method,
    url,
    params: send === "query" ? { ...values, ...params } : params,
    data: send === "body" ? values : undefined,
  });
}

/** Downloads a file answer of an endpoint (an export), its query encoded as `call` encodes it. */
export function downloadFrom(endpoint: Endpoint, query: Record<string, unknown>, fallbackName: string) {
  return download({ method: endpoint.method, url: endpoint.path, params: encodeDecoded(endpoint, query) }, fallbackName);
}

function withId(endpoint: Endpoint, id: unknown, variables: Record<string, unknown> = {}) {
  return endpoint.idParam ? call(endpoint, variables, { [endpoint.idParam]: id }) : call(endpoint, { ...variables, id });
}

/**
 * A Refine data provider over endpoint rows (the console's registry, or a fixed table); errors
 * arrive as HttpError with the envelope code.
 */
export function createDataProvider(rows: EndpointSource | EndpointTable): DataProvider {
  const table: EndpointSource = typeof rows.find === "function" ? (rows as EndpointSource) : tableSource(rows as EndpointTable);
  return {
    getApiUrl: () => "/api/",
    getList: async ({ resource, pagination, filters, sorters, meta }) => {
      const endpoint = await endpointFor(table, resource, "list");
      const query = {
        ...(meta?.query as Record<string, unknown> | undefined),
        ...filtersToQuery(filters),
        ...sortersToQuery(sorters),
        ...paginationToQuery(pagination),
      };
      const data = endpoint.pagedBody
        ? await call<CommonPage<BaseRecord>>(endpoint, { searchRequest: { ...(meta?.query as object), ...filtersToQuery(filters) }, pageParamRequest: paginationToQuery(pagination) })
        : await call<CommonPage<BaseRecord> | BaseRecord[]>(endpoint, endpoint.method === "get" ? query : {}, endpoint.method === "get" ? {} : query);
      if (Array.isArray(data)) return { data: data as never[], total: data.length };
      return { data: (data?.list ?? []) as never[], total: Number(data?.total ?? 0) };
    },
    getOne: async ({ resource, id }) => ({ data: (await withId(await endpointFor(table, resource, "one"), id)) as never }),
    getMany: async ({ resource, ids }) => {
      const endpoint = await endpointFor(table, resource, "one");
      const data = await Promise.all(ids.map((id) => withId(endpoint, id)));
      return { data: data as never[] };
    },
    create: async ({ resource, variables }) => ({
      data: ((await call(await endpointFor(table, resource, "create"), variables as Record<string, unknown>)) ?? {}) as never,
    }),
    update: async ({ resource, id, variables }) => ({
      data: ((await call(await endpointFor(table, resource, "update"), { ...(variables as object), id })) ?? { id }) as never,
    }),
    deleteOne: async ({ resource, id, variables }) => ({
      data: ((await withId(await endpointFor(table, resource, "delete"), id, (variables ?? {}) as Record<string, unknown>)) ?? { id }) as never,
    }),
    /**
     * Named actions: `meta: { resource, action }` picks the row; `payload` fills the path and
     * the body (or query for GET); `query` adds query parameters.
     */
    custom: async ({ url, method, payload, query, meta }) => {
      const endpoint =
        meta?.resource && meta?.action
          ? await endpointFor(table, String(meta.resource), String(meta.action))
          : { method: (method === "get" ? "get" : "post") as Endpoint["method"], path: url };
      const data = await call(endpoint, (payload ?? {}) as Record<string, unknown>, (query ?? {}) as Record<string, unknown>);
      return { data: data as never };
    },
  };
}
