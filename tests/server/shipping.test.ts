import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { regionIndex } from "../../server/areas/shipping/regions.js";
import { leafPaths } from "../../server/shared/regionPaths.js";

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
interface Template {
  id: number;
  merId: number;
  name: string;
  type: number;
  appoint: number;
  sort: number;
}
interface Info {
  id: number;
  name: string;
  type: number;
  appoint: number;
  sort: number;
  regionList: Array<{ title: string; cityId: string; first: string; firstPrice: string; renewal: string; renewalPrice: string; uniqid: string }>;
  freeList: Array<{ title: string; cityId: string; number: string; price: string; uniqid: string }>;
}
interface CityVo {
  regionId: number;
  parentId: number;
  regionName: string;
  regionType: number;
  child: CityVo[];
}

const T = `${M}/shipping/templates`;
const HANGZHOU = 330100;
const NINGBO = 330200;
const SUZHOU = 320500;
const ZHEJIANG = 330000;

/** The cascader's leaf paths [0, province, city, district] of the given cities (the title the original console sends). */
const pathsOf = (ids: number[]) =>
  ids.flatMap((id) => {
    const node = regionIndex().get(id);
    if (!node) return [[0, 0, id]];
    const above: number[] = [];
    for (let p = regionIndex().get(node.parentId); p; p = regionIndex().get(p.parentId)) above.unshift(p.regionId);
    return leafPaths(above, node);
  });
const titleOf = (cityId: string) => (cityId === "0" || cityId === "all" ? "[[0,0]]" : JSON.stringify(pathsOf(cityId.split(",").map(Number))));

const region = (cityId: string, extra: Record<string, unknown> = {}) => ({
  cityId,
  title: titleOf(cityId),
  first: 1,
  firstPrice: 8,
  renewal: 1,
  renewalPrice: "3.50",
  ...extra,
});
const freeRow = (cityId: string, extra: Record<string, unknown> = {}) => ({ cityId, title: titleOf(cityId), number: 2, price: "99", ...extra });
const template = (extra: Record<string, unknown> = {}) => ({
  name: `模板${Math.random().toString(36).slice(2, 8)}`,
  type: 1,
  appoint: 2,
  sort: 1,
  shippingTemplatesRegionRequestList: [region("0"), region(`${HANGZHOU},${NINGBO}`, { firstPrice: 6 })],
  shippingTemplatesFreeRequestList: [freeRow(String(SUZHOU))],
  ...extra,
});

async function list(token = m1, query: Record<string, string | number> = {}) {
  return (await s.call<Page<Template>>("GET", `${T}/list`, { token, query })).data;
}
async function idByName(name: string) {
  return (await list(m1, { keywords: name, limit: 9999 })).list.find((t) => t.name === name)!.id;
}

describe("shipping templates list and info", () => {
  it("lists the merchant's own templates, sort descending, with keywords and limit 9999", async () => {
    const page = await list(m1, { limit: 9999 });
    expect(page.total).toBe(3);
    expect(page.list.map((t) => t.name)).toEqual(["全国包邮", "按件计费（江浙沪满2件包邮）", "按重量计费（生鲜）"]);
    expect(page.list.every((t) => t.merId === 1)).toBe(true);
    expect((await list(m1, { keywords: "重量" })).list.map((t) => t.name)).toEqual(["按重量计费（生鲜）"]);
    expect((await list(m2)).list.map((t) => t.name)).toEqual(["青禾标准运费"]);
  });

  it("answers the info with the default row first, decimals as strings, free rules for appoint 2", async () => {
    const info = (await s.call<Info>("GET", `${T}/info/${await idByName("按件计费（江浙沪满2件包邮）")}`, { token: m1 })).data;
    expect(info).toMatchObject({ type: 1, appoint: 2 });
    expect(info.regionList[0]).toMatchObject({ title: "[[0,0]]", cityId: "0", first: "1.00", firstPrice: "8.00", renewal: "1.00", renewalPrice: "3.00" });
    expect(info.regionList).toHaveLength(2);
    expect(info.freeList).toHaveLength(1);
    expect(info.freeList[0]).toMatchObject({ number: "2.00", price: "99.00" });
    expect(info.freeList[0]!.cityId.split(",")).toContain(String(HANGZHOU));
  });

  it("answers 6501 运费模板不存在 for a missing template and for another merchant's", async () => {
    const theirs = (await list(m2)).list[0]!.id;
    expect(await s.call("GET", `${T}/info/99999`, { token: m1 })).toMatchObject({ code: 6501, message: "运费模板不存在" });
    expect(await s.call("GET", `${T}/info/${theirs}`, { token: m1 })).toMatchObject({ code: 6501, message: "运费模板不存在" });
  });
});

describe("saving templates", () => {
  it("saves a custom template and returns its titles exactly as sent", async () => {
    const odd = ` ${titleOf(`${HANGZHOU},${NINGBO}`)} `;
    const body = template({ name: "自定义模板A" });
    body.shippingTemplatesRegionRequestList[1]!.title = odd;
    expect(await s.call("POST", `${T}/save`, { token: m1, body })).toMatchObject({ code: 200, data: null });
    const info = (await s.call<Info>("GET", `${T}/info/${await idByName("自定义模板A")}`, { token: m1 })).data;
    expect(info.regionList[1]).toMatchObject({ title: odd, cityId: `${HANGZHOU},${NINGBO}`, firstPrice: "6.00", renewalPrice: "3.50" });
    expect(info.freeList[0]).toMatchObject({ cityId: String(SUZHOU), title: titleOf(String(SUZHOU)), number: "2.00", price: "99.00" });
    expect(info.regionList[1]!.uniqid).toMatch(/^[0-9a-f]{16}$/);
  });

  it("ignores the lists and forces type 0 for free-nationwide templates", async () => {
    const body = template({ name: "包邮B", appoint: 0, type: 2, shippingTemplatesRegionRequestList: [{ junk: true }] });
    expect((await s.call("POST", `${T}/save`, { token: m1, body })).code).toBe(200);
    const info = (await s.call<Info>("GET", `${T}/info/${await idByName("包邮B")}`, { token: m1 })).data;
    expect(info).toMatchObject({ type: 0, appoint: 0, regionList: [], freeList: [] });
  });

  it("keeps free rules for appoint 2 only, 'all' meaning nationwide", async () => {
    const body = template({ name: "全国满额包邮C", shippingTemplatesFreeRequestList: [freeRow("all", { title: "[[0,0]]", price: 0 })] });
    expect((await s.call("POST", `${T}/save`, { token: m1, body })).code).toBe(200);
    const info = (await s.call<Info>("GET", `${T}/info/${await idByName("全国满额包邮C")}`, { token: m1 })).data;
    expect(info.freeList[0]).toMatchObject({ cityId: "all", price: "0.00" });
    const partial = template({ name: "部分包邮D", appoint: 1 });
    expect((await s.call("POST", `${T}/save`, { token: m1, body: partial })).code).toBe(200);
    expect((await s.call<Info>("GET", `${T}/info/${await idByName("部分包邮D")}`, { token: m1 })).data.freeList).toEqual([]);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no name", { name: "" }, "模板名称必须填写"],
    ["a long name", { name: "长".repeat(201) }, "模板名称不能超过200个字符"],
    ["no type", { type: undefined }, "计费方式必须选择"],
    ["type 4", { type: 4 }, "计费方式选择区间 1(按件数), 2(按重量)，3(按体积)"],
    ["no appoint", { appoint: undefined }, "指定包邮必须选择"],
    ["appoint 3", { appoint: 3 }, "未知的包邮类型"],
    ["no sort", { sort: undefined }, "排序数字必须填写"],
    ["sort 10000", { sort: 10000 }, "排序范围为0~9999"],
    ["type 0 with charging rules", { type: 0 }, "请选择计费方式"],
    ["no region rows", { appoint: 1, shippingTemplatesRegionRequestList: [] }, "不包邮，最少需要一条公共区域运费数据"],
    ["a region row without cities", { shippingTemplatesRegionRequestList: [region("0", { cityId: "" })] }, "请选择区域"],
    ["first 0.05", { shippingTemplatesRegionRequestList: [region("0", { first: 0.05 })] }, "首件不能低于0.1"],
    ["no firstPrice", { shippingTemplatesRegionRequestList: [region("0", { firstPrice: undefined })] }, "请填写首件运费"],
    ["firstPrice 0", { shippingTemplatesRegionRequestList: [region("0", { firstPrice: 0 })] }, "首件运费不能低于0.1"],
    ["renewal 0", { shippingTemplatesRegionRequestList: [region("0", { renewal: "0" })] }, "续件不能低于0.1"],
    ["renewalPrice 0.09", { shippingTemplatesRegionRequestList: [region("0", { renewalPrice: 0.09 })] }, "续件运费不能低于0.1"],
    ["free number 0", { shippingTemplatesFreeRequestList: [freeRow(String(SUZHOU), { number: 0 })] }, "包邮件数不能低于0.1"],
    ["free price -1", { shippingTemplatesFreeRequestList: [freeRow(String(SUZHOU), { price: -1 })] }, "包邮金额不能低于0"],
    ["an unknown region", { shippingTemplatesRegionRequestList: [region("0"), region("123")] }, "区域ID“123”不存在"],
  ];
  it.each(invalid)("rejects %s with 400", async (_what, change, message) => {
    expect(await s.call("POST", `${T}/save`, { token: m1, body: template(change) })).toMatchObject({ code: 400, message });
  });

  it("refuses regions set twice, naming the region, and writes nothing", async () => {
    const before = (await list()).total;
    const twoRows = template({ shippingTemplatesRegionRequestList: [region("0"), region(String(HANGZHOU)), region(`${NINGBO},${HANGZHOU}`)] });
    expect(await s.call("POST", `${T}/save`, { token: m1, body: twoRows })).toMatchObject({ code: 400, message: "区域“杭州市”重复设置" });
    const twoFree = template({ shippingTemplatesFreeRequestList: [freeRow(String(SUZHOU)), freeRow(`${HANGZHOU},${SUZHOU}`)] });
    expect(await s.call("POST", `${T}/save`, { token: m1, body: twoFree })).toMatchObject({ code: 400, message: "区域“苏州市”重复设置" });
    const insideProvince = template({ shippingTemplatesRegionRequestList: [region("0"), region(String(ZHEJIANG)), region(String(HANGZHOU))] });
    expect(await s.call("POST", `${T}/save`, { token: m1, body: insideProvince })).toMatchObject({ code: 400, message: "区域“杭州市”重复设置" });
    const twoDefaults = template({ shippingTemplatesRegionRequestList: [region("0"), region("0")] });
    expect(await s.call("POST", `${T}/save`, { token: m1, body: twoDefaults })).toMatchObject({ code: 400, message: "区域“中国”重复设置" });
    expect((await list()).total).toBe(before);
  });

  it("allows the same region once in the charging rules and once in the free rules", async () => {
    const body = template({ name: "同城E", shippingTemplatesFreeRequestList: [freeRow(String(HANGZHOU))] });
    expect((await s.call("POST", `${T}/save`, { token: m1, body })).code).toBe(200);
  });

  it("refuses a name the merchant already uses, but not another merchant's", async () => {
    expect(await s.call("POST", `${T}/save`, { token: m1, body: template({ name: "全国包邮" }) })).toMatchObject({
      code: 400,
      message: "模板名称已存在,请更换模板名称!",
    });
    expect((await s.call("POST", `${T}/save`, { token: m2, body: template({ name: "全国包邮" }) })).code).toBe(200);
  });
});

describe("updating and deleting templates", () => {
  it("replaces the rules of a template", async () => {
    await s.call("POST", `${T}/save`, { token: m1, body: template({ name: "待改F" }) });
    const id = await idByName("待改F");
    const body = template({ id, name: "已改F", type: 2, appoint: 1, shippingTemplatesRegionRequestList: [region("0", { first: 0.5 })] });
    expect(await s.call("POST", `${T}/update`, { token: m1, body })).toMatchObject({ code: 200 });
    const info = (await s.call<Info>("GET", `${T}/info/${id}`, { token: m1 })).data;
    expect(info).toMatchObject({ name: "已改F", type: 2, appoint: 1, freeList: [] });
    expect(info.regionList).toEqual([expect.objectContaining({ cityId: "0", first: "0.50" })]);
    const rows = await s.app.db.selectFrom("shippingTemplatesFree").select("id").where("tempId", "=", id).execute();
    expect(rows).toEqual([]);
  });

  it("keeps the old rules when an update is refused", async () => {
    await s.call("POST", `${T}/save`, { token: m1, body: template({ name: "保持G" }) });
    const id = await idByName("保持G");
    const bad = template({ id, name: "保持G", shippingTemplatesRegionRequestList: [region("0"), region(String(HANGZHOU)), region(String(HANGZHOU))] });
    expect((await s.call("POST", `${T}/update`, { token: m1, body: bad })).code).toBe(400);
    const info = (await s.call<Info>("GET", `${T}/info/${id}`, { token: m1 })).data;
    expect(info.regionList[1]!.cityId).toBe(`${HANGZHOU},${NINGBO}`);
  });

  it("needs an id, and another merchant's template is missing", async () => {
    expect(await s.call("POST", `${T}/update`, { token: m1, body: template() })).toMatchObject({ code: 400, message: "运费模板ID不能为空" });
    const mine = await idByName("全国包邮");
    expect(await s.call("POST", `${T}/update`, { token: m2, body: template({ id: mine }) })).toMatchObject({ code: 6501, message: "运费模板不存在" });
    expect(await s.call("POST", `${T}/delete/${mine}`, { token: m2 })).toMatchObject({ code: 6501, message: "运费模板不存在" });
    expect((await s.call<Info>("GET", `${T}/info/${mine}`, { token: m1 })).code).toBe(200);
  });

  it("deletes a template with its rules", async () => {
    await s.call("POST", `${T}/save`, { token: m1, body: template({ name: "删除H" }) });
    const id = await idByName("删除H");
    expect(await s.call("POST", `${T}/delete/${id}`, { token: m1 })).toMatchObject({ code: 200, data: null });
    expect((await s.call("GET", `${T}/info/${id}`, { token: m1 })).code).toBe(6501);
    const cities = await s.app.db.selectFrom("shippingTemplatesRegionCity").select("cityId").where("tempId", "=", id).execute();
    expect(cities).toEqual([]);
  });

  it("refuses with 6502 to delete a template a product uses", async (ctx) => {
    const id = await idByName("按重量计费（生鲜）");
    const product = await sql<{ id: number }>`SELECT id FROM product WHERE mer_id = 1 ORDER BY id LIMIT 1`.execute(s.app.db);
    if (!product.rows[0]) return ctx.skip();
    await sql`UPDATE product SET temp_id = ${id} WHERE id = ${product.rows[0].id}`.execute(s.app.db);
    const r = await s.call("POST", `${T}/delete/${id}`, { token: m1 });
    expect(r.code).toBe(6502);
    expect(r.message).toContain("运费模板已使用");
  });
});

describe("region trees", () => {
  it("answers China → 34 provinces → cities → districts, ids being the administrative codes", async () => {
    const r = await s.call<CityVo[]>("GET", `${M}/city/region/city/tree`, { token: m1 });
    expect(r.code).toBe(200);
    const [china] = r.data;
    expect(china).toMatchObject({ regionId: 0, regionName: "中国", regionType: 0 });
    expect(china!.child).toHaveLength(34);
    const zhejiang = china!.child.find((p) => p.regionName === "浙江省")!;
    expect(zhejiang).toMatchObject({ regionId: ZHEJIANG, parentId: 0, regionType: 1 });
    const hangzhou = zhejiang.child.find((c) => c.regionName === "杭州市")!;
    expect(hangzhou).toMatchObject({ regionId: HANGZHOU, parentId: ZHEJIANG, regionType: 2 });
    expect(hangzhou.child.find((d) => d.regionName === "西湖区")).toMatchObject({ regionId: 330106, regionType: 3, child: [] });
    const beijing = china!.child.find((p) => p.regionName === "北京市")!;
    expect(beijing.child[0]).toMatchObject({ regionId: 110100, regionName: "北京市", regionType: 2 });
  });

  it("answers the full tree with streets under districts", async () => {
    const r = await s.call<CityVo[]>("GET", `${M}/city/region/list/tree`, { token: m1 });
    const xihu = r.data[0]!.child.find((p) => p.regionId === ZHEJIANG)!.child.find((c) => c.regionId === HANGZHOU)!.child.find((d) => d.regionId === 330106)!;
    expect(xihu.child.length).toBeGreaterThan(5);
    expect(xihu.child[0]).toMatchObject({ parentId: 330106, regionType: 4 });
    expect(String(xihu.child[0]!.regionId)).toMatch(/^330106\d{6}$/);
  });
});

describe("shipping permissions", () => {
  const calls: Array<["GET" | "POST", string]> = [
    ["GET", `${T}/list`],
    ["GET", `${T}/info/1`],
    ["POST", `${T}/save`],
    ["POST", `${T}/update`],
    ["POST", `${T}/delete/1`],
    ["GET", `${M}/city/region/city/tree`],
    ["GET", `${M}/city/region/list/tree`],
  ];
  it.each(calls)("%s %s: 401 without a token, 403 for staff1", async (method, url) => {
    expect((await s.call(method, url, { body: method === "POST" ? {} : undefined })).code).toBe(401);
    expect(await s.call(method, url, { token: staff, body: method === "POST" ? {} : undefined })).toMatchObject({
      code: 403,
      message: "无访问权限,请联系管理员授予权限",
    });
  });
});
