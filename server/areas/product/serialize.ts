/**
 * Rows → answers: flags to booleans, cents to decimal strings, stored media paths to absolute
 * URLs (contract §1.6) — and the way back for media a client sends.
 */
import type { Selectable } from "kysely";
import type { DB } from "../../db/schema.js";
import { fromCents } from "../../core/format.js";
import { fromMediaUrl, toMediaUrl } from "../../core/media.js";
import type { AdminProductListRow, ProductGuarantee, ProductSku } from "./contract.js";

type Row<T extends keyof DB> = Selectable<DB[T]>;

/** Absolute URLs for answers and stored paths for writes, for one request's origin. */
export interface Media {
  url: (path: string) => string;
  store: (url: string) => string;
  /** A JSON string array of URLs (slider images). */
  urlList: (json: string) => string;
  storeList: (json: string) => string;
  /** Rich text: every `src`/`href` attribute. */
  urlHtml: (html: string) => string;
  storeHtml: (html: string) => string;
}

const mapJsonList = (json: string, map: (s: string) => string) => {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? JSON.stringify(list.map((v) => (typeof v === "string" ? map(v) : v))) : json;
  } catch {
    return json;
  }
};
const mapHtmlLinks = (html: string, map: (s: string) => string) =>
  html.replace(/\b(src|href)=(["'])(.*?)\2/g, (_m, attr: string, quote: string, value: string) => `${attr}=${quote}${map(value)}${quote}`);

export function mediaFor(origin: string): Media {
  const url = (path: string) => toMediaUrl(path, origin);
  const store = (link: string) => fromMediaUrl(link, origin);
  return {
    url,
    store,
    urlList: (json) => mapJsonList(json, url),
    storeList: (json) => mapJsonList(json, store),
    urlHtml: (html) => mapHtmlLinks(html, url),
    storeHtml: (html) => mapHtmlLinks(html, store),
  };
}

export const LIST_COLUMNS = [
  "id",
  "image",
  "name",
  "keyword",
  "cateId",
  "categoryId",
  "price",
  "vipPrice",
  "sort",
  "sales",
  "stock",
  "isShow",
  "auditStatus",
  "isAudit",
  "ficti",
  "collectCount",
  "reason",
  "type",
  "isPaidMember",
  "specType",
] as const;
type ListRow = Pick<Row<"product">, (typeof LIST_COLUMNS)[number]>;

export const toListRow = (p: ListRow, media: Media): AdminProductListRow => ({
  id: p.id,
  image: media.url(p.image),
  name: p.name,
  keyword: p.keyword,
  cateId: p.cateId,
  categoryId: p.categoryId,
  price: fromCents(p.price),
  vipPrice: fromCents(p.vipPrice),
  sort: p.sort,
  sales: p.sales,
  stock: p.stock,
  isShow: p.isShow === 1,
  auditStatus: p.auditStatus,
  isAudit: p.isAudit === 1,
  ficti: p.ficti,
  collectCount: p.collectCount,
  reason: p.reason,
  type: p.type,
  isPaidMember: p.isPaidMember === 1,
  specType: p.specType === 1,
});

export const toSku = (s: Row<"productAttrValue">, media: Media): ProductSku => ({
  id: s.id,
  productId: s.productId,
  sku: s.sku,
  stock: s.stock,
  sales: s.sales,
  price: fromCents(s.price),
  vipPrice: fromCents(s.vipPrice),
  cost: fromCents(s.cost),
  otPrice: fromCents(s.otPrice),
  image: media.url(s.image),
  weight: fromCents(s.weight),
  volume: fromCents(s.volume),
  brokerage: s.brokerage,
  brokerageTwo: s.brokerageTwo,
  type: s.type,
  quota: s.quota,
  quotaShow: s.quotaShow,
  attrValue: s.attrValue,
  barCode: s.barCode,
  expand: s.expand,
  cdkeyId: s.cdkeyId,
  itemNumber: s.itemNumber,
  isShow: s.isShow === 1,
  isDefault: s.isDefault === 1,
});

export const toGuarantee = (g: Row<"productGuarantee">, media: Media): ProductGuarantee => ({
  id: g.id,
  name: g.name,
  icon: media.url(g.icon),
  content: g.content,
  sort: g.sort,
  isShow: g.isShow === 1,
  isDel: g.isDel === 1,
  createTime: g.createTime,
  updateTime: g.updateTime,
});

/** The SKUs of several products, grouped by product id, in id order. */
export function groupSkus(rows: Row<"productAttrValue">[], media: Media): Map<number, ProductSku[]> {
  const byProduct = new Map<number, ProductSku[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(toSku(row, media));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
