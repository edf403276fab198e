import type { CrudAction, Endpoint, EndpointTable } from "./endpoints";

/**
 * The endpoint rows of the areas loaded so far. An area's chunk adds its rows when it loads
 * (resources/index.ts, `loadArea`); the data provider looks rows up here and, for a resource whose
 * area has not loaded yet, asks the owner loader to load it first.
 */
export interface EndpointSource {
  find(resource: string, action: string): Endpoint | undefined;
  /** Loads the area that owns `resource`; resolves at once when none does. */
  loadOwner?(resource: string): Promise<void>;
}

const rows: EndpointTable = {};
let ownerLoader: (resource: string) => Promise<void> = () => Promise.resolve();

const rowOf = (table: EndpointTable, resource: string, action: string) => {
  const entry = table[resource];
  return entry?.[action as CrudAction] ?? entry?.actions?.[action];
};

export function registerEndpoints(table: EndpointTable): void {
  Object.assign(rows, table);
}

/** Every row registered so far (the access rules learn extension authorities from them). */
export const registeredEndpoints = (): EndpointTable => rows;

/** Set once by the manifest: how to load the area that owns a resource. */
export function setOwnerLoader(load: (resource: string) => Promise<void>): void {
  ownerLoader = load;
}

/** The console's registry as the data provider's source. */
export const endpointRegistry: EndpointSource = {
  find: (resource, action) => rowOf(rows, resource, action),
  loadOwner: (resource) => ownerLoader(resource),
};

/** A fixed table as a source (tests, a single area). */
export const tableSource = (table: EndpointTable): EndpointSource => ({ find: (resource, action) => rowOf(table, resource, action) });
