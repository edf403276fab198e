import { describe, expect, it } from "vitest";
import { BANNER_MAX, emptyBanner, toFormValues, toRequestBody } from "../../../resources/shopSettings/mall/pcConfigForm";
import { prettyJson } from "../../../resources/sensitiveLog/logText";

describe("PC shop form", () => {
  const config = {
    pcLogo: "http://h/logo.png",
    pcGoodStoreCoverImage: "http://h/cover.png",
    bannerList: [
      { id: 2, imageUrl: "http://h/2.png", linkUrl: "", status: false, sort: 2 },
      { id: 1, imageUrl: "http://h/1.png", linkUrl: "https://a", status: true, sort: 1 },
    ],
    recommendProductStr: "7,3",
    recommendProductList: [
      { id: 7, image: "http://h/p7.png", name: "七", isRecycle: false, isShow: true, isDel: false },
      { id: 3, image: "http://h/p3.png", name: "三", isRecycle: false, isShow: false, isDel: false },
    ],
  };

  it("lists banners by their sort and the recommended products as chosen tiles", () => {
    const values = toFormValues(config);
    expect(values.bannerList.map((b) => b.imageUrl)).toEqual(["http://h/1.png", "http://h/2.png"]);
    expect(values.products).toEqual([
      { id: 7, name: "七", image: "http://h/p7.png" },
      { id: 3, name: "三", image: "http://h/p3.png" },
    ]);
  });

  it("sends banners sorted as listed and products as comma-joined ids", () => {
    const values = toFormValues(config);
    const body = toRequestBody({ ...values, bannerList: [values.bannerList[1]!, values.bannerList[0]!, { ...emptyBanner(), imageUrl: "http://h/3.png", linkUrl: " https://b " }] });
    expect(body.bannerList.map((b) => [b.imageUrl, b.sort])).toEqual([
      ["http://h/2.png", 1],
      ["http://h/1.png", 2],
      ["http://h/3.png", 3],
    ]);
    expect(body.bannerList[2]).toMatchObject({ linkUrl: "https://b", status: true });
    expect(body.recommendProductStr).toBe("7,3");
    expect(toRequestBody({ ...values, products: [] }).recommendProductStr).toBe("");
    expect(BANNER_MAX).toBe(10);
  });
});

describe("sensitive log texts", () => {
  it("lays out JSON and leaves other text as it is", () => {
    expect(prettyJson('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(prettyJson("not json…")).toBe("not json…");
    expect(prettyJson("")).toBe("");
  });
});
