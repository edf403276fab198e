/**
 * The rows of the live goods editor, independent of React: made from picked products or from a
 * stored goods, checked with WeChat's rules, and turned into the save and update bodies.
 */
import type { ProductPick } from "../../../src/widgets/pickers";
import { clipChinese, withinChinese } from "../shared/wechatText";
import type { WechatLiveGoods } from "../types";

/** WeChat: a goods name of at most 14 Chinese characters. */
export const GOODS_NAME_MAX = 14;
/** Most goods one save adds (the server's limit). */
export const GOODS_PER_SAVE = 20;

export interface GoodsRow {
  /** Row key: the product id (add) or the goods id (edit). */
  key: number;
  /** Stored goods id (edit mode). */
  id?: number;
  productId: number;
  name: string;
  /** Local picture URL. */
  image: string;
  /** WeChat media id of `image`. */
  mediaId: string;
  priceType: 1 | 2 | 3;
  price: string;
  price2: string;
}

export const productPage = (productId: number) => `pages/goods/goods_details/index?id=${productId}`;

/** A new row per picked product; rows already there keep what was typed. */
export function rowsFromPicks(picks: readonly ProductPick[], current: readonly GoodsRow[]): GoodsRow[] {
  const kept = new Map(current.map((row) => [row.productId, row]));
  return picks.map(
    (p) => kept.get(p.id) ?? { key: p.id, productId: p.id, name: clipChinese(p.name, GOODS_NAME_MAX), image: p.image, mediaId: "", priceType: 1, price: p.price, price2: "" },
  );
}

export const rowFromGoods = (g: WechatLiveGoods): GoodsRow => ({
  key: g.id,
  id: g.id,
  productId: g.productId,
  name: g.name,
  image: g.coverImgUrlLocal,
  mediaId: g.coverImgUrl,
  priceType: g.priceType as GoodsRow["priceType"],
  price: g.price,
  price2: g.priceType === 1 ? "" : g.price2,
});

const cents = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : NaN);

/** The locale key of the first rule a row breaks (`live.goodsEditor.errors.*`), or undefined. */
export function rowProblem(row: GoodsRow): string | undefined {
  const key = (name: string) => `live.goodsEditor.errors.${name}`;
  if (!row.name.trim()) return key("nameRequired");
  if (!withinChinese(row.name, 0, GOODS_NAME_MAX)) return key("nameTooLong");
  if (!row.image || !row.mediaId) return key("imageRequired");
  const price = cents(row.price);
  if (Number.isNaN(price) || price < 1) return key("price");
  if (row.priceType === 1) return undefined;
  const price2 = cents(row.price2);
  if (Number.isNaN(price2) || price2 < 1) return key(row.priceType === 2 ? "rangeBoth" : "discountBoth");
  if (row.priceType === 2 && price >= price2) return key("rangeOrder");
  if (row.priceType === 3 && price2 >= price) return key("discountOrder");
  return undefined;
}

/** The fields both the save (array of these) and the update send. */
export function goodsBody(row: GoodsRow) {
  return {
    ...(row.id ? { id: row.id } : {}),
    productId: row.productId,
    name: row.name.trim(),
    coverImgUrl: row.mediaId,
    coverImgUrlLocal: row.image,
    priceType: row.priceType,
    price: row.price.trim(),
    price2: row.priceType === 1 ? undefined : row.price2.trim(),
    url: productPage(row.productId),
  };
}
