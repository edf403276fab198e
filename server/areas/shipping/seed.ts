/**
 * Demo shipping templates: merchant 1 has a free-shipping one, a by-piece one with 江浙沪
 * free from 2 pieces or ¥99, and a by-weight one dearer for remote regions; merchant 2 one.
 */
import type { Db } from "../../db/database.js";
import { now } from "../../core/format.js";
import type { FreeRuleRequest, RegionRuleRequest } from "./contract.js";
import { COUNTRY_ID, regionIndex } from "./regions.js";
import type { Rule, TemplateRules } from "./rules.js";
import { insertRules } from "./store.js";
import { DEFAULT_REGION_TITLE, leafPaths } from "../../shared/regionPaths.js";

/** Every city of the given provinces, titled with the cascader's leaf paths [0, province, city, district]. */
function citiesOf(provinceIds: number[]): { cityIds: number[]; title: string } {
  const index = regionIndex();
  const cities = provinceIds.flatMap((p) => index.get(p)!.child.map((city) => ({ province: p, city })));
  return {
    cityIds: cities.map((c) => c.city.regionId),
    title: JSON.stringify(cities.flatMap((c) => leafPaths([COUNTRY_ID, c.province], c.city))),
  };
}

const DEFAULT_ROW = { cityIds: [COUNTRY_ID], title: DEFAULT_REGION_TITLE };

function region(
  uniqid: string,
  where: { cityIds: number[]; title: string },
  first: number,
  firstPrice: number,
  renewal: number,
  renewalPrice: number,
): Rule<RegionRuleRequest> {
  const cityId = where.cityIds.join(",");
  return {
    uniqid,
    cityIds: where.cityIds,
    request: { cityId, title: where.title, first, firstPrice, renewal, renewalPrice, uniqid },
  };
}

function free(uniqid: string, where: { cityIds: number[]; title: string }, number: number, price: number): Rule<FreeRuleRequest> {
  return { uniqid, cityIds: where.cityIds, request: { cityId: where.cityIds.join(","), title: where.title, number, price, uniqid } };
}

interface TemplateSeed {
  merId: number;
  name: string;
  appoint: number;
  sort: number;
  rules: TemplateRules;
}

export async function seedShipping(db: Db): Promise<void> {
  const jiangZheHu = citiesOf([310000, 320000, 330000]);
  const remote = citiesOf([540000, 650000, 630000]);
  // Amounts and quantities in hundredths.
  const templates: TemplateSeed[] = [
    { merId: 1, name: "全国包邮", appoint: 0, sort: 100, rules: { type: 0, regions: [], frees: [] } },
    {
      merId: 1,
      name: "按件计费（江浙沪满2件包邮）",
      appoint: 2,
      sort: 90,
      rules: {
        type: 1,
        regions: [region("a1f0c3d2e4b51001", DEFAULT_ROW, 100, 800, 100, 300), region("a1f0c3d2e4b51002", remote, 100, 2000, 100, 1000)],
        frees: [free("a1f0c3d2e4b51003", jiangZheHu, 200, 9900)],
      },
    },
    {
      merId: 1,
      name: "按重量计费（生鲜）",
      appoint: 1,
      sort: 80,
      rules: {
        type: 2,
        regions: [region("b2e1d4c3f5a62001", DEFAULT_ROW, 100, 1200, 50, 500), region("b2e1d4c3f5a62002", remote, 100, 3000, 50, 1500)],
        frees: [],
      },
    },
    {
      merId: 2,
      name: "青禾标准运费",
      appoint: 1,
      sort: 0,
      rules: { type: 1, regions: [region("c3d2e5f4a6b73001", DEFAULT_ROW, 100, 600, 100, 200)], frees: [] },
    },
  ];
  for (const t of templates) {
    const time = now();
    const { id } = await db
      .insertInto("shippingTemplates")
      .values({ merId: t.merId, name: t.name, type: t.rules.type, appoint: t.appoint, sort: t.sort, createTime: time, updateTime: time })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertRules(db, t.merId, id, t.rules);
  }
}
