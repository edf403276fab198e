/**
 * The sensitive-operation log (contract §3.30): a route declared with `sensitive: "<description>"`
 * writes one row per call after its handler ran, as the backend's
 * `@LogControllerAnnotation(intoDB = true)` does — who, what, the request and how it ended.
 * Requests refused before the handler (401, 403, a 400 of the request's schema) write nothing,
 * as on the backend, where validation runs before the logged method.
 */
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { adminById } from "./accounts.js";
import type { Session } from "./auth.js";
import { JsonText } from "./envelope.js";
import { now } from "./format.js";

export type SensitiveMethodType = "ADD" | "UPDATE" | "DELETE";

/**
 * How a route is marked: its description, with the type read from its path (`methodTypeOf`),
 * or both where the path says otherwise (`/product/quick/stock/add` adds stock: an UPDATE).
 */
export type SensitiveAction = string | { description: string; methodType: SensitiveMethodType };

/** Longest request or result text kept; a product's whole description is not worth a log row. */
export const LOG_TEXT_MAX = 4000;
export const MASK = "******";
const SECRET_KEY = /pwd|password|secret/i;
const ADDING = new Set(["save", "add", "virtual", "relate", "apply"]);
const REMOVING = new Set(["delete", "recycle"]);

const pathSegments = (path: string) => path.split("/").filter((s) => s && !s.startsWith(":"));

/** ADD for saves and adds, DELETE for deletes and recycling (batch ones too), UPDATE for the rest. */
export function methodTypeOf(path: string): SensitiveMethodType {
  const segments = pathSegments(path);
  if (segments.some((s) => REMOVING.has(s))) return "DELETE";
  return ADDING.has(segments[segments.length - 1] ?? "") ? "ADD" : "UPDATE";
}

/** The action's name from its path, as the backend logs its controller method: `/config/info/edit` → `configInfoEdit`. */
export function methodNameOf(path: string): string {
  const words = pathSegments(path).flatMap((s) => s.split(/[^A-Za-z0-9]+/)).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
}

/** A copy with every password-like value replaced by `MASK`, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? MASK : maskSecrets(v)]));
  }
  return value;
}

export const clip = (text: string) => (text.length > LOG_TEXT_MAX ? `${text.slice(0, LOG_TEXT_MAX)}…` : text);

/** The request's path, query and body parameters as one JSON object (the cache buster `temp` left out). */
export function requestParamText(request: FastifyRequest): string {
  const { temp: _temp, ...query } = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === "object" && !Array.isArray(request.body) ? request.body : request.body === undefined ? {} : { body: request.body };
  const params = { ...(request.params as Record<string, unknown> | undefined), ...query, ...body };
  return clip(JSON.stringify(maskSecrets(params)));
}

function resultText(data: unknown): string {
  const json = data instanceof JsonText ? data.json : JSON.stringify(data ?? null);
  return clip(`{"code":200,"message":null,"data":${json}}`);
}

export type CallOutcome = { ok: true; data: unknown } | { ok: false; error: unknown };

/** Writes the row of one call. Never throws: a log that cannot be written must not fail the action. */
export async function recordSensitiveCall(db: Db, session: Session, request: FastifyRequest, action: SensitiveAction, routePath: string, outcome: CallOutcome): Promise<void> {
  const { description, methodType } = typeof action === "string" ? { description: action, methodType: methodTypeOf(routePath) } : action;
  try {
    const admin = await adminById(db, session.adminId);
    const errorMsg = outcome.ok ? "" : outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    await db
      .insertInto("sensitiveLog")
      .values({
        merId: session.merId,
        adminId: session.adminId,
        adminAccount: admin?.account ?? "",
        description,
        methodType,
        method: methodNameOf(routePath),
        requestMethod: request.method,
        url: request.url.split("?")[0]!,
        ip: request.ip,
        requestParam: requestParamText(request),
        result: outcome.ok ? resultText(outcome.data) : "",
        status: outcome.ok ? 0 : 1,
        errorMsg: clip(errorMsg),
        createTime: now(),
      })
      .execute();
  } catch (error) {
    request.log.error(error, "sensitive log not written");
  }
}
