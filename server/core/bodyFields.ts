/**
 * JSON body fields read the way Jackson binds them: an Integer/Long also accepts a numeric
 * string, a Boolean also accepts "true"/"false" and 0/1. `missing` is the @NotNull message;
 * `invalid` the range/format message. Shared by the coupon, shipping and express areas.
 */
import { z } from "zod";
import { formatDateTime, parseDateTime } from "./format.js";

const absent = (v: unknown) => v === undefined || v === null || v === "";

export interface IntRange {
  min?: number;
  max?: number;
  /** Message when outside the range (or not a whole number). */
  message: string;
}

export function bodyInt(missing: string, range?: IntRange) {
  const invalid = range?.message ?? missing;
  return z.preprocess(
    (v) => (absent(v) ? undefined : typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
      .int({ error: invalid })
      .refine((n) => (range?.min === undefined || n >= range.min) && (range?.max === undefined || n <= range.max), {
        error: invalid,
      }),
  );
}

/** Same as `bodyInt` but absent is allowed (undefined). */
export const optionalBodyInt = (range: IntRange) =>
  z.preprocess((v) => (absent(v) ? undefined : v), bodyInt(range.message, range).optional());

export function bodyBool(missing: string) {
  return z.preprocess(
    (v) => {
      if (absent(v)) return undefined;
      if (v === "true" || v === 1 || v === "1") return true;
      if (v === "false" || v === 0 || v === "0") return false;
      return v;
    },
    z.boolean({ error: missing }),
  );
}

/** Same as `bodyBool` but absent (or null) is allowed (undefined). */
export const optionalBodyBool = (invalid: string) =>
  z.preprocess((v) => (absent(v) ? undefined : v), bodyBool(invalid).optional());

/**
 * `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`) in GMT+8 that names a real calendar moment:
 * unlike `parseDateTime`, "2024-02-30" is refused instead of rolling over to March.
 */
export function parseExactDateTime(text: string): Date | undefined {
  const date = parseDateTime(text);
  if (!date) return undefined;
  const [day = "", time = "00:00:00"] = text.trim().split(/[ T]/);
  const formatted = formatDateTime(date);
  return formatted.slice(0, 10) === day && formatted.slice(11, 11 + time.length) === time ? date : undefined;
}

const INVALID_DATE = Symbol("invalid date");

/** An optional date field: `yyyy-MM-dd HH:mm:ss` text (exact) or epoch milliseconds. */
export const optionalBodyDate = (invalid: string) =>
  z.preprocess((v) => {
    if (absent(v)) return undefined;
    if (typeof v === "number") return new Date(v);
    if (typeof v === "string") return parseExactDateTime(v) ?? INVALID_DATE;
    return INVALID_DATE;
  }, z.date({ error: invalid }).optional());

/** The most a money field takes (99,999,999.99): cents stay far inside safe integers. */
const MAX_CENTS = 9_999_999_999;

/**
 * A money amount (Java BigDecimal) sent as a number or a decimal string, read as cents. More than
 * two decimals, or anything else than a plain decimal, is `invalid`; absent is `missing`.
 */
export function bodyCents(missing: string, invalid: string) {
  return z.preprocess(
    (v) => {
      if (absent(v)) return undefined;
      const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
      if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(text)) return Number.NaN;
      const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
      const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
      return text.startsWith("-") ? -cents : cents;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
      .refine((n) => Math.abs(n) <= MAX_CENTS, { error: invalid }),
  );
}
