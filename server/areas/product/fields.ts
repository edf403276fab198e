/**
 * Field readers of this area's request schemas, in the backend's binding style (numbers may
 * arrive as strings, decimals as numbers or strings). Integers and booleans come from core.
 */
import { z } from "zod";
import { TOO_MANY_IDS, withinIdLimit } from "../../core/validate.js";


/** Required text (trimmed): `missing` when blank, `tooLong` beyond `max` characters. */
export function reqText(missing: string, max?: number, tooLong?: string) {
  const base = z.string({ error: missing }).trim().min(1, { error: missing });
  return max === undefined ? base : base.max(max, { error: tooLong ?? missing });
}

/** Optional text (trimmed), "" when absent. */
export function optText(max?: number, tooLong?: string) {
  const base = max === undefined ? z.string({ error: "参数格式错误" }).trim() : z.string({ error: "参数格式错误" }).trim().max(max, { error: tooLong });
  return z.preprocess((v) => (v === undefined || v === null ? "" : v), base);
}

/** A JSON array of positive ids; `empty` when missing or empty. */
export function idArray(empty: string) {
  return z
    .array(z.coerce.number({ error: "ID格式不正确" }).int({ error: "ID格式不正确" }).positive({ error: "ID格式不正确" }), {
      error: empty,
    })
    .min(1, { error: empty })
    .refine(withinIdLimit, { error: TOO_MANY_IDS });
}

/** Comma-joined positive ids ("1,2,3") → number[]; blank allowed when `required` is false. */
export function commaIds(missing: string, invalid: string, required = true) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v),
    z
      .string({ error: invalid })
      .trim()
      .refine((s) => !required || s.length > 0, { error: missing })
      .refine((s) => s === "" || /^\d+(,\d+)*$/.test(s), { error: invalid })
      .transform((s) => (s === "" ? [] : [...new Set(s.split(",").map(Number))]))
      .refine(withinIdLimit, { error: TOO_MANY_IDS }),
  );
}
