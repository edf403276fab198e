import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WechatLiveGoods } from "../../server/areas/live/contract.js";
import { REJECT_REASON } from "../../server/core/simulatedReview.js";
import { WECHAT_PICTURE_REASON } from "../../server/core/simulatedReview.js";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { backdateReview, countRows, mediaOf, PICTURE, withReviewDelay } from "./liveHelpers.js";

let s: TestServer, m1: string, m2: string, staff: string;
let productId: number;
let otherProductId: number;
let media: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
  productId = (await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).orderBy("id").executeTakeFirstOrThrow()).id;
  otherProductId = (await s.app.db.selectFrom("product").select("id").where("merId", "=", 2).orderBy("id").executeTakeFirstOrThrow()).id;
  media = await mediaOf(s, m1);
}, 60_000);
afterAll(() => s.close());

interface Page<T> {
  total: number;
  list: T[];
}

const item = (over: Record<string, unknown> = {}) => ({
  coverImgUrl: media,
  coverImgUrlLocal: `http://localhost${PICTURE}`,
  name: "直播测试商品",
  priceType: 1,
  price: "19.90",
  productId,
  url: `pages/goods/goods_details/index?id=${productId}`,
  ...over,
});

const list = (query: Record<string, string | number> = {}, token = m1) => s.call<Page<WechatLiveGoods>>("GET", `${M}/mp/live/goods/list`, { token, query });
const save = (body: unknown, token = m1) => s.call("POST", `${M}/mp/live/goods/save`, { token, body });
const byName = async (name: string) => (await list({ keywords: name })).data.list.find((g) => g.name === name)!;

describe("live goods: access", () => {
  it("needs a token, and staff1 has none of the live authorities", async () => {
    expect((await s.call("GET", `${M}/mp/live/goods/list`)).code).toBe(401);
    expect((await list({}, staff)).code).toBe(403);
    expect((await save([item()], staff)).code).toBe(403);
    expect((await s.call("GET", `${M}/mp/live/goods/delete/1`, { token: staff })).code).toBe(403);
    expect((await s.call("POST", `${M}/mp/media/uploadlocal`, { token: staff, body: { type: "image", imagePath: PICTURE } })).code).toBe(403);
  });
});

describe("live goods: list", () => {
  it("answers the seeded goods with WeChat's fields, newest sort first, filtered by review state and keywords", async () => {
    const all = await list();
    expect(all.code).toBe(200);
    expect(all.data.total).toBeGreaterThanOrEqual(7);
    const first = all.data.list[0]!;
    expect(first).toMatchObject({ merId: 1, priceType: expect.any(Number), price: expect.stringMatching(/^\d+\.\d{2}$/), reviewStatus: expect.any(Number), merName: "CRMEB 旗舰店" });
    expect(first.coverImgUrlLocal).toMatch(/^http:\/\/.+\/static\/demo\//);
    expect(first).not.toHaveProperty("reviewSubmittedAt");
    const approved = await list({ reviewStatus: 4 });
    expect(approved.data.list.length).toBeGreaterThan(0);
    expect(approved.data.list.every((g) => g.reviewStatus === 4 && g.goodsId !== null && g.auditStatus === 2)).toBe(true);
    const failed = await list({ reviewStatus: 3 });
    expect(failed.data.list[0]!.reviewReason).toBe(REJECT_REASON);
    expect((await list({ keywords: "连衣裙" })).data.list.map((g) => g.name)).toEqual(["碎花连衣裙"]);
    expect((await list({ reviewStatus: 9 })).message).toBe("未知的审核状态");
  });

  it("keeps merchants apart", async () => {
    const theirs = await list({}, m2);
    expect(theirs.data.list.every((g) => g.merId === 2)).toBe(true);
    const mine = (await list()).data.list[0]!;
    expect((await s.call("GET", `${M}/mp/live/goods/info/${mine.id}`, { token: m2 })).message).toBe("直播商品不存在");
    expect((await s.call("GET", `${M}/mp/live/goods/delete/${mine.id}`, { token: m2 })).message).toBe("直播商品不存在");
    expect((await s.call("GET", `${M}/mp/live/goods/sort/${mine.id}/5`, { token: m2 })).message).toBe("直播商品不存在");
  });
});

describe("live goods: media ids", () => {
  it("turns a library picture into a media id and refuses what is not a picture", async () => {
    const r = await s.call<{ type: string; mediaId: string; createdAt: number; url: string }>("POST", `${M}/mp/media/uploadlocal`, { token: m1, body: { type: "image", imagePath: PICTURE } });
    expect(r.data).toMatchObject({ type: "image", mediaId: expect.any(String), createdAt: expect.any(Number) });
    expect(r.data.url).toMatch(/\/static\/demo\/product-03\.png$/);
    const bad = (body: object) => s.call("POST", `${M}/mp/media/uploadlocal`, { token: m1, body });
    expect((await bad({ imagePath: PICTURE })).message).toBe("请求参数 type 不能为空");
    expect((await bad({ type: "voice", imagePath: PICTURE })).message).toBe("素材类型只能是image");
    expect((await bad({ type: "image" })).message).toBe("请选择图片");
    expect((await bad({ type: "image", imagePath: "/static/demo/readme.txt" })).message).toBe("只能上传jpg、jpeg、png、gif、bmp格式的图片");
  });
});

describe("live goods: save rules", () => {
  const expectMessage = async (body: unknown, message: string, code = 400) => {
    const r = await save(body);
    expect(r.message).toBe(message);
    expect(r.code).toBe(code);
  };

  it("reads an array body", async () => {
    await expectMessage(undefined, "参数体不能为空");
    await expectMessage({ name: "x" }, "参数体格式错误，应为直播商品数组");
    await expectMessage([], "请至少添加一个直播商品");
    await expectMessage(Array.from({ length: 21 }, () => item()), "一次最多添加20个直播商品");
  });

  it("checks every field with the backend's messages", async () => {
    await expectMessage([item({ coverImgUrl: "" })], "封面素材不能为空，请重新选择商品图");
    await expectMessage([item({ coverImgUrlLocal: " " })], "商品封面图不能为空");
    await expectMessage([item({ name: "" })], "商品名称不能为空");
    await expectMessage([item({ name: "一二三四五六七八九十一二三四五" })], "商品名称最长14个汉字，1个汉字相当于2个字符");
    await expectMessage([item({ name: "a".repeat(29) })], "商品名称最长14个汉字，1个汉字相当于2个字符");
    await expectMessage([item({ priceType: undefined })], "请选择价格类型");
    await expectMessage([item({ priceType: 4 })], "价格类型只能是1（一口价）、2（价格区间）、3（折扣价）");
    await expectMessage([item({ price: undefined })], "请输入直播价格");
    await expectMessage([item({ price: "1.234" })], "直播价格格式错误，最多保留两位小数");
    await expectMessage([item({ price: 0 })], "直播价格不能低于0.01元");
    await expectMessage([item({ price: 100000 })], "直播价格不能超过99999元");
    await expectMessage([item({ priceType: 2 })], "价格区间需要填写左右两个价格");
    await expectMessage([item({ priceType: 3 })], "折扣价需要填写原价和现价");
    await expectMessage([item({ priceType: 2, price: 20, price2: 20 })], "价格区间左边价格需小于右边价格");
    await expectMessage([item({ priceType: 3, price: 20, price2: 25 })], "折扣价的现价需低于原价");
    await expectMessage([item({ productId: undefined })], "请选择直播商品");
    await expectMessage([item({ url: "" })], "商品详情页小程序路径不能为空");
  });

  it("refuses products and media ids that are not the merchant's, and writes nothing then", async () => {
    const before = await countRows(s.app.db, "live_goods", 1);
    await expectMessage([item(), item({ productId: otherProductId })], "商品不存在", 500);
    await expectMessage([item({ productId: 999999 })], "商品不存在", 500);
    const theirMedia = await mediaOf(s, m2);
    await expectMessage([item(), item({ coverImgUrl: theirMedia })], "商品封面图的mediaID无效，请重新选择图片", 500);
    expect(await countRows(s.app.db, "live_goods", 1)).toBe(before);
  });
});

describe("live goods: review", () => {
  it("passes the platform and WeChat (decided at once in tests) and keeps the three price types", async () => {
    const names = ["一口价测试", "区间价测试", "折扣价测试"];
    const r = await save([
      item({ name: names[0] }),
      item({ name: names[1], priceType: 2, price: "10", price2: "20.5" }),
      item({ name: names[2], priceType: 3, price: 30, price2: "25.00" }),
    ]);
    expect(r).toMatchObject({ code: 200, data: null });
    const [fixed, range, discount] = await Promise.all(names.map(byName));
    expect(fixed).toMatchObject({ reviewStatus: 4, auditStatus: 2, price: "19.90", price2: "0.00", reviewReason: "" });
    expect(fixed!.goodsId).toEqual(expect.any(Number));
    expect(range).toMatchObject({ priceType: 2, price: "10.00", price2: "20.50" });
    expect(discount).toMatchObject({ priceType: 3, price: "30.00", price2: "25.00" });
  });

  it("rejects a name with the marker at the platform, and a rejected picture at WeChat", async () => {
    await save([item({ name: "驳回测试商品" })]);
    expect(await byName("驳回测试商品")).toMatchObject({ reviewStatus: 3, reviewReason: REJECT_REASON, goodsId: null });
    const rejectMedia = await mediaOf(s, m1, "/static/demo/reject-cover.png");
    await save([item({ name: "图片不过审", coverImgUrl: rejectMedia, coverImgUrlLocal: "/static/demo/reject-cover.png" })]);
    expect(await byName("图片不过审")).toMatchObject({ reviewStatus: 5, auditStatus: 3, reviewReason: WECHAT_PICTURE_REASON });
  });

  it("moves through each stage with a delay, can be withdrawn and resubmitted", async () => {
    await withReviewDelay(100, async () => {
      await save([item({ name: "分阶段审核" })]);
      const goods = await byName("分阶段审核");
      expect(goods).toMatchObject({ reviewStatus: 1, goodsId: null });
      await backdateReview(s.app.db, "live_goods", goods.id, 100);
      expect(await byName("分阶段审核")).toMatchObject({ reviewStatus: 2, auditStatus: 1, goodsId: expect.any(Number) });
      // Withdrawn while WeChat reviews it.
      const reset = await s.call("GET", `${M}/mp/live/goods/audit/reset/${goods.id}`, { token: m1 });
      expect(reset).toMatchObject({ code: 200, data: true });
      expect(await byName("分阶段审核")).toMatchObject({ reviewStatus: 0, auditStatus: 0 });
      expect((await s.call("GET", `${M}/mp/live/goods/audit/reset/${goods.id}`, { token: m1 })).message).toBe("直播商品不在审核中，不能撤回审核");
      // Resubmitted: the platform passed it already, so it goes straight back to WeChat.
      const again = await s.call("GET", `${M}/mp/live/goods/audit/${goods.id}`, { token: m1 });
      expect(again).toMatchObject({ code: 200, data: "已重新提交审核" });
      expect(await byName("分阶段审核")).toMatchObject({ reviewStatus: 2, auditStatus: 1 });
      expect((await s.call("GET", `${M}/mp/live/goods/audit/${goods.id}`, { token: m1 })).message).toBe("直播商品审核中或已通过，不能重新提交审核");
      await backdateReview(s.app.db, "live_goods", goods.id, 100);
      expect(await byName("分阶段审核")).toMatchObject({ reviewStatus: 4, auditStatus: 2 });
    });
  });
});

describe("live goods: edit, info, sort, delete", () => {
  it("edits and sends the goods to review again, keeping the cover when no new one is sent", async () => {
    const goods = await byName("碎花连衣裙");
    const update = (body: object) => s.call("POST", `${M}/mp/live/goods/update`, { token: m1, body });
    expect((await update({ ...item(), id: undefined })).message).toBe("直播商品ID不能为空");
    expect((await update({ ...item({ coverImgUrl: undefined, coverImgUrlLocal: "/static/demo/product-09.png" }), id: goods.id })).message).toBe("封面素材不能为空，请重新选择商品图");
    await withReviewDelay(100, async () => {
      const r = await update({ id: goods.id, name: "碎花连衣裙直播价", coverImgUrlLocal: goods.coverImgUrlLocal, priceType: 2, price: 99, price2: 129, url: goods.url });
      expect(r.code).toBe(200);
      const info = await s.call<WechatLiveGoods>("GET", `${M}/mp/live/goods/info/${goods.id}`, { token: m1 });
      expect(info.data).toMatchObject({ name: "碎花连衣裙直播价", priceType: 2, price: "99.00", price2: "129.00", reviewStatus: 1, coverImgUrl: goods.coverImgUrl });
    });
  });

  it("sorts with the range check and deletes", async () => {
    const goods = (await list()).data.list.at(-1)!;
    expect((await s.call("GET", `${M}/mp/live/goods/sort/${goods.id}/10000`, { token: m1 })).message).toBe("排序范围为0~9999");
    expect((await s.call("GET", `${M}/mp/live/goods/sort/${goods.id}/9999`, { token: m1 })).code).toBe(200);
    expect((await list()).data.list[0]!.id).toBe(goods.id);
    expect((await s.call("GET", `${M}/mp/live/goods/delete/${goods.id}`, { token: m1 })).code).toBe(200);
    expect((await s.call("GET", `${M}/mp/live/goods/info/${goods.id}`, { token: m1 })).message).toBe("直播商品不存在");
  });
});
