import Fastify, { type FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fs from "node:fs";
import { openDatabase, type Db } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { seedIfEmpty } from "./db/seed/index.js";
import { failure } from "./core/envelope.js";
import { ApiError } from "./core/errors.js";
import { resolveSession } from "./core/auth.js";
import { headerToken } from "./core/route.js";
import { registerAreas } from "./areas/index.js";

export interface AppOptions {
  /** Path of the SQLite file (":memory:" for tests). */
  databaseFile: string;
  /** Folder for uploaded and generated files. */
  dataDir: string;
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
  logger?: boolean;
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
  const db = openDatabase(options.databaseFile);
  await migrateToLatest(db);
  if (options.seed !== false) await seedIfEmpty(db);

  const fastify = Fastify({ logger: options.logger ?? false, bodyLimit: 10 * 1024 * 1024 });

  fastify.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return reply.status(200).send(failure(error.code, error.message));
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 400 || (error as { code?: string }).code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      // Unreadable JSON, wrong content type and the like: Spring answers these as 400.
      return reply.status(200).send(failure(400, "参数体不能为空"));
    }
    if (status === 413) return reply.status(200).send(failure(400, "最大允许上传 50 MB文件"));
    fastify.log.error(error);
    return reply.status(200).send(failure(500, "系统异常，请稍后重试"));
  });

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

  await fastify.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });
  registerAreas(fastify, db, { dataDir: options.dataDir });

  return {
    fastify,
    db,
    close: async () => {
      await fastify.close();
      await db.destroy();
    },
  };
}
