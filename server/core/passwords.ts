import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { concurrencyGate } from "./concurrencyGate.js";

// Parameters verified in shared/stack.md (~230 ms a hash, off the event loop).
const N = 2 ** 15;
const r = 8;
const p = 3;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

/** Two hashes at a time leave libuv's other pool threads to file access and zlib. */
const hashing = concurrencyGate(2);

function derive(password: string, salt: Buffer, n = N, rr = r, pp = p): Promise<Buffer> {
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
  const key = await derive(password, salt);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(rr), Number(pp));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
