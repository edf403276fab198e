import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z, ZodType } from "zod";
import type { Db } from "../db/database.js";
import type { DB } from "../db/schema.js";
import { holds, resolveSession, type Session } from "./auth.js";
import { JsonText, success } from "./envelope.js";
import { constraintFailure } from "./constraintErrors.js";
import { forbidden, unauthorized } from "./errors.js";
import { recordSensitiveCall, type SensitiveAction } from "./sensitiveLog.js";
import { decodedParams, validate } from "./validate.js";

export const TOKEN_HEADER = "authori-zation";
export const MERCHANT_PREFIX = "/api/admin/merchant";
export const PUBLIC_PREFIX = "/api/publicly";

/** Tables that belong to one merchant: they carry `merId`. */
export type MerchantTable = { [K in keyof DB]: DB[K] extends { merId: unknown } ? K : never }[keyof DB];

/**
 * Queries that can only see and touch the signed-in merchant's rows. Every merchant
 * handler reaches its tables through this, so isolation is written once, here.
 */
export function merchantScope(db: Db, merId: number): MerchantScope {
  return {
    merId,
    db,
    selectFrom<T extends MerchantTable>(table: T) {
      // The generic table name hides `merId` from Kysely's column inference; the constraint above guarantees it.
      return (db.selectFrom(table) as unknown as { where: (...a: unknown[]) => unknown }).where(
        "merId",
        "=",
        merId,
      ) as ReturnType<typeof db.selectFrom<T>>;
    },
    updateTable<T extends MerchantTable>(table: T) {
      return (db.updateTable(table) as unknown as { where: (...a: unknown[]) => unknown }).where(
        "merId",
        "=",
        merId,
      ) as ReturnType<typeof db.updateTable<T>>;
    },
    deleteFrom<T extends MerchantTable>(table: T) {
      return (db.deleteFrom(table) as unknown as { where: (...a: unknown[]) => unknown }).where(
        "merId",
        "=",
        merId,
      ) as ReturnType<typeof db.deleteFrom<T>>;
    },
    transaction<T>(work: (tx: MerchantScope) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(merchantScope(trx, merId)));
    },
  };
}
// Only for the types below: what the database's own builders return for a table.
declare const _db: Db;
export interface MerchantScope {
  readonly merId: number;
  /** The connection these queries run on (inside `transaction`, the transaction itself): for inserts and shared helpers. */
  readonly db: Db;
  selectFrom<T extends MerchantTable>(table: T): ReturnType<typeof _db.selectFrom<T>>;
  updateTable<T extends MerchantTable>(table: T): ReturnType<typeof _db.updateTable<T>>;
  deleteFrom<T extends MerchantTable>(table: T): ReturnType<typeof _db.deleteFrom<T>>;
  /**
   * Runs `work` in one transaction (Kysely's `transaction().execute`): it commits when `work`
   * returns and writes nothing when it throws. `work` gets this scope on the transaction, so its
   * queries still reach this merchant's rows only; `tx.db` is the transaction for everything else.
   */
  transaction<T>(work: (tx: MerchantScope) => Promise<T>): Promise<T>;
}

interface Shapes {
  query?: ZodType;
  body?: ZodType;
  params?: ZodType;
}
type Out<S, K extends keyof Shapes> = S extends { [P in K]: infer Z extends ZodType } ? z.output<Z> : undefined;

export interface PublicContext<S extends Shapes> {
  db: Db;
  query: Out<S, "query">;
  body: Out<S, "body">;
  params: Out<S, "params">;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface MerchantContext<S extends Shapes> extends PublicContext<S> {
  session: Session;
  /** The signed-in merchant's rows only. */
  mine: MerchantScope;
}

interface RouteBase<S extends Shapes> {
  method: "GET" | "POST";
  /** Path below the prefix, e.g. `/product/info/:id`. */
  path: string;
  schema?: S;
  /** When true the handler has written the reply itself (files, streams). */
  raw?: boolean;
  /**
   * Served by this reference server only, not by a CRMEB backend (README, "Extensions of the
   * reference server"); announced at GET /api/publicly/extensions.
   */
  extension?: boolean;
}

/** What a registered route says about itself, read back through `recordRoutes`. */
export interface RouteInfo {
  method: "GET" | "POST";
  /** The full path, e.g. `/api/admin/merchant/product/info/:id`. */
  url: string;
  /** A merchant route's authority (null: any signed-in admin); undefined for a public route. */
  authority?: string | null;
  extension: boolean;
  /** Query and body parameters decoded a second time, as the backend does (`decodedParams`). */
  decoded: string[];
}

/** Fastify route options carry the RouteInfo in their `config`. */
const withInfo = (info: RouteInfo) => ({ method: info.method, url: info.url, config: { info } });

/**
 * The routes registered on `app` from this call on, with their authorities (the route list of
 * the extensions announcement and of the console's endpoint-table test; no server needs to run).
 */
export function recordRoutes(app: FastifyInstance): RouteInfo[] {
  const routes: RouteInfo[] = [];
  app.addHook("onRoute", (options) => {
    const info = (options.config as { info?: RouteInfo } | undefined)?.info;
    // Fastify's automatic HEAD twin of a GET route carries the same config: count the GET once.
    if (info && options.method === info.method) routes.push(info);
  });
  return routes;
}

export interface MerchantRoute<S extends Shapes = Shapes> extends RouteBase<S> {
  /** The authority string of contract §5, or `null` for "any signed-in admin". */
  authority: string | null;
  /**
   * A sensitive operation (contract §3.30): each call that reaches the handler writes a row of
   * the sensitive-operation log with this description (`core/sensitiveLog.ts`).
   */
  sensitive?: SensitiveAction;
  handler: (ctx: MerchantContext<S>) => unknown;
}

export interface PublicRoute<S extends Shapes = Shapes> extends RouteBase<S> {
  handler: (ctx: PublicContext<S>) => unknown;
}

/** Declares one merchant route with its schema types inferred. */
export const merchantRoute = <S extends Shapes>(route: MerchantRoute<S>) => route as unknown as MerchantRoute;
export const publicRoute = <S extends Shapes>(route: PublicRoute<S>) => route as unknown as PublicRoute;

const decodedOf = (schema: Shapes | undefined) => [...decodedParams(schema?.query), ...decodedParams(schema?.body)].sort();

function parseInputs(request: FastifyRequest, schema: Shapes | undefined) {
  return {
    query: schema?.query ? validate(schema.query, request.query, "query") : undefined,
    params: schema?.params ? validate(schema.params, request.params, "params") : undefined,
    body: schema?.body ? validate(schema.body, request.body, "body") : undefined,
  };
}

/** Registers routes that need a token and (unless null) an authority; every answer is enveloped. */
export function registerMerchantRoutes(app: FastifyInstance, db: Db, routes: MerchantRoute[], prefix = MERCHANT_PREFIX) {
  for (const route of routes) {
    app.route({
      ...withInfo({ method: route.method, url: prefix + route.path, authority: route.authority, extension: route.extension === true, decoded: decodedOf(route.schema) }),
      handler: async (request, reply) => {
        const session = await resolveSession(db, headerToken(request));
        if (!session) throw unauthorized();
        if (route.authority && !holds(session.permissions, route.authority)) throw forbidden();
        const inputs = parseInputs(request, route.schema);
        const context = { db, session, mine: merchantScope(db, session.merId), request, reply, ...inputs } as MerchantContext<Shapes>;
        if (!route.sensitive) return answer(reply, route.raw, await runHandler(route, context));
        let data: unknown;
        try {
          data = await runHandler(route, context);
        } catch (error) {
          await recordSensitiveCall(db, session, request, route.sensitive, route.path, { ok: false, error });
          throw error;
        }
        await recordSensitiveCall(db, session, request, route.sensitive, route.path, { ok: true, data: route.raw ? null : data });
        return answer(reply, route.raw, data);
      },
    });
  }
}

/** Runs a merchant handler; a write the database refused for a unique index or a foreign key is the field's 400. */
async function runHandler(route: MerchantRoute, context: MerchantContext<Shapes>): Promise<unknown> {
  try {
    return await route.handler(context);
  } catch (error) {
    throw constraintFailure(error) ?? error;
  }
}

/** The reply itself for raw routes, the envelope otherwise (pre-serialized data sent as is). */
function answer(reply: FastifyReply, raw: boolean | undefined, data: unknown) {
  if (raw) return reply;
  if (data instanceof JsonText) return reply.type("application/json; charset=utf-8").send(data.envelope);
  return success(data ?? null);
}

export function registerPublicRoutes(app: FastifyInstance, db: Db, routes: PublicRoute[], prefix: string) {
  for (const route of routes) {
    app.route({
      ...withInfo({ method: route.method, url: prefix + route.path, extension: route.extension === true, decoded: decodedOf(route.schema) }),
      handler: async (request, reply) => {
        const inputs = parseInputs(request, route.schema);
        const data = await route.handler({ db, request, reply, ...inputs } as PublicContext<Shapes>);
        return answer(reply, route.raw, data);
      },
    });
  }
}

export function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
