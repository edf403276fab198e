import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
interface Express {
  id: number;
  code: string;
  name: string;
  partnerId: boolean;
  partnerKey: boolean;
  net: boolean;
  isShow: boolean;
  status: boolean;
  sort: number;
}
interface MerchantExpress {
  id: number;
  merId: number;
  expressId: number;
  code: string;
  name: string;
  partnerId: boolean;
  partnerKey: boolean;
  net: boolean;
  account: string;
  password: string;
  netName: string;
  isDefault: boolean;
  isOpen: boolean;
  isDelete: boolean;
  createTime: string;
}

const E = `${M}/express`;
const all = async (type: string) => (await s.call<Express[]>("GET", `${E}/all`, { token: m1, query: { type } })).data;
const mine = async (query: Record<string, string | number | boolean> = {}, token = m1) =>
  (await s.call<Page<MerchantExpress>>("GET", `${E}/search/page`, { token, query: { limit: 50, ...query } })).data;
const byCode = async (code: string, token = m1) => (await mine({}, token)).list.find((e) => e.code === code);
const expressId = async (code: string) => (await all("normal")).find((e) => e.code === code)!.id;

describe("platform couriers", () => {
  it("requires the type parameter", async () => {
    expect(await s.call("GET", `${E}/all`, { token: m1 })).toMatchObject({ code: 400, message: "请求参数 type 不能为空" });
    expect(await s.call("GET", `${E}/all`, { token: m1, query: { type: "x" } })).toMatchObject({ code: 400, message: "未知的物流公司类型" });
  });

  it("answers every visible courier for normal, only e-sheet ones for elec", async () => {
    const normal = await all("normal");
    expect(normal.length).toBeGreaterThanOrEqual(20);
    expect(normal.find((e) => e.code === "SF")).toMatchObject({ name: "顺丰速运", partnerId: true, partnerKey: false, net: false, isShow: true, status: true });
    expect(normal.map((e) => e.code)).toEqual(expect.arrayContaining(["ZTO", "YTO", "YD", "STO", "JD", "YZPY", "EMS", "JTSD", "DBL"]));
    const elec = await all("elec");
    expect(elec.length).toBeLessThan(normal.length);
    expect(elec.every((e) => e.status)).toBe(true);
  });
});

describe("the merchant's couriers", () => {
  it("lists the merchant's couriers, the default first, filtered by open state and keywords", async () => {
    const page = await mine();
    expect(page.total).toBe(6);
    expect(page.list[0]).toMatchObject({ code: "SF", isDefault: true, isOpen: true, isDelete: false, account: "0571123456", merId: 1 });
    expect((await mine({ openStatus: true })).list.every((e) => e.isOpen)).toBe(true);
    expect((await mine({ openStatus: false })).list.map((e) => e.code)).toEqual(["JTSD"]);
    expect((await mine({ keywords: "中通" })).list.map((e) => e.code)).toEqual(["ZTO"]);
    expect((await mine({ keywords: "YT" })).list.map((e) => e.code)).toEqual(["YTO"]);
    expect((await mine({}, m2)).list.map((e) => e.code).sort()).toEqual(["SF", "YD"]);
  });

  it("relates a courier once", async () => {
    const id = await expressId("DBL");
    expect(await s.call("POST", `${E}/relate`, { token: m1, body: { expressId: id } })).toMatchObject({ code: 200, data: null });
    expect(await byCode("DBL")).toMatchObject({ isOpen: true, isDefault: false, expressId: id });
    expect(await s.call("POST", `${E}/relate`, { token: m1, body: { expressId: id } })).toMatchObject({ code: 400, message: "已关联此物流公司" });
    expect(await s.call("POST", `${E}/relate`, { token: m1, body: { expressId: 99999 } })).toMatchObject({ code: 7905, message: "快递公司不存在" });
    expect(await s.call("POST", `${E}/relate`, { token: m1, body: {} })).toMatchObject({ code: 400, message: "请选择物流公司" });
  });

  it("keeps a single default, and never a closed one", async () => {
    const zto = (await byCode("ZTO"))!;
    expect((await s.call("POST", `${E}/default/switch/${zto.id}`, { token: m1 })).code).toBe(200);
    const defaults = (await mine()).list.filter((e) => e.isDefault);
    expect(defaults.map((e) => e.code)).toEqual(["ZTO"]);
    // Closing the default courier drops its default flag.
    expect((await s.call("POST", `${E}/open/switch/${zto.id}`, { token: m1 })).code).toBe(200);
    expect(await byCode("ZTO")).toMatchObject({ isOpen: false, isDefault: false });
    expect(await s.call("POST", `${E}/default/switch/${zto.id}`, { token: m1 })).toMatchObject({ code: 500, message: "物流公司未开启，不能设为默认" });
    await s.call("POST", `${E}/open/switch/${zto.id}`, { token: m1 });
    const sf = (await byCode("SF"))!;
    await s.call("POST", `${E}/default/switch/${sf.id}`, { token: m1 });
    expect((await byCode("SF"))!.isDefault).toBe(true);
    await s.call("POST", `${E}/default/switch/${sf.id}`, { token: m1 });
    expect((await mine()).list.filter((e) => e.isDefault)).toEqual([]);
    await s.call("POST", `${E}/default/switch/${sf.id}`, { token: m1 });
    // Merchant 2's default is untouched by merchant 1's changes.
    expect((await byCode("SF", m2))!.isDefault).toBe(true);
  });

  it("requires the account fields the courier needs", async () => {
    const sf = (await byCode("SF"))!;
    expect(await s.call("POST", `${E}/update`, { token: m1, body: { id: sf.id, account: "" } })).toMatchObject({ code: 400, message: "请输入月结账号" });
    const zto = (await byCode("ZTO"))!;
    expect(await s.call("POST", `${E}/update`, { token: m1, body: { id: zto.id, account: "A1" } })).toMatchObject({ code: 400, message: "请输入月结密码" });
    await s.call("POST", `${E}/relate`, { token: m1, body: { expressId: await expressId("STO") } });
    const sto = (await byCode("STO"))!;
    expect(await s.call("POST", `${E}/update`, { token: m1, body: { id: sto.id, account: "A", password: "B" } })).toMatchObject({ code: 400, message: "请输入取件网点" });
    expect(await s.call("POST", `${E}/update`, { token: m1, body: { id: sto.id, account: "ST01", password: "pw", netName: "杭州西湖网点", isOpen: false } })).toMatchObject({ code: 200 });
    expect(await byCode("STO")).toMatchObject({ account: "ST01", password: "pw", netName: "杭州西湖网点", isOpen: false });
    expect(await s.call("POST", `${E}/update`, { token: m1, body: {} })).toMatchObject({ code: 400, message: "商户物流公司ID不能为空" });
  });

  it("deletes a courier from the merchant's list; it can be related again", async () => {
    const yd = (await byCode("YD"))!;
    expect(await s.call("POST", `${E}/delete/${yd.id}`, { token: m1 })).toMatchObject({ code: 200, data: null });
    expect(await byCode("YD")).toBeUndefined();
    expect(await s.call("POST", `${E}/delete/${yd.id}`, { token: m1 })).toMatchObject({ code: 4801, message: "商户物流公司不存在" });
    expect((await s.call("POST", `${E}/relate`, { token: m1, body: { expressId: yd.expressId } })).code).toBe(200);
    expect(await byCode("YD")).toBeDefined();
  });

  it("treats another merchant's courier as missing", async () => {
    const theirs = (await byCode("SF", m2))!;
    for (const url of [`${E}/open/switch/${theirs.id}`, `${E}/default/switch/${theirs.id}`, `${E}/delete/${theirs.id}`]) {
      expect(await s.call("POST", url, { token: m1 })).toMatchObject({ code: 4801, message: "商户物流公司不存在" });
    }
    expect(await s.call("POST", `${E}/update`, { token: m1, body: { id: theirs.id, account: "x" } })).toMatchObject({ code: 4801 });
    expect(await byCode("SF", m2)).toMatchObject({ isOpen: true, isDefault: true, account: "0755987654" });
  });

  it("lists a courier's e-sheet templates once the e-sheet settings exist", async () => {
    expect(await s.call("GET", `${E}/template`, { token: m1 })).toMatchObject({ code: 400, message: "请求参数 com 不能为空" });
    const sf = await s.call<{ data: { data: Array<{ temp_id: string; title: string }> } }>("GET", `${E}/template`, { token: m1, query: { com: "SF" } });
    expect(sf.data.data.data).toEqual([
      { temp_id: "SF_76130", title: "顺丰速运 76×130 二联单", pic: "" },
      { temp_id: "SF_100180", title: "顺丰速运 100×180 一联单", pic: "" },
    ]);
    // A courier without e-sheets has none; merchant 2 never set the e-sheet up.
    expect((await s.call<{ data: { data: unknown[] } }>("GET", `${E}/template`, { token: m1, query: { com: "HHTT" } })).data.data.data).toEqual([]);
    expect(await s.call("GET", `${E}/template`, { token: m2, query: { com: "SF" } })).toMatchObject({ code: 500, message: "请先配置电子面单打印配置" });
  });
});

describe("express permissions", () => {
  const calls: Array<["GET" | "POST", string]> = [
    ["GET", `${E}/all`],
    ["GET", `${E}/search/page`],
    ["POST", `${E}/relate`],
    ["POST", `${E}/open/switch/1`],
    ["POST", `${E}/default/switch/1`],
    ["POST", `${E}/delete/1`],
    ["POST", `${E}/update`],
    ["GET", `${E}/template`],
  ];
  it.each(calls)("%s %s: 401 without a token, 403 for staff1", async (method, url) => {
    const body = method === "POST" ? {} : undefined;
    expect((await s.call(method, url, { body })).code).toBe(401);
    expect(await s.call(method, url, { token: staff, body })).toMatchObject({ code: 403, message: "无访问权限,请联系管理员授予权限" });
  });
});
