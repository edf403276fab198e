import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSheet } from "read-excel-file/node";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { fixtures, listTab, tabCounts, type Fixtures, type ListRow } from "./productHelpers.js";

describe("product list, tabs and detail", () => {
  let s: TestServer;
  let owner: string;
  let staff: string;
  let other: string;
  let f: Fixtures;

  beforeAll(async () => {
    ({ s, m1: owner, staff, m2: other } = await startSignedIn());
    f = await fixtures(s.app.db);
  }, 60_000);
  afterAll(() => s.close());

  it("answers 401 without a token", async () => {
    const answer = await s.call("GET", `${M}/product/list`, { query: { type: 1 } });
    expect(answer.code).toBe(401);
  });

  it("seeds more than 200 products for merchant 1 filling all eight tabs, about 20 for merchant 2", async () => {
    const counts = await tabCounts(s, owner);
    for (let tab = 1; tab <= 8; tab++) expect(counts[tab], `tab ${tab}`).toBeGreaterThan(0);
    const own = await s.app.db.selectFrom("product").select((eb) => eb.fn.countAll<number>().as("n")).where("merId", "=", 1).executeTakeFirstOrThrow();
    expect(Number(own.n)).toBeGreaterThanOrEqual(200);
    const theirs = await s.app.db.selectFrom("product").select((eb) => eb.fn.countAll<number>().as("n")).where("merId", "=", 2).executeTakeFirstOrThrow();
    expect(Number(theirs.n)).toBeGreaterThanOrEqual(18);
    const types = await s.app.db.selectFrom("product").select("type").distinct().where("merId", "=", 1).execute();
    expect(types.map((t) => t.type).sort()).toEqual([0, 2, 5, 6]);
  });

  it("tab counts equal the list totals of each tab", async () => {
    const counts = await tabCounts(s, owner);
    for (let tab = 1; tab <= 8; tab++) {
      const page = await listTab(s, owner, tab, { limit: 1 });
      expect(page.total, `tab ${tab}`).toBe(counts[tab]);
    }
  });

  it("puts each product in the tabs its state says", async () => {
    const rows = await s.app.db.selectFrom("product").selectAll().where("merId", "=", 1).where("isDel", "=", 0).execute();
    const merchant = await s.app.db.selectFrom("merchant").select("alertStock").where("id", "=", 1).executeTakeFirstOrThrow();
    const sellable = (p: (typeof rows)[number]) => !p.isRecycle && (p.auditStatus === 0 || p.auditStatus === 2);
    const expected: Record<number, number> = {
      1: rows.filter((p) => sellable(p) && p.isShow && p.stock > 0).length,
      2: rows.filter((p) => sellable(p) && !p.isShow && !p.isAudit).length,
      3: rows.filter((p) => sellable(p) && p.stock <= 0).length,
      4: rows.filter((p) => sellable(p) && p.stock <= merchant.alertStock).length,
      5: rows.filter((p) => p.isRecycle).length,
      6: rows.filter((p) => !p.isRecycle && p.auditStatus === 1 && p.isAudit).length,
      7: rows.filter((p) => !p.isRecycle && p.auditStatus === 3 && !p.isAudit).length,
      8: rows.filter((p) => !p.isRecycle && p.auditStatus === 1 && !p.isAudit && !p.isShow).length,
    };
    expect(await tabCounts(s, owner)).toEqual(expected);
  });

  it("answers rows in the contract's shape, sorted by sort then id, paged", async () => {
    const answer = await s.call<{ page: number; limit: number; total: number; totalPage: number; list: Array<Record<string, unknown>> }>("GET", `${M}/product/list`, {
      token: owner,
      query: { type: 1, page: 1, limit: 20 },
    });
    expect(answer.code).toBe(200);
    expect(answer.data.limit).toBe(20);
    expect(answer.data.totalPage).toBe(Math.ceil(answer.data.total / 20));
    const row = answer.data.list[0]!;
    expect(Object.keys(row).sort()).toEqual(
      ["id", "image", "name", "keyword", "cateId", "categoryId", "price", "vipPrice", "sort", "sales", "stock", "isShow", "auditStatus", "isAudit", "ficti", "collectCount", "reason", "type", "isPaidMember", "specType"].sort(),
    );
    expect(row.price).toMatch(/^\d+\.\d{2}$/);
    expect(row.isShow).toBe(true);
    expect(row.image).toMatch(/^http:\/\/[^/]+\/static\/demo\/product-\d{2}\.png$/);
    const list = answer.data.list as unknown as Array<{ id: number; sort: number }>;
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.sort > b.sort || (a.sort === b.sort && a.id > b.id)).toBe(true);
    }
    const second = await listTab(s, owner, 1, { page: 2, limit: 20 });
    expect(second.list[0]!.id).not.toBe(list[0]!.id);
    expect(second.list.some((r) => list.some((p) => p.id === r.id))).toBe(false);
  });

  it("validates the list query", async () => {
    expect((await s.call("GET", `${M}/product/list`, { token: owner })).message).toBe("商品类型不能为空");
    expect((await s.call("GET", `${M}/product/list`, { token: owner, query: { type: 9 } })).message).toBe("未知的商品类型");
    expect((await s.call("GET", `${M}/product/list`, { token: owner, query: { type: "x" } })).code).toBe(400);
  });

  it("filters by keyword on name or keyword, and the tab counts follow the same filters", async () => {
    const byName = await listTab(s, owner, 1, { keywords: "龙井" });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.list.every((r) => r.name.includes("龙井"))).toBe(true);
    const byKeyword = await listTab(s, owner, 1, { keywords: "茶叶" });
    expect(byKeyword.total).toBeGreaterThan(byName.total);
    const counts = await tabCounts(s, owner, { keywords: "龙井" });
    expect(counts[1]).toBe(byName.total);
    expect((await listTab(s, owner, 1, { keywords: "%" })).total).toBe(0);
  });

  it("filters by platform category (a top category matches the ones below it), merchant category, type and paid membership", async () => {
    const leaf = await listTab(s, owner, 1, { categoryId: f.categoryId });
    expect(leaf.total).toBeGreaterThan(0);
    const top = await listTab(s, owner, 1, { categoryId: f.topCategoryId });
    expect(top.total).toBeGreaterThan(leaf.total);
    const cate = await listTab(s, owner, 1, { cateId: f.cateId1 });
    const expectedCate = await s.app.db
      .selectFrom("product")
      .select("cateId")
      .where("merId", "=", 1)
      .where("isShow", "=", 1)
      .where("isRecycle", "=", 0)
      .where("isDel", "=", 0)
      .where("stock", ">", 0)
      .where("auditStatus", "in", [0, 2])
      .execute();
    expect(cate.total).toBe(expectedCate.filter((p) => p.cateId.split(",").includes(String(f.cateId1))).length);
    const cards = await listTab(s, owner, 1, { productType: 6 });
    expect(cards.total).toBeGreaterThan(0);
    expect(cards.list.every((r: ListRow) => r.type === 6)).toBe(true);
    const members = await s.call<{ list: Array<{ isPaidMember: boolean }> }>("GET", `${M}/product/list`, { token: owner, query: { type: 1, isPaidMember: true } });
    expect(members.data.list.length).toBeGreaterThan(0);
    expect(members.data.list.every((r) => r.isPaidMember)).toBe(true);
  });

  it("counts the stock-alert tab with the merchant's threshold", async () => {
    const before = await tabCounts(s, owner);
    await s.app.db.updateTable("merchant").set({ alertStock: 0 }).where("id", "=", 1).execute();
    const after = await tabCounts(s, owner);
    expect(after[4]).toBe(after[3]);
    expect(after[4]).toBeLessThan(before[4]!);
    await s.app.db.updateTable("merchant").set({ alertStock: 10 }).where("id", "=", 1).execute();
    expect(await tabCounts(s, owner)).toEqual(before);
  });

  it("pages the stock-alert tab under a keyword with its total on every page, past the last one too", async () => {
    const counts = await tabCounts(s, owner, { keywords: "款" });
    expect(counts[4]).toBeGreaterThan(2);
    const all = await listTab(s, owner, 4, { keywords: "款", limit: 100 });
    expect(all.total).toBe(counts[4]);
    expect(all.list.every((r) => `${r.name}${r.keyword}`.includes("款"))).toBe(true);
    const second = await listTab(s, owner, 4, { keywords: "款", limit: 2, page: 2 });
    expect(second.total).toBe(counts[4]);
    expect(second.list.map((r) => r.id)).toEqual(all.list.slice(2, 4).map((r) => r.id));
    const past = await listTab(s, owner, 4, { keywords: "款", limit: 2, page: 1000 });
    expect(past).toMatchObject({ total: counts[4], list: [] });
    expect(await listTab(s, owner, 4, { keywords: "没有这个词", limit: 2 })).toMatchObject({ total: 0, list: [] });
  });

  it("sees changes made to product rows by anyone (the answers are not stale)", async () => {
    const before = await tabCounts(s, owner);
    const onSale = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("isShow", "=", 1).where("stock", ">", 20).where("isRecycle", "=", 0).executeTakeFirstOrThrow();
    await s.app.db.updateTable("product").set({ stock: 0 }).where("id", "=", onSale.id).execute();
    const after = await tabCounts(s, owner);
    expect(after[1]).toBe(before[1]! - 1);
    expect(after[3]).toBe(before[3]! + 1);
    expect((await listTab(s, owner, 3)).list.some((r) => r.id === onSale.id)).toBe(true);
  });

  it("keeps merchants apart", async () => {
    const mine = await listTab(s, other, 1);
    const ids = mine.list.map((r) => r.id);
    const owners = await s.app.db.selectFrom("product").select("merId").distinct().where("id", "in", ids).execute();
    expect(owners).toEqual([{ merId: 2 }]);
  });

  it("answers the detail with attributes, SKUs, guarantees and description", async () => {
    const product = await s.app.db.selectFrom("product").selectAll().where("merId", "=", 1).where("specType", "=", 1).where("type", "=", 0).orderBy("id").executeTakeFirstOrThrow();
    const answer = await s.call<Record<string, unknown> & { attrList: Array<{ optionList: unknown[] }>; attrValueList: Array<{ id: number; attrValue: string; price: string }> }>(
      "GET",
      `${M}/product/info/${product.id}`,
      { token: owner },
    );
    expect(answer.code).toBe(200);
    expect(answer.data.id).toBe(product.id);
    expect(answer.data.specType).toBe(true);
    expect(answer.data.attrList.length).toBeGreaterThan(0);
    expect(answer.data.attrList[0]!.optionList.length).toBeGreaterThan(0);
    expect(answer.data.attrValueList.length).toBeGreaterThan(1);
    expect(JSON.parse(answer.data.attrValueList[0]!.attrValue)).toBeTypeOf("object");
    expect(JSON.parse(answer.data.sliderImage as string)[0]).toMatch(/^http:\/\//);
    expect(answer.data.content).toContain("<img");
    expect((answer.data.guaranteeList as unknown[]).length).toBeGreaterThan(0);
    expect(answer.data.price).toBe(answer.data.attrValueList.map((s) => s.price).sort((a, b) => Number(a) - Number(b))[0]);
  });

  it("answers 404 for another merchant's product, exactly as for a missing one", async () => {
    const theirs = await s.app.db.selectFrom("product").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
    const foreign = await s.call("GET", `${M}/product/info/${theirs.id}`, { token: owner });
    const missing = await s.call("GET", `${M}/product/info/999999`, { token: owner });
    expect(foreign).toEqual(missing);
    expect(foreign.code).toBe(404);
    expect(foreign.message).toBe("商品不存在");
  });

  it("lets the read-only staff list, count and read, but not export", async () => {
    expect((await s.call("GET", `${M}/product/list`, { token: staff, query: { type: 1 } })).code).toBe(200);
    expect((await s.call("GET", `${M}/product/tabs/headers`, { token: staff })).code).toBe(200);
    const any = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).executeTakeFirstOrThrow();
    expect((await s.call("GET", `${M}/product/info/${any.id}`, { token: staff })).code).toBe(200);
    expect((await s.call("GET", `${M}/product/export/excel`, { token: staff, query: { type: 1 } })).code).toBe(403);
  });

  it("exports the tab as a real .xlsx file", async () => {
    const response = await s.app.fastify.inject({ method: "GET", url: `${M}/product/export/excel?type=1&keywords=${encodeURIComponent("茶")}`, headers: { "authori-zation": owner } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toMatch(/^attachment;/);
    const file = response.rawPayload;
    expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
    const rows = await readSheet(file);
    expect(rows[0]).toEqual(["ID", "商品名称", "商品类型", "价格", "销量", "库存", "状态"]);
    const page = await listTab(s, owner, 1, { keywords: "茶" });
    expect(rows.length - 1).toBe(page.total);
    expect(rows.slice(1).every((r) => r[6] === "出售中")).toBe(true);
  });

  it("answers export validation errors in the envelope", async () => {
    const answer = await s.call("GET", `${M}/product/export/excel`, { token: owner });
    expect(answer).toEqual({ code: 400, message: "商品类型不能为空", data: null });
  });
});
