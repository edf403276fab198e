/**
 * Field readers shared by the live goods and room schemas: WeChat's name lengths (a Chinese
 * character counts as two), prices with at most two decimals, 0/1 switches and media ids.
 */
import { z } from "zod";
import { toCents } from "../../core/format.js";

/** WeChat's length: a character outside Latin-1 (a Chinese one) counts as two. */
export function wechatLength(text: string): number {
  let length = 0;
  for (const char of text) length += char.codePointAt(0)! > 0xff ? 2 : 1;
  return length;
}

/** Required text, trimmed; `missing` when absent or blank. */
export const requiredText = (missing: string, max = 255, tooLong = missing) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong }),
  );

/** Optional text, trimmed, absent → "". */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string({ error: tooLong }).trim().max(max, { error: tooLong }));

/** A name between `minChinese` and `maxChinese` Chinese characters (two Latin ones make one). */
export const wechatName = (missing: string, minChinese: number, maxChinese: number, rule: string) =>
  requiredText(missing, 200, rule).refine((v) => wechatLength(v) >= minChinese * 2 && wechatLength(v) <= maxChinese * 2, { error: rule });

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

/** A price in yuan (number or text, at most two decimals) read as cents; absent → undefined. */
export const optionalPrice = (invalid: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === "" ? undefined : typeof v === "number" ? String(v) : v),
    z
      .string({ error: invalid })
      .trim()
      .regex(MONEY, { error: invalid })
      .transform((v) => toCents(v))
      .optional(),
  );

/** A 0/1 switch that must be present. */
export const flag = (missing: string, invalid = missing) =>
  z.preprocess(
    (v) => (v === null || v === undefined || v === "" ? undefined : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : typeof v === "boolean" ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? missing : invalid) }).int({ error: invalid }).min(0, { error: invalid }).max(1, { error: invalid }),
  );

/** A 0/1 switch that may be absent (then `fallback`). */
export const optionalFlag = (invalid: string, fallback: number) =>
  z.preprocess((v) => (v === null || v === undefined || v === "" ? fallback : v), flag(invalid));
