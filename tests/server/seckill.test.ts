import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REJECT_REASON } from "../../server/core/simulatedReview.js";
import { categoryAndDescendants } from "../../server/areas/product/catalog.js";
import type { SeckillActivityDetail, SeckillActivityRow, SeckillProductRow } from "../../server/areas/seckill/contract.js";
import { M, startSignedIn, type TestServer } from "./helpers.js";

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());
// Some tests hold reviews back to see a submission while it is pending.
afterEach(() => {
  process.env.REVIEW_DELAY_SECONDS = "0";
});
const holdReviews = () => {
  process.env.REVIEW_DELAY_SECONDS = "3600";
};

interface Page<T> {
  total: number;
  list: T[];
}
const S = `${M}/seckill`;
const activities = async (query: Record<string, string | number> = {}, token = m1) =>
  (await s.call<Page<SeckillActivityRow>>("GET", `${S}/activity/page`, { token, query: { limit: 50, ...query } })).data;
const activityNamed = async (name: string) => (await activities()).list.find((a) => a.name === name)!;
const products = async (query: Record<string, string | number> = {}, token = m1) =>
  (await s.call<Page<SeckillProductRow>>("GET", `${S}/product/page`, { token, query: { limit: 100, ...query } })).data;
const add = (body: unknown, token = m1) => s.call("POST", `${S}/product/add`, { token, body });

interface Sku {
  id: number;
  stock: number;
  price: number;
  sku: string;
}
/** A merchant's product that may join (normal, in shop, audit settled) with its SKUs, not yet in `activityId`. */
async function freeProduct(merId: number, activityId: number, skip: number[] = []): Promise<{ id: number; name: string; categoryId: number; skus: Sku[] }> {
  const joined = await s.app.db.selectFrom("seckillProduct").select("productId").where("activityId", "=", activityId).where("isDel", "=", 0).execute();
  const taken = new Set([...joined.map((r) => r.productId), ...skip]);
  const rows = await s.app.db
    .selectFrom("product")
    .select(["id", "name", "categoryId"])
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where("isRecycle", "=", 0)
    .where("type", "=", 0)
    .where("isShow", "=", 1)
    .where("auditStatus", "in", [0, 2])
    .where("stock", ">", 5)
    .orderBy("id")
    .execute();
  const row = rows.find((r) => !taken.has(r.id))!;
  const skus = await s.app.db.selectFrom("productAttrValue").select(["id", "stock", "price", "sku"]).where("productId", "=", row.id).orderBy("id").execute();
  return { ...row, skus };
}
const joinBody = (activityId: number, p: { id: number; skus: Sku[] }, overrides: { quota?: number; activityPrice?: string | number } = {}) => ({
  id: activityId,
  productList: [{ id: p.id, sort: 1, attrValue: p.skus.map((k) => ({ attrValueId: k.id, quota: overrides.quota ?? Math.min(1, k.stock), activityPrice: overrides.activityPrice ?? "0.99" })) }],
});

describe("activities", () => {
  it("lists the platform's activities with state, slots, quotas and the merchant's product count", async () => {
    const page = await activities();
    expect(page.total).toBe(5);
    const weekend = page.list.find((a) => a.name === "限时秒杀·周末狂欢")!;
    expect(weekend).toMatchObject({ status: 1, isOpen: 1, merStars: 0, proCategory: "0", oneQuota: 2, allQuota: 5, timeList: ["10:00 - 12:00", "14:00 - 16:00"] });
    expect(weekend.productNum).toBe(4);
    expect(page.list.find((a) => a.name === "年中大促秒杀")).toMatchObject({ status: 2 });
    const upcoming = page.list.find((a) => a.name === "新品尝鲜秒杀")!;
    expect(upcoming).toMatchObject({ status: 0, merStars: 3 });
    expect(upcoming.proCategory).not.toBe("0");
    expect(upcoming.productCategoryNames.length).toBeGreaterThan(0);
    expect(page.list.find((a) => a.name === "夜场秒杀（筹备中）")).toMatchObject({ status: 0, isOpen: 0 });
    for (const key of ["id", "startDate", "endDate", "createTime"]) expect(weekend).toHaveProperty(key);
  });

  it("filters by name and by a day the activity covers", async () => {
    expect((await activities({ name: "秒杀" })).total).toBe(5);
    expect((await activities({ name: "周末" })).list.map((a) => a.name)).toEqual(["限时秒杀·周末狂欢"]);
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const names = (await activities({ date: weekend.startDate })).list.map((a) => a.name);
    expect(names).toContain("限时秒杀·周末狂欢");
    expect(names).not.toContain("年中大促秒杀");
    expect(await s.call("GET", `${S}/activity/page`, { token: m1, query: { date: "2024/01/01" } })).toMatchObject({ code: 400, message: "活动日期格式不正确" });
  });

  it("counts only the merchant's own products", async () => {
    expect((await activities({ name: "周末" }, m2)).list[0]!.productNum).toBe(1);
  });

  it("answers an activity's detail with slot ids and the merchant's products in it", async () => {
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const detail = (await s.call<SeckillActivityDetail>("GET", `${S}/activity/detail/${weekend.id}`, { token: m1 })).data;
    expect(detail).toMatchObject({ id: weekend.id, name: weekend.name, status: 1, timeList: weekend.timeList });
    expect(detail.timeIntervals).toMatch(/^\d+,\d+$/);
    expect(detail.productList).toHaveLength(4);
    expect(detail.productList.every((p) => p.activityId === weekend.id && p.merName === "CRMEB 旗舰店")).toBe(true);
    const theirs = (await s.call<SeckillActivityDetail>("GET", `${S}/activity/detail/${weekend.id}`, { token: m2 })).data;
    expect(theirs.productList).toHaveLength(1);
    expect(await s.call("GET", `${S}/activity/detail/99999`, { token: m1 })).toMatchObject({ code: 12103, message: "秒杀活动不存在" });
  });
});

describe("seckill products", () => {
  it("answers rows with SKUs, activity name, state and slots", async () => {
    const page = await products();
    expect(page.total).toBe(7);
    const row = page.list.find((p) => p.activityName === "限时秒杀·周末狂欢" && p.auditStatus === 2)!;
    expect(row).toMatchObject({ merName: "CRMEB 旗舰店", merStarLevel: 5, activityStatus: 1, timeList: ["10:00 - 12:00", "14:00 - 16:00"], type: 0 });
    expect(row.price).toMatch(/^\d+\.\d{2}$/);
    expect(row.seckillPrice).toMatch(/^\d+\.\d{2}$/);
    expect(row.attrValue.length).toBeGreaterThan(0);
    const sku = row.attrValue[0]!;
    expect(sku).toMatchObject({ productId: row.id, quota: sku.quotaShow });
    expect(sku.masterId).toBeGreaterThan(0);
    expect(row.categoryName.length).toBeGreaterThan(0);
    expect(row.image).toMatch(/^http/);
  });

  it("decides pending submissions when read: the seeded pending ones have passed", async () => {
    const page = await products({ activityName: "五星" });
    expect(page.list.map((p) => p.auditStatus)).toEqual([2, 2]);
  });

  it("filters by every field of the search", async () => {
    expect((await products({ auditStatus: 3 })).list.map((p) => p.reason)).toEqual(["活动价格设置不合理，请调整后重新提交"]);
    expect((await products({ proStatus: 0 })).total).toBe(2);
    expect((await products({ proStatus: 1 })).total).toBe(5);
    expect((await products({ activityStatus: 2 })).list.map((p) => p.activityName)).toEqual(["年中大促秒杀"]);
    expect((await products({ activityStatus: 1 })).total).toBe(6);
    expect((await products({ activityStatus: 0 })).total).toBe(0);
    expect((await products({ activityName: "年中" })).total).toBe(1);
    const name = (await products()).list[0]!.name;
    expect((await products({ proName: name })).list.every((p) => p.name.includes(name))).toBe(true);
    expect((await products({ merStars: 5 })).total).toBe(7);
    expect((await products({ merStars: 3 })).total).toBe(0);
    expect((await products({ merIds: "1,2" })).total).toBe(7);
    expect((await products({ merIds: "2" })).total).toBe(0);
  });

  it("refuses malformed filters", async () => {
    const bad = async (query: Record<string, string>, message: string) =>
      expect(await s.call("GET", `${S}/product/page`, { token: m1, query })).toMatchObject({ code: 400, message });
    await bad({ auditStatus: "4" }, "审核状态格式不正确");
    await bad({ proStatus: "x" }, "商品状态格式不正确");
    await bad({ activityStatus: "5" }, "活动状态格式不正确");
  });
});

describe("joining an activity", () => {
  it("validates the body with the backend's messages", async () => {
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const p = await freeProduct(1, weekend.id);
    const sku = { attrValueId: p.skus[0]!.id, quota: 1, activityPrice: "1.00" };
    const bad = async (body: unknown, message: string) => expect(await add(body)).toMatchObject({ code: 400, message });
    await bad({ productList: [{ id: p.id, sort: 0, attrValue: [sku] }] }, "请选择秒杀活动");
    await bad({ id: weekend.id, productList: [] }, "请选择商品");
    await bad({ id: weekend.id }, "请选择商品");
    await bad({ id: weekend.id, productList: [{ sort: 0, attrValue: [sku] }] }, "商品ID不能为空");
    await bad({ id: weekend.id, productList: [{ id: p.id, attrValue: [sku] }] }, "排序不能为空");
    await bad({ id: weekend.id, productList: [{ id: p.id, sort: 0, attrValue: [] }] }, "请设置商品规格");
    await bad({ id: weekend.id, productList: [{ id: p.id, sort: 0, attrValue: [{ ...sku, attrValueId: undefined }] }] }, "商品规格ID不能为空");
    await bad({ id: weekend.id, productList: [{ id: p.id, sort: 0, attrValue: [{ ...sku, quota: undefined }] }] }, "限量不能为空");
    await bad({ id: weekend.id, productList: [{ id: p.id, sort: 0, attrValue: [{ ...sku, quota: -1 }] }] }, "限量最小值为0");
    await bad({ id: weekend.id, productList: [{ id: p.id, sort: 0, attrValue: [{ ...sku, activityPrice: undefined }] }] }, "活动价不能为空");
    await bad({ id: weekend.id, productList: [{ id: p.id, sort: 0, attrValue: [{ ...sku, activityPrice: "-1" }] }] }, "活动价不能小于0");
  });

  it("refuses activities the merchant may not join", async () => {
    const p = await freeProduct(1, 0);
    expect(await add(joinBody(99999, p))).toMatchObject({ code: 12103, message: "秒杀活动不存在" });
    expect(await add(joinBody((await activityNamed("年中大促秒杀")).id, p))).toMatchObject({ code: 12104, message: "秒杀活动已结束" });
    expect(await add(joinBody((await activityNamed("夜场秒杀（筹备中）")).id, p))).toMatchObject({ code: 12104, message: "秒杀活动未开启" });
    const fiveStar = await activityNamed("五星商家专场秒杀");
    const theirs = await freeProduct(2, fiveStar.id);
    expect(await add(joinBody(fiveStar.id, theirs), m2)).toMatchObject({ code: 500, message: "参加此活动最低需4星商户" });
  });

  it("refuses products outside the rules", async () => {
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const p = await freeProduct(1, weekend.id);
    const theirs = await freeProduct(2, weekend.id);
    expect(await add(joinBody(weekend.id, theirs))).toMatchObject({ code: 500, message: `没有对应的商品信息，商品ID = ${theirs.id}` });
    const twice = joinBody(weekend.id, p);
    twice.productList.push(twice.productList[0]!);
    expect(await add(twice)).toMatchObject({ code: 500, message: "同一商品不能重复添加" });
    const inIt = (await products({ activityName: "周末", auditStatus: 2 })).list[0]!;
    const joinedSkus = await s.app.db.selectFrom("productAttrValue").select(["id", "stock", "price", "sku"]).where("productId", "=", inIt.productId).execute();
    expect(await add(joinBody(weekend.id, { id: inIt.productId, skus: joinedSkus }))).toMatchObject({ code: 500, message: `商品已参加此秒杀活动，商品名称:${inIt.name}` });
    expect(await add(joinBody(weekend.id, p, { activityPrice: "0" }))).toMatchObject({ code: 500, message: "秒杀价格不能小于等于0" });
    expect(await add(joinBody(weekend.id, p, { quota: 0 }))).toMatchObject({ code: 500, message: `添加秒杀商品限量必须大于0，秒杀商品名称:${p.name}` });
    const over = joinBody(weekend.id, p);
    over.productList[0]!.attrValue[0]!.quota = p.skus[0]!.stock + 1;
    expect(await add(over)).toMatchObject({ code: 500, message: `添加秒杀商品SKU限量不能超过库存，秒杀商品名称:${p.name}` });
    const foreign = joinBody(weekend.id, p);
    foreign.productList[0]!.attrValue.push({ attrValueId: theirs.skus[0]!.id, quota: 1, activityPrice: "1" });
    expect(await add(foreign)).toMatchObject({ code: 500, message: `商品规格不存在，秒杀商品名称:${p.name}` });
    const multi = await s.app.db
      .selectFrom("productAttrValue")
      .innerJoin("product", "product.id", "productAttrValue.productId")
      .select(["productAttrValue.productId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("product.merId", "=", 1)
      .where("product.type", "=", 0)
      .where("product.isDel", "=", 0)
      .where("product.isRecycle", "=", 0)
      .where("product.auditStatus", "in", [0, 2])
      .groupBy("productAttrValue.productId")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .executeTakeFirstOrThrow();
    const multiSkus = await s.app.db.selectFrom("productAttrValue").select(["id", "stock", "price", "sku"]).where("productId", "=", multi.productId).orderBy("id").execute();
    const missing = joinBody(weekend.id, { id: multi.productId, skus: multiSkus.slice(1) });
    expect((await add(missing)).message).toMatch(/^添加秒杀商品未找到对应SKU，秒杀商品名称:.+,SKU = /);
  });

  it("refuses products outside the activity's categories", async () => {
    const upcoming = await activityNamed("新品尝鲜秒杀");
    const top = Number(upcoming.proCategory);
    const under = new Set(await categoryAndDescendants(s.app.db, [top]));
    const candidates = await s.app.db
      .selectFrom("product")
      .select(["id", "name", "categoryId"])
      .where("merId", "=", 1)
      .where("type", "=", 0)
      .where("isRecycle", "=", 0)
      .where("isDel", "=", 0)
      .where("stock", ">", 0)
      .where("auditStatus", "in", [0, 2])
      .execute();
    const outside = candidates.find((c) => !under.has(c.categoryId))!;
    const skus = await s.app.db.selectFrom("productAttrValue").select(["id", "stock", "price", "sku"]).where("productId", "=", outside.id).execute();
    expect(await add(joinBody(upcoming.id, { id: outside.id, skus }))).toMatchObject({ code: 500, message: `商品分类不在活动范围内，商品名称:${outside.name}` });
    const inside = candidates.find((c) => under.has(c.categoryId))!;
    const insideSkus = await s.app.db.selectFrom("productAttrValue").select(["id", "stock", "price", "sku"]).where("productId", "=", inside.id).execute();
    expect(await add(joinBody(upcoming.id, { id: inside.id, skus: insideSkus }))).toMatchObject({ code: 200 });
  });

  it("writes nothing when one product of several is refused", async () => {
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const p = await freeProduct(1, weekend.id);
    const before = (await products()).total;
    const body = joinBody(weekend.id, p);
    body.productList.push({ id: 99999, sort: 0, attrValue: [{ attrValueId: 1, quota: 1, activityPrice: "1" }] });
    expect(await add(body)).toMatchObject({ code: 500, message: "没有对应的商品信息，商品ID = 99999" });
    expect((await products()).total).toBe(before);
  });

  it("joins pending, and the simulated review passes it when the list is read", async () => {
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const p = await freeProduct(1, weekend.id);
    holdReviews();
    expect(await add(joinBody(weekend.id, p, { quota: 2, activityPrice: "8.80" }))).toEqual({ code: 200, message: null, data: null });
    const pending = (await products({ proName: p.name, activityName: "周末" })).list[0]!;
    expect(pending).toMatchObject({ auditStatus: 1, reason: "", productId: p.id, seckillPrice: "8.80" });
    expect(pending.attrValue.map((k) => [k.masterId, k.quota, k.price])).toEqual(p.skus.map((k) => [k.id, 2, "8.80"]));
    process.env.REVIEW_DELAY_SECONDS = "0";
    expect((await products({ proName: p.name, activityName: "周末" })).list[0]).toMatchObject({ auditStatus: 2, reason: "" });
  });

  it("is rejected by the review when the product's name says so", async () => {
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const p = await freeProduct(1, weekend.id);
    await s.app.db.updateTable("product").set({ name: `${p.name}（驳回）` }).where("id", "=", p.id).execute();
    expect(await add(joinBody(weekend.id, p))).toMatchObject({ code: 200 });
    const row = (await products({ proName: "驳回" })).list[0]!;
    expect(row).toMatchObject({ auditStatus: 3, reason: REJECT_REASON });
  });
});

describe("managing seckill products", () => {
  const rowOf = async (auditStatus: number, token = m1) => (await products({ auditStatus }, token)).list[0]!;

  it("sets activity prices and keeps the lowest as the product's seckill price", async () => {
    const row = await rowOf(2);
    const attrValue = row.attrValue.map((k, i) => ({ id: k.id, activityPrice: (5 + i).toFixed(2) }));
    expect(await s.call("POST", `${S}/product/set/price`, { token: m1, body: { productList: [{ id: row.id, attrValue }] } })).toMatchObject({ code: 200 });
    const after = (await products({ proName: row.name })).list.find((p) => p.id === row.id)!;
    expect(after.seckillPrice).toBe("5.00");
    expect(after.attrValue.map((k) => k.price)).toEqual(attrValue.map((a) => a.activityPrice));
  });

  it("validates prices and refuses SKUs or products that are not the merchant's", async () => {
    const row = await rowOf(2);
    const price = (body: unknown, token = m1) => s.call("POST", `${S}/product/set/price`, { token, body });
    const sku = { id: row.attrValue[0]!.id, activityPrice: "1.00" };
    expect(await price({ productList: [] })).toMatchObject({ code: 400, message: "请选择商品" });
    expect(await price({ productList: [{ attrValue: [sku] }] })).toMatchObject({ code: 400, message: "商品ID不能为空" });
    expect(await price({ productList: [{ id: row.id, attrValue: [] }] })).toMatchObject({ code: 400, message: "请设置商品规格" });
    expect(await price({ productList: [{ id: row.id, attrValue: [{ activityPrice: "1" }] }] })).toMatchObject({ code: 400, message: "秒杀商品规格ID不能为空" });
    expect(await price({ productList: [{ id: row.id, attrValue: [{ id: sku.id }] }] })).toMatchObject({ code: 400, message: "活动价不能为空" });
    expect(await price({ productList: [{ id: row.id, attrValue: [{ id: sku.id, activityPrice: -2 }] }] })).toMatchObject({ code: 400, message: "活动价不能小于0" });
    const other = (await products({}, m2)).list[0]!;
    expect(await price({ productList: [{ id: row.id, attrValue: [{ id: other.attrValue[0]!.id, activityPrice: "1" }] }] })).toMatchObject({ code: 500, message: "秒杀商品规格不存在" });
    expect(await price({ productList: [{ id: other.id, attrValue: [{ id: other.attrValue[0]!.id, activityPrice: "1" }] }] })).toMatchObject({ code: 12105, message: "秒杀活动商品不存在" });
  });

  it("takes passed products down and up again", async () => {
    const row = (await products({ auditStatus: 2, proStatus: 1 })).list[0]!;
    expect(await s.call("POST", `${S}/product/down`, { token: m1, body: { ids: String(row.id) } })).toMatchObject({ code: 200 });
    expect((await products({ proStatus: 0 })).list.some((p) => p.id === row.id)).toBe(true);
    expect(await s.call("POST", `${S}/product/up`, { token: m1, body: { ids: row.id } })).toMatchObject({ code: 200 });
    expect((await products({ proStatus: 1 })).list.some((p) => p.id === row.id)).toBe(true);
  });

  it("puts nothing of an ended activity up, and only passed products up or down", async () => {
    const ended = (await products({ activityStatus: 2 })).list[0]!;
    expect(await s.call("POST", `${S}/product/up`, { token: m1, body: { ids: String(ended.id) } })).toMatchObject({ code: 12104, message: "秒杀活动已结束" });
    const rejected = await rowOf(3);
    expect(await s.call("POST", `${S}/product/up`, { token: m1, body: { ids: String(rejected.id) } })).toMatchObject({ code: 500, message: "只有审核通过的秒杀商品才能上架" });
    expect(await s.call("POST", `${S}/product/down`, { token: m1, body: { ids: String(rejected.id) } })).toMatchObject({ code: 500, message: "只有审核通过的秒杀商品才能下架" });
    expect(await s.call("POST", `${S}/product/down`, { token: m1, body: {} })).toMatchObject({ code: 400, message: "秒杀商品ID不能为空" });
    expect(await s.call("POST", `${S}/product/down`, { token: m1, body: { ids: "1,x" } })).toMatchObject({ code: 400, message: "秒杀商品ID格式不正确" });
  });

  it("withdraws a pending product from review, and nothing else", async () => {
    const weekend = await activityNamed("限时秒杀·周末狂欢");
    const p = await freeProduct(1, weekend.id);
    holdReviews();
    await add(joinBody(weekend.id, p));
    const pending = await rowOf(1);
    expect(await s.call("POST", `${S}/product/withdraw/${pending.id}`, { token: m1 })).toMatchObject({ code: 200 });
    expect((await products({ auditStatus: 3 })).list.find((r) => r.id === pending.id)).toMatchObject({ reason: "商户撤销审核" });
    expect(await s.call("POST", `${S}/product/withdraw/${pending.id}`, { token: m1 })).toMatchObject({ code: 12104, message: "秒杀商品审核状态异常，请刷新后再试" });
    expect(await s.call("POST", `${S}/product/withdraw/99999`, { token: m1 })).toMatchObject({ code: 12105, message: "秒杀活动商品不存在" });
  });

  it("deletes only rejected products", async () => {
    const passed = await rowOf(2);
    expect(await s.call("POST", `${S}/product/delete`, { token: m1, body: { ids: String(passed.id) } })).toMatchObject({ code: 12104, message: "只能删除审核失败的商品" });
    expect(await s.call("POST", `${S}/product/delete`, { token: m1, body: { ids: "99999" } })).toMatchObject({ code: 500, message: "编号99999的商品不存在" });
    const rejected = await rowOf(3);
    expect(await s.call("POST", `${S}/product/delete`, { token: m1, body: { ids: String(rejected.id) } })).toMatchObject({ code: 200 });
    expect((await products()).list.some((p) => p.id === rejected.id)).toBe(false);
    expect(await s.app.db.selectFrom("seckillProductSku").select("id").where("seckillProductId", "=", rejected.id).execute()).toEqual([]);
  });
});

describe("access", () => {
  const routes: Array<["GET" | "POST", string, unknown?]> = [
    ["GET", "/activity/page"],
    ["GET", "/activity/detail/1"],
    ["GET", "/product/page"],
    ["POST", "/product/add", { id: 1, productList: [] }],
    ["POST", "/product/set/price", { productList: [] }],
    ["POST", "/product/up", { ids: "1" }],
    ["POST", "/product/down", { ids: "1" }],
    ["POST", "/product/delete", { ids: "1" }],
    ["POST", "/product/withdraw/1"],
  ];

  it("answers 401 without a token and 403 to staff without the authorities", async () => {
    for (const [method, path, body] of routes) {
      expect(await s.call(method, `${S}${path}`, { body })).toMatchObject({ code: 401 });
      expect(await s.call(method, `${S}${path}`, { token: staff, body })).toMatchObject({ code: 403 });
    }
  });

  it("keeps merchants apart: another merchant's seckill product behaves as missing", async () => {
    const mine = (await products()).list.map((p) => p.id);
    const theirs = (await products({}, m2)).list;
    expect(theirs.length).toBe(1);
    expect(theirs.some((p) => mine.includes(p.id))).toBe(false);
    const id = mine[0]!;
    expect(await s.call("POST", `${S}/product/down`, { token: m2, body: { ids: String(id) } })).toMatchObject({ code: 12105, message: "秒杀活动商品不存在" });
    expect(await s.call("POST", `${S}/product/withdraw/${id}`, { token: m2 })).toMatchObject({ code: 12105 });
    expect(await s.call("POST", `${S}/product/delete`, { token: m2, body: { ids: String(id) } })).toMatchObject({ code: 500, message: `编号${id}的商品不存在` });
  });
});
