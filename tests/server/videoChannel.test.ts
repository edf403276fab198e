import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatTreeNode, PayComponentDraftProduct, PayComponentProduct, PayComponentShopBrand } from "../../server/areas/videoChannel/contract.js";
import { REJECT_REASON } from "../../server/core/simulatedReview.js";
import { WECHAT_PICTURE_REASON } from "../../server/core/simulatedReview.js";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { backdateReview, countRows, PICTURE, withReviewDelay } from "./liveHelpers.js";

let s: TestServer, m1: string, m2: string, staff: string;
let base: { id: number; skus: { id: number; attrValue: string; price: number; stock: number }[] };
let tempId: number;
let otherProduct: number;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
  const db = s.app.db;
  const multi = await db
    .selectFrom("product")
    .select("id")
    .where("merId", "=", 1)
    .where("isDel", "=", 0)
    .where("specType", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const skus = await db.selectFrom("productAttrValue").select(["id", "attrValue", "price", "stock"]).where("productId", "=", multi.id).orderBy("id").execute();
  base = { id: multi.id, skus };
  tempId = (await db.selectFrom("shippingTemplates").select("id").where("merId", "=", 1).executeTakeFirstOrThrow()).id;
  otherProduct = (await db.selectFrom("product").select("id").where("merId", "=", 2).executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(() => s.close());

interface Page<T> {
  total: number;
  list: T[];
}
const V = `${M}/pay/component`;

const draft = (over: Record<string, unknown> = {}) => ({
  primaryProductId: base.id,
  title: "视频号测试商品",
  headImg: JSON.stringify([`http://localhost${PICTURE}`]),
  qualificationPics: "[]",
  thirdCatId: 1111,
  brandId: 2100001001,
  descInfo: "<p>详情</p>",
  tempId,
  unitName: "件",
  giveIntegral: 0,
  ficti: 0,
  specType: true,
  attr: [{ attrName: "颜色", attrValues: "红" }],
  attrValue: base.skus.slice(0, 2).map((sku) => ({ id: sku.id, image: PICTURE, price: "88.80", cost: "40", otPrice: "99", stock: 5, barCode: "", weight: "0.5", volume: "0", attrValue: sku.attrValue })),
  ...over,
});

const drafts = (query: Record<string, string | number> = {}, token = m1) => s.call<Page<PayComponentDraftProduct>>("GET", `${V}/draftproduct/draft/list`, { token, query });
const products = (query: Record<string, string | number> = {}, token = m1) => s.call<Page<PayComponentProduct>>("GET", `${V}/product/list`, { token, query });
const add = (body: unknown, token = m1) => s.call("POST", `${V}/draftproduct/add`, { token, body });
const review = (draftProductId: number, platformEditStatus: number, token = m1) => s.call("POST", `${V}/draftproduct/review`, { token, body: { draftProductId, platformEditStatus } });
const draftNamed = async (title: string) => (await drafts({ search: title })).data.list.find((d) => d.title === title);
const productNamed = async (title: string) => (await products({ search: title })).data.list.find((p) => p.title === title);

describe("video channel: access and isolation", () => {
  it("needs a token and the pay-component authorities", async () => {
    expect((await s.call("GET", `${V}/product/list`)).code).toBe(401);
    for (const path of ["draftproduct/draft/list", "product/list", "cat/get/list", "shop/brand/usable/list", "delivery/company/get/list", "product/puton/1"])
      expect((await s.call("GET", `${V}/${path}`, { token: staff })).code).toBe(403);
    expect((await add(draft(), staff)).code).toBe(403);
  });

  it("shows each merchant only its own drafts and products", async () => {
    const theirs = (await products({}, m2)).data.list;
    expect(theirs.every((p) => p.merId === 2)).toBe(true);
    const mine = (await products()).data.list[0]!;
    expect((await s.call("GET", `${V}/product/get/${mine.id}`, { token: m2 })).message).toBe("商品不存在");
    expect((await s.call("GET", `${V}/product/putdown/${mine.id}`, { token: m2 })).message).toBe("商品不存在");
    const myDraft = (await drafts()).data.list[0]!;
    expect((await s.call("GET", `${V}/draftproduct/draft/get/${myDraft.id}`, { token: m2 })).message).toBe("商品不存在");
    expect((await s.call("GET", `${V}/draftproduct/delete/${myDraft.id}`, { token: m2 })).message).toBe("商品不存在");
    expect((await review(myDraft.id, 2, m2)).message).toBe("商品不存在");
  });
});

describe("video channel: WeChat's catalogues", () => {
  it("answers the category cascader, brands, delivery companies and the picture upload", async () => {
    const tree = await s.call<CatTreeNode[]>("GET", `${V}/cat/get/list`, { token: m1 });
    expect(tree.data[0]).toMatchObject({ value: 1001, label: "服饰内衣", children: expect.any(Array) });
    const third = tree.data[0]!.children![0]!.children![0]!;
    expect(third).toMatchObject({ value: 1111, label: "连衣裙", productQualificationType: 0 });
    expect(third.children).toBeUndefined();
    const flat = await s.call<unknown[]>("POST", `${V}/shop/cat/get`, { token: m1 });
    expect(flat.data.length).toBe(17);
    const usable = await s.call<PayComponentShopBrand[]>("GET", `${V}/shop/brand/usable/list`, { token: m1 });
    expect(usable.data.every((b) => b.status === 1)).toBe(true);
    const rejected = await s.call<Page<PayComponentShopBrand>>("GET", `${V}/shop/brand/list`, { token: m1, query: { status: 9 } });
    expect(rejected.data.list[0]).toMatchObject({ status: 9, rejectReason: expect.any(String) });
    const delivery = await s.call<{ deliveryId: string }[]>("GET", `${V}/delivery/company/get/list`, { token: m1 });
    expect(delivery.data.map((d) => d.deliveryId)).toContain("SF");
    const upload = (body: object) => s.call<{ errcode: number; img_info: Record<string, string> }>("POST", `${V}/shop/img/upload`, { token: m1, body });
    const link = await upload({ respType: 1, uploadType: 1, imgUrl: `http://localhost${PICTURE}` });
    expect(link.data.errcode).toBe(0);
    expect(link.data.img_info.temp_img_url).toMatch(/\/static\/demo\/product-03\.png$/);
    expect((await upload({ respType: 0, uploadType: 1, imgUrl: PICTURE })).data.img_info.media_id).not.toBe("");
    expect((await upload({ uploadType: 1, imgUrl: PICTURE })).message).toBe("respType 不能为空");
    expect((await upload({ respType: 3, uploadType: 1, imgUrl: PICTURE })).message).toBe("respType只能是0（media_id）、1（链接）或2（支付media_id）");
    expect((await upload({ respType: 1, uploadType: 0, imgUrl: PICTURE })).message).toBe("二进制流上传需要以表单提交图片，请改用图片链接上传（uploadType=1）");
    expect((await upload({ respType: 1, uploadType: 1 })).message).toBe("imgUrl 不能为空");
  });
});

describe("video channel: draft rules", () => {
  const expectMessage = async (body: unknown, message: string, code = 400) => expect(await add(body)).toMatchObject({ code, message });

  it("checks each field with the backend's messages", async () => {
    await expectMessage(draft({ primaryProductId: undefined }), "请先选择主商品");
    await expectMessage(draft({ title: " " }), "标题不能为空");
    await expectMessage(draft({ title: "长".repeat(61) }), "标题不能超过60个字符");
    await expectMessage(draft({ headImg: undefined }), "轮播图不能为空");
    await expectMessage(draft({ headImg: "[]" }), "轮播图不能为空");
    await expectMessage(draft({ headImg: "not json" }), "轮播图格式错误");
    await expectMessage(draft({ headImg: JSON.stringify(Array(6).fill(PICTURE)) }), "轮播图最多5张");
    await expectMessage(draft({ thirdCatId: undefined }), "第三级类目不能为空");
    await expectMessage(draft({ tempId: undefined }), "运费模板不能为空");
    await expectMessage(draft({ unitName: "" }), "请输入单位");
    await expectMessage(draft({ attrValue: [] }), "请至少选择一个商品属性");
    await expectMessage(draft({ attrValue: [{ ...draft().attrValue[0], price: "1.234" }] }), "商品价格式错误，最多两位小数");
    await expectMessage(draft({ attrValue: [{ ...draft().attrValue[0], price: "0" }] }), "商品价必须大于0");
    await expectMessage(draft({ attrValue: [{ ...draft().attrValue[0], id: undefined }] }), "商品规格不存在");
    await expectMessage(draft({ specType: false }), "单规格商品只能有一个商品属性");
    await expectMessage(draft({ thirdCatId: 3112 }), "该类目必须上传商品资质图片，请上传！");
  });

  it("refuses references that are not the merchant's, writing nothing", async () => {
    const before = await countRows(s.app.db, "pay_component_draft", 1);
    await expectMessage(draft({ primaryProductId: otherProduct }), "商品不存在", 500);
    await expectMessage(draft({ thirdCatId: 9999 }), "商品类目不存在", 500);
    await expectMessage(draft({ brandId: 2100001003 }), "品牌不存在或未通过审核", 500);
    const theirTemplate = (await s.app.db.selectFrom("shippingTemplates").select("id").where("merId", "=", 2).executeTakeFirstOrThrow()).id;
    await expectMessage(draft({ tempId: theirTemplate }), "运费模板不存在", 500);
    await expectMessage(draft({ attrValue: [{ ...draft().attrValue[0], id: 999999 }] }), "商品规格不存在", 500);
    await expectMessage(draft({ title: "碎花雪纺连衣裙 夏季新款" }), "当前草稿商品的名称已存在", 500);
    expect(await countRows(s.app.db, "pay_component_draft", 1)).toBe(before);
  });
});

describe("video channel: from draft to product", () => {
  it("adds a draft, submits it and, once the platform and WeChat pass it, lists it as a product", async () => {
    await withReviewDelay(100, async () => {
      expect(await add(draft({ title: "审核流程商品" }))).toMatchObject({ code: 200, data: null });
      const created = (await draftNamed("审核流程商品"))!;
      expect(created).toMatchObject({ platformEditStatus: 1, editStatus: 1, productId: 0, specType: true, stock: 10, thirdCatName: "连衣裙" });
      expect(JSON.parse(created.headImg)).toEqual([expect.stringMatching(/^http:\/\/.+product-03\.png$/)]);
      const info = await s.call<PayComponentDraftProduct>("GET", `${V}/draftproduct/draft/get/${created.id}`, { token: m1 });
      expect(info.data.catInfo).toMatchObject({ firstCatId: 1001, secondCatId: 1101, thirdCatId: 1111 });
      expect(JSON.parse(info.data.attrValue)).toHaveLength(2);

      expect((await review(created.id, 1)).message).toBe("只有平台审核中的草稿商品可以撤回");
      expect((await review(created.id, 3)).message).toBe("审核操作只能是1（撤回）或2（提交平台审核）");
      expect((await review(created.id, 2)).code).toBe(200);
      expect(await draftNamed("审核流程商品")).toMatchObject({ platformEditStatus: 2 });
      expect((await review(created.id, 2)).message).toBe("草稿商品审核中，不能重复提交");
      expect((await s.call("POST", `${V}/draftproduct/update`, { token: m1, body: { ...draft({ title: "改" }), id: created.id } })).message).toBe("草稿商品审核中，不能编辑");
      expect((await s.call("GET", `${V}/draftproduct/delete/${created.id}`, { token: m1 })).message).toBe("草稿商品审核中，不能删除");
      // Withdrawn, then submitted again.
      expect((await review(created.id, 1)).code).toBe(200);
      expect(await draftNamed("审核流程商品")).toMatchObject({ platformEditStatus: 1 });
      await review(created.id, 2);
      await backdateReview(s.app.db, "pay_component_draft", created.id, 100);
      expect(await draftNamed("审核流程商品")).toMatchObject({ platformEditStatus: 4, editStatus: 2 });
      expect((await review(created.id, 1)).message).toBe("只有平台审核中的草稿商品可以撤回");
      await backdateReview(s.app.db, "pay_component_draft", created.id, 100);
      expect(await draftNamed("审核流程商品")).toBeUndefined();
      const product = (await productNamed("审核流程商品"))!;
      expect(product).toMatchObject({ status: 0, editStatus: 4, platformEditStatus: 4, primaryProductId: base.id, stock: 10, componentProductId: expect.any(Number) });
      const got = await s.call<PayComponentProduct>("GET", `${V}/product/get/${product.id}`, { token: m1 });
      expect(got.data).toMatchObject({ id: product.id, brandName: "CRMEB 优选", catInfo: { thirdCatName: "连衣裙" } });
    });
  });

  it("rejects a marked title at the platform and a marked picture at WeChat", async () => {
    await add(draft({ title: "驳回的视频号商品" }));
    const marked = (await draftNamed("驳回的视频号商品"))!;
    await review(marked.id, 2);
    expect(await draftNamed("驳回的视频号商品")).toMatchObject({ platformEditStatus: 3, platformStatusReason: REJECT_REASON });
    await add(draft({ title: "图片不过审的商品", headImg: JSON.stringify(["/static/demo/reject-main.png"]) }));
    const pictured = (await draftNamed("图片不过审的商品"))!;
    await review(pictured.id, 2);
    expect(await draftNamed("图片不过审的商品")).toMatchObject({ platformEditStatus: 4, editStatus: 3, reject_reason: WECHAT_PICTURE_REASON });
    // Edited with another picture it passes.
    const fixed = await s.call("POST", `${V}/draftproduct/update`, { token: m1, body: { ...draft({ title: "图片不过审的商品" }), id: pictured.id } });
    expect(fixed.code).toBe(200);
    expect(await draftNamed("图片不过审的商品")).toMatchObject({ platformEditStatus: 1, editStatus: 1 });
    await review(pictured.id, 2);
    expect(await productNamed("图片不过审的商品")).toBeDefined();
  });

  it("decides a draft once when its lists are read in parallel (any instance may be the one to read): one product", async () => {
    await add(draft({ title: "并行读取的草稿" }));
    const created = (await draftNamed("并行读取的草稿"))!;
    await withReviewDelay(100, () => review(created.id, 2));
    await backdateReview(s.app.db, "pay_component_draft", created.id, 200);
    await withReviewDelay(100, () =>
      Promise.all(Array.from({ length: 10 }, (_, i) => s.call("GET", i % 2 ? `${V}/draftproduct/draft/list` : `${V}/product/list`, { token: m1 }))),
    );
    const published = await s.app.db.selectFrom("payComponentProduct").select(["id", "draftId"]).where("title", "=", "并行读取的草稿").execute();
    expect(published).toEqual([{ id: expect.any(Number), draftId: created.id }]);
    expect(await s.app.db.selectFrom("payComponentDraft").select(["editStatus", "productId"]).where("id", "=", created.id).executeTakeFirst()).toEqual({
      editStatus: 4,
      productId: published[0]!.id,
    });
  });

  it("deletes a draft out of review", async () => {
    await add(draft({ title: "要删除的草稿" }));
    const gone = (await draftNamed("要删除的草稿"))!;
    expect((await s.call("GET", `${V}/draftproduct/delete/${gone.id}`, { token: m1 })).code).toBe(200);
    expect(await draftNamed("要删除的草稿")).toBeUndefined();
  });
});

describe("video channel: products on and off the shelf (GET, contract §9)", () => {
  it("puts on, takes down, refuses what does not apply, and deletes", async () => {
    const fresh = (await productNamed("审核流程商品"))!;
    const call = (action: string, id = fresh.id) => s.call("GET", `${V}/product/${action}/${id}`, { token: m1 });
    expect((await call("putdown")).message).toBe("商品未上架");
    expect((await call("puton")).code).toBe(200);
    expect(await productNamed("审核流程商品")).toMatchObject({ status: 5, platformStatus: 5 });
    expect((await call("puton")).message).toBe("商品已上架");
    expect((await call("delete")).message).toBe("请先下架商品再删除");
    expect((await call("putdown")).code).toBe(200);
    expect(await productNamed("审核流程商品")).toMatchObject({ status: 11, platformStatus: 11 });
    const banned = (await productNamed("加厚连帽羽绒服"))!;
    expect((await call("puton", banned.id)).message).toBe("商品因违规被下架，不能上架");
    expect((await call("delete")).code).toBe(200);
    expect(await productNamed("审核流程商品")).toBeUndefined();
    expect((await s.call("POST", `${V}/product/puton/${banned.id}`, { token: m1 })).code).not.toBe(200);
  });

  it("filters products by id and title", async () => {
    const all = (await products()).data.list;
    const one = all[0]!;
    expect((await products({ proId: one.id })).data.list.map((p) => p.id)).toContain(one.id);
    expect((await products({ search: "台灯" })).data.list.map((p) => p.title)).toEqual(["护眼LED台灯"]);
    expect((await products({ proId: "x" })).message).toBe("商品ID格式错误");
  });
});
