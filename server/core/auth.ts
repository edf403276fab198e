import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../db/database.js";
import { cachedAccessAnswer, compiledOnce, raiseTableVersion } from "./answerCache.js";

/** The merchant owner's role id (contract §2.2, RoleEnum). */
export const OWNER_ROLE_ID = "2";
export const WILDCARD = "*:*:*";
export const SESSION_TTL_MS = 24 * 3600 * 1000;
/** Sessions are extended when less than this remains (contract §1.2). */
export const SESSION_REFRESH_BELOW_MS = 20 * 60 * 1000;

/**
 * Authorities every signed-in admin holds, whatever the role: without them an
 * account could not read its own profile, its menus, or sign out.
 */
export const BASE_AUTHORITIES = [
  "merchant:login:user:info",
  "merchant:login:menus",
  "merchant:logout",
  "merchant:login:admin:update",
  "merchant:login:admin:update:password",
  "merchant:copyright:get:company:info",
];

export interface Session {
  token: string;
  adminId: number;
  merId: number;
  roles: string[];
  /** Authority strings; `["*:*:*"]` for the owner. Shared between requests: never mutate. */
  permissions: readonly string[];
  /** The merchant's role version this session was resolved under (`ROLE_VERSION`); caches of what roles grant key on it. */
  roleVersion: number;
}

export const isOwner = (roles: readonly string[]) => roles.includes(OWNER_ROLE_ID);

export function holds(permissions: readonly string[], authority: string): boolean {
  return permissions.includes(WILDCARD) || permissions.includes(authority);
}

/**
 * The name of the per-merchant `table_version` row that every write of the merchant's roles raises
 * (`raiseRoleVersion`), in the same transaction. The session lookup reads it with the session, so
 * whatever is derived from roles (permissions, menus) is cached under it: a role changed on one
 * server instance is applied by every other from its next request on.
 */
export const ROLE_VERSION = "role";

/** Raises the merchant's role version; call it in the transaction that writes the merchant's roles. */
export const raiseRoleVersion = (trx: Db, merId: number) => raiseTableVersion(trx, ROLE_VERSION, merId);

/**
 * The authorities of a merchant's role set under one role version. The key holds everything they
 * depend on but the menus, which change only with a release: the same answer on every instance.
 */
function permissionsOf(db: Db, merId: number, roles: string[], roleVersion: number): Promise<readonly string[]> {
  return cachedAccessAnswer(db, `permissions|${merId}|${roles.join(",")}|${roleVersion}`, async () => {
    if (isOwner(roles)) return Object.freeze([WILDCARD]);
    const menuIds = await grantedMenuIds(db, merId, roles);
    const rows = menuIds.length
      ? await db.selectFrom("menu").select("perms").where("id", "in", menuIds).where("perms", "!=", "").execute()
      : [];
    return Object.freeze([...new Set([...BASE_AUTHORITIES, ...rows.map((r) => r.perms)])].sort());
  });
}

/**
 * Menu ids granted by the given roles of a merchant (enabled roles only), with the directories
 * and pages above them: the role editor stores only the ticked leaves (buttons, or pages without
 * buttons), and a granted button means its page and the page's directories are granted too.
 */
export async function grantedMenuIds(db: Db, merId: number, roles: string[]): Promise<number[]> {
  const ids = roles.map(Number).filter((n) => Number.isInteger(n));
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("role")
    .select("rules")
    .where("id", "in", ids)
    .where("merId", "=", merId)
    .where("status", "=", 1)
    .execute();
  const granted = new Set(rows.flatMap((r) => r.rules.split(",").filter(Boolean).map(Number)));
  const parents = await menuParents(db);
  for (const id of [...granted]) {
    for (let pid = parents.get(id); pid && !granted.has(pid); pid = parents.get(pid)) granted.add(pid);
  }
  return [...granted];
}

/**
 * Menu id → parent id, read once per database: the menus are the platform's, seeded and changed
 * only with a release (no route writes them), so every instance holds the same map.
 */
const parentCaches = new WeakMap<Db, { parents?: Promise<Map<number, number>> }>();
function menuParents(db: Db): Promise<Map<number, number>> {
  let holder = parentCaches.get(db);
  if (!holder) parentCaches.set(db, (holder = {}));
  if (!holder.parents) {
    const loading = db
      .selectFrom("menu")
      .select(["id", "pid"])
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.id, r.pid])));
    const current = holder;
    loading.catch(() => delete current.parents);
    holder.parents = loading;
  }
  return holder.parents;
}

/**
 * What the session table keys a token by. Tokens carry 122 random bits (a v4 UUID), so a plain SHA-256 is
 * enough (no salt or slow hash needed): a copy of the table gives nobody a usable token.
 */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A token's session with what the request needs of its admin, in one indexed query on every
 * request: nothing of a session is kept in memory, so a logout, a disabled admin, a password or a
 * role change made through any server instance holds on every other from the next request on.
 * The admin's roles come from its row and the role version from `table_version`, so permissions
 * and menus can be cached under them (`permissionsOf`).
 */
const sessionRow = compiledOnce((db, versionName: string, hash: string) =>
  db
    .selectFrom("session")
    .innerJoin("admin", "admin.id", "session.adminId")
    .leftJoin("tableVersion", (join) => join.onRef("tableVersion.merId", "=", "session.merId").on("tableVersion.tableName", "=", versionName))
    .select(["session.adminId", "session.merId", "session.expiresAt", "admin.status", "admin.roles", "tableVersion.version as roleVersion"])
    .where("session.tokenHash", "=", hash),
);

/** Starts a session for the admin and returns its raw token (contract §1.2); only its hash is stored. */
export async function startSession(db: Db, admin: { id: number; merId: number }): Promise<string> {
  const token = `merchant${randomUUID().replace(/-/g, "")}`;
  await db
    .insertInto("session")
    .values({ tokenHash: tokenHash(token), adminId: admin.id, merId: admin.merId, expiresAt: Date.now() + SESSION_TTL_MS })
    .execute();
  return token;
}

/** Ends one session (logout). */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("session").where("tokenHash", "=", tokenHash(token)).execute();
}

/** Ends every session of the admin but the one given (password change, disabling, deletion). */
export async function endOtherSessions(db: Db, adminId: number, keepToken: string): Promise<void> {
  await db.deleteFrom("session").where("adminId", "=", adminId).where("tokenHash", "!=", tokenHash(keepToken)).execute();
}

/**
 * Resolves a raw token to a live session of an enabled admin, extending it when it is close to
 * expiry. Returns undefined for unknown or expired tokens and disabled admins.
 */
export async function resolveSession(db: Db, token: string | undefined): Promise<Session | undefined> {
  if (!token || !token.startsWith("merchant")) return undefined;
  const hash = tokenHash(token);
  const row = await sessionRow(db, ROLE_VERSION, hash);
  if (!row) return undefined;
  const nowMs = Date.now();
  if (row.expiresAt <= nowMs) {
    await db.deleteFrom("session").where("tokenHash", "=", hash).execute();
    return undefined;
  }
  if (row.status !== 1) return undefined;
  if (row.expiresAt - nowMs < SESSION_REFRESH_BELOW_MS) {
    await db.updateTable("session").set({ expiresAt: nowMs + SESSION_TTL_MS }).where("tokenHash", "=", hash).execute();
  }
  const roles = row.roles.split(",").filter(Boolean);
  const roleVersion = row.roleVersion ?? 0;
  const permissions = await permissionsOf(db, row.merId, roles, roleVersion);
  return { token, adminId: row.adminId, merId: row.merId, roles, permissions, roleVersion };
}
