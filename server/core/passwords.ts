import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { concurrencyGate } from "./concurrencyGate.js";

/** Parameters verified in the stack notes (~230 ms a hash, off the event loop). */
export const DEFAULT_HASH_COST = 15;
const PRODUCTION_COST = { N: 2 ** DEFAULT_HASH_COST, r: 8, p: 3 };
/** What the server tests hash new passwords with (see hashCheaplyForTests). */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };
let cost = PRODUCTION_COST;

/**
 * Tests only (tests/server/setup.ts and the PostgreSQL template's seed): new hashes at a trivial
 * cost, so suites that seed, create and sign in admins spend their time on what they test. Stored
 * hashes carry their own cost, so verification follows whatever made them. Nothing in the server
 * calls this; `false` restores the production cost for a test that needs its timing.
 */
export function hashCheaplyForTests(cheap = true) {
  cost = cheap ? TEST_COST : PRODUCTION_COST;
}

/**
 * PASSWORD_HASH_COST: scrypt's N as a power of two for the passwords hashed from now on (the
 * default 15 is ~230 ms a hash; each step doubles it). A server made for tests sets it low, as the
 * browser tests' does: the suite signs in over a hundred times.
 */
export function setPasswordHashCost(log2N: number) {
  cost = { ...PRODUCTION_COST, N: 2 ** log2N };
}
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

/** Two hashes at a time leave libuv's other pool threads to file access and zlib. */
const hashing = concurrencyGate(2);

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: MAXMEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, both in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(rr), Number(pp));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
