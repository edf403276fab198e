import { describe, expect, it } from "vitest";
import type { CollectedProduct } from "../../../resources/product/types";
import { stateFromCollected } from "../../../resources/product/editor/collect/collectedState";
import { isOnePass, platformOfLink } from "../../../resources/product/editor/collect/collectPlatforms";
import { editorPath, parseEditorParams } from "../../../resources/product/editor/editorPath";
import { buildProductBody } from "../../../resources/product/editor/productBody";

const sku = (attrValue: Record<string, string>, price = "59.00") => ({
  sku: Object.values(attrValue).join(","),
  attrValue: JSON.stringify(attrValue),
  image: "https://img.example.com/1.png",
  price,
  vipPrice: price,
  cost: "0.00",
  otPrice: price,
  stock: 0,
  weight: "0.00",
  volume: "0.00",
  brokerage: 0,
  brokerageTwo: 0,
  barCode: "",
  itemNumber: "",
  expand: "",
  isShow: true,
  isDefault: false,
});

const collected = (overrides: Partial<CollectedProduct> = {}): CollectedProduct => ({
  image: "https://img.example.com/1.png",
  sliderImage: JSON.stringify(Array.from({ length: 12 }, (_, i) => `https://img.example.com/${i + 1}.png`)),
  name: "采集测试纯棉短袖T恤",
  intro: "采集测试纯棉短袖T恤",
  keyword: "采集测试纯棉短袖T恤,这是一个远远超过三十二个字符长度限制的关键字这是一个远远超过三十二个字符长度限制的关键字",
  price: "59.00",
  otPrice: "59.00",
  cost: "0.00",
  unitName: "",
  stock: 0,
  specType: true,
  videoLink: "https://video.example.com/a.mp4",
  content: "<p>纯棉</p>",
  attrList: [
    { attributeName: "颜色", isShowImage: false, sort: 1, optionList: [{ optionName: "白色", image: "", sort: 1 }, { optionName: "黑色", image: "", sort: 2 }] },
    { attributeName: "尺码", isShowImage: false, sort: 2, optionList: [{ optionName: "M", image: "", sort: 1 }] },
  ],
  attrValueList: [sku({ 颜色: "白色", 尺码: "M" }), sku({ 颜色: "黑色", 尺码: "M" }, "69.00")],
  ...overrides,
});

describe("collecting a product into the editor", () => {
  it("has its own address: a copy of nothing (id 0, isCopy 1), as the original's 采集商品", () => {
    expect(editorPath("collect", 0, 5)).toBe("/product/list/creatProduct/0/2/1/5");
    expect(parseEditorParams({ id: "0", isDisabled: "2", isCopy: "1", productType: "5" })).toEqual({ mode: "collect", id: 0, productType: 5 });
    expect(parseEditorParams({ id: "9", isDisabled: "2", isCopy: "1", productType: "0" }).mode).toBe("copy");
  });

  it("fills the editor with the collected pictures (their URLs, at most ten), video, description, specifications and SKUs", () => {
    const state = stateFromCollected(collected(), 0);
    expect(state.values).toMatchObject({
      type: 0,
      name: "采集测试纯棉短袖T恤",
      intro: "采集测试纯棉短袖T恤",
      image: "https://img.example.com/1.png",
      video: "https://video.example.com/a.mp4",
      content: "<p>纯棉</p>",
      specType: true,
      cateIds: [],
    });
    expect(state.values.sliderImages).toHaveLength(10);
    // A keyword the tag input would refuse (over 32 characters) is left out.
    expect(state.values.keywords).toEqual(["采集测试纯棉短袖T恤"]);
    expect(state.specs.map((s) => [s.name, s.options.map((o) => o.name), s.id])).toEqual([
      ["颜色", ["白色", "黑色"], undefined],
      ["尺码", ["M"], undefined],
    ]);
    expect(state.multiRows.map((r) => [r.attrValue, r.price, r.image, r.id])).toEqual([
      [[["颜色", "白色"], ["尺码", "M"]], "59.00", "https://img.example.com/1.png", undefined],
      [[["颜色", "黑色"], ["尺码", "M"]], "69.00", "https://img.example.com/1.png", undefined],
    ]);
  });

  it("saves as a new product with the platform's picture URLs", () => {
    const state = stateFromCollected(collected(), 0);
    const body = buildProductBody(
      { ...state, values: { ...state.values, cateIds: [3], categoryId: 9, brandId: 1, unitName: "件", tempId: 2 } },
      { isAutoUp: false, isAutoSubmitAudit: false, groups: [] },
    );
    expect(body.id).toBeUndefined();
    expect(body.image).toBe("https://img.example.com/1.png");
    expect(JSON.parse(body.sliderImage)[0]).toBe("https://video.example.com/a.mp4");
    expect(body.attrList.map((a) => a.attributeName)).toEqual(["颜色", "尺码"]);
    expect(body.attrValueList.map((v) => [v.attrValue, v.price, v.id])).toEqual([
      [JSON.stringify({ 颜色: "白色", 尺码: "M" }), "59.00", undefined],
      [JSON.stringify({ 颜色: "黑色", 尺码: "M" }), "69.00", undefined],
    ]);
  });

  it("makes a single-spec product of one without specifications, and builds SKUs a collector left out", () => {
    const single = stateFromCollected(
      collected({
        specType: false,
        image: "",
        attrList: [{ attributeName: "规格", isShowImage: false, sort: 1, optionList: [{ optionName: "默认", image: "", sort: 1 }] }],
        attrValueList: [{ ...sku({ 规格: "默认" }, "129.00"), image: "" }],
      }),
      2,
    );
    expect(single.values.image).toBe("https://img.example.com/1.png");
    expect(single.singleRows).toHaveLength(1);
    expect(single.singleRows[0]).toMatchObject({ price: "129.00", image: "https://img.example.com/1.png", attrValue: [["规格", "默认"]] });

    const bare = stateFromCollected(collected({ attrValueList: [] }), 0);
    expect(bare.multiRows.map((r) => [r.attrValue.map(([, o]) => o).join("/"), r.price, r.image])).toEqual([
      ["白色/M", "59.00", "https://img.example.com/1.png"],
      ["黑色/M", "59.00", "https://img.example.com/1.png"],
    ]);
  });

  it("picks the platform from the pasted link, and tells the one-pass setting from 99api", () => {
    expect(platformOfLink("https://item.taobao.com/item.htm?id=1")).toBe(1);
    expect(platformOfLink("https://item.jd.com/100012043978.html")).toBe(2);
    expect(platformOfLink(" https://product.suning.com/0070067633/11555288247.html ")).toBe(3);
    expect(platformOfLink("https://mobile.yangkeduo.com/goods.html?goods_id=1")).toBe(4);
    expect(platformOfLink("https://detail.tmall.com/item.htm?id=1")).toBe(5);
    expect(platformOfLink("https://notjd.com/1.html")).toBeUndefined();
    expect(platformOfLink("item.jd.com/1.html")).toBeUndefined();
    expect([isOnePass("1"), isOnePass(1), isOnePass("2"), isOnePass(undefined)]).toEqual([true, true, false, false]);
  });
});
