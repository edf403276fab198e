/**
 * Search text the backend decodes a second time (Hutool URLUtil.decode after Spring's own decode;
 * README, "Search text decoded twice"): on every merchant endpoint that takes such a parameter, a
 * value encoded twice (as the original console sends it), plain CJK, and values holding a literal
 * `%` and `+` find what they should. Parameters the backend reads as they come are left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { updateAdmin } from "../../server/core/accounts.js";
import type { Page } from "../../server/core/envelope.js";

/** What the searches look for: CJK, a literal `%` and a literal `+`. */
const MARKER = "秋装50%a+b";
const CJK = "秋装";

let s: TestServer, m1: string;

type Query = Record<string, string | number>;
/** GET with a query string, or POST with a body built around the searched value. */
interface Probe {
  name: string;
  path: string;
  param: string;
  query?: Query;
  post?: (value: string) => unknown;
  /** Plants MARKER where this search looks (merchant 1's data). */
  plant: () => Promise<void>;
  /** Whether the answer holds what was planted; default: MARKER appears in it. */
  found?: (data: unknown) => boolean | Promise<boolean>;
  /** The parameter must equal the value (an order number, a form name), not merely be in it. */
  exact?: boolean;
}

const get = async <T>(path: string, query: Query = {}) => {
  const answer = await s.call<T>("GET", `${M}${path}`, { token: m1, query });
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
};
/** The id of the first row an unfiltered list answers. */
const firstId = async (path: string, query: Query = {}, key = "id") => ((await get<Page<Record<string, number>>>(path, { ...query, limit: 1 })).list[0]!)[key]!;
const db = () => s.app.db;
const holdsMarker = (data: unknown) => JSON.stringify(data).includes(MARKER);
const anyCount = (data: unknown) => JSON.stringify(data).match(/"(?:count|all|ingNum|successNum|failNum)":(\d+)/g)?.some((m) => !m.endsWith(":0")) ?? false;

/** The user of merchant 1's first order, renamed to MARKER (order, refund and customer searches by nickname). */
async function markShopperOfFirstOrder() {
  const order = await db().selectFrom("merchantOrder").select("uid").where("merId", "=", 1).where("paid", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  const refund = await db().selectFrom("refundOrder").select("uid").where("merId", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  await db().updateTable("user").set({ nickname: MARKER }).where("id", "in", [order.uid, refund.uid]).execute();
}

const markProduct = async () => {
  const id = await firstId("/product/list", { type: 1 });
  await db().updateTable("product").set({ name: MARKER }).where("id", "=", id).execute();
};

const probes: Probe[] = [
  { name: "product list", path: "/product/list", param: "keywords", query: { type: 1 }, plant: markProduct },
  { name: "product tab counts", path: "/product/tabs/headers", param: "keywords", plant: markProduct, found: anyCount },
  { name: "product picker", path: "/product/activity/search/page", param: "name", plant: markProduct },
  { name: "marketing product picker", path: "/product/marketing/search/page", param: "name", plant: markProduct },
  {
    name: "specification templates",
    path: "/product/rule/list",
    param: "keywords",
    plant: async () => void (await db().updateTable("productRule").set({ ruleName: MARKER }).where("id", "=", await firstId("/product/rule/list")).execute()),
  },
  {
    name: "comments by product",
    path: "/product/reply/list",
    param: "productSearch",
    plant: async () => {
      const reply = await db().selectFrom("productReply").select("productId").where("merId", "=", 1).where("isDel", "=", 0).orderBy("id").executeTakeFirstOrThrow();
      await db().updateTable("product").set({ name: MARKER }).where("id", "=", reply.productId).execute();
    },
  },
  {
    name: "comments by nickname",
    path: "/product/reply/list",
    param: "content",
    query: { searchType: "nickname" },
    plant: async () => void (await db().updateTable("productReply").set({ nickname: MARKER }).where("id", "=", await firstId("/product/reply/list")).execute()),
  },
  {
    name: "card-secret libraries by name",
    path: "/cdkey/library/page/list",
    param: "name",
    plant: async () => void (await db().updateTable("cdkeyLibrary").set({ name: MARKER }).where("id", "=", await firstId("/cdkey/library/page/list")).execute()),
  },
  {
    name: "card-secret libraries by product",
    path: "/cdkey/library/page/list",
    param: "productName",
    plant: async () => {
      const library = await db().selectFrom("cdkeyLibrary").select("productId").where("merId", "=", 1).where("productId", ">", 0).orderBy("id").executeTakeFirstOrThrow();
      await db().updateTable("product").set({ name: MARKER }).where("id", "=", library.productId).execute();
    },
  },
  {
    name: "attachment categories (tree)",
    path: "/category/list/tree",
    param: "name",
    query: { type: 2, status: -1 },
    plant: async () => void (await db().updateTable("baseCategory").set({ name: MARKER }).where("merId", "=", 1).where("type", "=", 2).where("pid", "=", 0).execute()),
  },
  { name: "attachment categories (page)", path: "/category/list", param: "name", query: { type: 2 }, plant: async () => undefined },
  {
    name: "coupons",
    path: "/coupon/list",
    param: "name",
    plant: async () => void (await db().updateTable("coupon").set({ name: MARKER }).where("id", "=", await firstId("/coupon/list")).execute()),
  },
  {
    name: "coupon claims",
    path: "/coupon/user/list",
    param: "name",
    plant: async () => void (await db().updateTable("couponUser").set({ name: MARKER }).where("id", "=", await firstId("/coupon/user/list")).execute()),
  },
  { name: "orders by shopper", path: "/order/list", param: "content", query: { status: "all", searchType: "nickname" }, plant: markShopperOfFirstOrder },
  { name: "order counts by shopper", path: "/order/status/num", param: "content", query: { searchType: "nickname" }, plant: markShopperOfFirstOrder, found: anyCount },
  {
    name: "orders by number",
    path: "/order/list",
    param: "orderNo",
    query: { status: "all" },
    exact: true,
    // Order numbers are keys of other rows: a copy of a paid order takes the number.
    plant: async () => {
      const { id: _id, tab: _tab, ...order } = await db().selectFrom("merchantOrder").selectAll().where("merId", "=", 1).where("paid", "=", 1).orderBy("id", "desc").executeTakeFirstOrThrow();
      await db().insertInto("merchantOrder").values({ ...order, orderNo: MARKER }).execute();
    },
  },
  { name: "order counts by number", path: "/order/status/num", param: "orderNo", exact: true, plant: async () => undefined, found: anyCount },
  {
    name: "order export by number",
    path: "/export/order/excel",
    param: "orderNo",
    exact: true,
    plant: async () => undefined,
    // The export's rows, as the export records list them.
    found: async () => (await get<Page<{ rows: number }>>("/export/record/list", { limit: 1 })).list[0]!.rows > 0,
  },
  { name: "refunds by shopper", path: "/refund/order/list", param: "content", query: { searchType: "nickname" }, plant: markShopperOfFirstOrder },
  { name: "refund counts by shopper", path: "/refund/order/status/num", param: "content", query: { searchType: "nickname" }, plant: markShopperOfFirstOrder, found: anyCount },
  { name: "customers", path: "/user/list", param: "content", query: { searchType: "nickname" }, plant: markShopperOfFirstOrder },
  {
    name: "shipping templates",
    path: "/shipping/templates/list",
    param: "keywords",
    plant: async () => void (await db().updateTable("shippingTemplates").set({ name: MARKER }).where("id", "=", await firstId("/shipping/templates/list")).execute()),
  },
  {
    name: "couriers",
    path: "/express/search/page",
    param: "keywords",
    plant: async () => {
      const mine = await db().selectFrom("merchantExpress").select("expressId").where("merId", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      await db().updateTable("express").set({ name: MARKER }).where("id", "=", mine.expressId).execute();
    },
  },
  {
    name: "delivery personnel",
    path: "/delivery/personnel/page",
    param: "personnelName",
    plant: async () => void (await db().updateTable("deliveryPersonnel").set({ personnelName: MARKER }).where("id", "=", await firstId("/delivery/personnel/page")).execute()),
  },
  {
    name: "settlement records",
    path: "/finance/closing/record/list",
    param: "closingNo",
    plant: async () => void (await db().updateTable("merchantClosing").set({ closingNo: MARKER }).where("id", "=", await firstId("/finance/closing/record/list")).execute()),
  },
  {
    name: "administrators",
    path: "/admin/list",
    param: "realName",
    plant: async () => {
      const staff = await db().selectFrom("admin").select("id").where("account", "=", "staff1").executeTakeFirstOrThrow();
      await updateAdmin(db(), staff.id, { realName: MARKER });
    },
  },
  {
    name: "roles",
    path: "/role/list",
    param: "roleName",
    plant: async () => void (await db().updateTable("role").set({ roleName: MARKER }).where("id", "=", await firstId("/role/list")).execute()),
  },
  {
    name: "form template by name",
    path: "/form/temp/name/info",
    param: "name",
    exact: true,
    plant: async () => {
      const template = await db().selectFrom("systemFormTemp").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
      await db().updateTable("systemFormTemp").set({ name: MARKER }).where("id", "=", template.id).execute();
    },
  },
  {
    name: "flash-sale events",
    path: "/seckill/activity/page",
    param: "name",
    plant: async () => void (await db().updateTable("seckillActivity").set({ name: MARKER }).where("id", "=", await firstId("/seckill/activity/page")).execute()),
  },
  {
    name: "flash-sale products by name",
    path: "/seckill/product/page",
    param: "proName",
    plant: async () => void (await db().updateTable("seckillProduct").set({ name: MARKER }).where("id", "=", await firstId("/seckill/product/page")).execute()),
  },
  {
    name: "flash-sale products by event",
    path: "/seckill/product/page",
    param: "activityName",
    plant: async () => {
      const product = await db().selectFrom("seckillProduct").select("activityId").where("merId", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      await db().updateTable("seckillActivity").set({ name: MARKER }).where("id", "=", product.activityId).execute();
    },
  },
  {
    name: "group-buy activities",
    path: "/groupbuy/activity/list",
    param: "groupName",
    plant: async () => void (await db().updateTable("groupBuyActivity").set({ groupName: MARKER }).where("id", "=", await firstId("/groupbuy/activity/list")).execute()),
  },
  { name: "group-buy activity counts", path: "/groupbuy/activity/list/count", param: "groupName", plant: async () => undefined, found: anyCount },
  {
    name: "group-buy records by activity",
    path: "/groupbuy/record/list",
    param: "groupActivityName",
    plant: async () => {
      const record = await db().selectFrom("groupBuyRecord").select("groupActivityId").where("merId", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      await db().updateTable("groupBuyActivity").set({ groupName: MARKER }).where("id", "=", record.groupActivityId).execute();
    },
  },
  {
    name: "group-buy records by product",
    path: "/groupbuy/record/list",
    param: "productName",
    plant: async () => void (await db().updateTable("groupBuyRecord").set({ productName: MARKER }).where("id", "=", await firstId("/groupbuy/record/list", {}, "groupBuyingId")).execute()),
  },
  {
    name: "group-buy records by leader",
    path: "/groupbuy/record/list",
    param: "content",
    query: { searchType: "nickname" },
    plant: async () => void (await db().updateTable("groupBuyRecord").set({ leaderNickname: MARKER }).where("id", "=", await firstId("/groupbuy/record/list", {}, "groupBuyingId")).execute()),
  },
  { name: "group-buy record counts", path: "/groupbuy/record/list/count", param: "productName", plant: async () => undefined, found: anyCount },
  {
    name: "live goods",
    path: "/mp/live/goods/list",
    param: "keywords",
    plant: async () => void (await db().updateTable("liveGoods").set({ name: MARKER }).where("id", "=", await firstId("/mp/live/goods/list")).execute()),
  },
  {
    name: "live assistants",
    path: "/mp/live/assistant/list",
    param: "keywords",
    plant: async () => void (await db().updateTable("liveAssistant").set({ wechatNickname: MARKER }).where("id", "=", await firstId("/mp/live/assistant/list", { keywords: "" })).execute()),
  },
  {
    name: "live rooms (a POST list: the keywords travel in the body)",
    path: "/mp/live/room/list",
    param: "keywords",
    post: (value) => ({ searchRequest: { keywords: value }, pageParamRequest: { page: 1, limit: 50 } }),
    plant: async () => {
      const room = await db().selectFrom("liveRoom").select("id").where("merId", "=", 1).orderBy("id").executeTakeFirstOrThrow();
      await db().updateTable("liveRoom").set({ roomName: MARKER }).where("id", "=", room.id).execute();
    },
  },
  {
    name: "video-channel drafts",
    path: "/pay/component/draftproduct/draft/list",
    param: "search",
    plant: async () => void (await db().updateTable("payComponentDraft").set({ title: MARKER }).where("id", "=", await firstId("/pay/component/draftproduct/draft/list")).execute()),
  },
  {
    name: "video-channel products",
    path: "/pay/component/product/list",
    param: "search",
    plant: async () => void (await db().updateTable("payComponentProduct").set({ title: MARKER }).where("id", "=", await firstId("/pay/component/product/list")).execute()),
  },
  {
    name: "page decoration",
    path: "/page/diy/page",
    param: "keywords",
    plant: async () => void (await db().updateTable("pageDiy").set({ name: MARKER }).where("id", "=", await firstId("/page/diy/page")).execute()),
  },
];

/** Asks one probe with the parameter's value as it arrives after the framework's own decode. */
async function search(probe: Probe, received: string): Promise<{ code: number; data: unknown }> {
  if (probe.post) return s.call("POST", `${M}${probe.path}`, { token: m1, body: probe.post(received) });
  const query: Query = { limit: 100, ...probe.query, [probe.param]: received };
  return s.call("GET", `${M}${probe.path}`, { token: m1, query });
}
/** How a value arrives from the original console (encodeURIComponent, then the HTTP client again). */
const twice = (value: string) => encodeURIComponent(value);
/** How a value arrives from a client that encodes only once. */
const once = (value: string) => value;

beforeAll(async () => {
  ({ s, m1 } = await startSignedIn());
  for (const probe of probes) await probe.plant().catch((error: unknown) => Promise.reject(new Error(`${probe.name}: ${String(error)}`)));
}, 120_000);
afterAll(() => s.close());

describe("search text decoded a second time, as the backend does", () => {
  it.each(probes.filter((p) => !p.exact))("$name ($param): twice-encoded, plain CJK, literal % and + find the row", async (probe) => {
    const found = probe.found ?? holdsMarker;
    for (const [label, received] of [
      ["the whole value encoded twice", twice(MARKER)],
      ["plain CJK", once(CJK)],
      ["CJK encoded twice", twice(CJK)],
      ["a literal % encoded twice", twice("50%")],
      ["a literal % encoded once (a stray % stays as it is)", once("50%")],
      ["a literal + encoded twice", twice("a+b")],
    ] as const) {
      const answer = await search(probe, received);
      expect(answer.code, label).toBe(200);
      expect(await found(answer.data), label).toBe(true);
    }
    // Encoded only once, + is a space on its second decode: "a b" is not in the row.
    const spaced = await search(probe, once("a+b"));
    expect(spaced.code).toBe(200);
    expect(await found(spaced.data), "a + encoded once").toBe(false);
  });

  it.each(probes.filter((p) => p.exact))("$name ($param, an exact match): the value encoded twice finds it, encoded once does not", async (probe) => {
    const found = probe.found ?? holdsMarker;
    const hit = await search(probe, twice(MARKER));
    expect(hit.code).toBe(200);
    expect(await found(hit.data)).toBe(true);
    const miss = await search(probe, once(MARKER));
    expect(miss.code === 200 ? await found(miss.data) : false).toBe(false);
  });

  it("the settlement form of the store settings is found by its Chinese name, sent plain or encoded twice", async () => {
    for (const received of [once("结算信息-银行卡"), twice("结算信息-银行卡")]) {
      expect(await search({ name: "form", path: "/form/temp/name/info", param: "name", plant: async () => undefined }, received)).toMatchObject({ code: 200, data: { name: "结算信息-银行卡" } });
    }
  });

  it("a page decoration's new name (POST page/diy/update/name) is decoded a second time too", async () => {
    const id = (await get<Page<{ id: number }>>("/page/diy/page", { limit: 1 })).list[0]!.id;
    expect(await s.call("POST", `${M}/page/diy/update/name`, { token: m1, body: { id, name: twice("夏季100%+首页") } })).toMatchObject({ code: 200 });
    expect(await get<{ name: string }>(`/page/diy/info/${id}`)).toMatchObject({ name: "夏季100%+首页" });
  });

  it("never fails on malformed escapes: a stray %, a short escape, a broken UTF-8 sequence", async () => {
    for (const received of ["%", "%E", "%zz", "%E6%89", "100%%"]) {
      expect((await search(probes[0]!, received)).code, received).toBe(200);
    }
  });
});

describe("parameters the backend reads as they come are not decoded again", () => {
  it("staff keywords, the funds flow's and the refund list's order numbers", async () => {
    const employee = (await get<Page<{ id: number }>>("/employee/list", { limit: 1 })).list[0]!;
    await db().updateTable("merchantEmployee").set({ name: "店员a+b" }).where("id", "=", employee.id).execute();
    expect((await get<Page<unknown>>("/employee/list", { keywords: once("a+b") })).total).toBe(1);
    expect((await get<Page<unknown>>("/employee/list", { keywords: twice("a+b") })).total).toBe(0);

    const refund = (await get<Page<{ orderNo: string }>>("/refund/order/list", { limit: 1 })).list[0]!;
    await db().updateTable("refundOrder").set({ orderNo: "RF+1" }).where("orderNo", "=", refund.orderNo).execute();
    expect((await get<Page<unknown>>("/refund/order/list", { orderNo: once("RF+1") })).total).toBeGreaterThan(0);
    expect((await get<Page<unknown>>("/refund/order/list", { orderNo: twice("RF+1") })).total).toBe(0);

    const flow = await db().selectFrom("merchantBill").select("id").where("merId", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    await db().updateTable("merchantBill").set({ orderNo: "FL+1" }).where("id", "=", flow.id).execute();
    expect((await get<Page<unknown>>("/finance/funds/flow", { orderNo: once("FL+1") })).total).toBe(1);
    expect((await get<Page<unknown>>("/finance/funds/flow", { orderNo: twice("FL+1") })).total).toBe(0);
  });
});
