import { describe, expect, it } from "vitest";
import type { CityVo, ShippingTemplateInfo } from "../../../server/areas/shipping/contract";
import { buildRegionTree, pathOf, regionTreeOf } from "../../../resources/shipping/editor/cityTree";
import {
  compressPaths,
  expandPaths,
  emptyRegionRule,
  fromTemplateInfo,
  regionRulesFor,
  repeatedRegion,
  selectionOf,
  toTemplateBody,
  type TemplateFormValues,
} from "../../../resources/shipping/editor/regionRules";
import { firstRowProblem } from "../../../resources/shipping/editor/rowRules";

const vo = (regionId: number, parentId: number, regionName: string, regionType: number, child: CityVo[] = []): CityVo => ({
  regionId,
  parentId,
  regionName,
  regionType,
  child,
});

const answer: CityVo[] = [
  vo(0, -1, "中国", 0, [
    vo(330000, 0, "浙江省", 1, [
      vo(330100, 330000, "杭州市", 2, [vo(330102, 330100, "上城区", 3)]),
      vo(330200, 330000, "宁波市", 2, [vo(330203, 330200, "海曙区", 3)]),
    ]),
    vo(320000, 0, "江苏省", 1, [vo(320100, 320000, "南京市", 2), vo(320200, 320000, "无锡市", 2)]),
    vo(310000, 0, "上海市", 1, [vo(310100, 310000, "上海市", 2, [vo(310101, 310100, "黄浦区", 3)])]),
    vo(710000, 0, "台湾省", 1),
  ]),
];

const tree = buildRegionTree(answer);

describe("region tree", () => {
  it("keeps provinces and cities, drops the country, districts and provinces without cities", () => {
    expect(tree.options.map((o) => o.label)).toEqual(["浙江省", "江苏省", "上海市"]);
    expect(tree.options[0].children?.map((o) => o.value)).toEqual([330100, 330200]);
    expect(tree.options[0].children?.[0].children).toBeUndefined();
    expect(tree.index.has(330102)).toBe(false);
    expect(tree.index.has(710000)).toBe(false);
    expect(pathOf(tree, 330200)).toEqual([330000, 330200]);
    // Each city keeps the full paths under it, for the title.
    expect(tree.index.get(330100)?.paths).toEqual([[0, 330000, 330100, 330102]]);
    expect(tree.index.get(320100)?.paths).toEqual([[0, 320000, 320100]]);
  });

  it("is built once per answer", () => {
    expect(regionTreeOf(answer)).toBe(regionTreeOf(answer));
  });

  it("expands provinces to their cities and compresses them back", () => {
    expect(expandPaths(tree, [[330000], [320000, 320100]])).toEqual([[330000, 330100], [330000, 330200], [320000, 320100]]);
    expect(compressPaths(tree, [[330000, 330100], [330000, 330200], [320000, 320100]])).toEqual([[330000], [320000, 320100]]);
  });
});

const values: TemplateFormValues = {
  name: " 按重量 ",
  type: 2,
  appoint: 2,
  sort: 3,
  regionRules: [
    { key: "a", isDefault: true, regions: [], first: "1", firstPrice: "10", renewal: "1", renewalPrice: "5" },
    { key: "b", isDefault: false, regions: [[330000], [320000], [310000]], first: "2", firstPrice: "12.50", renewal: "0.5", renewalPrice: "3", uniqid: "u1" },
  ],
  freeRules: [
    { key: "c", nationwide: false, regions: [[330000], [320000, 320100]], number: "5", price: "99.90" },
    { key: "d", nationwide: true, regions: [], number: "10", price: "0" },
  ],
};

describe("editor → contract", () => {
  const body = toTemplateBody(tree, values, 7);

  it("sends the default row as cityId 0 with title [[0,0]]", () => {
    expect(body).toMatchObject({ id: 7, name: "按重量", type: 2, appoint: 2, sort: 3 });
    expect(body.shippingTemplatesRegionRequestList?.[0]).toEqual({ cityId: "0", title: "[[0,0]]", first: "1", firstPrice: "10", renewal: "1", renewalPrice: "5" });
  });

  it("sends the chosen cities' ids and, as the title, the full cascader paths [0, province, city, district] the original sends", () => {
    const rule = body.shippingTemplatesRegionRequestList![1];
    expect(rule.cityId).toBe("330100,330200,320100,320200,310100");
    expect(JSON.parse(rule.title)).toEqual([
      [0, 330000, 330100, 330102],
      [0, 330000, 330200, 330203],
      [0, 320000, 320100],
      [0, 320000, 320200],
      [0, 310000, 310100, 310101],
    ]);
    expect(rule).toMatchObject({ first: "2", firstPrice: "12.50", renewal: "0.5", renewalPrice: "3", uniqid: "u1" });
  });

  it("sends free regions with thresholds, and 'all' for nationwide", () => {
    expect(body.shippingTemplatesFreeRequestList).toEqual([
      { cityId: "330100,330200,320100", title: JSON.stringify([[0, 330000, 330100, 330102], [0, 330000, 330200, 330203], [0, 320000, 320100]]), number: "5", price: "99.90" },
      { cityId: "all", title: "[[0,0]]", number: "10", price: "0" },
    ]);
  });

  it("sends no lists and type 0 for nationwide free shipping", () => {
    expect(toTemplateBody(tree, { ...values, appoint: 0 })).toEqual({ name: "按重量", appoint: 0, sort: 3, type: 0 });
  });

  it("sends no default row and no free list for partial free shipping", () => {
    const partial = toTemplateBody(tree, { ...values, appoint: 1, regionRules: [values.regionRules[1]] });
    expect(partial.shippingTemplatesRegionRequestList).toHaveLength(1);
    expect(partial.shippingTemplatesRegionRequestList?.[0].cityId).toBe("330100,330200,320100,320200,310100");
    expect(partial.shippingTemplatesFreeRequestList).toEqual([]);
  });
});

describe("contract → editor", () => {
  const body = toTemplateBody(tree, values, 7);
  const info: ShippingTemplateInfo = {
    id: 7,
    name: "按重量",
    type: 2,
    appoint: 2,
    sort: 3,
    // As the server answers: rows in saved order, ids recovered, uniqids assigned.
    regionList: body.shippingTemplatesRegionRequestList!.map((r, i) => ({ ...r, uniqid: r.uniqid ?? `r${i}` })),
    freeList: body.shippingTemplatesFreeRequestList!.map((r, i) => ({ ...r, cityId: r.cityId, uniqid: `f${i}` })),
  };

  it("reads back what was sent, provinces compressed as the cascader shows them", () => {
    const back = fromTemplateInfo(tree, info);
    expect(back).toMatchObject({ name: "按重量", type: 2, appoint: 2, sort: 3 });
    expect(back.regionRules.map((r) => [r.isDefault, r.regions])).toEqual([
      [true, []],
      [false, [[330000], [320000], [310000]]],
    ]);
    expect(back.regionRules[1]).toMatchObject({ first: "2", firstPrice: "12.50", renewal: "0.5", renewalPrice: "3", uniqid: "u1" });
    expect(back.freeRules.map((r) => [r.nationwide, r.regions, r.number, r.price])).toEqual([
      [false, [[330000], [320000, 320100]], "5", "99.90"],
      [true, [], "10", "0"],
    ]);
  });

  it("round-trips: editor → contract → editor → contract gives the same body", () => {
    expect(toTemplateBody(tree, fromTemplateInfo(tree, info), 7)).toEqual({
      ...body,
      shippingTemplatesRegionRequestList: info.regionList,
      shippingTemplatesFreeRequestList: info.freeList,
    });
  });

  it("shows quantities as people write them and prices as they come", () => {
    const back = fromTemplateInfo(tree, { ...info, regionList: [{ ...info.regionList[0], first: "1.00", renewal: "0.50", firstPrice: "10.00" }] });
    expect(back.regionRules[0]).toMatchObject({ first: "1", renewal: "0.5", firstPrice: "10.00" });
  });

  it("puts the default row first even when the server lists it later", () => {
    const back = fromTemplateInfo(tree, { ...info, regionList: [info.regionList[1], info.regionList[0]] });
    expect(back.regionRules[0].isDefault).toBe(true);
    expect(back.regionRules).toHaveLength(2);
  });

  it("reads a title without cityId (the real backend) and a cityId without a title", () => {
    expect(selectionOf(tree, JSON.stringify([[330000, 330100]]), undefined)).toEqual([[330000, 330100]]);
    // Paths through the country and down to districts land on the city the tree knows.
    expect(selectionOf(tree, JSON.stringify([[0, 330000, 330100, 330102]]), undefined)).toEqual([[330000, 330100]]);
    expect(selectionOf(tree, "not json", "320100,320200")).toEqual([[320000]]);
  });

  it("reads nationwide free shipping as no lists", () => {
    const back = fromTemplateInfo(tree, { ...info, appoint: 0, type: 0, regionList: [], freeList: [] });
    expect(back.appoint).toBe(0);
    expect(back.freeRules).toEqual([]);
    expect(back.regionRules).toHaveLength(1);
  });
});

describe("repeated regions", () => {
  it("names a city chosen twice, or inside a province chosen elsewhere", () => {
    expect(repeatedRegion(tree, [[[330000]], [[320000]]])).toBeUndefined();
    expect(repeatedRegion(tree, [[[330000]], [[330000, 330200]]])).toBe("宁波市");
    expect(repeatedRegion(tree, [[[320000, 320100]], [[320000, 320100]]])).toBe("南京市");
  });
});

describe("changing the free-shipping mode", () => {
  const cities = { ...emptyRegionRule(), regions: [[330000]] };
  it("gives a custom template its default row first", () => {
    const rows = regionRulesFor(2, [cities]);
    expect(rows.map((r) => r.isDefault)).toEqual([true, false]);
    expect(regionRulesFor(2, rows)).toEqual(rows);
  });
  it("turns the default row of partial free shipping into a row that needs regions", () => {
    const rows = regionRulesFor(1, [{ ...emptyRegionRule(true), firstPrice: "9" }, cities]);
    expect(rows.map((r) => [r.isDefault, r.regions, r.firstPrice])).toEqual([
      [false, [], "9"],
      [false, [[330000]], null],
    ]);
    expect(regionRulesFor(1, [])).toHaveLength(1);
  });
});

describe("checking every row before saving", () => {
  const base: TemplateFormValues = {
    name: "A",
    type: 1,
    appoint: 2,
    sort: 0,
    regionRules: [
      { key: "a", isDefault: true, regions: [], first: "1", firstPrice: "10", renewal: "1", renewalPrice: "5" },
      { key: "b", isDefault: false, regions: [[330000]], first: "1", firstPrice: "8", renewal: "1", renewalPrice: "2" },
    ],
    freeRules: [{ key: "c", nationwide: true, regions: [], number: "2", price: "0" }],
  };
  it("passes a complete template", () => {
    expect(firstRowProblem(base)).toBeUndefined();
  });
  it("finds the first row with a problem, in rows out of view too", () => {
    const regionless = { ...base, regionRules: [base.regionRules[0], { ...base.regionRules[1], regions: [] }] };
    expect(firstRowProblem(regionless)).toEqual({ list: "regionRules", index: 1, problem: "shipping.rules.regions" });
    const halfPiece = { ...base, regionRules: [{ ...base.regionRules[0], first: "1.5" }] };
    expect(firstRowProblem(halfPiece)).toEqual({ list: "regionRules", index: 0, problem: "shipping.rules.wholePieces" });
    expect(firstRowProblem({ ...halfPiece, type: 2 })).toBeUndefined();
    expect(firstRowProblem({ ...base, type: 2, regionRules: [{ ...base.regionRules[0], renewalPrice: "0.05" }] })).toEqual({
      list: "regionRules",
      index: 0,
      problem: "shipping.rules.atLeastTenth",
    });
    expect(firstRowProblem({ ...base, freeRules: [{ ...base.freeRules[0], nationwide: false }] })).toEqual({ list: "freeRules", index: 0, problem: "shipping.rules.regions" });
    expect(firstRowProblem({ ...base, freeRules: [{ ...base.freeRules[0], price: "" }] })).toEqual({ list: "freeRules", index: 0, problem: "shipping.rules.freePrice" });
  });
  it("ignores the rows of nationwide free shipping and free rows of partial free shipping", () => {
    expect(firstRowProblem({ ...base, appoint: 0, regionRules: [{ ...base.regionRules[1], regions: [] }] })).toBeUndefined();
    expect(firstRowProblem({ ...base, appoint: 1, regionRules: [base.regionRules[1]], freeRules: [{ ...base.freeRules[0], price: "" }] })).toBeUndefined();
  });
});

describe("the backend's reading of our titles, and titles saved by the original console", () => {
  /** What the backend does with a rule (ShippingTemplatesRegion/FreeServiceImpl.saveAll): the city of each path is its third number. */
  const backendCities = (rule: { cityId: string; title: string }) => {
    const titles = JSON.parse(rule.title) as unknown[][];
    if (rule.cityId === "0" || rule.cityId === "all") return { default: titles[0] };
    const byCity = new Map<number, string>();
    for (const path of titles) {
      if (path.length < 3 || !Number.isInteger(path[2])) throw new Error(`getInteger(2) fails on ${JSON.stringify(path)}`);
      byCity.set(path[2] as number, JSON.stringify(path));
    }
    // Each row of cityId gets the title of its city; none may be left without one.
    return { rows: rule.cityId.split(",").map((id) => ({ cityId: Number(id), title: byCity.get(Number(id)) })) };
  };

  it("every rule our editor sends reads without failing, each city with a path of its own", () => {
    const body = toTemplateBody(tree, values, 7);
    for (const rule of [...body.shippingTemplatesRegionRequestList!, ...body.shippingTemplatesFreeRequestList!]) {
      const read = backendCities(rule);
      if (read.rows) expect(read.rows.every((r) => r.title !== undefined), rule.cityId).toBe(true);
      else expect(read.default).toEqual([0, 0]);
    }
  });

  it("reads a rule the original console saved: city,district pairs and four-number paths", () => {
    const original: ShippingTemplateInfo = {
      id: 9,
      name: "原版",
      type: 1,
      appoint: 2,
      sort: 0,
      regionList: [
        { title: "[[0,0]]", cityId: "0", first: "1.00", firstPrice: "8.00", renewal: "1.00", renewalPrice: "3.00", uniqid: "x0" },
        { title: JSON.stringify([[0, 330000, 330100, 330102], [0, 330000, 330200, 330203]]), cityId: "330100,330102,330200,330203", first: "1.00", firstPrice: "6.00", renewal: "1.00", renewalPrice: "2.00", uniqid: "x1" },
      ],
      freeList: [{ title: JSON.stringify([[0, 310000, 310100, 310101]]), cityId: "310100,310101", number: "2.00", price: "99.00", uniqid: "x2" }],
    };
    const back = fromTemplateInfo(tree, original);
    expect(back.regionRules.map((r) => [r.isDefault, r.regions])).toEqual([
      [true, []],
      [false, [[330000]]],
    ]);
    expect(back.freeRules.map((r) => r.regions)).toEqual([[[310000]]]);
  });

  it("reads the backend's own info answer: no cityId, a rule's paths joined with commas, the default row as [0,0]", () => {
    const backend = {
      id: 9,
      name: "后端",
      type: 1,
      appoint: 2,
      sort: 0,
      regionList: [
        { title: "[0,0]", first: "1.00", firstPrice: "8.00", renewal: "1.00", renewalPrice: "3.00", uniqid: "a" },
        { title: "[0,330000,330100,330102],null,[0,320000,320100]", first: "1.00", firstPrice: "6.00", renewal: "1.00", renewalPrice: "2.00", uniqid: "b" },
      ],
      freeList: [{ title: "[0,310000,310100,310101]", number: "2.00", price: "99.00", uniqid: "c" }],
    } as unknown as ShippingTemplateInfo;
    const back = fromTemplateInfo(tree, backend);
    expect(back.regionRules.map((r) => [r.isDefault, r.regions])).toEqual([
      [true, []],
      [false, [[330000, 330100], [320000, 320100]]],
    ]);
    expect(back.freeRules.map((r) => [r.nationwide, r.regions])).toEqual([[false, [[310000]]]]);
  });

  it("still reads a title of two-number paths, as this console saved them before", () => {
    expect(selectionOf(tree, JSON.stringify([[330000, 330100], [330000, 330200]]), "330100,330200")).toEqual([[330000]]);
  });
});
