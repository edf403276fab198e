/**
 * Security headers on every answer (the console's page and files, the API, uploaded files),
 * through @fastify/helmet. The console's Content-Security-Policy:
 * - scripts only from this server's own files: no inline script, no eval, no inline handler;
 * - styles from its files and inline: antd's CSS-in-JS writes <style> elements at run time, and
 *   the rich-text editor and the stored product descriptions carry style attributes, which a
 *   nonce cannot cover (README, "Security headers");
 * - pictures and videos from anywhere (the media domain is a setting and may be a CDN), data:
 *   (captcha, QR codes) and blob: (a picture being cropped);
 * - workers from its files or blob:, frames from itself only, and it may not be framed at all.
 * The form-generator preview's own frame page is the one exception (`PREVIEW_FRAME_PATH`).
 *
 * Helmet itself, built once: @fastify/helmet builds a new helmet (parsing the policy again) for
 * every request, which cost a tenth of the server's time on its cheapest signed-in request.
 */
import helmet from "helmet";
import type { FastifyInstance } from "fastify";

export const CONSOLE_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "http:", "https:"],
  mediaSrc: ["'self'", "data:", "blob:", "http:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", "blob:"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The reference server speaks plain HTTP; upgrading its own requests to HTTPS would break it.
  upgradeInsecureRequests: null,
};

/**
 * The page the form-generator preview runs its generated document in (src/public/preview/).
 * The document brings inline scripts and styles and any script or style sheet address; it runs
 * in a sandbox (an opaque origin, so no access to the console, its storage or the API) and may
 * be framed by the console only.
 */
export const PREVIEW_FRAME_PATH = "/preview/frame.html";
export const PREVIEW_FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline' http: https:",
  "style-src 'self' 'unsafe-inline' http: https:",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data: http: https:",
  "media-src 'self' data: blob: http: https:",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "sandbox allow-scripts allow-forms allow-modals allow-popups",
].join("; ");

/**
 * Files other origins may load: uploaded pictures and files (the shop's storefront shows them),
 * the demo pictures, and the preview frame's own files (the sandboxed frame has an opaque origin,
 * so to it even this server is another origin).
 */
const SHARED_FILES = ["/crmebimage/", "/uploadf/", "/static/", "/preview/"];

export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONSOLE_CSP_DIRECTIVES },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Whoever terminates TLS in front of the server decides on HSTS; this server speaks HTTP.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  app.addHook("onSend", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path === PREVIEW_FRAME_PATH) {
      reply.header("content-security-policy", PREVIEW_FRAME_CSP);
      reply.header("x-frame-options", "SAMEORIGIN");
    }
    if (SHARED_FILES.some((prefix) => path.startsWith(prefix))) reply.header("cross-origin-resource-policy", "cross-origin");
  });
}
