/**
 * The endpoint table: how each resource's actions map to CRMEB's irregular verbs
 * (contract §9: list = GET …/list or …/page, delete = POST or GET, info by path or query…).
 * Areas declare their rows; the data provider is generic over them.
 */
export type HttpMethod = "get" | "post";

export interface Endpoint {
  method: HttpMethod;
  /** Below `/api/`; `:name` segments are filled from the id or the variables. */
  path: string;
  /** Where variables travel. Default: GET → query string, POST → JSON body. */
  send?: "body" | "query" | "none";
  /** The id travels as this query parameter instead of a path segment (`info?id=`). */
  idParam?: string;
  /** A POST list taking `{searchRequest: <filters>, pageParamRequest: {page, limit}}` (the live room list). */
  pagedBody?: boolean;
  /**
   * Not part of the CRMEB contract: served only by a backend that announces it (the reference
   * server's extensions, README). Its name is its `path`; a feature built on it is hidden elsewhere.
   */
  extension?: boolean;
  /**
   * Parameters the backend decodes a second time (README, "Search text decoded twice"): their
   * values are URI-encoded once more before the HTTP client encodes the request, as the original
   * console does. A dotted name reaches into an object (`searchRequest.keywords`).
   */
  decoded?: readonly string[];
}

export type CrudAction = "list" | "one" | "create" | "update" | "delete";

export interface ResourceEndpoints extends Partial<Record<CrudAction, Endpoint>> {
  /** Named custom actions: up, down, batch…, status switches, exports. */
  actions?: Record<string, Endpoint>;
}

export type EndpointTable = Record<string, ResourceEndpoints>;

/** The access action (a key of a resource's `meta.authorities`) of each CRUD row. */
export const CRUD_ACCESS: Record<CrudAction, string> = { list: "list", one: "show", create: "create", update: "edit", delete: "delete" };

export interface EndpointRow {
  resource: string;
  /** The access action: `list`, `show`, `create`, `edit`, `delete` or the named action. */
  action: string;
  endpoint: Endpoint;
}

/** Every row of a table with the access action that gates it. */
export function endpointRows(table: EndpointTable): EndpointRow[] {
  return Object.entries(table).flatMap(([resource, entry]) => [
    ...(Object.keys(CRUD_ACCESS) as CrudAction[]).flatMap((crud) => (entry[crud] ? [{ resource, action: CRUD_ACCESS[crud], endpoint: entry[crud] }] : [])),
    ...Object.entries(entry.actions ?? {}).map(([action, endpoint]) => ({ resource, action, endpoint })),
  ]);
}

/** Prefix of every merchant path (contract §1.1). */
export const merchant = (path: string) => `admin/merchant/${path}`;

export const get = (path: string, extra: Partial<Endpoint> = {}): Endpoint => ({ method: "get", path: merchant(path), ...extra });
export const post = (path: string, extra: Partial<Endpoint> = {}): Endpoint => ({ method: "post", path: merchant(path), ...extra });

/** Fills `:name` segments; the values used are removed from the returned variables. */
export function fillPath(path: string, values: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const url = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === "") throw new Error(`missing path value "${name}" for ${path}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

/** Encodes one value at a dotted path of a copy of `values`, when it is non-empty text. */
function encodeAt(values: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined || !(head in values)) return values;
  const value = values[head];
  if (rest.length) {
    return value && typeof value === "object" && !Array.isArray(value) ? { ...values, [head]: encodeAt(value as Record<string, unknown>, rest) } : values;
  }
  return typeof value === "string" && value !== "" ? { ...values, [head]: encodeURIComponent(value) } : values;
}

/** The row's `decoded` parameters of `values` encoded once more; everything else as it was. */
export function encodeDecoded(endpoint: Endpoint, values: Record<string, unknown>): Record<string, unknown> {
  return (endpoint.decoded ?? []).reduce((out, name) => encodeAt(out, name.split(".")), values);
}
