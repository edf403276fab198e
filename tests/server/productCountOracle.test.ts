/**
 * Issue 24: the product list's totals, its tab counts and the dashboard's product figures are read
 * from `product_state_count` (migration 0026, kept by triggers), and a page in the back half of a
 * tab is read from the end of its order. The former counting scans and forward pages are kept
 * here as the oracle: after random inserts, deletes and state changes of the merchant's products
 * (stock across zero and the alert threshold, shelf, audit, recycle bin, type, member flag, a
 * move to another merchant and back, platform and merchant categories), a few hundred random
 * requests must answer exactly as they did, and the kept tables must equal a recount of the
 * products. Since migration 0028 a merchant category's products are read from `product_cate` and
 * a platform category's pages through its own index: the oracle filters by the comma list as the
 * former `LIKE '%,<id>,%'` did, and by the category with its descendants. Since migration 0031 a
 * keyword of up to four characters is counted from `product_gram_count`, for the list (name or
 * keyword) and the product picker (name): the oracle tests the texts as LIKE does (ASCII letters
 * in either case), with renames to texts of mixed case, digits and `%` `_` among the writes.
 * Since migration 0038 the totals under one category, merchant or platform, are kept counts too,
 * checked against a recount beside the others.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { M, startTestServer, type TestServer } from "./helpers.js";
import type { Db } from "../../server/db/database.js";
import { merchantProductState } from "../../server/areas/product/listCache.js";
import { fillProductStateCount } from "../../server/db/migrations/0026_product_state_count.js";
import { GRAM_MAX } from "../../server/db/migrations/0031_product_gram_count.js";
import type { AdminProductListRow, ProductTabCount } from "../../server/areas/product/contract.js";
import type { HomeOperatingResponse } from "../../server/areas/statistics/contract.js";
import type { Page } from "../../server/core/envelope.js";

const MER = 1;
const TABS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const AUDIT = { ok: [0, 2], waiting: 1, rejected: 3 };

interface Filters {
  productType?: number;
  isPaidMember?: boolean;
  /** A merchant category. */
  cateId?: number;
  /** A platform category, with its descendants. */
  categoryId?: number;
  /** Found in the name or the keyword. */
  keywords?: string;
}

/** LIKE's matching (db/compiler.ts): ASCII letters in either case, every other character exactly. */
const folded = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const contains = (text: string, piece: string) => folded(text).includes(folded(piece));

/** Platform categories by parent, for the oracle's descendants. */
async function descendantsOf(db: Db, id: number): Promise<Set<number>> {
  const all = await db.selectFrom("productCategory").select(["id", "pid"]).execute();
  const found = new Set<number>([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of all) {
      if (found.has(c.pid) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return found;
}

// ---- the oracle: each tab's condition written out, counted and paged by scanning ----

interface StateRow {
  id: number;
  sort: number;
  isRecycle: number;
  auditStatus: number;
  isAudit: number;
  isShow: number;
  stock: number;
  name: string;
}

function inTab(tab: number, p: StateRow, alertStock: number): boolean {
  const live = p.isRecycle === 0;
  const auditOk = AUDIT.ok.includes(p.auditStatus);
  switch (tab) {
    case 1:
      return live && auditOk && p.isShow === 1 && p.stock > 0;
    case 2:
      return live && auditOk && p.isShow === 0 && p.isAudit === 0;
    case 3:
      return live && auditOk && p.stock <= 0;
    case 4:
      return live && auditOk && p.stock <= alertStock;
    case 5:
      return p.isRecycle === 1;
    case 6:
      return live && p.auditStatus === AUDIT.waiting && p.isAudit === 1;
    case 7:
      return live && p.auditStatus === AUDIT.rejected && p.isAudit === 0;
    default:
      return live && p.auditStatus === AUDIT.waiting && p.isAudit === 0 && p.isShow === 0;
  }
}

async function oracleRows(db: Db, filters: Filters): Promise<StateRow[]> {
  let query = db
    .selectFrom("product")
    .select(["id", "sort", "isRecycle", "auditStatus", "isAudit", "isShow", "stock", "cateId", "categoryId", "name", "keyword"])
    .where("merId", "=", MER)
    .where("isDel", "=", 0);
  if (filters.productType !== undefined) query = query.where("type", "=", filters.productType);
  if (filters.isPaidMember !== undefined) query = query.where("isPaidMember", "=", filters.isPaidMember ? 1 : 0);
  const categories = filters.categoryId === undefined ? undefined : await descendantsOf(db, filters.categoryId);
  const rows = (await query.execute()).filter(
    (p) =>
      (filters.cateId === undefined || `,${p.cateId},`.includes(`,${filters.cateId},`)) &&
      (!categories || categories.has(p.categoryId)) &&
      (filters.keywords === undefined || contains(p.name, filters.keywords) || contains(p.keyword, filters.keywords)),
  );
  return rows.sort((a, b) => b.sort - a.sort || b.id - a.id);
}

// ---- random writes to the merchant's products ----

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** The merchant's category lists and the platform categories its products are in (filled before the writes). */
let cateLists: string[] = [];
let categoryIds: number[] = [];
/** Names and keywords to search pieces of (filled before the writes, with the renames). */
let texts: string[] = [];

/** Names and keywords the writes give: mixed case, digits, LIKE's wildcards, CJK. */
const RENAMES = ["Green Tea 绿茶 100%", "绿茶 green_TEA", "ABC abc AbC", "咖啡豆_50%", "100% 纯棉 T恤", "tea", ""];

/** A search text: usually a piece of up to four characters of a name or keyword, in a random case; sometimes longer. */
function searchText(): string {
  const chars = [...pick(texts.filter(Boolean))];
  const length = Math.min(chars.length, Math.random() < 0.8 ? 1 + Math.floor(Math.random() * GRAM_MAX) : GRAM_MAX + 1 + Math.floor(Math.random() * 3));
  const start = Math.floor(Math.random() * (chars.length - length + 1));
  // The query's texts are trimmed (qDecodedText): a piece that is not would ask for another text.
  const piece = chars.slice(start, start + length).join("").trim();
  if (!piece) return searchText();
  return Math.random() < 0.3 ? piece.toUpperCase() : piece;
}

/** Products this test inserted: nothing refers to them, so they can be deleted outright. */
const inserted: number[] = [];

async function randomWrite(db: Db, alertStock: number): Promise<void> {
  const ids = (await db.selectFrom("product").select("id").where("merId", "=", MER).execute()).map((r) => r.id);
  const id = pick(ids);
  const change = Math.floor(Math.random() * 10);
  if (change === 0) {
    const { id: _id, ...copy } = await db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const added = await db
      .insertInto("product")
      .values({ ...copy, sort: Math.floor(Math.random() * 5) })
      .returning("id")
      .executeTakeFirstOrThrow();
    inserted.push(added.id);
    return;
  }
  if (change === 1 && inserted.length) {
    await db
      .deleteFrom("product")
      .where("id", "=", inserted.splice(Math.floor(Math.random() * inserted.length), 1)[0])
      .execute();
    return;
  }
  if (change === 2) {
    // To another merchant and, half the time, back again.
    await db.updateTable("product").set({ merId: 2 }).where("id", "=", id).execute();
    if (Math.random() < 0.5) await db.updateTable("product").set({ merId: MER }).where("id", "=", id).execute();
    return;
  }
  const updates = [
    { stock: pick([-1, 0, 1, alertStock - 1, alertStock, alertStock + 1, 500]) },
    { isShow: pick([0, 1]) },
    { isRecycle: pick([0, 1]) },
    { auditStatus: pick([0, 1, 2, 3]), isAudit: pick([0, 1]) },
    { type: pick([0, 1, 2, 6]) },
    { isPaidMember: pick([0, 1]) },
    { isDel: pick([0, 1]) },
    { sort: pick([0, 1, 2, 99]) },
    { cateId: pick(cateLists) },
    { categoryId: pick(categoryIds) },
    { name: pick(RENAMES.filter(Boolean)) },
    { keyword: pick(RENAMES) },
  ] as const;
  await db.updateTable("product").set(pick(updates)).where("id", "=", id).execute();
}

// ---- the kept tables against a recount ----

/** `product_cate` as migration 0028 keeps it, and as the products' comma lists say it must be. */
async function merchantCategoryRows(db: Db): Promise<{ kept: string[]; expected: string[] }> {
  const kept = (await db.selectFrom("productCate").selectAll().execute()).map((r) =>
    JSON.stringify([r.merId, r.cateId, r.productId, r.sort, r.isRecycle, r.auditStatus, r.isAudit, r.isShow, r.stock, r.type, r.isPaidMember]),
  );
  const products = await db.selectFrom("product").selectAll().where("isDel", "=", 0).execute();
  const expected = products.flatMap((p) =>
    [...new Set(p.cateId.split(",").filter((entry) => /^\d+$/.test(entry)))].map((cate) =>
      JSON.stringify([p.merId, Number(cate), p.id, p.sort, p.isRecycle, p.auditStatus, p.isAudit, p.isShow, p.stock, p.type, p.isPaidMember]),
    ),
  );
  return { kept: kept.sort(), expected: expected.sort() };
}

/** The pieces of 1 to GRAM_MAX characters of a text, ASCII letters folded. */
function piecesOf(text: string): Set<string> {
  const chars = [...folded(text)];
  const found = new Set<string>();
  for (let size = 1; size <= GRAM_MAX; size++) for (let at = 0; at + size <= chars.length; at++) found.add(chars.slice(at, at + size).join(""));
  return found;
}

/** `product_gram_count` as migration 0031 keeps it, and as the live products' texts say it must be. */
async function gramCounts(db: Db): Promise<{ kept: string[]; expected: string[] }> {
  const rows = await db.selectFrom("productGramCount").selectAll().where("num", "!=", 0).execute();
  const kept = rows.map((r) => JSON.stringify([r.merId, r.withKeyword, r.gram, r.isRecycle, r.auditStatus, r.isAudit, r.isShow, r.inStock, r.type, r.isPaidMember, Number(r.num)]));
  const counts = new Map<string, number>();
  for (const p of await db.selectFrom("product").selectAll().where("isDel", "=", 0).execute()) {
    const state = [p.isRecycle, p.auditStatus, p.isAudit, p.isShow, p.stock > 0 ? 1 : 0, p.type, p.isPaidMember];
    const name = piecesOf(p.name);
    const either = new Set([...name, ...piecesOf(p.keyword)]);
    for (const [withKeyword, pieces] of [[0, name], [1, either]] as const) {
      for (const gram of pieces) {
        const key = JSON.stringify([p.merId, withKeyword, gram, ...state]);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  const expected = [...counts].map(([key, num]) => JSON.stringify([...JSON.parse(key), num]));
  return { kept: kept.sort(), expected: expected.sort() };
}

/**
 * `product_cate_state_count` and `product_category_state_count` as migration 0038 keeps them, and
 * as the live products' categories say they must be: `[kept, expected]` of each.
 */
async function categoryCounts(db: Db): Promise<Array<{ kept: string[]; expected: string[] }>> {
  const line = (merId: number, category: number, r: { isRecycle: number; auditStatus: number; isAudit: number; isShow: number; inStock: number; type: number; isPaidMember: number }, num: number) =>
    JSON.stringify([merId, category, r.isRecycle, r.auditStatus, r.isAudit, r.isShow, r.inStock, r.type, r.isPaidMember, num]);
  const merchantKept = await db.selectFrom("productCateStateCount").selectAll().where("num", "!=", 0).execute();
  const platformKept = await db.selectFrom("productCategoryStateCount").selectAll().where("num", "!=", 0).execute();
  const merchantCounts = new Map<string, number>();
  const platformCounts = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const p of await db.selectFrom("product").selectAll().where("isDel", "=", 0).execute()) {
    const state = { ...p, inStock: p.stock > 0 ? 1 : 0 };
    for (const cate of new Set(p.cateId.split(",").filter((entry) => /^\d+$/.test(entry)))) add(merchantCounts, line(p.merId, Number(cate), state, 0));
    add(platformCounts, line(p.merId, p.categoryId, state, 0));
  }
  const expected = (counts: Map<string, number>) => [...counts].map(([key, num]) => JSON.stringify([...JSON.parse(key).slice(0, -1), num])).sort();
  return [
    { kept: merchantKept.map((r) => line(r.merId, r.cateId, r, Number(r.num))).sort(), expected: expected(merchantCounts) },
    { kept: platformKept.map((r) => line(r.merId, r.categoryId, r, Number(r.num))).sort(), expected: expected(platformCounts) },
  ];
}

async function keptCounts(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("productStateCount").selectAll().where("num", "!=", 0).execute();
  return rows.map((r) => JSON.stringify([r.merId, r.isRecycle, r.auditStatus, r.isAudit, r.isShow, r.inStock, r.type, r.isPaidMember, Number(r.num)])).sort();
}

async function recount(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("product")
    .select(["merId", "isRecycle", "auditStatus", "isAudit", "isShow", "type", "isPaidMember"])
    .select(sql<number>`case when stock > 0 then 1 else 0 end`.as("inStock"))
    .select((eb) => eb.fn.countAll<number>().as("num"))
    .where("isDel", "=", 0)
    .groupBy(["merId", "isRecycle", "auditStatus", "isAudit", "isShow", sql`case when stock > 0 then 1 else 0 end`, "type", "isPaidMember"])
    .execute();
  return rows.map((r) => JSON.stringify([r.merId, r.isRecycle, r.auditStatus, r.isAudit, r.isShow, r.inStock, r.type, r.isPaidMember, Number(r.num)])).sort();
}

describe("product totals and tab counts from product_state_count and product_gram_count", () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login("merchant1");
  });
  afterAll(() => s?.close());

  async function checkRandomRequests(count: number): Promise<void> {
    const db = s.app.db;
    const { alertStock } = await merchantProductState(db, MER);
    for (let i = 0; i < count; i++) {
      const filters: Filters = {};
      if (Math.random() < 0.3) filters.productType = pick([0, 1, 2, 6]);
      if (Math.random() < 0.3) filters.isPaidMember = Math.random() < 0.5;
      const category = Math.random();
      if (category < 0.3) filters.cateId = Number(pick(pick(cateLists.filter(Boolean)).split(",")));
      else if (category < 0.5) filters.categoryId = pick(categoryIds);
      if (Math.random() < 0.4) filters.keywords = searchText();
      const query = { ...filters } as Record<string, string | number | boolean>;
      const rows = await oracleRows(db, filters);
      const what = Math.random();
      if (what < 0.15) {
        const answer = await s.call<ProductTabCount[]>("GET", `${M}/product/tabs/headers`, { token, query });
        expect(answer.data, JSON.stringify(query)).toEqual(TABS.map((type) => ({ type, count: rows.filter((p) => inTab(type, p, alertStock)).length })));
      } else if (what < 0.35) {
        // The product picker: sellable products whose name holds the text (or all), shown or not.
        const name = Math.random() < 0.2 ? pick([undefined, ""]) : searchText();
        const isShow = pick([undefined, true, false]);
        const limit = pick([1, 5, 20]);
        const sellable = (await oracleRows(db, {})).filter(
          (p) => p.isRecycle === 0 && AUDIT.ok.includes(p.auditStatus) && (!name || contains(p.name, name)) && (isShow === undefined || p.isShow === (isShow ? 1 : 0)),
        );
        const page = 1 + Math.floor(Math.random() * (Math.ceil(sellable.length / limit) + 1));
        const picker = { page, limit, ...(name === undefined ? {} : { name }), ...(isShow === undefined ? {} : { isShow }) };
        const answer = await s.call<Page<{ id: number }>>("GET", `${M}/product/activity/search/page`, { token, query: picker });
        expect(answer.data.total, JSON.stringify(picker)).toBe(sellable.length);
        expect(
          answer.data.list.map((p) => p.id),
          JSON.stringify(picker),
        ).toEqual(sellable.slice((page - 1) * limit, page * limit).map((p) => p.id));
      } else if (what < 0.4) {
        const all = await oracleRows(db, {});
        const answer = await s.call<HomeOperatingResponse>("GET", `${M}/statistics/home/operating/data`, { token });
        expect(answer.data.onSaleProductNum).toBe(all.filter((p) => inTab(1, p, alertStock)).length);
        expect(answer.data.awaitAuditProductNum).toBe(all.filter((p) => inTab(6, p, alertStock)).length);
      } else {
        const tab = pick(TABS);
        const limit = pick([1, 2, 3, 5, 10, 20]);
        const expected = rows.filter((p) => inTab(tab, p, alertStock));
        const page = 1 + Math.floor(Math.random() * (Math.ceil(expected.length / limit) + 1));
        const answer = await s.call<Page<AdminProductListRow>>("GET", `${M}/product/list`, { token, query: { ...query, type: tab, page, limit } });
        const label = JSON.stringify({ ...query, tab, page, limit });
        expect(answer.data.total, label).toBe(expected.length);
        expect(
          answer.data.list.map((p) => p.id),
          label,
        ).toEqual(expected.slice((page - 1) * limit, page * limit).map((p) => p.id));
      }
    }
  }

  it("answers as the scans did, before and after random writes", async () => {
    const db = s.app.db;
    const { alertStock } = await merchantProductState(db, MER);
    const mine = await db.selectFrom("product").select(["cateId", "categoryId"]).where("merId", "=", MER).execute();
    cateLists = [...new Set([...mine.map((p) => p.cateId), ""])];
    categoryIds = [...new Set(mine.map((p) => p.categoryId))];
    const named = await db.selectFrom("product").select(["name", "keyword"]).where("merId", "=", MER).execute();
    texts = [...new Set([...named.flatMap((p) => [p.name, p.keyword]), ...RENAMES])];
    expect(cateLists.filter((list) => list.includes(",")).length, "products in two merchant categories").toBeGreaterThan(0);
    await checkRandomRequests(60);
    for (let round = 0; round < 6; round++) {
      for (let w = 0; w < 15; w++) await randomWrite(db, alertStock);
      expect(await keptCounts(db)).toEqual(await recount(db));
      const { kept, expected } = await merchantCategoryRows(db);
      expect(kept).toEqual(expected);
      const grams = await gramCounts(db);
      expect(grams.kept).toEqual(grams.expected);
      for (const { kept: keptRows, expected: expectedRows } of await categoryCounts(db)) expect(keptRows).toEqual(expectedRows);
      await checkRandomRequests(40);
    }
  });

  it("a database of an earlier version gets its counts filled", async () => {
    const db = s.app.db;
    const before = await recount(db);
    await db.deleteFrom("productStateCount").execute();
    await fillProductStateCount(db as unknown as Kysely<unknown>);
    expect(await keptCounts(db)).toEqual(before);
  });
});
