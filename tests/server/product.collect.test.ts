import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { updateMerchant } from "../../server/core/accounts.js";
import type { CollectedProduct } from "../../server/areas/product/collect/contract.js";
import { COLLECTOR_KEY, LINKS, NAMES, startTestCollector, type TestCollector } from "../fixtures/collector.mjs";
import { M, startTestServer, type TestServer, startSignedIn } from "./helpers.js";
import { createProduct, fixtures, productBody } from "./productHelpers.js";

const FAILED = "确认URL和平台是否正确，以及平台费用是否足额";
const NO_DATA = `${FAILED}复制商品失败--返回数据格式错误--未找到data`;

const quota = async (s: TestServer, merId: number) =>
  (await s.app.db.selectFrom("merchant").select("copyProductNum").where("id", "=", merId).executeTakeFirstOrThrow()).copyProductNum;

describe("collecting products: no collector configured", () => {
  let s: TestServer;
  let owner: string;
  beforeAll(async () => {
    ({ s, m1: owner } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  it("answers as the backend does without a collection setting, and uses no copy", async () => {
    const before = await quota(s, 1);
    expect(await s.call("POST", `${M}/product/copy/config`, { token: owner })).toEqual({ code: 400, message: "请先进行采集商品配置", data: null });
    expect(await s.call("POST", `${M}/product/importProduct`, { token: owner, query: { form: 1, url: LINKS.taobao } })).toEqual({
      code: 500,
      message: `${FAILED}请配置复制产品平台的Token -- www.99api.com`,
      data: null,
    });
    expect(await s.call("POST", `${M}/product/copy/product`, { token: owner, body: { url: LINKS.taobao } })).toEqual({
      code: 500,
      message: "一号通采集商品异常：请配置一号通access_key一号通后台应用管理获得APPID！",
      data: null,
    });
    expect(await quota(s, 1)).toBe(before);
  });
});

describe("collecting products through a 99api collector", () => {
  let s: TestServer;
  let owner: string;
  let other: string;
  let staff: string;
  let collector: TestCollector;

  beforeAll(async () => {
    collector = await startTestCollector();
    s = await startTestServer({ collector: { url: collector.url, key: collector.key } });
    [owner, other, staff] = await Promise.all([s.login("merchant1"), s.login("merchant2"), s.login("staff1")]);
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await collector.close();
  });
  beforeEach(() => {
    collector.answerWith(undefined);
    collector.requests.length = 0;
  });

  const collect = (form: number, url: string, token = owner) => s.call<CollectedProduct>("POST", `${M}/product/importProduct`, { token, query: { form, url } });

  it("names the collection setting: 99api, no counted copies", async () => {
    expect(await s.call("POST", `${M}/product/copy/config`, { token: owner })).toMatchObject({ code: 200, data: { copyType: "2", copyNum: 0 } });
  });

  it("collects a Taobao item with its pictures, description and every combination of its specifications, using one copy", async () => {
    const before = await quota(s, 1);
    const answer = await collect(1, LINKS.taobao);
    expect(answer.code).toBe(200);
    const p = answer.data;
    const img = (name: string) => `${collector.url}/img/${name}.png`;
    expect(p).toMatchObject({
      name: NAMES.taobao,
      intro: NAMES.taobao,
      keyword: NAMES.taobao,
      image: img("tee-1"),
      price: "59.00",
      otPrice: "59.00",
      cost: "0.00",
      unitName: "",
      stock: 0,
      specType: true,
      videoLink: "",
    });
    expect(JSON.parse(p.sliderImage)).toEqual([img("tee-1"), img("tee-2"), img("tee-3")]);
    expect(p.content).toContain(`<img src="${img("tee-detail")}">`);
    expect(p.attrList.map((a) => [a.attributeName, a.optionList.map((o) => o.optionName)])).toEqual([
      ["颜色", ["白色", "黑色"]],
      ["尺码", ["M", "L"]],
    ]);
    expect(p.attrValueList.map((v) => [v.sku, JSON.parse(v.attrValue), v.price, v.image, v.isDefault])).toEqual([
      ["白色,M", { 颜色: "白色", 尺码: "M" }, "59.00", img("tee-1"), true],
      ["白色,L", { 颜色: "白色", 尺码: "L" }, "59.00", img("tee-1"), false],
      ["黑色,M", { 颜色: "黑色", 尺码: "M" }, "59.00", img("tee-1"), false],
      ["黑色,L", { 颜色: "黑色", 尺码: "L" }, "59.00", img("tee-1"), false],
    ]);
    const call = collector.requests.at(-1)!;
    expect([call.pathname, call.searchParams.get("apikey"), call.searchParams.get("itemid")]).toEqual(["/taobao/detail", COLLECTOR_KEY, "6100001"]);
    expect(await quota(s, 1)).toBe(before - 1);
  });

  it("reads JD's sale properties, leaving out the empty ones", async () => {
    const p = (await collect(2, LINKS.jd)).data;
    expect(collector.requests.at(-1)!.searchParams.get("itemid")).toBe("100012043978");
    expect(p).toMatchObject({ name: NAMES.jd, intro: NAMES.jd, price: "199.00", specType: true });
    expect(p.attrList.map((a) => [a.attributeName, a.optionList.map((o) => o.optionName)])).toEqual([["颜色", ["曜石黑", "珍珠白"]]]);
    expect(p.attrValueList.map((v) => v.attrValue)).toEqual([JSON.stringify({ 颜色: "曜石黑" }), JSON.stringify({ 颜色: "珍珠白" })]);
  });

  it("collects a Suning item (shop and product from the link) as a single-spec product", async () => {
    const p = (await collect(3, LINKS.suning)).data;
    const call = collector.requests.at(-1)!;
    expect([call.pathname, call.searchParams.get("itemid"), call.searchParams.get("shopid")]).toEqual(["/suning/detail", "11555288247", "0070067633"]);
    expect(p).toMatchObject({ name: NAMES.suning, price: "129.00", specType: false });
    expect(p.attrList).toEqual([{ attributeName: "规格", isShowImage: false, sort: 1, optionList: [{ optionName: "默认", image: "", sort: 1 }] }]);
    expect(p.attrValueList).toHaveLength(1);
    expect(p.attrValueList[0]).toMatchObject({ attrValue: JSON.stringify({ 规格: "默认" }), price: "129.00", isDefault: true });
  });

  it("gathers Pinduoduo's specifications from its SKUs and keeps its video", async () => {
    const p = (await collect(4, LINKS.pinduoduo)).data;
    expect(collector.requests.at(-1)!.searchParams.get("itemid")).toBe("3300001");
    expect(p).toMatchObject({ name: NAMES.pinduoduo, intro: "316不锈钢内胆，保温12小时", price: "39.90", otPrice: "69.00", videoLink: `${collector.url}/video/cup.mp4` });
    expect(JSON.parse(p.sliderImage)).toEqual([`${collector.url}/img/cup-1.png`, `${collector.url}/img/cup-2.png`, `${collector.url}/img/cup-thumb.png`]);
    expect(p.attrList.map((a) => [a.attributeName, a.optionList.map((o) => o.optionName)])).toEqual([
      ["容量", ["350ml", "500ml"]],
      ["颜色", ["蓝", "粉"]],
    ]);
    expect(p.attrValueList).toHaveLength(4);
  });

  it("takes Tmall's subtitle as the introduction and gives protocol-relative pictures https", async () => {
    const p = (await collect(5, LINKS.tmall)).data;
    expect(p).toMatchObject({ name: NAMES.tmall, intro: "澳洲美利奴羊毛", specType: false, image: `https:${collector.url.replace("http:", "")}/img/scarf-1.png` });
  });

  it("says why a collection failed, and uses no copy for it", async () => {
    const before = await quota(s, 1);
    const failure = async (form: number, url: string) => (await collect(form, url)).message;
    expect(await failure(1, LINKS.missing)).toBe(NO_DATA);
    expect(await failure(1, "https://item.taobao.com/item.htm?spm=1")).toBe(`${FAILED}商品链接中没有商品ID`);
    expect(await failure(2, "item.jd.com 100012043978")).toBe(`${FAILED}商品链接格式不正确`);
    collector.answerWith("<html>维护中</html>");
    expect(await failure(1, LINKS.taobao)).toBe(`${FAILED}采集服务的回答不是JSON`);
    collector.answerWith({ retcode: "0000", data: {} });
    expect(await failure(1, LINKS.taobao)).toBe(`${FAILED}复制商品失败--返回数据格式错误--未找到item`);
    collector.answerWith({ retcode: "0000", data: { item: { name: "无规格数据" } } });
    expect(await failure(2, LINKS.jd)).toBe(`${FAILED}复制商品失败--返回数据格式错误--未找到skuProps`);
    expect(await quota(s, 1)).toBe(before);
  });

  it("refuses a merchant whose copies are used up (merchant 2 has none), without calling the collector", async () => {
    expect(await quota(s, 2)).toBe(0);
    expect(await collect(1, LINKS.taobao, other)).toEqual({ code: 400, message: "商户复制商品数量不足", data: null });
    expect(await s.call("POST", `${M}/product/copy/product`, { token: other, body: { url: LINKS.taobao } })).toEqual({
      code: 400,
      message: "当前商户采集次数不足，请联系平台客服",
      data: null,
    });
    expect(collector.requests).toHaveLength(0);
    // Another merchant's collection takes nothing from merchant 2.
    expect((await collect(1, LINKS.taobao)).code).toBe(200);
    expect(await quota(s, 2)).toBe(0);
  });

  it("stops at the last copy", async () => {
    await updateMerchant(s.app.db, 1, { copyProductNum: 1 });
    const profile = async () => (await s.call<{ copyProductNum: number }>("GET", `${M}/base/info`, { token: owner })).data;
    try {
      expect((await collect(1, LINKS.taobao)).code).toBe(200);
      expect(await quota(s, 1)).toBe(0);
      expect((await collect(1, LINKS.taobao)).message).toBe("商户复制商品数量不足");
      expect((await profile())?.copyProductNum).toBe(0);
    } finally {
      await updateMerchant(s.app.db, 1, { copyProductNum: 50 });
    }
  });

  it("validates the requests with the backend's messages", async () => {
    const query = (q: Record<string, string | number>) => s.call("POST", `${M}/product/importProduct`, { token: owner, query: q });
    expect((await query({ url: LINKS.taobao })).message).toBe("请求参数 form 不能为空");
    expect((await query({ form: 9, url: LINKS.taobao })).message).toBe("未知的采集平台");
    expect((await query({ form: 1 })).message).toBe("请求参数 url 不能为空");
    expect(await s.call("POST", `${M}/product/copy/product`, { token: owner, body: {} })).toEqual({ code: 400, message: "复制商品地址 不能为空", data: null });
    expect(collector.requests).toHaveLength(0);
  });

  it("lets only holders of the authorities collect: 403 for the read-only staff", async () => {
    expect((await s.call("POST", `${M}/product/copy/config`, { token: staff })).code).toBe(403);
    expect((await collect(1, LINKS.taobao, staff)).code).toBe(403);
    expect((await s.call("POST", `${M}/product/copy/product`, { token: staff, body: { url: LINKS.taobao } })).code).toBe(403);
    expect(collector.requests).toHaveLength(0);
  });

  it("saves a collected product with the platform's picture URLs", async () => {
    const f = await fixtures(s.app.db);
    const p = (await collect(1, LINKS.taobao)).data;
    const id = await createProduct(
      s,
      owner,
      productBody(f, {
        name: p.name,
        intro: p.intro,
        keyword: "",
        image: p.image,
        sliderImage: p.sliderImage,
        content: p.content,
        specType: p.specType,
        attrList: p.attrList,
        attrValueList: p.attrValueList.map((v) => ({ ...v, price: "49.00", stock: 5 })),
      }),
    );
    const info = await s.call<{ image: string; sliderImage: string; content: string; stock: number; attrValueList: Array<{ image: string }> }>("GET", `${M}/product/info/${id}`, { token: owner });
    expect(info.data.image).toBe(p.image);
    expect(JSON.parse(info.data.sliderImage)).toEqual(JSON.parse(p.sliderImage));
    expect(info.data.content).toBe(p.content);
    expect(info.data.attrValueList.map((v) => v.image)).toEqual(p.attrValueList.map(() => p.image));
    expect(info.data.stock).toBe(20);
  });
});

describe("collecting products: a collector configured in part", () => {
  it("names the missing key, and without an address the setting", async () => {
    const keyless = await startTestServer({ collector: { url: "http://127.0.0.1:9" } });
    const addressless = await startTestServer({ collector: { key: "k" } });
    try {
      const [a, b] = await Promise.all([keyless.login("merchant1"), addressless.login("merchant1")]);
      const query = { form: 1, url: LINKS.taobao };
      expect((await keyless.call("POST", `${M}/product/importProduct`, { token: a, query })).message).toBe(`${FAILED}请配置复制产品平台的Token -- www.99api.com`);
      expect((await addressless.call("POST", `${M}/product/copy/config`, { token: b })).message).toBe("请先进行采集商品配置");
      expect((await addressless.call("POST", `${M}/product/importProduct`, { token: b, query })).message).toBe(`${FAILED}请配置复制产品平台的Url-- www.99api.com`);
    } finally {
      await Promise.all([keyless.close(), addressless.close()]);
    }
  });

  it("says so when the collector cannot be reached", async () => {
    const collector = await startTestCollector();
    const url = collector.url;
    await collector.close();
    const s = await startTestServer({ collector: { url, key: COLLECTOR_KEY } });
    try {
      const token = await s.login("merchant1");
      expect((await s.call("POST", `${M}/product/importProduct`, { token, query: { form: 1, url: LINKS.taobao } })).message).toBe(`${FAILED}采集服务无法访问`);
    } finally {
      await s.close();
    }
  });
});
