import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../db/database.js";

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
  /** Authority strings; `["*:*:*"]` for the owner. */
  permissions: string[];
}

export const isOwner = (roles: readonly string[]) => roles.includes(OWNER_ROLE_ID);

export function holds(permissions: readonly string[], authority: string): boolean {
  return permissions.includes(WILDCARD) || permissions.includes(authority);
}

/** Permissions change only when roles or menus do; cache per database and admin, dropped on change. */
const permissionCaches = new WeakMap<Db, Map<number, { roles: string[]; permissions: string[] }>>();
const allCaches = new Set<Map<number, unknown>>();
function permissionCacheOf(db: Db) {
  let cache = permissionCaches.get(db);
  if (!cache) {
    cache = new Map();
    permissionCaches.set(db, cache);
    allCaches.add(cache);
  }
  return cache;
}

/** Other caches derived from roles and menus register here to be dropped with the permissions. */
const accessListeners = new Set<() => void>();
export const onAccessChange = (listener: () => void) => void accessListeners.add(listener);

/** Call after changing an admin's roles, a role's menus, or the menus themselves. */
export function forgetPermissions(adminId?: number): void {
  for (const cache of allCaches) {
    if (adminId === undefined) cache.clear();
    else cache.delete(adminId);
  }
  for (const listener of accessListeners) listener();
}

export async function loadPermissions(db: Db, adminId: number): Promise<{ roles: string[]; permissions: string[] }> {
  const permissionCache = permissionCacheOf(db);
  const cached = permissionCache.get(adminId);
  if (cached) return cached;
  const admin = await db.selectFrom("admin").select(["roles", "merId"]).where("id", "=", adminId).executeTakeFirst();
  const roles = (admin?.roles ?? "").split(",").filter(Boolean);
  let permissions: string[];
  if (isOwner(roles)) {
    permissions = [WILDCARD];
  } else {
    const menuIds = await grantedMenuIds(db, admin?.merId ?? 0, roles);
    const rows = menuIds.length
      ? await db.selectFrom("menu").select("perms").where("id", "in", menuIds).where("perms", "!=", "").execute()
      : [];
    permissions = [...new Set([...BASE_AUTHORITIES, ...rows.map((r) => r.perms)])].sort();
  }
  const entry = { roles, permissions };
  permissionCache.set(adminId, entry);
  return entry;
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

/** Menu id → parent id; the menus change only with a release (forgetPermissions drops it). */
const parentCaches = new WeakMap<Db, { parents?: Promise<Map<number, number>> }>();
const parentHolders = new Set<{ parents?: Promise<Map<number, number>> }>();
onAccessChange(() => parentHolders.forEach((holder) => delete holder.parents));
function menuParents(db: Db): Promise<Map<number, number>> {
  let holder = parentCaches.get(db);
  if (!holder) {
    parentCaches.set(db, (holder = {}));
    parentHolders.add(holder);
  }
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

interface SessionRow {
  adminId: number;
  merId: number;
  expiresAt: number;
}

/**
 * What the session table keys a token by. Tokens carry 122 random bits (a v4 UUID), so a plain SHA-256 is
 * enough (no salt or slow hash needed): a copy of the table gives nobody a usable token.
 */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Live sessions by token hash, per database. Every request resolves its token, so reading the
 * sessions table each time was the largest fixed cost; the table stays the source of truth
 * (written at login, refresh and logout) and every write goes through the functions below.
 */
const sessionCaches = new WeakMap<Db, Map<string, SessionRow>>();
function sessionCacheOf(db: Db) {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new Map()));
  return cache;
}

/** Starts a session for the admin and returns its raw token (contract §1.2); only its hash is stored. */
export async function startSession(db: Db, admin: { id: number; merId: number }): Promise<string> {
  const token = `merchant${randomUUID().replace(/-/g, "")}`;
  const hash = tokenHash(token);
  const row = { adminId: admin.id, merId: admin.merId, expiresAt: Date.now() + SESSION_TTL_MS };
  await db.insertInto("session").values({ tokenHash: hash, ...row }).execute();
  sessionCacheOf(db).set(hash, row);
  return token;
}

/** Ends one session (logout). */
export async function endSession(db: Db, token: string): Promise<void> {
  await endSessionByHash(db, tokenHash(token));
}

async function endSessionByHash(db: Db, hash: string): Promise<void> {
  sessionCacheOf(db).delete(hash);
  await db.deleteFrom("session").where("tokenHash", "=", hash).execute();
}

/** Ends every session of the admin but the one given (password change). */
export async function endOtherSessions(db: Db, adminId: number, keepToken: string): Promise<void> {
  const keep = tokenHash(keepToken);
  const cache = sessionCacheOf(db);
  for (const [hash, row] of cache) if (row.adminId === adminId && hash !== keep) cache.delete(hash);
  await db.deleteFrom("session").where("adminId", "=", adminId).where("tokenHash", "!=", keep).execute();
}

/**
 * Resolves a raw token to a live session, extending it when it is close to expiry.
 * Returns undefined for unknown or expired tokens.
 */
export async function resolveSession(db: Db, token: string | undefined): Promise<Session | undefined> {
  if (!token || !token.startsWith("merchant")) return undefined;
  const hash = tokenHash(token);
  const cache = sessionCacheOf(db);
  let row = cache.get(hash);
  if (!row) {
    row = await db.selectFrom("session").select(["adminId", "merId", "expiresAt"]).where("tokenHash", "=", hash).executeTakeFirst();
    if (!row) return undefined;
    cache.set(hash, row);
  }
  const nowMs = Date.now();
  if (row.expiresAt <= nowMs) {
    await endSessionByHash(db, hash);
    return undefined;
  }
  if (row.expiresAt - nowMs < SESSION_REFRESH_BELOW_MS) {
    row.expiresAt = nowMs + SESSION_TTL_MS;
    await db.updateTable("session").set({ expiresAt: row.expiresAt }).where("tokenHash", "=", hash).execute();
  }
  const { roles, permissions } = await loadPermissions(db, row.adminId);
  return { token, adminId: row.adminId, merId: row.merId, roles, permissions };
}
