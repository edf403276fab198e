import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime, parseDateTime } from "../../server/core/format.js";
import { M, type TestServer, startSignedIn } from "./helpers.js";

let s: TestServer;
let m1: string;
let m2: string;
let staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

interface Page<T> {
  total: number;
  list: T[];
}
interface Claim {
  id: number;
  uid: number;
  name: string;
  category: number;
  receiveType: number;
  money: number;
  minPrice: number;
  status: number;
  startTime: string;
  endTime: string;
  useTime: string | null;
  createTime: string;
  nickname: string;
  avatar: string;
}
interface Coupon {
  id: number;
  name: string;
  lastTotal: number;
  isLimited: boolean;
  status: boolean;
}

const C = `${M}/coupon`;
const DAY = 24 * 3600 * 1000;

const claims = async (query: Record<string, string | number> = {}, token = m1) =>
  (await s.call<Page<Claim>>("GET", `${C}/user/list`, { token, query: { limit: 100, ...query } })).data;
const coupon = async (name: string) =>
  (await s.call<Page<Coupon>>("GET", `${C}/list`, { token: m1, query: { name, limit: 100 } })).data.list.find((c) => c.name === name)!;
const receive = (body: Record<string, unknown>, token = m1) => s.call("POST", `${C}/user/receive`, { token, body });

async function customers(merId: number): Promise<number[]> {
  return (await s.app.db.selectFrom("merchantUser").select("uid").where("merId", "=", merId).orderBy("uid").execute()).map((r) => r.uid);
}
/** A customer of merchant 1 holding no claim of the coupon yet. */
async function freshCustomer(couponId: number, skip = 0): Promise<number> {
  const held = new Set((await s.app.db.selectFrom("couponUser").select("uid").where("couponId", "=", couponId).execute()).map((r) => r.uid));
  return (await customers(1)).filter((uid) => !held.has(uid))[skip]!;
}
async function newCoupon(name: string, extra: Record<string, unknown> = {}) {
  const body = { name, category: 1, receiveType: 1, money: 5, minPrice: 0, isLimited: true, total: 2, isTimeReceive: false, isFixedTime: false, day: 10, sort: 0, status: true, ...extra };
  expect((await s.call("POST", `${C}/save`, { token: m1, body })).code).toBe(200);
  return coupon(name);
}

describe("claim records", () => {
  it("lists the merchant's claims with the customer's nickname, newest first", async () => {
    const page = await claims();
    expect(page.total).toBeGreaterThanOrEqual(18);
    const first = page.list[0]!;
    expect(first).toEqual({
      id: expect.any(Number),
      uid: expect.any(Number),
      name: expect.any(String),
      category: expect.any(Number),
      receiveType: expect.any(Number),
      money: expect.any(Number),
      minPrice: expect.any(Number),
      status: expect.any(Number),
      startTime: expect.any(String),
      endTime: expect.any(String),
      useTime: null,
      createTime: expect.any(String),
      nickname: expect.any(String),
      avatar: expect.any(String),
    });
    expect(page.list.map((c) => c.id)).toEqual([...page.list.map((c) => c.id)].sort((a, b) => b - a));
    expect((await claims({}, m2)).total).toBe(0);
  });

  it("filters by status: unused, used (with a use time), expired (including unused ones past their end)", async () => {
    const now = formatDateTime(new Date());
    const unused = await claims({ status: 0 });
    expect(unused.total).toBeGreaterThan(0);
    expect(unused.list.every((c) => c.status === 0 && c.endTime >= now)).toBe(true);
    const used = await claims({ status: 1 });
    expect(used.total).toBeGreaterThan(0);
    expect(used.list.every((c) => c.status === 1 && c.useTime)).toBe(true);
    const expired = await claims({ status: 2 });
    expect(expired.list.map((c) => c.name)).toContain("春季焕新券");
    expect(expired.list.every((c) => c.status === 2 && c.endTime < now)).toBe(true);
    expect((await claims()).total).toBe(unused.total + used.total + expired.total);
    expect(await s.call("GET", `${C}/user/list`, { token: m1, query: { status: 3 } })).toMatchObject({ code: 400, message: "未知的优惠券状态" });
  });

  it("filters by uid, coupon name and nickname", async () => {
    const any = (await claims()).list[0]!;
    const byUid = await claims({ uid: any.uid });
    expect(byUid.total).toBeGreaterThan(0);
    expect(byUid.list.every((c) => c.uid === any.uid)).toBe(true);
    expect((await claims({ name: "新人" })).list.every((c) => c.name === "新人专享券")).toBe(true);
    const byNickname = await claims({ nickname: any.nickname });
    expect(byNickname.list.every((c) => c.nickname.includes(any.nickname))).toBe(true);
    expect(byNickname.list.map((c) => c.id)).toContain(any.id);
  });
});

describe("handing a coupon to a customer", () => {
  it("creates an unused claim valid for the coupon's days and takes one from the stock", async () => {
    const c = await coupon("新人专享券");
    const uid = await freshCustomer(c.id);
    const before = Date.now();
    expect(await receive({ couponId: c.id, uid })).toMatchObject({ code: 200, data: null });
    expect((await coupon("新人专享券")).lastTotal).toBe(c.lastTotal - 1);
    const [claim] = (await claims({ uid, name: "新人专享券" })).list;
    expect(claim).toMatchObject({ uid, name: "新人专享券", status: 0, money: 10, minPrice: 99, receiveType: 1, category: 1, useTime: null });
    const start = parseDateTime(claim!.startTime)!.getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(parseDateTime(claim!.endTime)!.getTime() - start).toBe(30 * DAY);
  });

  it("uses the fixed window of a fixed-time coupon, and counts hand-outs of unlimited coupons", async () => {
    const c = await coupon("店铺满199减30");
    const info = (await s.call<{ useStartTime: string; useEndTime: string }>("GET", `${C}/info/${c.id}`, { token: m1 })).data;
    const uid = await freshCustomer(c.id);
    expect((await receive({ couponId: c.id, uid })).code).toBe(200);
    const [claim] = (await claims({ uid, name: "店铺满199减30" })).list;
    expect(claim).toMatchObject({ startTime: info.useStartTime, endTime: info.useEndTime });
    expect((await coupon("店铺满199减30")).lastTotal).toBe(c.lastTotal + 1);
  });

  it("refuses 优惠券已领完 when none remain", async () => {
    const c = await coupon("首发尝鲜券（已领完）");
    expect(c.lastTotal).toBe(0);
    const before = (await claims()).total;
    expect(await receive({ couponId: c.id, uid: await freshCustomer(c.id) })).toMatchObject({ code: 500, message: "优惠券已领完" });
    expect((await claims()).total).toBe(before);
  });

  it("refuses 优惠券已关闭 for a closed coupon", async () => {
    const c = await coupon("双十一预热券");
    expect(await receive({ couponId: c.id, uid: await freshCustomer(c.id) })).toMatchObject({ code: 500, message: "优惠券已关闭" });
  });

  it("refuses 优惠券不存在 for a deleted coupon, another merchant's, and a missing one", async () => {
    const c = await newCoupon("即将删除G");
    await s.call("POST", `${C}/delete/${c.id}`, { token: m1 });
    const uid = (await customers(1))[0]!;
    expect(await receive({ couponId: c.id, uid })).toMatchObject({ code: 500, message: "优惠券不存在" });
    const theirs = (await s.call<Page<Coupon>>("GET", `${C}/list`, { token: m2 })).data.list[0]!;
    expect(await receive({ couponId: theirs.id, uid })).toMatchObject({ code: 500, message: "优惠券不存在" });
    expect(await receive({ couponId: 999999, uid })).toMatchObject({ code: 500, message: "优惠券不存在" });
  });

  it("refuses 用户不存在 for an unknown shopper and for a shopper who is only another merchant's customer", async () => {
    const c = await coupon("新人专享券");
    expect(await receive({ couponId: c.id, uid: 999999 })).toMatchObject({ code: 500, message: "用户不存在" });
    const mine = new Set(await customers(1));
    const onlyTheirs = (await customers(2)).find((uid) => !mine.has(uid))!;
    expect(await receive({ couponId: c.id, uid: onlyTheirs })).toMatchObject({ code: 500, message: "用户不存在" });
  });

  it("refuses a second copy of the same coupon to the same customer", async () => {
    const c = await newCoupon("不可重复H", { total: 5 });
    const uid = await freshCustomer(c.id);
    expect((await receive({ couponId: c.id, uid })).code).toBe(200);
    expect(await receive({ couponId: c.id, uid })).toMatchObject({ code: 500, message: "该用户已领取过此优惠券" });
    expect((await coupon("不可重复H")).lastTotal).toBe(4);
  });

  it("refuses outside the receive window and after the use window", async () => {
    const c = await newCoupon("领取窗口I", {
      isTimeReceive: true,
      receiveStartTime: formatDateTime(new Date(Date.now() + 2 * DAY)),
      receiveEndTime: formatDateTime(new Date(Date.now() + 5 * DAY)),
    });
    expect(await receive({ couponId: c.id, uid: await freshCustomer(c.id) })).toMatchObject({ code: 500, message: "优惠券未到领取时间" });
    const past = formatDateTime(new Date(Date.now() - DAY));
    await s.app.db.updateTable("coupon").set({ receiveStartTime: past.slice(0, 10) + " 00:00:00", receiveEndTime: past }).where("id", "=", c.id).execute();
    expect(await receive({ couponId: c.id, uid: await freshCustomer(c.id) })).toMatchObject({ code: 500, message: "优惠券可领取时间已过" });
    const expired = await coupon("春季焕新券");
    expect(await receive({ couponId: expired.id, uid: await freshCustomer(expired.id) })).toMatchObject({ code: 500, message: "优惠券已过期" });
  });

  it("validates the body", async () => {
    expect(await receive({ uid: 1 })).toMatchObject({ code: 400, message: "请选择优惠券" });
    expect(await receive({ couponId: 1 })).toMatchObject({ code: 400, message: "请选择用户" });
    expect(await receive({ couponId: "x", uid: 1 })).toMatchObject({ code: 400, message: "请选择优惠券" });
  });

  it("never hands out more than the stock when hand-outs race", async () => {
    const c = await newCoupon("并发J", { total: 3 });
    const uids = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => freshCustomer(c.id, i)));
    const results = await Promise.all(uids.map((uid) => receive({ couponId: c.id, uid })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.code !== 200).every((r) => r.message === "优惠券已领完")).toBe(true);
    expect((await coupon("并发J")).lastTotal).toBe(0);
    expect((await claims({ name: "并发J" })).total).toBe(3);
  });

  it("is answered 403 for staff1", async () => {
    expect((await receive({ couponId: 1, uid: 1 }, staff)).code).toBe(403);
  });
});
