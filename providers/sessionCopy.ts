import type { AdminInfo, MenuNode } from "./session";
import { readCookie, STORAGE } from "./storage";

export { clearSessionCopies } from "./storage";

/**
 * The last known session of an account (admin info, menus, announced extensions), kept in local
 * storage under the account's name, as the original console keeps its menu: the console renders
 * from it at once and revalidates it in the background. Sign-out, an ended session (401) and a
 * new sign-in (possibly another account) clear it.
 */
export interface SessionCopy {
  info: AdminInfo;
  menus: MenuNode[];
  extensions: string[];
}

const keyOf = (account: string) => `${STORAGE.sessionPrefix}:${account}`;

/** The account of the current session, as the sign-in (or the platform's hand-off) stored it. */
export function sessionAccount(): string | undefined {
  try {
    const account = (JSON.parse(readCookie(STORAGE.merInfoCookie) ?? "{}") as { account?: unknown }).account;
    return typeof account === "string" && account ? account : undefined;
  } catch {
    return undefined;
  }
}

const isCopy = (value: unknown, account: string): value is SessionCopy => {
  const copy = value as Partial<SessionCopy> | null;
  return (
    !!copy &&
    copy.info?.account === account &&
    Array.isArray(copy.info.permissionsList) &&
    Array.isArray(copy.menus) &&
    Array.isArray(copy.extensions)
  );
};

/** The current account's last known session; none when absent, unreadable or another account's. */
export function readSessionCopy(): SessionCopy | undefined {
  const account = sessionAccount();
  if (!account) return undefined;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyOf(account)) ?? "null");
    return isCopy(value, account) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the fresh session of the current account (only when it is the account signed in). */
export function writeSessionCopy(copy: SessionCopy): void {
  const account = sessionAccount();
  if (!account || copy.info.account !== account) return;
  localStorage.setItem(keyOf(account), JSON.stringify(copy));
}

const sorted = (values: readonly string[]) => [...values].sort().join("\n");

/**
 * Whether the fresh session allows exactly what the copy did: same admin of the same shop, same
 * authorities, roles, extensions and menu tree. When not, whatever the copy rendered is re-rendered
 * from the fresh one (src/routing/RequireSession.tsx).
 */
export function sameAccess(copy: SessionCopy, fresh: SessionCopy): boolean {
  return (
    copy.info.id === fresh.info.id &&
    copy.info.merId === fresh.info.merId &&
    copy.info.roles === fresh.info.roles &&
    sorted(copy.info.permissionsList) === sorted(fresh.info.permissionsList) &&
    sorted(copy.extensions) === sorted(fresh.extensions) &&
    JSON.stringify(copy.menus) === JSON.stringify(fresh.menus)
  );
}
