import { describe, expect, it } from "vitest";
import { draftBody, draftProblem, fromDraft, fromProduct } from "../../../resources/videoChannel/editor/draftModel";
import { firstPicture, pictureList } from "../../../resources/videoChannel/shared/pictures";
import type { ProductInfo } from "../../../resources/product/types";
import type { PayComponentDraftProduct } from "../../../resources/videoChannel/types";

const sku = (id: number, color: string, price = "10.00") => ({ id, attrValue: JSON.stringify({ 颜色: color }), image: "", price, cost: "5.00", otPrice: "12.00", stock: 3, barCode: "", weight: "0.50", volume: "0.00" });
const product = {
  id: 8,
  name: "保温杯",
  image: "/main.png",
  sliderImage: JSON.stringify(["/a.png", "/b.png", "/c.png", "/d.png", "/e.png", "/f.png"]),
  unitName: "个",
  tempId: 2,
  ficti: 4,
  content: "<p>详情</p>",
  specType: true,
  attrList: [{ attributeName: "颜色" }],
  attrValueList: [sku(81, "红"), sku(82, "蓝")],
} as unknown as ProductInfo;

describe("a draft from its product", () => {
  it("takes the name, at most five pictures, the unit, template and every SKU", () => {
    const v = fromProduct(product);
    expect(v).toMatchObject({ primaryProductId: 8, title: "保温杯", unitName: "个", tempId: 2, specType: true, specNames: ["颜色"], descInfo: "<p>详情</p>" });
    expect(v.headImg).toHaveLength(5);
    expect(v.skus.map((s) => [s.id, s.specs.颜色, s.image, s.chosen])).toEqual([
      [81, "红", "/main.png", true],
      [82, "蓝", "/main.png", true],
    ]);
  });

  it("checks the product, the chosen SKUs, their prices and a required qualification", () => {
    const v = fromProduct(product);
    const key = (name: string) => `videoChannel.editor.errors.${name}`;
    expect(draftProblem(v, false)).toBeUndefined();
    expect(draftProblem({ ...v, primaryProductId: 0 }, false)).toBe(key("product"));
    expect(draftProblem({ ...v, skus: v.skus.map((s) => ({ ...s, chosen: false })) }, false)).toBe(key("skus"));
    expect(draftProblem({ ...v, skus: [{ ...v.skus[0]!, price: "0" }] }, false)).toBe(key("price"));
    expect(draftProblem(v, true)).toBe(key("qualification"));
  });

  it("sends the chosen SKUs with their specifications as JSON and the category's third level", () => {
    const v = { ...fromProduct(product), catPath: [1001, 1101, 1111], brandId: 2100001001 };
    v.skus[1]!.chosen = false;
    const body = draftBody(v, 3);
    expect(body).toMatchObject({ id: 3, thirdCatId: 1111, brandId: 2100001001, specType: true, headImg: JSON.stringify(v.headImg) });
    expect(body.attr).toEqual([{ attrName: "颜色", attrValues: "红" }]);
    expect(body.attrValue).toEqual([expect.objectContaining({ id: 81, attrValue: '{"颜色":"红"}', sku: "红", price: "10.00" })]);
  });
});

describe("a stored draft", () => {
  it("comes back with its category path and SKUs", () => {
    const d = {
      primaryProductId: 8,
      title: "保温杯 视频号",
      headImg: '["http://x/a.png"]',
      qualificationPics: "[]",
      unitName: "个",
      tempId: 2,
      brandId: 0,
      descInfo: "",
      giveIntegral: 1,
      ficti: 0,
      specType: true,
      attr: '[{"attrName":"颜色","attrValues":"红"}]',
      attrValue: JSON.stringify([sku(81, "红", "9.90")]),
      catInfo: { firstCatId: 2001, secondCatId: 2102, thirdCatId: 2122 },
    } as unknown as PayComponentDraftProduct;
    const v = fromDraft(d);
    expect(v).toMatchObject({ catPath: [2001, 2102, 2122], brandId: undefined, specNames: ["颜色"], productImage: "http://x/a.png" });
    expect(v.skus[0]).toMatchObject({ id: 81, price: "9.90", specs: { 颜色: "红" }, chosen: true });
  });

  it("reads picture lists leniently", () => {
    expect(pictureList("not json")).toEqual([]);
    expect(firstPicture('["/a.png","/b.png"]')).toBe("/a.png");
    expect(firstPicture(null)).toBe("");
  });
});
