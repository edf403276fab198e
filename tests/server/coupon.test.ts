import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { formatDateTime } from "../../server/core/format.js";
import { M, type TestServer, startSignedIn } from "./helpers.js";

let s: TestServer;
let m1: string;
let m2: string;
let staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

interface Coupon {
  id: number;
  merId: number;
  name: string;
  category: number;
  receiveType: number;
  money: number;
  minPrice: number;
  isLimited: boolean;
  total: number;
  lastTotal: number;
  isTimeReceive: boolean;
  isFixedTime: boolean;
  useStartTime: string | null;
  useEndTime: string | null;
  day: number;
  status: boolean;
  isDel: boolean;
  linkedData: string;
  publisher: number;
  couponType: number;
}
interface Page<T> {
  total: number;
  list: T[];
}
interface Info extends Coupon {
  productIds: string;
  productList: Array<{ id: number; name: string; image: string; price: string; stock: number }>;
}

const C = `${M}/coupon`;
const DAY = 24 * 3600 * 1000;
const inDays = (d: number) => formatDateTime(new Date(Date.now() + d * DAY));

const shopCoupon = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: `测试券${Math.random().toString(36).slice(2, 7)}`,
  category: 1,
  receiveType: 1,
  money: 10,
  minPrice: 100,
  isLimited: true,
  total: 50,
  isTimeReceive: false,
  isFixedTime: false,
  day: 30,
  sort: 0,
  status: true,
  ...extra,
});

async function list(token = m1, query: Record<string, string | number | boolean> = {}) {
  return (await s.call<Page<Coupon>>("GET", `${C}/list`, { token, query: { limit: 100, ...query } })).data;
}
const byName = async (name: string, token = m1) => (await list(token, { name })).list.find((c) => c.name === name)!;

async function productIds(merId: number, n: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM product WHERE mer_id = ${merId} AND is_del = 0 ORDER BY id LIMIT ${n}`.execute(s.app.db);
  return rows.map((r) => r.id);
}

describe("coupon list and info", () => {
  it("lists the merchant's live coupons, sort descending, amounts in whole yuan", async () => {
    const page = await list();
    expect(page.total).toBeGreaterThanOrEqual(9);
    expect(page.list.every((c) => c.merId === 1 && !c.isDel)).toBe(true);
    const newcomer = page.list.find((c) => c.name === "新人专享券")!;
    expect(newcomer).toMatchObject({ money: 10, minPrice: 99, isLimited: true, total: 500, lastTotal: 495, isFixedTime: false, day: 30, status: true, publisher: 2, couponType: 1 });
    const sorts = page.list.map((c) => (c as unknown as { sort: number }).sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    expect((await list(m2)).list.map((c) => c.name)).toEqual(["青禾满50减5"]);
  });

  it("filters by name, category, receive type, status and claimability", async () => {
    expect((await list(m1, { name: "满199" })).list.map((c) => c.name)).toEqual(["店铺满199减30"]);
    expect((await list(m1, { status: false })).list.map((c) => c.name)).toEqual(["双十一预热券"]);
    expect((await list(m1, { receiveType: 2 })).list.every((c) => c.receiveType === 2)).toBe(true);
    expect((await list(m1, { category: 2 })).list.every((c) => c.category === 2)).toBe(true);
    const claimable = (await list(m1, { receiveStatus: 1 })).list.map((c) => c.name);
    expect(claimable).toContain("新人专享券");
    expect(claimable).not.toContain("双十一预热券");
    expect(claimable).not.toContain("首发尝鲜券（已领完）");
    const notClaimable = (await list(m1, { receiveStatus: 0 })).list.map((c) => c.name);
    expect(notClaimable).toEqual(expect.arrayContaining(["双十一预热券", "首发尝鲜券（已领完）"]));
  });

  it("answers the info with the product list of a product coupon", async () => {
    const product = await byName("指定商品满100减15");
    const info = (await s.call<Info>("GET", `${C}/info/${product.id}`, { token: m1 })).data;
    expect(info).toMatchObject({ id: product.id, category: 2, money: 15, minPrice: 100 });
    expect(info.productList.length).toBeGreaterThan(0);
    expect(info.productList[0]).toEqual({ id: expect.any(Number), name: expect.any(String), image: expect.any(String), price: expect.stringMatching(/^\d+\.\d{2}$/), stock: expect.any(Number) });
    expect(info.productIds).toBe(info.productList.map((p) => p.id).join(","));
    const shop = await byName("新人专享券");
    expect((await s.call<Info>("GET", `${C}/info/${shop.id}`, { token: m1 })).data.productList).toEqual([]);
  });

  it("answers 10001 优惠券不存在 for missing, deleted and other merchants' coupons", async () => {
    const theirs = (await list(m2)).list[0]!.id;
    expect(await s.call("GET", `${C}/info/99999`, { token: m1 })).toMatchObject({ code: 10001, message: "优惠券不存在" });
    expect(await s.call("GET", `${C}/info/${theirs}`, { token: m1 })).toMatchObject({ code: 10001, message: "优惠券不存在" });
  });
});

describe("saving coupons", () => {
  it("creates a shop coupon whose remaining stock starts at its total", async () => {
    const body = shopCoupon({ name: "保存测试A", total: 77 });
    expect(await s.call("POST", `${C}/save`, { token: m1, body })).toMatchObject({ code: 200, data: null });
    expect(await byName("保存测试A")).toMatchObject({ total: 77, lastTotal: 77, isLimited: true, money: 10, minPrice: 100, merId: 1, linkedData: "" });
  });

  it("creates an unlimited fixed-window coupon with a receive window", async () => {
    const useEndTime = inDays(10);
    const body = shopCoupon({
      name: "保存测试B",
      isLimited: false,
      total: 10,
      isTimeReceive: true,
      receiveStartTime: inDays(-1),
      receiveEndTime: inDays(5),
      isFixedTime: true,
      useStartTime: inDays(0),
      useEndTime,
      minPrice: 0,
    });
    expect((await s.call("POST", `${C}/save`, { token: m1, body })).code).toBe(200);
    expect(await byName("保存测试B")).toMatchObject({ isLimited: false, total: 0, lastTotal: 0, isTimeReceive: true, isFixedTime: true, day: 0, useEndTime });
  });

  it("creates a product coupon linked to the merchant's own products", async () => {
    const ids = await productIds(1, 2);
    const body = shopCoupon({ name: "商品券C", category: 2, productIds: ids.join(",") });
    expect((await s.call("POST", `${C}/save`, { token: m1, body })).code).toBe(200);
    const coupon = await byName("商品券C");
    expect(coupon.linkedData).toBe(ids.join(","));
    const info = (await s.call<Info>("GET", `${C}/info/${coupon.id}`, { token: m1 })).data;
    expect(info.productList.map((p) => p.id)).toEqual(ids);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no name", { name: " " }, "请填写优惠券名称"],
    ["a 65-character name", { name: "券".repeat(65) }, "优惠券名称长度不能超过64个字符"],
    ["no category", { category: undefined }, "请选择优惠券类别"],
    ["category 3", { category: 3 }, "未知的优惠券类别"],
    ["no receive type", { receiveType: null }, "请选择优惠券领取类型"],
    ["receive type 3", { receiveType: 3 }, "未知的优惠券领取方式"],
    ["no money", { money: undefined }, "请填写优惠金额"],
    ["money 0", { money: 0 }, "优惠金额范围为1~99999"],
    ["money 100000", { money: 100000 }, "优惠金额范围为1~99999"],
    ["money 1.5", { money: 1.5 }, "优惠金额范围为1~99999"],
    ["no minimum", { minPrice: undefined }, "最低消费不能为空"],
    ["a threshold not above the face value", { money: 20, minPrice: 20 }, "最低消费金额需大于优惠金额"],
    ["no isLimited", { isLimited: undefined }, "请设置是否限量"],
    ["limited without total", { total: undefined }, "请输入限量数量！"],
    ["limited with total 0", { total: 0 }, "请输入限量数量！"],
    ["no isTimeReceive", { isTimeReceive: undefined }, "请选择领取是否限时"],
    ["a receive window without end", { isTimeReceive: true, receiveStartTime: inDays(0) }, "请选择领取时间范围！"],
    ["a reversed receive window", { isTimeReceive: true, receiveStartTime: inDays(3), receiveEndTime: inDays(1) }, "请选择正确的领取时间范围！"],
    ["a receive window already over", { isTimeReceive: true, receiveStartTime: inDays(-5), receiveEndTime: inDays(-1) }, "领取结束时间不能早于当前时间"],
    ["a malformed date", { isTimeReceive: true, receiveStartTime: "明天", receiveEndTime: inDays(1) }, "领取开始时间格式错误"],
    ["no isFixedTime", { isFixedTime: undefined }, "请设置是否固定使用时间"],
    ["a use window without start", { isFixedTime: true, useEndTime: inDays(3) }, "请选择使用时间范围！"],
    ["a reversed use window", { isFixedTime: true, useStartTime: inDays(3), useEndTime: inDays(2) }, "请选择正确的使用时间范围！"],
    ["a use window ending in the past", { isFixedTime: true, useStartTime: inDays(-9), useEndTime: inDays(-2) }, "使用结束时间不能早于当前时间"],
    [
      "a use window ending before the receive window",
      { isTimeReceive: true, receiveStartTime: inDays(0), receiveEndTime: inDays(9), isFixedTime: true, useStartTime: inDays(0), useEndTime: inDays(5) },
      "使用结束时间不能早于领取结束时间",
    ],
    ["no days", { day: undefined }, "请输入天数！"],
    ["0 days", { day: 0 }, "请输入天数！"],
    ["1000 days", { day: 1000 }, "天数不能超过999天"],
    ["negative days", { day: -3 }, "请输入天数！"],
    ["an impossible date", { isFixedTime: true, useStartTime: "2031-02-30 00:00:00", useEndTime: "2031-03-05 00:00:00" }, "使用开始时间格式错误"],
    ["no sort", { sort: undefined }, "排序不能为空"],
    ["a negative sort", { sort: -1 }, "排序不能小于0"],
    ["no status", { status: undefined }, "优惠券状态不能为空"],
    ["a product coupon without products", { category: 2, productIds: "" }, "请选择商品"],
    ["malformed product ids", { category: 2, productIds: "1,abc" }, "商品ID格式错误"],
    ["an unknown product", { category: 2, productIds: "999999" }, "商品ID“999999”不存在"],
  ];
  it.each(invalid)("rejects %s with 400", async (_what, change, message) => {
    expect(await s.call("POST", `${C}/save`, { token: m1, body: shopCoupon(change) })).toMatchObject({ code: 400, message });
  });

  it("refuses another merchant's product as if it did not exist, and writes nothing", async () => {
    const [theirs] = await productIds(2, 1);
    const before = (await list()).total;
    const r = await s.call("POST", `${C}/save`, { token: m1, body: shopCoupon({ category: 2, productIds: String(theirs) }) });
    expect(r).toMatchObject({ code: 400, message: `商品ID“${theirs}”不存在` });
    expect((await list()).total).toBe(before);
  });

  it("accepts numbers sent as strings and booleans as 0/1, as the backend binds them", async () => {
    const body = shopCoupon({ name: "字符串D", money: "12", minPrice: "120", isLimited: 1, total: "5", isTimeReceive: 0, isFixedTime: "false", day: "3", sort: "2", status: "true" });
    expect((await s.call("POST", `${C}/save`, { token: m1, body })).code).toBe(200);
    expect(await byName("字符串D")).toMatchObject({ money: 12, minPrice: 120, total: 5, day: 3, status: true });
  });
});

describe("status, delete, product links, usable list", () => {
  it("toggles the status", async () => {
    const c = await byName("新人专享券");
    expect((await s.call("POST", `${C}/update/status/${c.id}`, { token: m1 })).code).toBe(200);
    expect((await byName("新人专享券")).status).toBe(false);
    await s.call("POST", `${C}/update/status/${c.id}`, { token: m1 });
    expect((await byName("新人专享券")).status).toBe(true);
    expect(await s.call("POST", `${C}/update/status/${c.id}`, { token: m2 })).toMatchObject({ code: 10001, message: "优惠券不存在" });
    expect((await byName("新人专享券")).status).toBe(true);
  });

  it("soft-deletes a coupon: it leaves the list and the info, its claims stay", async () => {
    await s.call("POST", `${C}/save`, { token: m1, body: shopCoupon({ name: "待删E" }) });
    const c = await byName("待删E");
    expect(await s.call("POST", `${C}/delete/${c.id}`, { token: m2 })).toMatchObject({ code: 10001 });
    expect(await s.call("POST", `${C}/delete/${c.id}`, { token: m1 })).toMatchObject({ code: 200, data: null });
    expect(await byName("待删E")).toBeUndefined();
    expect((await s.call("GET", `${C}/info/${c.id}`, { token: m1 })).code).toBe(10001);
    expect((await s.call("POST", `${C}/delete/${c.id}`, { token: m1 })).code).toBe(10001);
    const row = await s.app.db.selectFrom("coupon").select("isDel").where("id", "=", c.id).executeTakeFirstOrThrow();
    expect(row.isDel).toBe(1);
  });

  it("changes the products of a product coupon only", async () => {
    const c = await byName("指定商品满100减15");
    const ids = await productIds(1, 4);
    const next = ids.slice(2, 4);
    expect(await s.call("POST", `${C}/product/join/edit`, { token: m1, body: { id: c.id, productIds: next.join(",") } })).toMatchObject({ code: 200 });
    expect((await s.call<Info>("GET", `${C}/info/${c.id}`, { token: m1 })).data.productList.map((p) => p.id)).toEqual(next);
    const shop = await byName("新人专享券");
    expect(await s.call("POST", `${C}/product/join/edit`, { token: m1, body: { id: shop.id, productIds: String(ids[0]) } })).toMatchObject({ code: 400, message: "优惠券不是商品券" });
    expect(await s.call("POST", `${C}/product/join/edit`, { token: m1, body: { id: c.id, productIds: "" } })).toMatchObject({ code: 400, message: "请选择商品" });
    expect(await s.call("POST", `${C}/product/join/edit`, { token: m1, body: { productIds: "1" } })).toMatchObject({ code: 400, message: "优惠券ID不能为空" });
    expect(await s.call("POST", `${C}/product/join/edit`, { token: m2, body: { id: c.id, productIds: "1" } })).toMatchObject({ code: 10001 });
    const [theirs] = await productIds(2, 1);
    expect(await s.call("POST", `${C}/product/join/edit`, { token: m1, body: { id: c.id, productIds: `${next[0]},${theirs}` } })).toMatchObject({ code: 400, message: `商品ID“${theirs}”不存在` });
    expect((await s.call<Info>("GET", `${C}/info/${c.id}`, { token: m1 })).data.productList.map((p) => p.id)).toEqual(next);
  });

  it("answers the usable list as a plain array of open, in-stock, unexpired gift-on-purchase coupons", async () => {
    await s.call("POST", `${C}/save`, { token: m1, body: shopCoupon({ name: "买赠关闭F", receiveType: 2, status: false }) });
    const r = await s.call<Array<Record<string, unknown>>>("GET", `${C}/product/usable/list`, { token: m1, query: { keywords: "x", type: 3 } });
    expect(Array.isArray(r.data)).toBe(true);
    const names = r.data.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["会员回馈券", "买赠无门槛券"]));
    expect(names).not.toContain("买赠关闭F");
    expect(names).not.toContain("新人专享券");
    expect(Object.keys(r.data[0]!).sort()).toEqual(["day", "id", "isFixedTime", "isLimited", "lastTotal", "minPrice", "money", "name", "useEndTime", "useStartTime"]);
    expect((await s.call<unknown[]>("GET", `${C}/product/usable/list`, { token: m2 })).data).toEqual([]);
  });
});

describe("coupon permissions", () => {
  const calls: Array<["GET" | "POST", string]> = [
    ["GET", `${C}/list`],
    ["GET", `${C}/info/1`],
    ["POST", `${C}/save`],
    ["POST", `${C}/update/status/1`],
    ["POST", `${C}/delete/1`],
    ["POST", `${C}/product/join/edit`],
    ["GET", `${C}/product/usable/list`],
    ["GET", `${C}/user/list`],
    ["POST", `${C}/user/receive`],
  ];
  it.each(calls)("%s %s: 401 without a token, 403 for staff1", async (method, url) => {
    const body = method === "POST" ? {} : undefined;
    expect((await s.call(method, url, { body })).code).toBe(401);
    expect(await s.call(method, url, { token: staff, body })).toMatchObject({ code: 403, message: "无访问权限,请联系管理员授予权限" });
  });
});
