/**
 * Turns the editor's region and free-shipping rows into validated rules with their city ids:
 * `title` is read as the backend reads it (a 400 where the backend would fail), a region listed
 * again in the same row (the original console's city,district pairs) is stored once, and unknown
 * ids and a region set in two rows are refused.
 */
import { randomBytes } from "node:crypto";
import { badRequest } from "../../core/errors.js";
import { validate } from "../../core/validate.js";
import {
  freeRuleSchema,
  regionRuleSchema,
  type FreeRuleRequest,
  type RegionRuleRequest,
  type TemplateRequest,
} from "./contract.js";
import { COUNTRY_ID, regionIndex, type CityVo } from "./regions.js";

export interface Rule<R> {
  request: R;
  uniqid: string;
  cityIds: number[];
}

export interface TemplateRules {
  type: number;
  regions: Rule<RegionRuleRequest>[];
  frees: Rule<FreeRuleRequest>[];
}

const isDefaultCityId = (text: string) => text.trim() === "0" || text.trim() === "all";

/**
 * "0" (default row) or "all" (nationwide free) → the country id; otherwise the known region ids,
 * each once, a region inside another one of the same row folded into it (the original console
 * lists each chosen district after its city: "110100,110101,110100,110102" is 110100).
 */
function parseCityIds(text: string): number[] {
  if (isDefaultCityId(text)) return [COUNTRY_ID];
  const index = regionIndex();
  const ids = new Set(
    text
      .trim()
      .split(",")
      .map((part) => {
        const id = Number(part.trim());
        if (!Number.isSafeInteger(id) || id <= 0 || !index.has(id)) throw badRequest(`区域ID“${part.trim()}”不存在`);
        return id;
      }),
  );
  return [...ids].filter((id) => !ancestors(index.get(id)!, index).some((a) => ids.has(a)));
}

const PATH_SHAPE = "应为 [0,省ID,市ID,区ID]";

/**
 * `title` as the backend reads it (contract §3.9): a JSON array of paths; a default row uses its
 * first entry, any other row takes the third number of every path as a city id (`getInteger(2)`).
 * What would make the backend fail (code 500 there) is a 400 here.
 */
function checkTitle(title: string, isDefault: boolean): void {
  let paths: unknown;
  try {
    paths = JSON.parse(title);
  } catch {
    throw badRequest("区域标题格式错误");
  }
  if (!Array.isArray(paths) || !paths.length) throw badRequest("区域标题格式错误");
  if (isDefault) return;
  for (const path of paths) {
    const city: unknown = Array.isArray(path) ? path[2] : undefined;
    const isInteger = (typeof city === "number" && Number.isFinite(city)) || (typeof city === "string" && /^-?\d+$/.test(city.trim()));
    if (!Array.isArray(path) || path.length < 3 || !isInteger) throw badRequest(`区域路径${JSON.stringify(path)}格式错误，${PATH_SHAPE}`);
  }
}

function ancestors(vo: CityVo, index: Map<number, CityVo>): number[] {
  const chain: number[] = [];
  for (let p = index.get(vo.parentId); p && p.regionId !== COUNTRY_ID; p = index.get(p.parentId)) chain.push(p.regionId);
  return chain;
}

/**
 * Refuses a region that two rows (or one row twice) cover: the same id, or a region inside
 * another one already listed (杭州市 after 浙江省, or the reverse). The country id only
 * clashes with itself: the default row means "everywhere not listed elsewhere".
 */
function refuseOverlaps(rules: Rule<unknown>[]): void {
  const index = regionIndex();
  const claimed = new Set<number>();
  const underClaimed = new Set<number>(); // ancestors of claimed regions
  for (const rule of rules) {
    for (const id of rule.cityIds) {
      const vo = index.get(id)!;
      const chain = id === COUNTRY_ID ? [] : ancestors(vo, index);
      if (claimed.has(id) || underClaimed.has(id) || chain.some((a) => claimed.has(a))) {
        throw badRequest(`区域“${vo.regionName}”重复设置`);
      }
      claimed.add(id);
      chain.forEach((a) => underClaimed.add(a));
    }
  }
}

const newUniqid = () => randomBytes(8).toString("hex");

function readRules<R extends { cityId: string; uniqid?: string }>(
  items: unknown[],
  schema: typeof regionRuleSchema | typeof freeRuleSchema,
): Rule<R>[] {
  const rules = items.map((item) => {
    const request = validate(schema, item ?? {}, "body") as unknown as R & { title: string };
    checkTitle(request.title, isDefaultCityId(request.cityId));
    return { request, uniqid: request.uniqid || newUniqid(), cityIds: parseCityIds(request.cityId) };
  });
  refuseOverlaps(rules);
  return rules;
}

/**
 * Appoint 0 (free nationwide) ignores both lists and forces type 0; appoint 1 and 2 need a
 * charging type and at least one region row; free rows are kept for appoint 2 only.
 */
export function readTemplateRules(body: TemplateRequest): TemplateRules {
  if (body.appoint === 0) return { type: 0, regions: [], frees: [] };
  if (body.type === 0) throw badRequest("请选择计费方式");
  const regionItems = body.shippingTemplatesRegionRequestList ?? [];
  if (!regionItems.length) throw badRequest("不包邮，最少需要一条公共区域运费数据");
  const regions = readRules<RegionRuleRequest>(regionItems, regionRuleSchema);
  const frees = body.appoint === 2 ? readRules<FreeRuleRequest>(body.shippingTemplatesFreeRequestList ?? [], freeRuleSchema) : [];
  return { type: body.type, regions, frees };
}
