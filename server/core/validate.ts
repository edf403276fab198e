import { z, type ZodType } from "zod";
import { zhCN } from "zod/locales";
import { badRequest } from "./errors.js";
import { decodeLikeHutool } from "./urlDecode.js";

// A rule without a message of its own answers in the backend's language, never zod's English.
z.config(zhCN());

/** At most this many ids in one request: a batch is a page of rows, and SQLite binds 32,766 values at most. */
export const MAX_IDS = 1000;
export const TOO_MANY_IDS = `一次最多提交 ${MAX_IDS} 个ID`;
/** A refinement for id lists: `.refine(withinIdLimit, { error: TOO_MANY_IDS })`. */
export const withinIdLimit = (ids: readonly unknown[]) => ids.length <= MAX_IDS;

/** The highest page a list answers; beyond it the offset means nothing. */
export const MAX_PAGE = 1_000_000;

/**
 * Runs a schema and turns its first issue into the 400 the backend sends
 * ("the first field error's message", contract §1.4).
 */
export function validate<S extends ZodType>(schema: S, input: unknown, what: "body" | "query" | "params"): z.output<S> {
  if (what === "body" && (input === undefined || input === null || input === "")) throw badRequest("参数体不能为空");
  if (what === "body" && (typeof input !== "object" || Array.isArray(input))) throw badRequest("参数体格式错误，应为 JSON 对象");
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? "参数检验失败");
}

// Query strings arrive as text: these read them the way Spring binds them.

/** Optional integer from a query string; blank means absent. */
export const qInt = (message = "参数格式错误") =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int({ error: message }).optional());

/** Optional boolean from a query string (`true`/`false`/`1`/`0`). */
export const qBool = () =>
  z.preprocess((v) => {
    const t = blankToUndefined(v);
    if (t === undefined) return undefined;
    if (t === "true" || t === "1" || t === true) return true;
    if (t === "false" || t === "0" || t === false) return false;
    return t;
  }, z.boolean({ error: "参数格式错误" }).optional());

export const qText = () => z.preprocess(blankToUndefined, z.string().trim().optional());

/**
 * A text parameter the backend decodes a second time (Hutool `URLUtil.decode`, `urlDecode.ts`):
 * the original console encodes it once more, so it arrives here still encoded once. Only the
 * parameters and endpoints the backend decodes use these (README, "Search text decoded twice").
 */
export function decodedAgain<S extends ZodType>(schema: S) {
  const field = z.preprocess((v) => (typeof v === "string" ? decodeLikeHutool(v) : v), schema);
  decodedTwice.add(field, {});
  return field;
}

/** The fields made with `decodedAgain`, so a route can tell which of its parameters those are. */
const decodedTwice = z.registry<Record<string, never>>();

/**
 * The names of a request schema's fields the backend decodes a second time, dotted inside nested
 * objects (`searchRequest.keywords`): what the console's endpoint rows must declare as `decoded`.
 */
export function decodedParams(schema: ZodType | undefined, prefix = ""): string[] {
  if (!schema) return [];
  const def = schema._zod.def as { type: string; innerType?: ZodType; shape?: Record<string, ZodType> };
  if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) return decodedParams(def.innerType, prefix);
  if (def.type !== "object" || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => (isDecoded(field) ? [`${prefix}${key}`] : decodedParams(field, `${prefix}${key}.`)));
}

/** Made with `decodedAgain`, or a preprocessing step in front of such a field. */
function isDecoded(field: ZodType): boolean {
  if (decodedTwice.has(field)) return true;
  const def = field._zod.def as { type: string; out?: ZodType };
  return def.type === "pipe" && def.out !== undefined && isDecoded(def.out);
}

/** `qText` for a query parameter the backend decodes a second time. */
export const qDecodedText = () => decodedAgain(qText());

/** A required integer; `message` is the text of the missing-parameter answer. */
export const reqInt = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int({ error: message }));

/** Page params of contract §1.3: page default 1, limit default 20. */
export const pageParams = {
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "页码格式错误" })
      .int({ error: "页码格式错误" })
      .min(1, { error: "页码最小为 1" })
      .max(MAX_PAGE, { error: `页码超出范围（最大 ${MAX_PAGE}）` })
      .default(1),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "每页条数格式错误" })
      .int({ error: "每页条数格式错误" })
      .min(1, { error: "每页条数需在 1 到 10000 之间" })
      .max(10000, { error: "每页条数需在 1 到 10000 之间" })
      .default(20),
  ),
};

/** Path id as a positive integer. */
export const idParams = z.object({ id: z.coerce.number({ error: "id 格式错误" }).int().positive({ error: "id 格式错误" }) });

function blankToUndefined(v: unknown): unknown {
  return v === "" || v === null || v === undefined ? undefined : v;
}
