import { describe, expect, it } from "vitest";
import { goodsBody, productPage, rowFromGoods, rowProblem, rowsFromPicks, type GoodsRow } from "../../../resources/live/goods/goodsRows";
import { clipChinese, wechatLength, withinChinese } from "../../../resources/live/shared/wechatText";
import type { ProductPick } from "../../../src/widgets/pickers";
import type { WechatLiveGoods } from "../../../resources/live/types";

const pick = (id: number, name: string): ProductPick => ({ id, name, image: `/p${id}.png`, price: "12.50" }) as ProductPick;
const row = (over: Partial<GoodsRow> = {}): GoodsRow => ({ key: 1, productId: 1, name: "连衣裙", image: "/a.png", mediaId: "m", priceType: 1, price: "9.90", price2: "", ...over });

describe("WeChat's name lengths", () => {
  it("counts a Chinese character as two", () => {
    expect(wechatLength("ab")).toBe(2);
    expect(wechatLength("连衣裙")).toBe(6);
    expect(withinChinese("一二三四五六七八九十一二三四", 0, 14)).toBe(true);
    expect(withinChinese("一二三四五六七八九十一二三四五", 0, 14)).toBe(false);
    expect(withinChinese("两字", 3, 17)).toBe(false);
    expect(withinChinese("abcdef", 3, 17)).toBe(true);
  });

  it("clips a long name to what fits", () => {
    expect(clipChinese("一二三四五六七八九十一二三四五六", 14)).toBe("一二三四五六七八九十一二三四");
    expect(wechatLength(clipChinese("Super long product name that goes on", 14))).toBe(28);
  });
});

describe("goods rows", () => {
  it("makes a row per picked product and keeps rows already typed", () => {
    const first = rowsFromPicks([pick(1, "碎花连衣裙")], []);
    expect(first).toEqual([{ key: 1, productId: 1, name: "碎花连衣裙", image: "/p1.png", mediaId: "", priceType: 1, price: "12.50", price2: "" }]);
    const typed = [{ ...first[0]!, name: "改过的名字", mediaId: "m1" }];
    const next = rowsFromPicks([pick(1, "碎花连衣裙"), pick(2, "一二三四五六七八九十一二三四五六")], typed);
    expect(next[0]).toBe(typed[0]);
    expect(next[1]!.name).toBe("一二三四五六七八九十一二三四");
  });

  it("reads a stored goods back", () => {
    const stored = { id: 7, productId: 3, name: "耳机", coverImgUrlLocal: "http://x/a.png", coverImgUrl: "media", priceType: 1, price: "10.00", price2: "0.00" } as WechatLiveGoods;
    expect(rowFromGoods(stored)).toMatchObject({ key: 7, id: 7, image: "http://x/a.png", mediaId: "media", price2: "" });
  });

  it("finds the first broken rule of a row", () => {
    const key = (name: string) => `live.goodsEditor.errors.${name}`;
    expect(rowProblem(row())).toBeUndefined();
    expect(rowProblem(row({ name: " " }))).toBe(key("nameRequired"));
    expect(rowProblem(row({ name: "一二三四五六七八九十一二三四五" }))).toBe(key("nameTooLong"));
    expect(rowProblem(row({ mediaId: "" }))).toBe(key("imageRequired"));
    expect(rowProblem(row({ price: "0" }))).toBe(key("price"));
    expect(rowProblem(row({ price: "1.234" }))).toBe(key("price"));
    expect(rowProblem(row({ priceType: 2 }))).toBe(key("rangeBoth"));
    expect(rowProblem(row({ priceType: 3 }))).toBe(key("discountBoth"));
    expect(rowProblem(row({ priceType: 2, price: "20", price2: "20" }))).toBe(key("rangeOrder"));
    expect(rowProblem(row({ priceType: 3, price: "20", price2: "25" }))).toBe(key("discountOrder"));
    expect(rowProblem(row({ priceType: 3, price: "20", price2: "15" }))).toBeUndefined();
  });

  it("builds the body, dropping the second price of a fixed price", () => {
    expect(goodsBody(row({ price2: "5" }))).toEqual({
      productId: 1,
      name: "连衣裙",
      coverImgUrl: "m",
      coverImgUrlLocal: "/a.png",
      priceType: 1,
      price: "9.90",
      price2: undefined,
      url: productPage(1),
    });
    expect(goodsBody(row({ id: 9, priceType: 2, price2: " 19.9 " }))).toMatchObject({ id: 9, price2: "19.9" });
  });
});
