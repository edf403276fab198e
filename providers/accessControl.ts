import type { AccessControlProvider } from "@refinedev/core";
import { currentAdmin } from "./session";

export const WILDCARD = "*:*:*";
/** Role id of the merchant owner ("admin" in the spec's words). */
export const OWNER_ROLE = "2";

export interface AccessSubject {
  permissions: readonly string[] | undefined;
  /** Role ids. */
  roles: readonly string[];
}

export interface AccessRule {
  /** Exact authority string; none means any signed-in user. */
  authority?: string;
  /** Settings, role management, logistics companies and decoration: owner only. */
  adminOnly?: boolean;
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
  if (!rule.authority) return true;
  return subject.permissions.includes(WILDCARD) || subject.permissions.includes(rule.authority);
}

export const subjectOf = (admin = currentAdmin()): AccessSubject => ({
  permissions: admin?.permissionsList,
  roles: (admin?.roles ?? "").split(",").filter(Boolean),
});

/** Resource meta: `authorities: { list: "...", create: "...", up: "..." }`, `adminOnly`. */
export interface AccessMeta {
  authorities?: Record<string, string>;
  adminOnly?: boolean;
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ action, resource, params }) => {
    const meta = (params?.resource?.meta ?? {}) as AccessMeta;
    const authority = meta.authorities?.[action];
    // An action the resource does not declare is not offered.
    if (resource && meta.authorities && !authority) return { can: false };
    return { can: isAllowed(subjectOf(), { authority, adminOnly: meta.adminOnly }) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};

/** Synchronous check for one authority string (buttons outside Refine's resource buttons). */
export const canDo = (authority?: string, adminOnly = false) => isAllowed(subjectOf(), { authority, adminOnly });
