import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fs from "node:fs";
import { isPostgresUrl, openDatabase, type Db } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { untilUnlocked } from "./db/untilUnlocked.js";
import { seedIfEmpty } from "./db/seed/index.js";
import { failure } from "./core/envelope.js";
import { ApiError } from "./core/errors.js";
import { constraintFailure } from "./core/constraintErrors.js";
import { resolveSession } from "./core/auth.js";
import { headerToken } from "./core/route.js";
import { registerAreas } from "./areas/index.js";
import { refuseMalformedText } from "./core/wellFormedText.js";
import { registerSecurityHeaders } from "./core/securityHeaders.js";
import {
  BODY_TOO_LARGE,
  FILE_TOO_LARGE,
  JSON_BODY_LIMIT,
  MAX_HEADER_BYTES,
  UPLOAD_LIMIT_MB,
  answerClientError,
  discardUnreadBody,
  refuseLongQueryValues,
  refuseLongUrl,
} from "./core/requestLimits.js";
import type { Clock, LoginGuardSettings } from "./areas/session/loginGuard.js";
import type { CollectorConfig } from "./areas/product/collect/config.js";

/** Longest path parameter (an id, an order number) the router takes. */
const MAX_PARAM_LENGTH = 100;

/**
 * The 400 message for an error the client caused, or undefined for a server fault. Spring
 * answers unreadable bodies, wrong content types and the like as 400; so does this server,
 * whatever part of Fastify noticed them.
 */
/** What the multipart parser (busboy) says of a body that breaks off or has no boundary. */
const BROKEN_MULTIPART = /unexpected end of multipart data|Multipart: Boundary not found/;

function clientErrorMessage(error: { statusCode?: number; code?: string; message?: string }, request: FastifyRequest): string | undefined {
  const status = error.statusCode;
  const fourHundreds = status !== undefined && status >= 400 && status < 500;
  // Uploaded files and the console's own: a path the static server refuses (a folder, `..`, a NUL).
  if (!request.url.startsWith("/api/")) return fourHundreds ? "文件路径无效" : undefined;
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return BODY_TOO_LARGE;
  if (error.code === "FST_REQ_FILE_TOO_LARGE") return FILE_TOO_LARGE;
  if (status === 413) return "上传内容超出限制，一次只能上传一个文件";
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) return "请求内容类型不支持，请以 JSON 提交";
  // A multipart body that breaks off fails inside the parser or the file's stream, with no status.
  const brokenOff = error.code === "ERR_STREAM_PREMATURE_CLOSE" || BROKEN_MULTIPART.test(error.message ?? "");
  if (request.isMultipart() && brokenOff) return "上传内容格式错误，请重新选择文件上传";
  if (fourHundreds) return "参数体不能为空";
  return undefined;
}

export interface AppOptions {
  /** Path of the SQLite file (":memory:" for tests); ignored when `databaseUrl` is given. */
  databaseFile?: string;
  /** A PostgreSQL URL (`postgres://…`): the server runs on that database instead of SQLite. */
  databaseUrl?: string;
  /** Most PostgreSQL connections this server opens (default 10). */
  poolSize?: number;
  /** Worker threads answering SQLite reads (SQLITE_READERS, default a core each but one; 0: on the server's thread). */
  sqliteReaders?: number;
  /**
   * Folder of uploaded and generated files (exports, share codes): `UPLOAD_DIR`, which every
   * instance on one database must share.
   */
  dataDir: string;
  /** Fastify's `trustProxy`: whose X-Forwarded-* headers give the client address (default: none). */
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
  logger?: boolean;
  /** The sign-in lock and address back-off (default: 10 failures in 15 minutes lock for 15; 10 free per address). */
  loginGuard?: Partial<LoginGuardSettings>;
  /** The clock of the sign-in lock and back-off (default Date.now). */
  clock?: Clock;
  /** The product collector (PRODUCT_COLLECT_URL / PRODUCT_COLLECT_KEY); none when absent. */
  collector?: CollectorConfig;
  /** Folder of the built console to serve (production); API-only when absent. */
  spaRoot?: string;
}

export interface App {
  fastify: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/**
 * Builds the reference server: database migrated (and seeded when empty), the envelope
 * error handling registered before any route (stack.md pitfall), then every area.
 */
export async function buildApp(options: AppOptions): Promise<App> {
  const location = options.databaseUrl ?? options.databaseFile;
  if (!location) throw new Error("buildApp needs a databaseUrl or a databaseFile");
  if (options.databaseUrl && !isPostgresUrl(options.databaseUrl)) throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
  const db = openDatabase(location, { poolSize: options.poolSize, sqliteReaders: options.sqliteReaders });
  // Another instance starting on the same SQLite file may be migrating or seeding it.
  await untilUnlocked(() => migrateToLatest(db));
  if (options.seed !== false) await untilUnlocked(() => seedIfEmpty(db));

  const fastify = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Long addresses reach the router to be answered in the envelope (core/requestLimits.ts).
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Addresses the router refuses (a bad %-escape, a path parameter over the limit) answer in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? `路径参数过长（最多 ${MAX_PARAM_LENGTH} 个字符）` : "请求路径格式错误";
      // The reply's generics are unresolved before routing.
      return (reply as unknown as FastifyReply).code(200).send(failure(400, message));
    },
  });

  registerSecurityHeaders(fastify);

  fastify.setErrorHandler(async (error, request, reply) => {
    // Read what the client is still sending first, or it sees a reset instead of the answer.
    if (await discardUnreadBody(request)) reply.removeHeader("connection");
    else reply.header("connection", "close");
    const refusal = error instanceof ApiError ? error : constraintFailure(error);
    if (refusal) return reply.status(200).send(failure(refusal.code, refusal.message));
    const clientError = clientErrorMessage(error as { statusCode?: number; code?: string; message?: string }, request);
    if (clientError) return reply.status(200).send(failure(400, clientError));
    fastify.log.error(error);
    return reply.status(200).send(failure(500, "系统异常，请稍后重试"));
  });

  fastify.addHook("onRequest", refuseLongUrl);
  fastify.addHook("preValidation", refuseMalformedText);
  fastify.addHook("preValidation", refuseLongQueryValues);

  const spaIndex = options.spaRoot && fs.existsSync(`${options.spaRoot}/index.html`) ? options.spaRoot : undefined;
  if (spaIndex) {
    await fastify.register(fastifyStatic, { root: spaIndex, wildcard: false, index: false, maxAge: "1h" });
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    if (spaIndex && request.method === "GET" && !request.url.startsWith("/api/")) {
      // Client-side routes: every other path opens the console, which routes it (or shows its 404).
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    // Contract §1.4: an unknown API path is 401 without a valid token, 500 with one.
    const session = await resolveSession(db, headerToken(request));
    if (!session) return reply.status(200).send(failure(401, "未登录，请登录！"));
    return reply.status(200).send(failure(500, `No handler found for ${request.method} ${request.url.split("?")[0]}`));
  });

  await fastify.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_MB * 1024 * 1024, files: 1 } });
  registerAreas(fastify, db, { dataDir: options.dataDir, loginGuard: options.loginGuard, clock: options.clock, collector: options.collector });

  return {
    fastify,
    db,
    close: async () => {
      await fastify.close();
      await db.destroy();
    },
  };
}
