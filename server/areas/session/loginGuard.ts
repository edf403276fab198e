/**
 * What stands before a password is hashed at sign-in, all of it in the database so every server
 * instance on it sees the same (plain tables, atomic statements and one short transaction per
 * attempt, valid on PostgreSQL too; no state in memory):
 * - the back-off per client address: past a number of failed sign-ins in the window, each further
 *   attempt must wait twice as long as the one before (1 s, 2 s, 4 s … up to the lock time);
 * - the lock per account: `lockAfterFailures` failed sign-ins within `lockMinutes` lock the account
 *   for `lockMinutes`, even for the right password;
 * - the consecutive-failure count of contract §2.1 that asks for the captcha.
 * Every attempt is counted before its password is checked, one account's attempts in turn, so
 * parallel guesses each see the ones before them; an attempt that turns out to be no guess at the
 * password is taken back.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/database.js";
import { badRequest, refused } from "../../core/errors.js";
import { formatDateTime } from "../../core/format.js";
import { lockKey } from "../../db/dialect.js";

export interface LoginGuardSettings {
  /** Failed sign-ins of one account within `lockMinutes` that lock it. */
  lockAfterFailures: number;
  /** The sliding window of those failures, and how long the lock then lasts. */
  lockMinutes: number;
  /** Failed sign-ins one address may make in the window before its back-off starts. */
  addressFreeFailures: number;
}

export const DEFAULT_LOGIN_GUARD: LoginGuardSettings = { lockAfterFailures: 10, lockMinutes: 15, addressFreeFailures: 10 };

export type Clock = () => number;

const MINUTE_MS = 60_000;

export const accountLocked = (until: number) => `登录失败次数过多，账号已被锁定，请于 ${formatDateTime(new Date(until))} 后再试`;
export const addressBackOff = (waitMs: number) => `登录尝试过于频繁，请 ${Math.max(1, Math.ceil(waitMs / 1000))} 秒后再试`;

/** The wait after the address's `beyond`-th failure past its free ones: 1 s, doubling, at most the lock time. */
export const backOffMs = (beyond: number, settings: LoginGuardSettings) =>
  Math.min(1000 * 2 ** Math.min(beyond - 1, 30), settings.lockMinutes * MINUTE_MS);

/** One sign-in attempt as the guard counted it; settle it with exactly one of its outcomes. */
export interface Attempt {
  /** The password was wrong: the account may now be locked; the address keeps the failure. */
  failed(): Promise<void>;
  /** Signed in: the account's failures and lock are cleared, the address's failure is taken back. */
  succeeded(): Promise<void>;
  /** Refused before any guess at the password (no captcha, a disabled account): nothing counts. */
  withdrawn(): Promise<void>;
}

export function loginGuard(db: Db, settings: LoginGuardSettings, clock: Clock) {
  const windowMs = settings.lockMinutes * MINUTE_MS;

  /** How many doubling steps the back-off takes before it reaches the lock time. */
  const backOffSteps = (() => {
    let steps = 1;
    while (backOffMs(steps, settings) < settings.lockMinutes * MINUTE_MS) steps += 1;
    return steps;
  })();

  /**
   * Counts the attempt for the address unless it is waiting out its back-off, in one statement:
   * the update happens only while the address is not blocked, and it sets the next block itself,
   * so a burst of parallel attempts gets none past the free ones before the block stands. The
   * doubling is spelt out as a CASE (SQLite has no portable power function).
   */
  async function takeAddress(address: string, at: number): Promise<void> {
    const expired = at - windowMs;
    const free = settings.addressFreeFailures;
    const counted = await db
      .insertInto("loginAddress")
      .values({ address, failures: 1, windowStart: at, blockedUntil: free <= 1 ? at + backOffMs(1, settings) : 0 })
      .onConflict((oc) =>
        oc
          .column("address")
          .doUpdateSet((eb) => {
            const failures = () =>
              eb.case().when("loginAddress.windowStart", "<=", expired).then(1).else(eb("loginAddress.failures", "+", 1)).end();
            // The free-th failure sets the first wait, each one after it a wait twice as long.
            let blocked = eb.case().when(failures(), "<", free).then(0);
            for (let beyond = 1; beyond < backOffSteps; beyond++) {
              blocked = blocked.when(failures(), "=", free - 1 + beyond).then(at + backOffMs(beyond, settings));
            }
            return {
              failures: failures(),
              windowStart: eb.case().when("loginAddress.windowStart", "<=", expired).then(at).else(eb.ref("loginAddress.windowStart")).end(),
              blockedUntil: blocked.else(at + windowMs).end(),
            };
          })
          .where("loginAddress.blockedUntil", "<=", at),
      )
      .returning(["failures"])
      .executeTakeFirst();
    if (!counted) {
      const row = await db.selectFrom("loginAddress").select("blockedUntil").where("address", "=", address).executeTakeFirst();
      throw badRequest(addressBackOff((row?.blockedUntil ?? at) - at));
    }
  }

  /** Takes back the address's count of an attempt that was no failure, and the wait it set. */
  const releaseAddress = (address: string) =>
    db
      .updateTable("loginAddress")
      .set((eb) => ({
        failures: eb("failures", "-", 1),
        blockedUntil: eb.case().when(eb("failures", "-", 1), "<", settings.addressFreeFailures).then(0).else(eb.ref("blockedUntil")).end(),
      }))
      .where("address", "=", address)
      .where("failures", ">", 0)
      .execute();

  async function lockedUntil(account: string, at: number): Promise<number | undefined> {
    const lock = await db.selectFrom("loginLock").select("lockedUntil").where("account", "=", account).where("lockedUntil", ">", at).executeTakeFirst();
    return lock?.lockedUntil;
  }

  const lock = (handle: Db, account: string, until: number) =>
    handle
      .insertInto("loginLock")
      .values({ account, lockedUntil: until })
      .onConflict((oc) => oc.column("account").doUpdateSet((eb) => ({ lockedUntil: eb.ref("excluded.lockedUntil") })))
      .execute();

  const failuresInWindow = async (handle: Db, account: string, at: number) => {
    const row = await handle
      .selectFrom("loginFailureEvent")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("account", "=", account)
      .where("at", ">", at - windowMs)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /**
   * Counts an attempt at `account` from `address` before its password is checked; throws the
   * refusal when the address must wait or the account is locked.
   */
  async function begin(account: string, address: string): Promise<Attempt> {
    const at = clock();
    await takeAddress(address, at);
    const until = await lockedUntil(account, at);
    if (until !== undefined) throw refused(accountLocked(until));

    await db.deleteFrom("loginFailureEvent").where("at", "<=", at - windowMs).execute();
    // Count, then add this attempt, one account's attempts taking turns (PostgreSQL runs them side
    // by side otherwise, and each would count the others' events, even those then taken back).
    const id = randomUUID();
    const admitted = await db.transaction().execute(async (trx) => {
      await lockKey(trx, `login:${account}`);
      if ((await failuresInWindow(trx, account, at)) >= settings.lockAfterFailures) {
        // As many guesses as the lock allows are already failed or being checked.
        await lock(trx, account, at + windowMs);
        return false;
      }
      await trx.insertInto("loginFailureEvent").values({ id, account, at }).execute();
      return true;
    });
    if (!admitted) throw refused(accountLocked(at + windowMs));
    const dropEvent = () => db.deleteFrom("loginFailureEvent").where("id", "=", id).execute();

    return {
      async failed() {
        const now = clock();
        if ((await failuresInWindow(db, account, now)) >= settings.lockAfterFailures) await lock(db, account, now + windowMs);
      },
      async succeeded() {
        await db.deleteFrom("loginFailureEvent").where("account", "=", account).execute();
        await db.deleteFrom("loginLock").where("account", "=", account).execute();
        await releaseAddress(address);
      },
      async withdrawn() {
        await dropEvent();
        await releaseAddress(address);
      },
    };
  }

  return { begin };
}

export type LoginGuard = ReturnType<typeof loginGuard>;

export async function failureCount(db: Db, account: string): Promise<number> {
  const row = await db.selectFrom("loginFailure").select("count").where("account", "=", account).executeTakeFirst();
  return row?.count ?? 0;
}

/**
 * Counts this attempt as a consecutive failure until it succeeds, in one statement; answers how
 * many failures stood before it. A success clears the count (`clearFailures`).
 */
export async function reserveAttempt(db: Db, account: string, at: number): Promise<number> {
  const row = await db
    .insertInto("loginFailure")
    .values({ account, count: 1, updatedAt: at })
    .onConflict((oc) => oc.column("account").doUpdateSet((eb) => ({ count: eb("loginFailure.count", "+", 1), updatedAt: at })))
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
