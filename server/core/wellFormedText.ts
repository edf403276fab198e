/**
 * Text a client sends must be well-formed Unicode. JSON may carry a lone UTF-16 surrogate
 * (`"\ud800"`), which no UTF-8 encoder, database or image library accepts: it failed deep inside
 * a handler as a 500. Every request's body, query and path parameters are checked once, before
 * validation, so each route answers it as bad input.
 */
import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors.js";

export const MALFORMED_TEXT = "参数包含无效字符（不完整的 Unicode 编码），请检查后重新提交";

// With the `u` flag a surrogate pair is one code point: only a lone half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether a parsed JSON value (or query object) holds a lone surrogate in any key or string. */
export function holdsMalformedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A `preValidation` hook for the whole server. */
export async function refuseMalformedText(request: FastifyRequest): Promise<void> {
  if (holdsMalformedText(request.body) || holdsMalformedText(request.query) || holdsMalformedText(request.params)) {
    throw badRequest(MALFORMED_TEXT);
  }
}
