/**
 * JSON body fields read the way Jackson binds them: an Integer/Long also accepts a numeric
 * string, a Boolean also accepts "true"/"false" and 0/1. `missing` is the @NotNull message;
 * `invalid` the range/format message. Shared by the coupon, shipping and express areas.
 */
import { z } from "zod";
import { formatDateTime, parseDateTime, toCents } from "./format.js";
import { MAX_COUNT, MAX_HUNDREDTHS, MAX_MONEY_CENTS, tooMany, tooMuch } from "./numberLimits.js";

const absent = (v: unknown) => v === undefined || v === null || v === "";

export interface IntRange {
  min?: number;
  max?: number;
  /** Message when outside the range (or not a whole number). */
  message: string;
  /** Message when above `max`, where it differs (one that names the limit). */
  maxMessage?: string;
}

export function bodyInt(missing: string, range?: IntRange) {
  const invalid = range?.message ?? missing;
  return z.preprocess(
    (v) => (absent(v) ? undefined : typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
      // The maximum first: a number past it (even past what JavaScript holds exactly) is told the limit.
      .refine((n) => range?.max === undefined || n <= range.max, { error: range?.maxMessage ?? invalid })
      .int({ error: invalid })
      .refine((n) => range?.min === undefined || n >= range.min, { error: invalid }),
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

/**
 * A money amount (Java BigDecimal) sent as a number or a decimal string, read as cents. More than
 * two decimals, or anything else than a plain decimal, is `invalid`; absent is `missing`; above
 * MAX_MONEY_CENTS (999,999.99) the message names that limit.
 */
export function bodyCents(missing: string, invalid: string, label = "金额") {
  return z.preprocess(
    (v) => {
      if (absent(v)) return undefined;
      const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
      if (!/^-?\d{1,30}(\.\d{1,2})?$/.test(text)) return Number.NaN;
      const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
      const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
      return text.startsWith("-") ? -cents : cents;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : invalid) })
      .refine((n) => Math.abs(n) <= MAX_MONEY_CENTS, { error: tooMuch(label) }),
  );
}

export interface CountOptions {
  /** Smallest value (default 0). */
  min?: number;
  /** Message below `min` (default "<label>不能小于<min>"). */
  minMessage?: string;
}

/** A required count (stock, quota, limit): a whole number from `min` to MAX_COUNT; above it the message names the limit. */
export function countField(label: string, missing: string, options: CountOptions = {}) {
  const min = options.min ?? 0;
  return bodyInt(missing, { min, max: MAX_COUNT, message: options.minMessage ?? `${label}不能小于${min}`, maxMessage: tooMany(label) });
}

/** Same as `countField` but absent is allowed (undefined). */
export const optionalCountField = (label: string, options: CountOptions = {}) =>
  z.preprocess((v) => (absent(v) ? undefined : v), countField(label, options.minMessage ?? `${label}格式错误`, options).optional());

export interface DecimalRange {
  min: number;
  minMessage: string;
  /** Largest value in hundredths (default MAX_HUNDREDTHS, 999999.99). */
  max?: number;
  /** Message above `max` (default "<label>不能超过999999.99" when a label is given, else `minMessage`). */
  maxMessage?: string;
  /** The field's name for the default messages. */
  label?: string;
  /** Message for something that is not a decimal (default "数值格式不正确"). */
  invalidMessage?: string;
}

/**
 * A decimal (money, weight, volume) read as hundredths: `"12.50"` or `12.5` → 1250. Range bounds
 * are in the same hundredths; every decimal has a maximum (MAX_HUNDREDTHS unless given).
 */
export function hundredths(missing: string, range: DecimalRange) {
  const max = range.max ?? MAX_HUNDREDTHS;
  const maxMessage = range.maxMessage ?? (range.label ? tooMuch(range.label, (max / 100).toFixed(2)) : range.minMessage);
  return z.preprocess(
    (v) => (absent(v) ? undefined : typeof v === "number" || typeof v === "string" ? toCents(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : (range.invalidMessage ?? "数值格式不正确")) })
      .min(range.min, { error: range.minMessage })
      .max(max, { error: maxMessage }),
  );
}

/** Optional decimal in hundredths (undefined when absent). */
export const optionalHundredths = (range: DecimalRange) =>
  z.preprocess((v) => (absent(v) ? undefined : v), hundredths("数值格式不正确", range).optional());
