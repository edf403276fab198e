/**
 * What stands before a password is hashed at sign-in: a per-address and a per-account limit of
 * attempts a minute (hashing is the costly step), and the consecutive-failure count of
 * contract §2.1, reserved before the check so parallel guesses each see the ones before them.
 */
import type { Db } from "../../db/database.js";
import { badRequest } from "../../core/errors.js";
import { MinuteLimiter } from "../../core/rateLimit.js";

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 10, perAddress: 30 };

export const TOO_MANY_LOGINS = "登录尝试过于频繁，请 1 分钟后再试";

/** Refuses an attempt over either limit, before anything else is looked at. */
export function loginRateLimit(limits: LoginLimits) {
  const addresses = new MinuteLimiter(limits.perAddress);
  const accounts = new MinuteLimiter(limits.perAccount);
  return (account: string, address: string) => {
    if (!addresses.take(address) || !accounts.take(account)) throw badRequest(TOO_MANY_LOGINS);
  };
}

export async function failureCount(db: Db, account: string): Promise<number> {
  const row = await db.selectFrom("loginFailure").select("count").where("account", "=", account).executeTakeFirst();
  return row?.count ?? 0;
}

/**
 * Counts this attempt as a failure until it succeeds, in one statement; answers how many
 * failures stood before it. A success clears the count (`clearFailures`).
 */
export async function reserveAttempt(db: Db, account: string): Promise<number> {
  const row = await db
    .insertInto("loginFailure")
    .values({ account, count: 1, updatedAt: Date.now() })
    .onConflict((oc) => oc.column("account").doUpdateSet((eb) => ({ count: eb("loginFailure.count", "+", 1), updatedAt: Date.now() })))
    .returning("count")
    .executeTakeFirstOrThrow();
  return row.count - 1;
}

/** Takes back a reserved attempt that was never a guess at the password. */
export async function releaseAttempt(db: Db, account: string): Promise<void> {
  await db.updateTable("loginFailure").set((eb) => ({ count: eb("count", "-", 1) })).where("account", "=", account).where("count", ">", 0).execute();
}

export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom("loginFailure").where("account", "=", account).execute();
}
