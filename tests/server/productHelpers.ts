/** Helpers of the products tests: request bodies, seeded ids, rows of other areas' tables made with raw SQL. */
import { sql } from "kysely";
import type { Db } from "../../server/db/database.js";
import { M, type TestServer } from "./helpers.js";

export interface Fixtures {
  /** A level-3 platform category. */
  categoryId: number;
  /** A level-1 platform category. */
  topCategoryId: number;
  brandId: number;
  /** Merchant categories of merchant 1 and 2. */
  cateId1: number;
  cateId2: number;
}

export async function fixtures(db: Db): Promise<Fixtures> {
  const leaf = await db.selectFrom("productCategory").select(["id", "pid"]).where("level", "=", 3).orderBy("id").executeTakeFirstOrThrow();
  const top = await db.selectFrom("productCategory").select("id").where("level", "=", 1).orderBy("id").executeTakeFirstOrThrow();
  const brand = await db.selectFrom("productBrand").select("id").orderBy("id").executeTakeFirstOrThrow();
  const cate = (merId: number) =>
    db.selectFrom("merchantProductCategory").select("id").where("merId", "=", merId).where("pid", "!=", 0).orderBy("id").executeTakeFirstOrThrow();
  return { categoryId: leaf.id, topCategoryId: top.id, brandId: brand.id, cateId1: (await cate(1)).id, cateId2: (await cate(2)).id };
}

export const IMAGE = "/static/demo/product-11.png";

export const skuBody = (overrides: Record<string, unknown> = {}) => ({
  stock: 10,
  price: "19.90",
  image: IMAGE,
  cost: "5.00",
  otPrice: "29.90",
  weight: "0",
  volume: "0",
  brokerage: 0,
  brokerageTwo: 0,
  attrValue: JSON.stringify({ 规格: "默认" }),
  ...overrides,
});

/** A single-spec virtual product (no shipping template needed). */
export function productBody(f: Fixtures, overrides: Record<string, unknown> = {}) {
  return {
    type: 2,
    image: IMAGE,
    sliderImage: JSON.stringify([IMAGE]),
    name: "测试虚拟商品",
    intro: "测试用的虚拟商品",
    keyword: "测试,虚拟",
    cateId: String(f.cateId1),
    brandId: f.brandId,
    categoryId: f.categoryId,
    guaranteeIds: "1,2",
    unitName: "份",
    tempId: 0,
    sort: 0,
    specType: false,
    isSub: false,
    attrList: [{ attributeName: "规格", isShowImage: false, optionList: [{ optionName: "默认" }] }],
    attrValueList: [skuBody()],
    content: `<p>详情<img src="${IMAGE}"></p>`,
    isPaidMember: false,
    deliveryMethod: "1",
    ...overrides,
  };
}

/** A normal product, 颜色 × 尺码 (4 SKUs). */
export function multiSpecBody(f: Fixtures, tempId: number, overrides: Record<string, unknown> = {}) {
  const colors = ["红色", "蓝色"];
  const sizes = ["M", "L"];
  return productBody(f, {
    type: 0,
    name: "测试多规格T恤",
    tempId,
    specType: true,
    attrList: [
      { attributeName: "颜色", isShowImage: false, optionList: colors.map((optionName) => ({ optionName })) },
      { attributeName: "尺码", isShowImage: false, optionList: sizes.map((optionName) => ({ optionName })) },
    ],
    attrValueList: colors.flatMap((c, i) => sizes.map((z, j) => skuBody({ price: `${50 + i * 10 + j}.00`, stock: 5, attrValue: JSON.stringify({ 颜色: c, 尺码: z }) }))),
    ...overrides,
  });
}

export async function tableExists(db: Db, name: string): Promise<boolean> {
  return (await db.introspection.getTables()).some((table) => table.name === name);
}

/** A shipping template of the merchant, written straight into the shipping area's table. */
export async function insertShippingTemplate(db: Db, merId: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO shipping_templates (mer_id, name, type, appoint, sort, create_time, update_time)
    VALUES (${merId}, ${`测试模板${Date.now()}`}, 0, 0, 0, '2025-01-01 00:00:00', '2025-01-01 00:00:00') RETURNING id`.execute(db);
  return rows[0]!.id;
}

/** A coupon of the merchant, written straight into the coupons area's table. */
export async function insertCoupon(db: Db, merId: number, status = 1): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO coupon (mer_id, name, category, receive_type, money, status, is_del, create_time, update_time)
    VALUES (${merId}, '测试回馈券', 1, 2, 10, ${status}, 0, '2025-01-01 00:00:00', '2025-01-01 00:00:00') RETURNING id`.execute(db);
  return rows[0]!.id;
}

export interface TabCount {
  type: number;
  count: number;
}

export async function tabCounts(s: TestServer, token: string, query: Record<string, string | number | boolean> = {}): Promise<Record<number, number>> {
  const answer = await s.call<TabCount[]>("GET", `${M}/product/tabs/headers`, { token, query });
  if (answer.code !== 200) throw new Error(`tabs/headers: ${answer.message}`);
  return Object.fromEntries(answer.data.map((t) => [t.type, t.count]));
}

export interface ListRow {
  id: number;
  name: string;
  keyword: string;
  isShow: boolean;
  stock: number;
  auditStatus: number;
  isAudit: boolean;
  type: number;
  reason: string;
}

export async function listTab(s: TestServer, token: string, type: number, query: Record<string, string | number | boolean> = {}) {
  const answer = await s.call<{ total: number; list: ListRow[] }>("GET", `${M}/product/list`, { token, query: { type, limit: 100, ...query } });
  if (answer.code !== 200) throw new Error(`list: ${answer.message}`);
  return answer.data;
}

/** Saves a product and answers its id (the newest of the merchant). */
export async function createProduct(s: TestServer, token: string, body: unknown): Promise<number> {
  const answer = await s.call("POST", `${M}/product/save`, { token, body });
  if (answer.code !== 200) throw new Error(`save: ${answer.message}`);
  const row = await s.app.db.selectFrom("product").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  return row.id;
}
