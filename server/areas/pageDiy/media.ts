/**
 * Media addresses inside a page's components (contract §1.6): stored relative, answered
 * absolute. Only picture and video fields are touched; links to shop pages stay as written.
 */
import { fromMediaUrl, toMediaUrl } from "../../core/media.js";
import type { PageValue } from "./components.js";

/** Fields that hold a picture or video address. */
const MEDIA_KEYS = new Set(["img", "image", "url", "checked", "unchecked"]);
const HTML_SOURCES = /\bsrc=(["'])(.*?)\1/g;

function mapMedia(
  node: unknown,
  map: (address: string) => string,
  key = "",
): unknown {
  if (typeof node === "string") return MEDIA_KEYS.has(key) ? map(node) : node;
  if (Array.isArray(node)) return node.map((item) => mapMedia(item, map));
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = mapMedia(v, map, k);
  // Rich text keeps its pictures in `src` attributes.
  if ((node as { name?: unknown }).name === "richTextEditor") {
    const rich = out.richText as { val: string };
    out.richText = {
      ...rich,
      val: rich.val.replace(
        HTML_SOURCES,
        (_m, q: string, src: string) => `src=${q}${map(src)}${q}`,
      ),
    };
  }
  return out;
}

/** A site path (`/static/…`) or a stored file path becomes absolute; other addresses stay. */
const absolute = (origin: string) => (address: string) =>
  address.startsWith("/static/") || !address.startsWith("/")
    ? toMediaUrl(address, origin)
    : address;

export const valueForAnswer = (value: PageValue, origin: string) =>
  mapMedia(value, absolute(origin)) as PageValue;
export const valueForStore = (value: PageValue, origin: string) =>
  mapMedia(value, (address) => fromMediaUrl(address, origin)) as PageValue;
export const mediaForAnswer = (address: string, origin: string) =>
  absolute(origin)(address);
export const mediaForStore = (address: string, origin: string) =>
  fromMediaUrl(address, origin);

/** The first picture of the page, for its cover in the list when none was given. */
export function firstPicture(value: PageValue): string {
  for (const component of Object.values(value).sort(
    (a, b) => Number(a.timestamp) - Number(b.timestamp),
  )) {
    const found = findPicture(component);
    if (found) return found;
  }
  return "";
}

function findPicture(node: unknown): string {
  if (!node || typeof node !== "object") return "";
  for (const [k, v] of Object.entries(node)) {
    if ((k === "img" || k === "image") && typeof v === "string" && v) return v;
    const inner = findPicture(v);
    if (inner) return inner;
  }
  return "";
}
