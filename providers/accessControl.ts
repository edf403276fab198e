import type { AccessControlProvider, ResourceProps } from "@refinedev/core";
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

/**
 * Learns which authorities gate extension endpoints, from the endpoint table and the resources'
 * declared authorities (once, where the areas are collected). From then on `canDo` and the
 * access-control provider refuse such an authority unless the backend announced the extension,
 * so a page never shows a button a CRMEB backend cannot answer.
 */
export function declareExtensions(table: EndpointTable, resources: readonly ResourceProps[]): void {
  const declared = new Map(resources.map((r) => [r.name, (r.meta as AccessMeta | undefined)?.authorities ?? {}]));
  const gated = new Map<string, Set<string | undefined>>();
  for (const row of endpointRows(table)) {
    const authority = declared.get(row.resource)?.[row.action];
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

export const accessControlProvider: AccessControlProvider = {
  can: async ({ action, resource, params }) => {
    const meta = (params?.resource?.meta ?? {}) as AccessMeta;
    const authority = meta.authorities?.[action];
    // An action the resource does not declare is not offered.
    if (resource && meta.authorities && !authority) return { can: false };
    return { can: isAllowed(subjectOf(), { authority, adminOnly: meta.adminOnly, extension: extensionOf(authority) }) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};

/** The signed-in admin is the merchant owner (role 2). */
export const isOwnerSession = () => subjectOf().roles.includes(OWNER_ROLE);

/** Synchronous check for one authority string (buttons outside Refine's resource buttons). */
export const canDo = (authority?: string, adminOnly = false) => isAllowed(subjectOf(), { authority, adminOnly, extension: extensionOf(authority) });

/**
 * A page of the route table may be opened: its authority and owner rule, and the extension it is
 * built on (declared by the route, since its area's rows may not have loaded yet).
 */
export const canOpenPage = (route: { authority?: string; adminOnly?: boolean; extension?: string }) =>
  isAllowed(subjectOf(), { authority: route.authority, adminOnly: route.adminOnly, extension: route.extension ?? extensionOf(route.authority) });
