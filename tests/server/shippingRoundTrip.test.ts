/**
 * Shipping templates between the original console, this server, this console's editor and the
 * backend (contract §3.9): the original sends `id: 0` on save, `cityId` as city,district pairs and
 * `title` as four-number paths; the backend reads the third number of each path as a city
 * (`getInteger(2)`) and fails where that is impossible — a 400 here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { CityVo, ShippingTemplateInfo } from "../../server/areas/shipping/contract.js";
import type { Page } from "../../server/core/envelope.js";
import { regionTreeOf } from "../../resources/shipping/editor/cityTree.js";
import { fromTemplateInfo, toTemplateBody, type TemplateFormValues } from "../../resources/shipping/editor/regionRules.js";

const T = `${M}/shipping/templates`;
let s: TestServer, m1: string;
let cityTree: CityVo[];
beforeAll(async () => {
  ({ s, m1 } = await startSignedIn());
  cityTree = (await s.call<CityVo[]>("GET", `${M}/city/region/city/tree`, { token: m1 })).data;
}, 60_000);
afterAll(() => s.close());

const BEIJING = 110100;
const HANGZHOU = 330100;
const SHANGHAI = 310100;

/** What the original console's cascader gives for some districts of a city: [0, province, city, district]. */
function original(cityId: number, districts: number) {
  const province = cityTree[0]!.child.find((p) => p.child.some((c) => c.regionId === cityId))!;
  const city = province.child.find((c) => c.regionId === cityId)!;
  const paths = city.child.slice(0, districts).map((d) => [0, province.regionId, cityId, d.regionId]);
  // onsubmit(): splice(0, 2) of every path, then join: "city,district,city,district…"
  return { title: JSON.stringify(paths), cityId: paths.map((p) => p.slice(2)).join(",") };
}

const DEFAULT = { cityId: "0", title: "[[0,0]]" };
const originalBody = (name: string, id = 0) => ({
  id,
  name,
  type: 1,
  appoint: 2,
  sort: 0,
  shippingTemplatesRegionRequestList: [
    { ...DEFAULT, first: 1, firstPrice: 8, renewal: 1, renewalPrice: 2 },
    { ...original(BEIJING, 3), first: 1, firstPrice: 12, renewal: 1, renewalPrice: 4 },
    { ...original(HANGZHOU, 2), first: 2, firstPrice: 6, renewal: 1, renewalPrice: 3 },
  ],
  shippingTemplatesFreeRequestList: [{ ...original(SHANGHAI, 4), number: 2, price: 99 }],
});

const idByName = async (name: string) => (await s.call<Page<{ id: number; name: string }>>("GET", `${T}/list`, { token: m1, query: { keywords: name, limit: 100 } })).data.list.find((t) => t.name === name)!.id;
const info = async (id: number) => (await s.call<ShippingTemplateInfo>("GET", `${T}/info/${id}`, { token: m1 })).data;
const storedCities = async (id: number) =>
  (await s.app.db.selectFrom("shippingTemplatesRegionCity").select("cityId").where("tempId", "=", id).orderBy("cityId").execute()).map((r) => r.cityId);

describe("the original console's templates", () => {
  it("saves one sent with id 0 and city,district pairs, storing each city once", async () => {
    const body = originalBody("原版模板");
    expect(body.shippingTemplatesRegionRequestList[1]!.cityId.split(",")).toContain(String(BEIJING));
    expect(await s.call("POST", `${T}/save`, { token: m1, body })).toEqual({ code: 200, message: null, data: null });
    const id = await idByName("原版模板");
    expect(await storedCities(id)).toEqual([0, BEIJING, HANGZHOU]);
    const answer = await info(id);
    expect(answer.regionList.map((r) => r.cityId)).toEqual(["0", String(BEIJING), String(HANGZHOU)]);
    // The title comes back as it was sent, so the original's cascader re-selects it.
    expect(answer.regionList[1]!.title).toBe(body.shippingTemplatesRegionRequestList[1]!.title);
    expect(answer.freeList[0]).toMatchObject({ cityId: String(SHANGHAI), title: body.shippingTemplatesFreeRequestList[0]!.title, number: "2.00", price: "99.00" });

    // … and our editor reads it back: the chosen cities (whole provinces where a city is all of one).
    const values = fromTemplateInfo(regionTreeOf(cityTree), answer);
    expect(values.regionRules.map((r) => [r.isDefault, r.regions])).toEqual([
      [true, []],
      [false, [[110000]]],
      [false, [[330000, HANGZHOU]]],
    ]);
    expect(values.freeRules.map((r) => r.regions)).toEqual([[[310000]]]);
  });

  it("updates one the same way (its own id, pairs again)", async () => {
    const id = await idByName("原版模板");
    const body = originalBody("原版模板", id);
    body.shippingTemplatesRegionRequestList.splice(1, 1);
    expect(await s.call("POST", `${T}/update`, { token: m1, body })).toEqual({ code: 200, message: null, data: null });
    expect(await storedCities(id)).toEqual([0, HANGZHOU]);
    expect((await info(id)).regionList.map((r) => [r.cityId, r.firstPrice])).toEqual([
      ["0", "8.00"],
      [String(HANGZHOU), "6.00"],
    ]);
  });

  it("ignores any id on save: a new template, the one named by the id untouched", async () => {
    const existing = await idByName("原版模板");
    expect((await s.call("POST", `${T}/save`, { token: m1, body: originalBody("另存模板", existing) })).code).toBe(200);
    expect(await idByName("另存模板")).not.toBe(existing);
    expect((await info(existing)).name).toBe("原版模板");
  });
});

describe("our editor's templates", () => {
  const values = (): TemplateFormValues => ({
    name: "编辑器模板",
    type: 2,
    appoint: 2,
    sort: 5,
    regionRules: [
      { key: "a", isDefault: true, regions: [], first: "1", firstPrice: "10", renewal: "0.5", renewalPrice: "4" },
      { key: "b", isDefault: false, regions: [[330000], [320000, 320100]], first: "1", firstPrice: "6", renewal: "1", renewalPrice: "2" },
    ],
    freeRules: [{ key: "c", nationwide: false, regions: [[310000]], number: "3", price: "88" }],
  });

  it("sends paths the backend reads (a city at the third place of each), and reads back what was saved", async () => {
    const tree = regionTreeOf(cityTree);
    const body = toTemplateBody(tree, values());
    for (const rule of [...body.shippingTemplatesRegionRequestList!, ...body.shippingTemplatesFreeRequestList!].filter((r) => r.cityId !== "0")) {
      const cities = new Set((JSON.parse(rule.title) as number[][]).map((path) => path[2]));
      expect(rule.cityId.split(",").every((id) => cities.has(Number(id))), rule.cityId).toBe(true);
    }
    expect(await s.call("POST", `${T}/save`, { token: m1, body })).toEqual({ code: 200, message: null, data: null });
    const id = await idByName("编辑器模板");
    const back = fromTemplateInfo(tree, await info(id));
    expect(back.regionRules.map((r) => [r.isDefault, r.regions, r.firstPrice])).toEqual([
      [true, [], "10.00"],
      [false, [[330000], [320000, 320100]], "6.00"],
    ]);
    expect(back.freeRules.map((r) => [r.regions, r.number, r.price])).toEqual([[[[310000]], "3", "88.00"]]);

    // Update round trip: what the editor read back saves again unchanged.
    expect((await s.call("POST", `${T}/update`, { token: m1, body: toTemplateBody(tree, back, id) })).code).toBe(200);
    expect(fromTemplateInfo(tree, await info(id)).regionRules.map((r) => r.regions)).toEqual(back.regionRules.map((r) => r.regions));
  });
});

describe("titles the backend cannot read are refused with 400, and nothing is written", () => {
  const base = () => originalBody(`坏模板${Math.random().toString(36).slice(2, 7)}`);
  const cases: Array<[string, (body: ReturnType<typeof originalBody>) => void, string]> = [
    ["two-number paths (this console's old titles)", (b) => void (b.shippingTemplatesRegionRequestList[1]!.title = JSON.stringify([[330000, 330100]])), "区域路径[330000,330100]格式错误，应为 [0,省ID,市ID,区ID]"],
    ["a free rule with two-number paths", (b) => void (b.shippingTemplatesFreeRequestList[0]!.title = JSON.stringify([[310000, 310100]])), "区域路径[310000,310100]格式错误，应为 [0,省ID,市ID,区ID]"],
    ["a title that is not JSON", (b) => void (b.shippingTemplatesRegionRequestList[1]!.title = "330100"), "区域标题格式错误"],
    ["a path whose third entry is no number", (b) => void (b.shippingTemplatesRegionRequestList[2]!.title = '[[0,330000,"杭州"]]'), '区域路径[0,330000,"杭州"]格式错误，应为 [0,省ID,市ID,区ID]'],
    ["a path that is no list", (b) => void (b.shippingTemplatesRegionRequestList[2]!.title = "[330100]"), "区域路径330100格式错误，应为 [0,省ID,市ID,区ID]"],
    ["an empty title on the default row", (b) => void (b.shippingTemplatesRegionRequestList[0]!.title = "[]"), "区域标题格式错误"],
    ["no title", (b) => void delete (b.shippingTemplatesRegionRequestList[1] as { title?: string }).title, "区域标题格式错误"],
  ];
  it.each(cases)("%s", async (_name, spoil, message) => {
    const body = base();
    spoil(body);
    const before = await s.app.db.selectFrom("shippingTemplates").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(await s.call("POST", `${T}/save`, { token: m1, body })).toEqual({ code: 400, message, data: null });
    expect(await s.app.db.selectFrom("shippingTemplates").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual(before);
  });
});
