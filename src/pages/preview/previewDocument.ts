/**
 * What a form generator sends to the preview page (spec doc 2 §1): its css, js, html and
 * the style sheets (links) and scripts they need, in a `refreshFrame` message.
 */
export const PREVIEW_MESSAGE_TYPE = "refreshFrame";

export interface PreviewPayload {
  css?: string;
  js?: string;
  html?: string;
  links?: string[];
  scripts?: string[];
}

export interface PreviewMessage {
  type: typeof PREVIEW_MESSAGE_TYPE;
  data: PreviewPayload;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The payload of a preview message, or undefined for anything else. */
export function readPreviewMessage(data: unknown): PreviewPayload | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const message = data as { type?: unknown; data?: unknown };
  if (message.type !== PREVIEW_MESSAGE_TYPE || typeof message.data !== "object" || message.data === null) return undefined;
  const payload = message.data as Record<string, unknown>;
  return { css: text(payload.css), js: text(payload.js), html: text(payload.html), links: strings(payload.links), scripts: strings(payload.scripts) };
}

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
/** Text inside <style>/<script> cannot close its own element early. */
const inElement = (value: string, tag: "style" | "script") => value.replace(new RegExp(`</${tag}`, "gi"), `<\\/${tag}`);

/** The HTML document the sandboxed frame shows. */
export function buildPreviewDocument(payload: PreviewPayload): string {
  const links = (payload.links ?? []).map((href) => `<link rel="stylesheet" href="${attr(href)}">`).join("");
  const scripts = (payload.scripts ?? []).map((src) => `<script src="${attr(src)}"></script>`).join("");
  return [
    "<!doctype html><html><head><meta charset=\"utf-8\">",
    links,
    `<style>${inElement(payload.css ?? "", "style")}</style>`,
    "</head><body>",
    payload.html ?? "",
    scripts,
    payload.js ? `<script>${inElement(payload.js, "script")}</script>` : "",
    "</body></html>",
  ].join("");
}
