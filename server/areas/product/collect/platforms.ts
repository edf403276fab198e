/**
 * The five platforms a 99api collector reads (the `form` of `product/importProduct`: 1 Taobao,
 * 2 JD, 3 Suning, 4 Pinduoduo, 5 Tmall): how each finds the item in a product link, and what
 * each answer's fields mean, as the CRMEB backend reads them. Everything is parsed into one
 * platform-neutral item.
 */
import { toCents } from "../../../core/format.js";

/** A collection that failed: the reason becomes part of the backend's message. */
export class CollectError extends Error {}

/** What a platform's answer says of the product; money in cents. */
export interface CollectedItem {
  name: string;
  intro: string;
  keyword: string;
  images: string[];
  videoLink: string;
  price?: number;
  otPrice?: number;
  content: string;
  specs: Array<{ name: string; options: string[] }>;
}

type Json = Record<string, unknown>;

const FORMAT_ERROR = "复制商品失败--返回数据格式错误--未找到";

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** A picture or video address; protocol-relative ones (`//img…`) get https. */
const link = (v: unknown) => {
  const url = text(v);
  return url.startsWith("//") ? `https:${url}` : url;
};

/** A list given as an array, as JSON text of one, or as one value. */
function list(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  const s = text(v);
  if (s.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // not JSON: one value
    }
  }
  return s ? [s] : [];
}

const links = (v: unknown) => [...new Set(list(v).map(link).filter(Boolean))];

function cents(v: unknown): number | undefined {
  const value = toCents(text(v));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Option names without blanks and repeats, in their order. */
const options = (names: unknown[]) => [...new Set(names.map(text).filter(Boolean))];

function requireObject(parent: Json, key: string): Json {
  const value = parent[key];
  if (!isObject(value)) throw new CollectError(`${FORMAT_ERROR}${key}`);
  return value;
}

/** `props: [{name, values: [{name}]}]` (Taobao and Tmall). */
function propSpecs(item: Json): CollectedItem["specs"] {
  return list(item.props)
    .filter(isObject)
    .map((prop) => ({ name: text(prop.name), options: options(list(prop.values).map((v) => (isObject(v) ? v.name : v))) }))
    .filter((spec) => spec.name && spec.options.length > 0);
}

function fromTaobaoLike(intro: "title" | "subTitle") {
  return (answer: Json): CollectedItem => {
    const item = requireObject(requireObject(answer, "data"), "item");
    const name = text(item.title);
    return {
      name,
      intro: text(item[intro]) || name,
      keyword: name,
      images: links(item.images),
      videoLink: "",
      price: cents(item.price),
      content: text(item.desc),
      specs: propSpecs(item),
    };
  };
}

function fromJd(answer: Json): CollectedItem {
  const item = requireObject(requireObject(answer, "data"), "item");
  const values = requireObject(item, "skuProps");
  const names = isObject(item.saleProp) ? item.saleProp : {};
  const specs = Object.entries(names)
    .map(([key, name]) => ({ name: text(name), options: options(list(values[key])) }))
    .filter((spec) => spec.name && spec.options.length > 0);
  const name = text(item.name);
  return { name, intro: name, keyword: "", images: links(item.images), videoLink: "", price: cents(item.price), content: text(item.desc), specs };
}

function fromSuning(answer: Json): CollectedItem {
  const data = requireObject(answer, "data");
  const name = text(data.title);
  return { name, intro: name, keyword: "", images: links(data.images), videoLink: "", price: cents(data.price), content: text(data.desc), specs: [] };
}

function fromPinduoduo(answer: Json): CollectedItem {
  const item = requireObject(requireObject(answer, "data"), "item");
  if (!Array.isArray(item.skus)) throw new CollectError(`${FORMAT_ERROR}props`);
  const grouped = new Map<string, unknown[]>();
  for (const sku of item.skus.filter(isObject)) {
    for (const spec of list(sku.specs).filter(isObject)) {
      const key = text(spec.spec_key);
      if (key) grouped.set(key, [...(grouped.get(key) ?? []), spec.spec_value]);
    }
  }
  const video = list(item.video).find(isObject);
  return {
    name: text(item.goodsName),
    intro: text(item.goodsDesc),
    keyword: "",
    images: [...new Set([...links(item.banner), ...links(item.thumbUrl)])],
    videoLink: link(video?.videoUrl),
    price: cents(item.maxNormalPrice),
    otPrice: cents(item.marketPrice),
    content: "",
    specs: [...grouped].map(([name, values]) => ({ name, options: options(values) })).filter((spec) => spec.options.length > 0),
  };
}

const param = (url: URL, name: string) => url.searchParams.get(name) ?? "";

/** `…/100012043978.html` → `100012043978`. */
const lastSegmentId = (url: URL) => (url.pathname.split("/").pop() ?? "").split(".")[0] ?? "";

/** `product.suning.com/<shop>/<product>.html`. */
function suningIds(url: URL): Record<string, string> {
  const [shopid = "", product = ""] = url.pathname.replace(/^\//, "").split("/");
  return { itemid: product.split(".")[0] ?? "", shopid };
}

export interface Platform {
  /** Path of the collector's detail call. */
  path: string;
  /** The item's query parameters, read from the product link. */
  item: (url: URL) => Record<string, string>;
  parse: (answer: Json) => CollectedItem;
}

export const PLATFORMS: Record<number, Platform> = {
  1: { path: "taobao/detail", item: (url) => ({ itemid: param(url, "id") }), parse: fromTaobaoLike("title") },
  2: { path: "jd/detail", item: (url) => ({ itemid: lastSegmentId(url) }), parse: fromJd },
  3: { path: "suning/detail", item: suningIds, parse: fromSuning },
  4: { path: "pdd/detail", item: (url) => ({ itemid: param(url, "goods_id") }), parse: fromPinduoduo },
  5: { path: "tmall/detail", item: (url) => ({ itemid: param(url, "id") }), parse: fromTaobaoLike("subTitle") },
};
