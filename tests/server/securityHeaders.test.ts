import { afterAll, beforeAll, describe, expect, test } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp, type App } from "../../server/app.js";
import { PREVIEW_FRAME_CSP, PREVIEW_FRAME_PATH } from "../../server/core/securityHeaders.js";
import { M } from "./helpers";
import { samplePng } from "./libraryHelpers";

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("security headers on the console's page, its files, the API and uploaded files", () => {
  let app: App;
  let dataDir: string;
  let spaRoot: string;
  let token: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-headers-"));
    // A console build in miniature: its page, a script, and the preview frame's page.
    spaRoot = fs.mkdtempSync(path.join(os.tmpdir(), "crmeb-spa-"));
    fs.mkdirSync(path.join(spaRoot, "assets"));
    fs.mkdirSync(path.join(spaRoot, "preview"));
    fs.writeFileSync(path.join(spaRoot, "index.html"), '<!doctype html><script type="module" src="/assets/index.js"></script>');
    fs.writeFileSync(path.join(spaRoot, "assets", "index.js"), "console.log(1)");
    fs.writeFileSync(path.join(spaRoot, "preview", "frame.html"), "<!doctype html>");
    fs.writeFileSync(path.join(spaRoot, "preview", "frame.js"), "void 0");
    app = await buildApp({ databaseFile: ":memory:", dataDir, spaRoot, loginGuard: { addressFreeFailures: 1000 } });
    const login = await app.fastify.inject({ method: "POST", url: `${M}/login`, payload: { account: "merchant1", pwd: "Merchant@123" } });
    token = login.json().data.token;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(spaRoot, { recursive: true, force: true });
  });

  const get = (url: string) => app.fastify.inject({ method: "GET", url, headers: { "authori-zation": token } });

  async function uploadedPicture(): Promise<string> {
    const boundary = "----b";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipart"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      samplePng(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.fastify.inject({
      method: "POST",
      url: `${M}/upload/image?model=product&pid=0`,
      headers: { "authori-zation": token, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return new URL(response.json().data.url, "http://x").pathname;
  }

  test.each([
    ["the console's page", "/", "text/html"],
    ["a console address the client routes", "/product/list", "text/html"],
    ["a console script", "/assets/index.js", "javascript"],
    ["an API answer", `${M}/getAdminInfoByToken`, "application/json"],
    ["an API error", `${M}/no/such/thing`, "application/json"],
  ])("%s: CSP without inline scripts, no framing, nosniff, a referrer policy", async (_what, url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain(type);
    const csp = directives(response.headers["content-security-policy"]);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["script-src-attr"]).toEqual(["'none'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    // antd's CSS-in-JS writes <style> elements at run time (README, "Security headers").
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["img-src"]).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(csp).not.toHaveProperty("upgrade-insecure-requests");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("uploaded files carry the same headers and may be shown by the shop's storefront", async () => {
    const response = await get(await uploadedPicture());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(directives(response.headers["content-security-policy"])["script-src"]).toEqual(["'self'"]);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  test("the preview frame's page: its own sandboxed policy, framed by the console only", async () => {
    const response = await get(PREVIEW_FRAME_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toBe(PREVIEW_FRAME_CSP);
    const csp = directives(PREVIEW_FRAME_CSP);
    expect(csp.sandbox).not.toContain("allow-same-origin");
    expect(csp["frame-ancestors"]).toEqual(["'self'"]);
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // To the sandboxed frame (an opaque origin) its own script is another origin's.
    expect((await get("/preview/frame.js")).headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await get("/assets/index.js")).headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Every other page keeps the console's policy.
    expect(directives((await get("/preview")).headers["content-security-policy"])["script-src"]).toEqual(["'self'"]);
  });
});
