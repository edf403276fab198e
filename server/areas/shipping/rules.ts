/**
 * Turns the editor's region and free-shipping rows into validated rules with their city ids,
 * refusing unknown ids and regions set twice.
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

/** "0" (default row) or "all" (nationwide free) → the country id; otherwise known region ids. */
function parseCityIds(text: string): number[] {
  const trimmed = text.trim();
  if (trimmed === "0" || trimmed === "all") return [COUNTRY_ID];
  const index = regionIndex();
  return trimmed.split(",").map((part) => {
    const id = Number(part.trim());
    if (!Number.isSafeInteger(id) || id <= 0 || !index.has(id)) throw badRequest(`区域ID“${part.trim()}”不存在`);
    return id;
  });
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
    const request = validate(schema, item ?? {}, "body") as unknown as R;
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
