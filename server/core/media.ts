import type { FastifyRequest } from "fastify";

/**
 * Media URL rewriting of contract §1.6: files are stored as relative paths
 * (`crmebimage/…`, `uploadf/…`, `downloadf/…`); answers carry absolute URLs, and the
 * absolute URLs a client sends back are stored relative again.
 */
const STORED_PATH = /^(?:crmebimage|uploadf|downloadf)\//;
const ABSOLUTE_STORED_URL = /^https?:\/\/[^/]+\/((?:crmebimage|uploadf|downloadf)\/.*)$/;

/** `http://host:port` of the request, the domain media URLs are made absolute with. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Stored path → absolute URL; site paths (`/static/…`) get the origin too; other URLs pass unchanged. */
export function toMediaUrl(path: string, origin: string): string {
  if (!path) return path;
  if (STORED_PATH.test(path)) return `${origin}/${path}`;
  if (path.startsWith("/") && !path.startsWith("//")) return `${origin}${path}`;
  return path;
}

/** Absolute URL received from a client → the relative path to store (any host for stored paths). */
export function fromMediaUrl(url: string, origin?: string): string {
  if (!url) return url;
  const stored = ABSOLUTE_STORED_URL.exec(url);
  if (stored) return stored[1]!;
  if (origin && url.startsWith(`${origin}/`)) return url.slice(origin.length);
  return url;
}
