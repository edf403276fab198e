import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { MerchantAddress } from "../../server/areas/address/contract.js";
import type { RefundDetail } from "../../server/areas/order/contract.js";

const A = `${M}/address`;
const NEW = { receiverName: "仓库收货", receiverPhone: "18912345678", detail: "浙江省 杭州市 萧山区 建设一路66号 3号仓" };

describe("merchant addresses", () => {
  let s: TestServer, m1: string, m2: string, staff: string;
  beforeAll(async () => {
    ({ s, m1, m2, staff } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  const list = async (query: Record<string, string | boolean> = {}, token = m1) => (await s.call<MerchantAddress[]>("GET", `${A}/list`, { token, query })).data;
  const byName = async (name: string, token = m1) => (await list({}, token)).find((a) => a.receiverName === name);
  const defaults = async (token = m1) => (await list({}, token)).filter((a) => a.isDefault).map((a) => a.receiverName);

  it("answers a plain array, the default first, filtered by isShow", async () => {
    const all = await list();
    expect(Array.isArray(all)).toBe(true);
    expect(all.map((a) => a.receiverName)).toEqual(["售后部", "门店自提点", "王店长"]);
    expect(Object.keys(all[0]!).sort()).toEqual(
      ["id", "merId", "receiverName", "receiverPhone", "province", "provinceId", "city", "cityId", "district", "districtId", "street", "detail", "postCode", "longitude", "latitude", "isDefault", "isShow", "isDel", "createTime", "updateTime"].sort(),
    );
    expect(all[0]).toMatchObject({ merId: 1, isDefault: true, isShow: true, isDel: false, detail: "浙江省 杭州市 余杭区 文一西路998号 售后仓" });
    expect((await list({ isShow: true })).map((a) => a.receiverName)).toEqual(["售后部", "王店长"]);
    expect((await list({ isShow: false })).map((a) => a.receiverName)).toEqual(["门店自提点"]);
    expect((await list({}, m2)).map((a) => a.receiverName)).toEqual(["周店长", "吴敏"]);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no name", { ...NEW, receiverName: "" }, "请输入商家姓名"],
    ["a 33-character name", { ...NEW, receiverName: "名".repeat(33) }, "商家姓名不能超过32个字符"],
    ["no phone", { ...NEW, receiverPhone: undefined }, "请输入商家电话"],
    ["a landline", { ...NEW, receiverPhone: "057188886666" }, "商家电话格式错误"],
    ["no address", { ...NEW, detail: "  " }, "请输入商家地址"],
    ["a hidden default", { ...NEW, isDefault: true, isShow: false }, "默认地址不能关闭，请先开启该地址"],
  ];
  it.each(invalid)("refuses %s with 400 and saves nothing", async (_what, body, message) => {
    expect(await s.call("POST", `${A}/save`, { token: m1, body })).toEqual({ code: 400, message, data: null });
    expect(await list()).toHaveLength(3);
  });

  it("adds an address; asked to be the default, it takes the place of the old one", async () => {
    expect(await s.call("POST", `${A}/save`, { token: m1, body: { ...NEW, isShow: true, isDefault: false } })).toEqual({ code: 200, message: null, data: null });
    expect(await byName("仓库收货")).toMatchObject({ ...NEW, isDefault: false, isShow: true });
    expect(await s.call("POST", `${A}/save`, { token: m1, body: { ...NEW, receiverName: "新售后", isShow: true, isDefault: true } })).toMatchObject({ code: 200 });
    expect(await defaults()).toEqual(["新售后"]);
    expect(await defaults(m2)).toEqual(["周店长"]);
  });

  it("makes exactly one address the default, in one step", async () => {
    const hidden = (await byName("门店自提点"))!;
    expect(await s.call("POST", `${A}/set/default/${hidden.id}`, { token: m1 })).toMatchObject({ code: 500, message: "地址未开启，不能设为默认地址" });
    const office = (await byName("售后部"))!;
    expect(await s.call("POST", `${A}/set/default/${office.id}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    expect(await defaults()).toEqual(["售后部"]);
    expect(await s.call("POST", `${A}/set/default/${office.id}`, { token: m1 })).toMatchObject({ code: 200 });
    expect(await defaults()).toEqual(["售后部"]);
  });

  it("never hides, un-defaults or deletes the default", async () => {
    const office = (await byName("售后部"))!;
    expect(await s.call("POST", `${A}/update/show/${office.id}`, { token: m1 })).toMatchObject({ code: 500, message: "默认地址不能关闭，请先将其他地址设为默认" });
    expect(await s.call("POST", `${A}/update`, { token: m1, body: { ...office, isShow: false, isDefault: true } })).toMatchObject({ code: 400, message: "默认地址不能关闭，请先开启该地址" });
    expect(await s.call("POST", `${A}/update`, { token: m1, body: { ...office, isShow: false, isDefault: false } })).toMatchObject({ code: 500, message: "默认地址不能关闭，请先将其他地址设为默认" });
    expect(await s.call("POST", `${A}/update`, { token: m1, body: { ...office, isDefault: false } })).toMatchObject({ code: 500, message: "默认地址不能取消默认，请先将其他地址设为默认" });
    expect(await s.call("GET", `${A}/delete/${office.id}`, { token: m1 })).toMatchObject({ code: 500, message: "默认地址不能删除，请先将其他地址设为默认" });
    expect(await byName("售后部")).toMatchObject({ isDefault: true, isShow: true });
  });

  it("edits an address, and shows or hides one that is not the default", async () => {
    const manager = (await byName("王店长"))!;
    expect(await s.call("POST", `${A}/update`, { token: m1, body: NEW })).toMatchObject({ code: 400, message: "请选择商户地址" });
    expect(await s.call("POST", `${A}/update`, { token: m1, body: { ...manager, receiverPhone: "1396710000" } })).toMatchObject({ code: 400, message: "商家电话格式错误" });
    expect(await s.call("POST", `${A}/update`, { token: m1, body: { id: manager.id, receiverName: "王经理", receiverPhone: "13967100009", detail: manager.detail } })).toMatchObject({ code: 200 });
    expect(await byName("王经理")).toMatchObject({ id: manager.id, receiverPhone: "13967100009", isShow: true, isDefault: false });
    expect(await s.call("POST", `${A}/update/show/${manager.id}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    expect(await byName("王经理")).toMatchObject({ isShow: false });
    expect(await s.call("POST", `${A}/update/show/${manager.id}`, { token: m1 })).toMatchObject({ code: 200 });
    expect(await byName("王经理")).toMatchObject({ isShow: true });
  });

  it("deletes an address that is not the default", async () => {
    const spare = (await byName("仓库收货"))!;
    expect(await s.call("GET", `${A}/delete/${spare.id}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    expect(await byName("仓库收货")).toBeUndefined();
    expect(await s.call("GET", `${A}/delete/${spare.id}`, { token: m1 })).toMatchObject({ code: 4401, message: "商户地址不存在" });
    expect(await s.call("POST", `${A}/set/default/${spare.id}`, { token: m1 })).toMatchObject({ code: 4401 });
  });

  it("makes the first shown address the default when there is none", async () => {
    await s.app.db.updateTable("merchantAddress").set({ isDel: 1, isDefault: 0 }).where("merId", "=", 2).execute();
    expect(await s.call("POST", `${A}/save`, { token: m2, body: { ...NEW, isShow: false } })).toMatchObject({ code: 200 });
    expect(await defaults(m2)).toEqual([]);
    expect(await s.call("POST", `${A}/save`, { token: m2, body: NEW })).toMatchObject({ code: 200 });
    expect(await list({}, m2)).toEqual([expect.objectContaining({ isShow: true, isDefault: true }), expect.objectContaining({ isShow: false, isDefault: false })]);
  });

  it("treats another merchant's address as missing", async () => {
    const theirs = (await list({}, m2))[0]!;
    const calls: Array<["GET" | "POST", string, unknown?]> = [
      ["POST", `${A}/update`, { ...NEW, id: theirs.id }],
      ["GET", `${A}/delete/${theirs.id}`],
      ["POST", `${A}/set/default/${theirs.id}`],
      ["POST", `${A}/update/show/${theirs.id}`],
    ];
    for (const [method, url, body] of calls) expect(await s.call(method, url, { token: m1, body }), url).toMatchObject({ code: 4401, message: "商户地址不存在" });
    expect((await list({}, m2))[0]).toEqual(theirs);
  });

  it("needs a token and the address authorities", async () => {
    expect(await s.call("GET", `${A}/list`)).toMatchObject({ code: 401 });
    const calls: Array<["GET" | "POST", string]> = [
      ["GET", `${A}/list`],
      ["POST", `${A}/save`],
      ["POST", `${A}/update`],
      ["GET", `${A}/delete/1`],
      ["POST", `${A}/set/default/1`],
      ["POST", `${A}/update/show/1`],
    ];
    for (const [method, url] of calls) expect(await s.call(method, url, { token: staff, body: {} }), url).toMatchObject({ code: 403 });
  });
});

describe("approving a return to a merchant address", () => {
  let s: TestServer, m1: string;
  beforeAll(async () => {
    ({ s, m1 } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  const pendingReturn = () =>
    s.app.db
      .selectFrom("refundOrder")
      .selectAll()
      .where("merId", "=", 1)
      .where("refundStatus", "=", 0)
      .where("afterSalesType", "=", 2)
      .where("promoterType", "=", "user")
      .orderBy("id")
      .executeTakeFirstOrThrow();
  const approve = (refundOrderNo: string, merAddressId: number) =>
    s.call("POST", `${M}/refund/order/audit`, { token: m1, body: { refundOrderNo, auditType: "success", merAddressId } });
  const addressOf = async (merId: number, receiverName: string) =>
    s.app.db.selectFrom("merchantAddress").selectAll().where("merId", "=", merId).where("receiverName", "=", receiverName).executeTakeFirstOrThrow();

  it("accepts only the merchant's own shown address, and changes nothing otherwise", async () => {
    const refund = await pendingReturn();
    const theirs = await addressOf(2, "周店长");
    expect(await approve(refund.refundOrderNo, theirs.id)).toMatchObject({ code: 4401, message: "商户地址不存在" });
    const hidden = await addressOf(1, "门店自提点");
    expect(await approve(refund.refundOrderNo, hidden.id)).toMatchObject({ code: 500, message: "该退货地址已关闭，请选择其他地址" });
    expect(await approve(refund.refundOrderNo, 99999)).toMatchObject({ code: 4401 });
    expect((await pendingReturn()).refundOrderNo).toBe(refund.refundOrderNo);
  });

  it("copies the chosen address onto the return", async () => {
    const refund = await pendingReturn();
    const manager = await addressOf(1, "王店长");
    expect(await approve(refund.refundOrderNo, manager.id)).toEqual({ code: 200, message: null, data: null });
    const detail = (await s.call<RefundDetail>("GET", `${M}/refund/order/detail/${refund.refundOrderNo}`, { token: m1 })).data;
    expect(detail).toMatchObject({ refundStatus: 4, receiver: "王店长", receiverPhone: manager.receiverPhone, receiverAddressDetail: manager.detail });
  });
});
