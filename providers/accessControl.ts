import type { AccessControlProvider, CanParams, CanReturnType, ResourceProps } from "@refinedev/core";
import { currentAdmin } from "./session";
import { currentExtensions } from "./extensions";
import { endpointRows, type EndpointTable } from "./endpoints";

export const WILDCARD = "*:*:*";
/** Role id of the merchant owner ("admin" in the spec's words). */
export const OWNER_ROLE = "2";

export interface AccessSubject {
  permissions: readonly string[] | undefined;
  /** Role ids. */
  roles: readonly string[];
  /** Extensions the backend announced (providers/extensions.ts); none when absent. */
  extensions?: ReadonlySet<string>;
}

export interface AccessRule {
  /** Exact authority string; none means any signed-in user. */
  authority?: string;
  /** Settings, role management, logistics companies and decoration: owner only. */
  adminOnly?: boolean;
  /** The extension (endpoint path) the action needs; allowed only when the backend announced it. */
  extension?: string;
}

/**
 * The access rule of the whole console, as a pure function: `*:*:*` grants everything,
 * otherwise an exact authority match; admin-only areas also need the owner role.
 * A missing or empty permission list is a programming error the spec wants logged.
 */
export function isAllowed(subject: AccessSubject, rule: AccessRule): boolean {
  if (!subject.permissions || subject.permissions.length === 0) {
    console.error("need permissions list, e.g. ['merchant:product:page:list']");
    return false;
  }
  if (rule.adminOnly && !subject.roles.includes(OWNER_ROLE)) return false;
  if (rule.extension && !subject.extensions?.has(rule.extension)) return false;
  if (!rule.authority) return true;
  return subject.permissions.includes(WILDCARD) || subject.permissions.includes(rule.authority);
}

export const subjectOf = (admin = currentAdmin()): AccessSubject => ({
  permissions: admin?.permissionsList,
  roles: (admin?.roles ?? "").split(",").filter(Boolean),
  extensions: currentExtensions(),
});

/** Resource meta: `authorities: { list: "...", create: "...", up: "..." }`, `adminOnly`. */
export interface AccessMeta {
  authorities?: Record<string, string>;
  adminOnly?: boolean;
}

/** Authority → the extension it gates, when every endpoint row it gates is that extension. */
let extensionAuthorities = new Map<string, string>();
/** Resource → action → the extension its endpoint row is. */
let extensionActions = new Map<string, Map<string, string>>();
/** Resource name → its access meta, for answers asked by resource name alone. */
let declaredMeta = new Map<string, AccessMeta>();

/**
 * Learns the resources' declared authorities and which actions are extension endpoints, from the
 * endpoint table and the resources (once, where the areas are collected). From then on the
 * access-control provider answers by resource name, and refuses an extension action unless the
 * backend announced it, so a page never shows a button a CRMEB backend cannot answer.
 */
export function declareExtensions(table: EndpointTable, resources: readonly ResourceProps[]): void {
  declaredMeta = new Map(resources.map((r) => [r.name, (r.meta as AccessMeta | undefined) ?? {}]));
  const gated = new Map<string, Set<string | undefined>>();
  extensionActions = new Map();
  for (const row of endpointRows(table)) {
    if (row.endpoint.extension) {
      const actions = extensionActions.get(row.resource) ?? new Map<string, string>();
      actions.set(row.action, row.endpoint.path);
      extensionActions.set(row.resource, actions);
    }
    const authority = declaredMeta.get(row.resource)?.authorities?.[row.action];
    if (!authority) continue;
    const names = gated.get(authority) ?? new Set();
    names.add(row.endpoint.extension ? row.endpoint.path : undefined);
    gated.set(authority, names);
  }
  extensionAuthorities = new Map(
    [...gated].flatMap(([authority, names]) => {
      const [only] = names;
      return names.size === 1 && only ? [[authority, only] as const] : [];
    }),
  );
}

export const extensionOf = (authority: string | undefined) => (authority ? extensionAuthorities.get(authority) : undefined);

/** A page's own rule (its route's authority and owner-only flag), for answers without a resource. */
export interface RouteRule {
  authority?: string;
  adminOnly?: boolean;
  /** The extension the page is built on (declared by the route: its area's rows may not have loaded yet). */
  extension?: string;
}

/**
 * The provider's answer, synchronously: everything it needs is in the session already. A resource
 * is found by name when `params.resource` is not given; its `meta.authorities[action]` is the
 * authority the action needs, and an action the resource does not declare is not offered.
 * Without a resource, `params` is a page's route rule.
 */
export function answer({ resource, action, params }: CanParams): CanReturnType {
  const meta = (params?.resource?.meta as AccessMeta | undefined) ?? (resource ? declaredMeta.get(resource) : undefined);
  if (resource && !meta) return { can: false, reason: `unknown resource ${resource}` };
  if (!meta) {
    const route = (params ?? {}) as RouteRule;
    return { can: isAllowed(subjectOf(), { ...route, extension: route.extension ?? extensionOf(route.authority) }) };
  }
  const authority = meta.authorities?.[action];
  if (meta.authorities && !authority) return { can: false, reason: `${resource ?? ""} declares no ${action}` };
  const extension = (resource ? extensionActions.get(resource)?.get(action) : undefined) ?? extensionOf(authority);
  return { can: isAllowed(subjectOf(), { authority, adminOnly: meta.adminOnly, extension }) };
}

export const accessControlProvider: AccessControlProvider = {
  can: async (params) => answer(params),
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};

/** The provider's answer outside React (boot preloads, menu filtering): the same rule, at once. */
export const allowedNow = (resource: string, action: string) => answer({ resource, action }).can;

/** Whether the signed-in user may open a page with this route rule. */
export const mayOpen = (route: RouteRule) => answer({ action: "open", params: route }).can;

let lastAdmin: unknown;
let lastExtensions: unknown;
let lastSignature = "";
let generation = 0;
/**
 * A number that changes whenever the session's access changes (sign-in, another account, other
 * authorities, roles or extensions). Cached access answers are keyed by it, so an answer kept
 * from an earlier session is never shown for this one.
 */
export function accessGeneration(): number {
  const admin = currentAdmin();
  const extensions = currentExtensions();
  if (admin === lastAdmin && extensions === lastExtensions) return generation;
  lastAdmin = admin;
  lastExtensions = extensions;
  const signature = JSON.stringify([admin?.id, admin?.merId, admin?.roles, admin?.permissionsList, [...extensions].sort()]);
  if (signature !== lastSignature) {
    lastSignature = signature;
    generation += 1;
  }
  return generation;
}

/** The signed-in admin is the merchant owner (role 2). */
export const isOwnerSession = () => subjectOf().roles.includes(OWNER_ROLE);
