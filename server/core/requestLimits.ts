/**
 * The sizes a request may have, and answers in the envelope when it is larger: a body over the
 * JSON limit, an address over the URL limit, headers over Node's limit. Spring answers these as
 * errors the client can read; Node and Fastify would answer a bare 431 or close the connection.
 */
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { failure } from "./envelope.js";
import { badRequest } from "./errors.js";

const MB = 1024 * 1024;

/** The most a JSON (or text) body may hold. */
export const JSON_BODY_LIMIT_MB = 10;
export const JSON_BODY_LIMIT = JSON_BODY_LIMIT_MB * MB;
/** The most an uploaded file may hold (Spring's multipart limit, contract §3.19). */
export const UPLOAD_LIMIT_MB = 50;

/** The longest address (path and query string) answered; longer ones get a 400. */
export const MAX_URL_LENGTH = 64 * 1024;
/**
 * Node's limit on the request line and headers together, above MAX_URL_LENGTH so that an
 * over-long address reaches the server and is answered in the envelope. Beyond it, Node's
 * parser gives up and `answerClientError` writes the envelope by hand.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

/**
 * The longest value of one query parameter. Search texts end in SQL LIKE patterns, and SQLite
 * refuses a pattern over 50,000 bytes as an error (a 500); 10,000 characters stay below it in
 * any script and leave room for a picker's list of 1,000 ids.
 */
export const MAX_QUERY_VALUE_LENGTH = 10_000;

export const BODY_TOO_LARGE = `请求内容过大，最大允许 ${JSON_BODY_LIMIT_MB} MB`;
export const FILE_TOO_LARGE = `最大允许上传 ${UPLOAD_LIMIT_MB} MB文件`;
export const URL_TOO_LONG = `请求地址过长（最多 ${MAX_URL_LENGTH} 个字符）`;
export const HEADERS_TOO_LARGE = `请求头过大（最多 ${MAX_HEADER_BYTES / 1024} KB）`;
const BAD_REQUEST = "请求格式错误";

/** An `onRequest` hook: an address over MAX_URL_LENGTH is answered before routing goes on. */
export async function refuseLongUrl(request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) return reply.code(200).send(failure(400, URL_TOO_LONG));
}

export const queryValueTooLong = (name: string) => `查询参数 ${name} 过长（最多 ${MAX_QUERY_VALUE_LENGTH} 个字符）`;

/** A `preValidation` hook: one query value over MAX_QUERY_VALUE_LENGTH is a 400 naming it. */
export async function refuseLongQueryValues(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== "object") return;
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === "string" && v.length > MAX_QUERY_VALUE_LENGTH)) throw badRequest(queryValueTooLong(name.slice(0, 50)));
  }
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refused, answered in the envelope. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    socket.destroy(error);
    return;
  }
  const message = error.code === "HPE_HEADER_OVERFLOW" ? HEADERS_TOO_LARGE : BAD_REQUEST;
  const body = JSON.stringify(failure(400, message));
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

/** Past this much unread body a connection is not worth keeping: it is closed instead. */
const MAX_DISCARD_BYTES = 64 * MB;
const MAX_DISCARD_MS = 30_000;

/**
 * Reads and drops what is left of a request's body. An answer written while the client is
 * still sending, on a connection then closed, reaches it as a reset instead of the answer;
 * once the body is read the envelope arrives and the connection stays open. Resolves false
 * when the rest is too large or too slow to wait for (the connection is then closed).
 */
export function discardUnreadBody(request: FastifyRequest): Promise<boolean> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let received = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("error", onError);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_DISCARD_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), MAX_DISCARD_MS);
    raw.on("data", onData);
    raw.on("end", onEnd);
    raw.on("error", onError);
    raw.resume();
  });
}
