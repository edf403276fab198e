import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../server/core/format.js";
import { REJECT_REASON } from "../../server/core/simulatedReview.js";
import type { GroupBuyActivity, GroupBuyRecordDetail, GroupBuyRecordRow, GroupBuyUser, GroupRecordCounts, GroupStatusCount } from "../../server/areas/groupbuy/contract.js";
import { M, startSignedIn, type TestServer } from "./helpers.js";

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());
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
const G = `${M}/groupbuy`;
const list = async (query: Record<string, string | number> = {}, token = m1) =>
  (await s.call<Page<GroupBuyActivity>>("GET", `${G}/activity/list`, { token, query: { limit: 100, ...query } })).data;
const counts = async (query: Record<string, string | number> = {}, token = m1) =>
  (await s.call<GroupStatusCount[]>("GET", `${G}/activity/list/count`, { token, query })).data;
const info = async (id: number, token = m1) => s.call<GroupBuyActivity>("GET", `${G}/activity/info`, { token, query: { id } });
const named = async (name: string) => (await list()).list.find((a) => a.groupName === name)!;
const save = (body: unknown, token = m1) => s.call("POST", `${G}/activity/save`, { token, body });
const update = (body: unknown, token = m1) => s.call("POST", `${G}/activity/update`, { token, body });
const at = (hours: number) => formatDateTime(new Date(Date.now() + hours * 3600_000));

interface Sku {
  id: number;
  productId: number;
  stock: number;
  price: number;
}
async function eligibleSkus(merId: number, count = 2): Promise<Sku[]> {
  const products = await s.app.db
    .selectFrom("product")
    .select("id")
    .where("merId", "=", merId)
    .where("isDel", "=", 0)
    .where("isRecycle", "=", 0)
    .where("type", "=", 0)
    .where("auditStatus", "in", [0, 2])
    .where("stock", ">", 5)
    .orderBy("id", "desc")
    .limit(count)
    .execute();
  const skus = await s.app.db.selectFrom("productAttrValue").select(["id", "productId", "stock", "price"]).where("productId", "in", products.map((p) => p.id)).where("stock", ">", 2).orderBy("id").execute();
  return products.map((p) => skus.find((k) => k.productId === p.id)!).filter(Boolean);
}
const cents = (n: number) => (n / 100).toFixed(2);
function body(skus: Sku[], overrides: Record<string, unknown> = {}) {
  return {
    groupName: "测试拼团",
    startTime: at(1),
    endTime: at(24 * 7),
    validHour: 24,
    buyCount: 2,
    allQuota: 3,
    oncQuota: 1,
    productCount: new Set(skus.map((k) => k.productId)).size,
    showGroup: 1,
    fictiStatus: 0,
    groupBuySkuRequest: skus.map((k) => ({ productId: k.productId, skuId: k.id, activePrice: cents(Math.max(1, k.price - 100)), quotaShow: 2 })),
    ...overrides,
  };
}

describe("activity list", () => {
  it("answers rows with review state, process, switch and totals of their groups", async () => {
    const page = await list();
    expect(page.total).toBe(5);
    const live = page.list.find((a) => a.groupName === "三人团·爆款直降")!;
    expect(live).toMatchObject({ groupStatus: 4, groupProcess: 1, activityStatus: 1, buyCount: 3, validHour: 24, merName: "CRMEB 旗舰店", productCount: 2, refusal: "" });
    expect(live).toMatchObject({ totalActivityBegin: 6, totalActivityDone: 3, totalOrderBegin: 14, totalOrderDone: 9 });
    expect(live.groupBuyActivityProductResponseList).toEqual([]);
    expect(page.list.find((a) => a.groupName === "清仓拼团（驳回示例）")).toMatchObject({ groupStatus: 1, refusal: REJECT_REASON });
    expect(page.list.find((a) => a.groupName === "元旦五人团")).toMatchObject({ groupStatus: 4, groupProcess: 2 });
    expect(page.list.find((a) => a.groupName === "春季新品拼团")).toMatchObject({ groupStatus: 2, groupProcess: 0 });
  });

  it("decides the pending activity when read (the simulated review passes it)", async () => {
    expect(await named("周末两人团")).toMatchObject({ groupStatus: 4 });
  });

  it("filters by name, review state, process, switch and a day covered", async () => {
    expect((await list({ groupName: "拼团" })).total).toBe(2);
    expect((await list({ groupStatus: 4 })).total).toBe(3);
    expect((await list({ groupStatus: 2 })).list.map((a) => a.groupName)).toEqual(["春季新品拼团"]);
    expect((await list({ groupProcess: 1 })).list.map((a) => a.groupName)).toEqual(["三人团·爆款直降"]);
    expect((await list({ groupProcess: 2 })).list.map((a) => a.groupName)).toEqual(["元旦五人团"]);
    expect((await list({ activityStatus: 1 })).list.map((a) => a.groupName)).toEqual(["三人团·爆款直降"]);
    expect((await list({ startTime: formatDateTime().slice(0, 10) })).list.map((a) => a.groupName)).toEqual(["三人团·爆款直降"]);
    expect((await list({ merName: "旗舰" })).total).toBe(5);
    expect((await list({ merName: "青禾" })).total).toBe(0);
    expect(await s.call("GET", `${G}/activity/list`, { token: m1, query: { groupStatus: 7 } })).toMatchObject({ code: 400, message: "活动审核状态格式不正确" });
    expect(await s.call("GET", `${G}/activity/list`, { token: m1, query: { startTime: "x" } })).toMatchObject({ code: 400, message: "活动日期格式不正确" });
  });

  it("counts activities per review state with the same filters", async () => {
    expect(await counts()).toEqual([
      { groupStatus: 1, count: 1 },
      { groupStatus: 2, count: 1 },
      { groupStatus: 3, count: 0 },
      { groupStatus: 4, count: 3 },
    ]);
    expect((await counts({ groupProcess: 1, groupStatus: 1 })).find((c) => c.groupStatus === 4)).toEqual({ groupStatus: 4, count: 1 });
  });

  it("answers the detail with products, SKUs and the product SKU each came from", async () => {
    const live = await named("三人团·爆款直降");
    const detail = (await info(live.id)).data;
    expect(detail).toMatchObject({ id: live.id, groupStatus: 4, totalActivityBegin: 6 });
    expect(detail.groupBuyActivityProductResponseList).toHaveLength(2);
    const product = detail.groupBuyActivityProductResponseList[0]!;
    expect(product.image).toMatch(/^http/);
    const sku = product.groupBuyActivitySkuResponses[0]!;
    expect(sku).toMatchObject({ groupActivityId: live.id, productId: product.productId, productName: product.productName });
    expect(sku.activePrice).toMatch(/^\d+\.\d{2}$/);
    expect(sku.attrValue[0]).toMatchObject({ id: sku.skuId, productId: product.productId });
    expect(await info(99999)).toMatchObject({ code: 500, message: "活动不存在" });
    expect(await s.call("GET", `${G}/activity/info`, { token: m1 })).toMatchObject({ code: 400, message: "请求参数 id 不能为空" });
  });
});

describe("saving an activity", () => {
  it("validates the body with the backend's messages", async () => {
    const skus = await eligibleSkus(1);
    const bad = async (overrides: Record<string, unknown>, message: string) => expect(await save(body(skus, overrides))).toMatchObject({ code: 400, message });
    await bad({ groupName: " " }, "拼团团活动名称 必须填写");
    await bad({ groupName: "团".repeat(101) }, "拼团团活动名称 不能超过100个字符");
    await bad({ startTime: undefined }, "开始时间不能为空");
    await bad({ endTime: undefined }, "结束时间不能为空");
    await bad({ startTime: "2025-13-01 00:00:00" }, "开始时间格式不正确");
    await bad({ validHour: undefined }, "成团有效期 不能为空");
    await bad({ validHour: -1 }, "成团有效期小于0");
    await bad({ validHour: 241 }, "成团有效期大于240");
    await bad({ buyCount: undefined }, "成团总人数 不能为空");
    await bad({ buyCount: -1 }, "成团总人数 不能小于0");
    await bad({ allQuota: undefined }, "购买上限 不能为空");
    await bad({ allQuota: -1 }, "购买上限 不能小于0");
    await bad({ oncQuota: undefined }, "单次购买数量 不能为空");
    await bad({ oncQuota: -1 }, "单次购买数量 不能小于0");
    await bad({ productCount: undefined }, "参与商品数量 不能为空");
    await bad({ showGroup: undefined }, "凑团 不能为空");
    await bad({ showGroup: 2 }, "凑团 0不可见，1可见");
    await bad({ fictiStatus: 3 }, "虚拟成团 假团 0关闭 1开启");
    await bad({ groupBuySkuRequest: [] }, "活动商品 不能为空");
    await bad({ endTime: at(0.5), startTime: at(1) }, "结束时间必须大于开始时间");
    await bad({ startTime: at(-48), endTime: at(-24) }, "结束时间不能早于当前时间");
    const sku = body(skus).groupBuySkuRequest[0]!;
    await bad({ groupBuySkuRequest: [{ ...sku, productId: undefined }] }, "拼团基础商品id 不能为空");
    await bad({ groupBuySkuRequest: [{ ...sku, skuId: undefined }] }, "拼团基础商品 对应的sku id 不能为空");
    await bad({ groupBuySkuRequest: [{ ...sku, quotaShow: undefined }] }, "拼团限购数量 不能为空");
    await bad({ groupBuySkuRequest: [{ ...sku, activePrice: undefined }] }, "拼团价不能为空");
    await bad({ groupBuySkuRequest: [{ ...sku, activePrice: "0" }] }, "拼团价不能小于0.01");
  });

  it("refuses SKUs outside the rules and writes nothing", async () => {
    const skus = await eligibleSkus(1);
    const before = (await list()).total;
    const refusedWith = async (b: unknown, message: string) => expect(await save(b)).toMatchObject({ code: 500, message });
    const theirs = (await eligibleSkus(2, 1))[0]!;
    await refusedWith(body([...skus, theirs]), "商品不存在");
    const wrongPair = body(skus);
    wrongPair.groupBuySkuRequest[0]!.skuId = skus[1]!.id;
    await refusedWith(wrongPair, "拼团商品规格重复");
    const mismatch = body(skus.slice(0, 1));
    mismatch.groupBuySkuRequest[0]!.productId = skus[1]!.productId;
    await refusedWith(mismatch, "商品不存在");
    const tooMany = body(skus);
    tooMany.groupBuySkuRequest[0]!.quotaShow = skus[0]!.stock + 1;
    await refusedWith(tooMany, "商品库存不得大于原始商品库存");
    const dear = body(skus);
    dear.groupBuySkuRequest[0]!.activePrice = cents(skus[0]!.price + 1);
    await refusedWith(dear, "拼团价不能大于商品售价");
    const eleven = await eligibleSkus(1, 11);
    await refusedWith(body(eleven), "最多添加10个商品");
    expect((await list()).total).toBe(before);
  });

  it("saves pending review, and the review approves it when read", async () => {
    const skus = await eligibleSkus(1);
    holdReviews();
    expect(await save(body(skus, { groupName: "新建三人团", productCount: 9 }))).toEqual({ code: 200, message: null, data: null });
    const pending = await named("新建三人团");
    expect(pending).toMatchObject({ groupStatus: 3, activityStatus: 0, productCount: 2, groupProcess: 0 });
    expect((await counts()).find((c) => c.groupStatus === 3)).toEqual({ groupStatus: 3, count: 1 });
    process.env.REVIEW_DELAY_SECONDS = "0";
    expect(await named("新建三人团")).toMatchObject({ groupStatus: 4, refusal: "" });
  });

  it("is rejected by the review when its name says so", async () => {
    const skus = await eligibleSkus(1);
    expect(await save(body(skus, { groupName: "reject me 拼团" }))).toMatchObject({ code: 200 });
    expect(await named("reject me 拼团")).toMatchObject({ groupStatus: 1, refusal: REJECT_REASON });
  });

  it("edits resubmit the activity for review with its new SKUs", async () => {
    const skus = await eligibleSkus(1);
    await save(body(skus, { groupName: "待编辑拼团" }));
    const saved = await named("待编辑拼团");
    holdReviews();
    const edited = body(skus.slice(0, 1), { id: saved.id, groupName: "已编辑拼团", buyCount: 4, showGroup: 0, fictiStatus: 1 });
    expect(await update(edited)).toMatchObject({ code: 200 });
    const after = (await info(saved.id)).data;
    expect(after).toMatchObject({ groupName: "已编辑拼团", groupStatus: 3, buyCount: 4, productCount: 1, showGroup: 0, fictiStatus: 0 });
    expect(after.groupBuyActivityProductResponseList).toHaveLength(1);
    expect(await update(edited)).toMatchObject({ code: 500, message: "活动审核中，请先撤回再编辑" });
    expect(await update({ ...edited, id: undefined })).toMatchObject({ code: 400, message: "拼团活动ID不能为空" });
    expect(await update({ ...edited, id: 99999 })).toMatchObject({ code: 500, message: "活动不存在" });
  });
});

describe("switching, withdrawing and deleting", () => {
  it("switches only approved activities, and never on once ended", async () => {
    const live = await named("三人团·爆款直降");
    const status = (id: number, value: number, token = m1) => s.call("POST", `${G}/activity/status`, { token, body: { id, status: value } });
    expect(await status(live.id, 0)).toMatchObject({ code: 200 });
    expect(await named("三人团·爆款直降")).toMatchObject({ activityStatus: 0 });
    expect(await status(live.id, 1)).toMatchObject({ code: 200 });
    expect(await named("三人团·爆款直降")).toMatchObject({ activityStatus: 1 });
    expect(await status((await named("春季新品拼团")).id, 1)).toMatchObject({ code: 500, message: "活动审核通过后才能开启或关闭" });
    expect(await status((await named("元旦五人团")).id, 1)).toMatchObject({ code: 500, message: "活动已结束，不能开启" });
    expect(await status(live.id, 2)).toMatchObject({ code: 400, message: "拼团活动 待设置的状态 0=关闭 1=开启" });
  });

  it("withdraws only pending activities", async () => {
    const skus = await eligibleSkus(1);
    holdReviews();
    await save(body(skus, { groupName: "待撤回拼团" }));
    const pending = await named("待撤回拼团");
    const rollback = (id: number, token = m1) => s.call("GET", `${G}/activity/activity/rollback`, { token, query: { id } });
    expect(await rollback(pending.id)).toMatchObject({ code: 200 });
    expect(await named("待撤回拼团")).toMatchObject({ groupStatus: 2 });
    expect(await rollback(pending.id)).toMatchObject({ code: 500, message: "只有待审核的活动才能撤回" });
  });

  it("deletes activities that are not running", async () => {
    const remove = (id: number, token = m1) => s.call("GET", `${G}/activity/delete`, { token, query: { id } });
    expect(await remove((await named("三人团·爆款直降")).id)).toMatchObject({ code: 500, message: "进行中的拼团活动不能删除" });
    const withdrawn = await named("春季新品拼团");
    expect(await remove(withdrawn.id)).toMatchObject({ code: 200 });
    expect((await list()).list.some((a) => a.id === withdrawn.id)).toBe(false);
    expect(await remove(withdrawn.id)).toMatchObject({ code: 500, message: "活动不存在" });
  });
});

describe("records", () => {
  const records = async (query: Record<string, string | number> = {}, token = m1) =>
    (await s.call<Page<GroupBuyRecordRow>>("GET", `${G}/record/list`, { token, query: { limit: 100, ...query } })).data;
  const recordCounts = async (query: Record<string, string | number> = {}, token = m1) =>
    (await s.call<GroupRecordCounts>("GET", `${G}/record/list/count`, { token, query })).data;

  it("lists the groups with leader, product and numbers, per state", async () => {
    const all = await records();
    expect(all.total).toBe(8);
    const row = all.list.find((r) => r.recordStatus === 0)!;
    expect(row).toMatchObject({ groupName: "三人团·爆款直降", merName: "CRMEB 旗舰店", buyingCountNum: 3 });
    expect(row.groupLeaderNickname.length).toBeGreaterThan(0);
    expect(row.productImage).toMatch(/^http/);
    expect((await records({ recordStatus: 10 })).total).toBe(4);
    expect((await records({ recordStatus: -1 })).total).toBe(2);
    expect(await recordCounts()).toEqual({ ingNum: 2, successNum: 4, failNum: 2 });
  });

  it("filters by activity, product, dates and the leader", async () => {
    expect((await records({ groupActivityName: "元旦" })).total).toBe(2);
    expect(await recordCounts({ groupActivityName: "元旦" })).toEqual({ ingNum: 0, successNum: 1, failNum: 1 });
    const any = (await records()).list[0]!;
    expect((await records({ productName: any.productName })).list.every((r) => r.productName === any.productName)).toBe(true);
    const today = formatDateTime().slice(0, 10);
    expect((await records({ startTime: today, endTime: today })).list.every((r) => r.createTime.startsWith(today))).toBe(true);
    expect((await records({ searchType: "uid", content: String(any.groupLeaderUid) })).list.every((r) => r.groupLeaderUid === any.groupLeaderUid)).toBe(true);
    expect((await records({ searchType: "nickname", content: any.groupLeaderNickname })).total).toBeGreaterThan(0);
    expect((await records({ searchType: "all", content: "不存在的团长" })).total).toBe(0);
    expect(await s.call("GET", `${G}/record/list`, { token: m1, query: { searchType: "x" } })).toMatchObject({ code: 400, message: "未知的搜索类型" });
    expect(await s.call("GET", `${G}/record/list`, { token: m1, query: { recordStatus: 3 } })).toMatchObject({ code: 400, message: "拼团状态格式不正确" });
  });

  it("answers a group's detail with its members, the leader first", async () => {
    const row = (await records({ recordStatus: 10 })).list[0]!;
    const detail = (await s.call<GroupBuyRecordDetail>("GET", `${G}/record/info/${row.groupBuyingId}`, { token: m1 })).data;
    expect(detail).toMatchObject({ groupBuyingId: row.groupBuyingId, recordStatus: 10, buyingCountNum: row.buyingCountNum, productName: row.productName });
    expect(detail.memberDataList).toHaveLength(row.yetBuyingNum);
    expect(detail.memberDataList[0]).toMatchObject({ isLeader: 1, memberId: row.groupLeaderUid });
    expect(detail.memberDataList[0]!.orderNo).toMatch(/^SH\d{20}$/);
    expect(detail.memberDataList[0]!.payPrice).toMatch(/^\d+\.\d{2}$/);
    expect(await s.call("GET", `${G}/record/info/99999`, { token: m1 })).toMatchObject({ code: 500, message: "拼团记录不存在" });
  });

  it("fails running groups whose time ran out when read", async () => {
    const running = (await records({ recordStatus: 0 })).list[0]!;
    await s.app.db.updateTable("groupBuyRecord").set({ endTime: at(-1) }).where("id", "=", running.groupBuyingId).execute();
    expect((await recordCounts()).ingNum).toBe(1);
    expect((await records({ recordStatus: -1 })).list.some((r) => r.groupBuyingId === running.groupBuyingId)).toBe(true);
  });

  it("lists members through the user endpoints (the records page's authorities)", async () => {
    expect(await s.call("GET", `${G}/user/list`, { token: staff })).toMatchObject({ code: 403 });
    const page = (await s.call<Page<GroupBuyUser>>("GET", `${G}/user/list`, { token: m1, query: { limit: 5 } })).data;
    expect(page.list).toHaveLength(5);
    expect(page.list[0]).toMatchObject({ merId: 1 });
    const one = await s.call<GroupBuyUser>("GET", `${G}/user/info`, { token: m1, query: { id: page.list[0]!.id } });
    expect(one.data).toMatchObject({ id: page.list[0]!.id, orderId: page.list[0]!.orderId });
    expect(await s.call("GET", `${G}/user/info`, { token: m2, query: { id: page.list[0]!.id } })).toMatchObject({ code: 500, message: "拼团成员不存在" });
  });
});

describe("access", () => {
  const routes: Array<["GET" | "POST", string, Record<string, string | number>?, unknown?]> = [
    ["GET", "/activity/list"],
    ["GET", "/activity/list/count"],
    ["GET", "/activity/info", { id: 1 }],
    ["POST", "/activity/save", undefined, {}],
    ["POST", "/activity/update", undefined, {}],
    ["GET", "/activity/delete", { id: 1 }],
    ["POST", "/activity/status", undefined, { id: 1, status: 1 }],
    ["GET", "/activity/activity/rollback", { id: 1 }],
    ["GET", "/record/list"],
    ["GET", "/record/list/count"],
    ["GET", "/record/info/1"],
  ];

  it("answers 401 without a token and 403 to staff without the authorities", async () => {
    for (const [method, path, query, b] of routes) {
      expect(await s.call(method, `${G}${path}`, { query, body: b })).toMatchObject({ code: 401 });
      expect(await s.call(method, `${G}${path}`, { token: staff, query, body: b })).toMatchObject({ code: 403 });
    }
    expect(await s.call("GET", `${G}/user/list`)).toMatchObject({ code: 401 });
  });

  it("keeps merchants apart: another merchant's activity or group behaves as missing", async () => {
    const theirs = await list({}, m2);
    expect(theirs.list.map((a) => a.groupName)).toEqual(["青禾两人团"]);
    const mine = await named("三人团·爆款直降");
    expect(await info(mine.id, m2)).toMatchObject({ code: 500, message: "活动不存在" });
    expect(await s.call("POST", `${G}/activity/status`, { token: m2, body: { id: mine.id, status: 0 } })).toMatchObject({ code: 500, message: "活动不存在" });
    expect(await s.call("GET", `${G}/activity/delete`, { token: m2, query: { id: mine.id } })).toMatchObject({ code: 500, message: "活动不存在" });
    const theirRecords = (await s.call<Page<GroupBuyRecordRow>>("GET", `${G}/record/list`, { token: m2 })).data;
    expect(theirRecords.total).toBe(1);
    const myRecord = (await s.call<Page<GroupBuyRecordRow>>("GET", `${G}/record/list`, { token: m1 })).data.list[0]!;
    expect(await s.call("GET", `${G}/record/info/${myRecord.groupBuyingId}`, { token: m2 })).toMatchObject({ code: 500, message: "拼团记录不存在" });
  });
});
