import { z, type ZodType } from "zod";
import { badRequest } from "./errors.js";

/**
 * Runs a schema and turns its first issue into the 400 the backend sends
 * ("the first field error's message", contract §1.4).
 */
export function validate<S extends ZodType>(schema: S, input: unknown, what: "body" | "query" | "params"): z.output<S> {
  if (what === "body" && (input === undefined || input === null)) throw badRequest("参数体不能为空");
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

/** A required integer; `message` is the text of the missing-parameter answer. */
export const reqInt = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int({ error: message }));

/** Page params of contract §1.3: page default 1, limit default 20. */
export const pageParams = {
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(1)),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10000).default(20)),
};

/** Path id as a positive integer. */
export const idParams = z.object({ id: z.coerce.number({ error: "id 格式错误" }).int().positive({ error: "id 格式错误" }) });

function blankToUndefined(v: unknown): unknown {
  return v === "" || v === null || v === undefined ? undefined : v;
}
