import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import { createProduct, fixtures, insertCoupon, insertShippingTemplate, productBody, tabCounts, tableExists, type Fixtures } from "./productHelpers.js";

type State = "onSale" | "warehouse" | "awaiting" | "pending" | "rejected" | "recycled";

describe("product life cycle", () => {
  let s: TestServer;
  let owner: string;
  let f: Fixtures;
  let shipping: boolean;
  let coupons: boolean;
  const taken = new Set<number>();

  const post = (path: string, body?: unknown) => s.call("POST", `${M}${path}`, { token: owner, body });
  const row = (id: number) => s.app.db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  /** Unused seeded products of merchant 1 in a state (each test gets its own). */
  async function pick(state: State, count = 1, extra: { type?: number } = {}): Promise<number[]> {
    let q = s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("isDel", "=", 0);
    if (state === "recycled") q = q.where("isRecycle", "=", 1);
    else {
      q = q.where("isRecycle", "=", 0);
      if (state === "onSale") q = q.where("isShow", "=", 1).where("auditStatus", "=", 2).where("stock", ">", 0);
      if (state === "warehouse") q = q.where("isShow", "=", 0).where("auditStatus", "=", 2);
      if (state === "awaiting") q = q.where("auditStatus", "=", 1).where("isAudit", "=", 0);
      if (state === "pending") q = q.where("auditStatus", "=", 1).where("isAudit", "=", 1);
      if (state === "rejected") q = q.where("auditStatus", "=", 3);
    }
    if (extra.type !== undefined) q = q.where("type", "=", extra.type);
    const rows = await q.orderBy("id").execute();
    const ids = rows.map((r) => r.id).filter((id) => !taken.has(id)).slice(0, count);
    if (ids.length < count) throw new Error(`not enough ${state} products`);
    ids.forEach((id) => taken.add(id));
    return ids;
  }
  const one = async (state: State, extra: { type?: number } = {}) => (await pick(state, 1, extra))[0]!;

  beforeAll(async () => {
    ({ s, m1: owner } = await startSignedIn());
    f = await fixtures(s.app.db);
    shipping = await tableExists(s.app.db, "shipping_templates");
    coupons = await tableExists(s.app.db, "coupon");
  }, 60_000);
  afterAll(() => s.close());

  describe("recycle, delete, restore", () => {
    it("recycles, then deletes only from the recycle bin, moving the tab counts", async () => {
      const id = await one("onSale");
      const before = await tabCounts(s, owner);
      expect(await post("/product/delete", { id, type: "delete" })).toEqual({ code: 500, message: "只有回收站中的商品才能删除", data: null });
      expect((await post("/product/delete", { id, type: "recycle" })).code).toBe(200);
      const recycled = await tabCounts(s, owner);
      expect(recycled[5]).toBe(before[5]! + 1);
      expect(recycled[1]).toBe(before[1]! - 1);
      expect(await post("/product/delete", { id, type: "recycle" })).toEqual({ code: 500, message: "商品已进入回收站", data: null });
      expect((await post("/product/delete", { id, type: "delete" })).code).toBe(200);
      expect((await tabCounts(s, owner))[5]).toBe(before[5]);
      expect((await s.call("GET", `${M}/product/info/${id}`, { token: owner })).code).toBe(404);
    });

    it("validates the delete request", async () => {
      expect((await post("/product/delete", { type: "recycle" })).message).toBe("商品ID不能为空");
      expect((await post("/product/delete", { id: 1 })).message).toBe("删除类型不能为空");
      expect((await post("/product/delete", { id: 1, type: "purge" })).message).toBe("未知的删除类型");
    });

    it("restores from the recycle bin to the warehouse only", async () => {
      const id = await one("recycled");
      const before = await tabCounts(s, owner);
      expect((await post(`/product/restore/${id}`)).code).toBe(200);
      expect(await row(id)).toMatchObject({ isRecycle: 0, isShow: 0 });
      expect((await tabCounts(s, owner))[5]).toBe(before[5]! - 1);
      expect(await post(`/product/restore/${id}`)).toEqual({ code: 500, message: "商品不在回收站中", data: null });
    });

    it("releases a deleted card-secret product's libraries", async () => {
      const id = await one("onSale", { type: 6 });
      await post("/product/delete", { id, type: "recycle" });
      await post("/product/delete", { id, type: "delete" });
      const bound = await s.app.db.selectFrom("cdkeyLibrary").select("id").where("productId", "=", id).execute();
      expect(bound).toEqual([]);
    });
  });

  describe("shelf", () => {
    it("puts a warehouse product on shelf and takes it down again", async () => {
      const id = await one("warehouse");
      const before = await tabCounts(s, owner);
      expect((await post(`/product/up/${id}`)).code).toBe(200);
      expect((await row(id)).isShow).toBe(1);
      const stock = (await row(id)).stock;
      const after = await tabCounts(s, owner);
      expect(after[2]).toBe(before[2]! - 1);
      if (stock > 0) expect(after[1]).toBe(before[1]! + 1);
      expect(await post(`/product/up/${id}`)).toEqual({ code: 500, message: "商品已上架", data: null });
      expect((await post(`/product/down/${id}`)).code).toBe(200);
      expect(await tabCounts(s, owner)).toEqual(before);
      expect(await post(`/product/down/${id}`)).toEqual({ code: 500, message: "商品未上架", data: null });
    });

    it.each([
      ["awaiting", "商品待提交审核，审核通过后才能上架"],
      ["pending", "商品审核中，审核通过后才能上架"],
      ["rejected", "商品审核未通过，请编辑后重新提交审核"],
      ["recycled", "商品在回收站中，请先恢复"],
    ] as const)("refuses to put a %s product on shelf", async (state, message) => {
      const id = await one(state);
      const before = await row(id);
      expect(await post(`/product/up/${id}`)).toEqual({ code: 500, message, data: null });
      expect(await row(id)).toEqual(before);
    });

    it("refuses while the shop is closed", async () => {
      const id = await one("warehouse");
      await s.app.db.updateTable("merchant").set({ isSwitch: 0 }).where("id", "=", 1).execute();
      try {
        expect((await post(`/product/up/${id}`)).message).toBe("店铺未开启，无法上架商品");
      } finally {
        await s.app.db.updateTable("merchant").set({ isSwitch: 1 }).where("id", "=", 1).execute();
      }
    });

    it("with audit off, a saved product goes on shelf directly", async () => {
      await s.app.db.updateTable("merchant").set({ productSwitch: 0 }).where("id", "=", 1).execute();
      try {
        const id = await createProduct(s, owner, productBody(f, { name: "免审直接上架" }));
        expect((await post(`/product/up/${id}`)).code).toBe(200);
        expect(await row(id)).toMatchObject({ isShow: 1, auditStatus: 0 });
      } finally {
        await s.app.db.updateTable("merchant").set({ productSwitch: 1 }).where("id", "=", 1).execute();
      }
    });
  });

  describe("audit submission", () => {
    it("submits a product awaiting submission (tab 8 → tab 6), once", async () => {
      const id = await one("awaiting");
      const before = await tabCounts(s, owner);
      expect((await post("/product/submit/audit", { id, isAutoUp: true })).code).toBe(200);
      expect(await row(id)).toMatchObject({ isAudit: 1, isAutoUp: 1, isShow: 0 });
      const after = await tabCounts(s, owner);
      expect(after[8]).toBe(before[8]! - 1);
      expect(after[6]).toBe(before[6]! + 1);
      expect(await post("/product/submit/audit", { id })).toEqual({ code: 500, message: "商品审核中，请勿重复提交", data: null });
    });

    it.each([
      ["warehouse", "商品无需提交审核"],
      ["rejected", "审核未通过的商品请编辑后重新提交审核"],
      ["recycled", "商品在回收站中，请先恢复"],
    ] as const)("refuses to submit a %s product", async (state, message) => {
      expect(await post("/product/submit/audit", { id: await one(state) })).toEqual({ code: 500, message, data: null });
    });

    it("validates the request", async () => {
      expect((await post("/product/submit/audit", {})).message).toBe("商品ID不能为空");
    });

    it("answers the audit switches", async () => {
      expect((await s.call("GET", `${M}/product/audit/switch/info`, { token: owner })).data).toEqual({ productSwitch: true, isSwitch: true });
      await s.app.db.updateTable("merchant").set({ productSwitch: 0 }).where("id", "=", 1).execute();
      expect((await s.call("GET", `${M}/product/audit/switch/info`, { token: owner })).data).toEqual({ productSwitch: false, isSwitch: true });
      await s.app.db.updateTable("merchant").set({ productSwitch: 1 }).where("id", "=", 1).execute();
    });
  });

  describe("stock and audit-free edits", () => {
    const skus = (id: number) => s.app.db.selectFrom("productAttrValue").selectAll().where("productId", "=", id).orderBy("id").execute();

    it("adds stock to SKUs and the product", async () => {
      const id = await one("onSale", { type: 0 });
      const [first] = await skus(id);
      const before = await row(id);
      expect((await post("/product/quick/stock/add", { id, attrValueList: [{ id: first!.id, stock: 5 }] })).code).toBe(200);
      expect((await skus(id))[0]!.stock).toBe(first!.stock + 5);
      expect((await row(id)).stock).toBe(before.stock + 5);
    });

    it("refuses card-secret products, products under audit, repeated and foreign SKU ids", async () => {
      const card = await one("onSale", { type: 6 });
      const [cardSku] = await skus(card);
      expect(await post("/product/quick/stock/add", { id: card, attrValueList: [{ id: cardSku!.id, stock: 1 }] })).toEqual({ code: 500, message: "卡密商品不支持快捷添加库存", data: null });
      const pending = await one("pending");
      const [pendingSku] = await skus(pending);
      expect((await post("/product/quick/stock/add", { id: pending, attrValueList: [{ id: pendingSku!.id, stock: 1 }] })).message).toBe("商品审核中，无法添加库存");
      const id = await one("onSale", { type: 0 });
      const [sku] = await skus(id);
      const before = await row(id);
      expect((await post("/product/quick/stock/add", { id, attrValueList: [{ id: sku!.id, stock: 1 }, { id: sku!.id, stock: 1 }] })).message).toBe("有重复的商品规格属性ID");
      expect((await post("/product/quick/stock/add", { id, attrValueList: [{ id: cardSku!.id, stock: 1 }] })).message).toBe("商品规格属性ID数组数据异常，请刷新后再试");
      expect((await post("/product/quick/stock/add", { id, attrValueList: [] })).message).toBe("商品规格属性不能为空");
      expect((await post("/product/quick/stock/add", { id, attrValueList: [{ id: sku!.id, stock: -1 }] })).message).toBe("库存不能小于0");
      expect(await row(id)).toEqual(before);
    });

    it("edits price, stock and categories of a warehouse product without audit", async () => {
      const id = await one("warehouse", { type: 0 });
      const list = await skus(id);
      const body = { id, cateId: `${f.cateId1}`, attrValue: list.map((v, i) => ({ id: v.id, stock: 3 + i, price: `${10 + i}.50` })) };
      expect((await post("/product/review/free/edit", body)).code).toBe(200);
      const after = await row(id);
      expect(after).toMatchObject({ price: 1050, stock: list.reduce((sum, _v, i) => sum + 3 + i, 0), cateId: String(f.cateId1), auditStatus: 2 });
      expect((await post("/product/review/free/edit", { ...body, attrValue: body.attrValue.slice(1) })).message).toBe(list.length > 1 ? "商品规格属性数量不一致" : "商品属性详情不能为空");
      expect((await post("/product/review/free/edit", { ...body, cateId: String(f.cateId2) })).message).toBe("商户商品分类不存在");
      const onShelf = await one("onSale", { type: 0 });
      const shelfSkus = await skus(onShelf);
      expect(
        (await post("/product/review/free/edit", { id: onShelf, cateId: `${f.cateId1}`, attrValue: shelfSkus.map((v) => ({ id: v.id, stock: 1, price: "1" })) })).message,
      ).toBe("商品已上架，请先下架再编辑");
    });

    it("edits a card-secret product's library: its stock follows the new library", async () => {
      const id = await one("onSale", { type: 6 });
      await post(`/product/down/${id}`);
      const list = await skus(id);
      const free = await s.app.db.selectFrom("cdkeyLibrary").selectAll().where("merId", "=", 1).where("productId", "=", 0).where("isDel", "=", 0).executeTakeFirstOrThrow();
      const oldLibrary = list[0]!.cdkeyId;
      const attrValue = list.map((v, i) => ({ id: v.id, stock: 0, price: "9.90", cdkeyId: i === 0 ? free.id : v.cdkeyId }));
      expect((await post("/product/review/free/edit", { id, cateId: `${f.cateId1}`, attrValue })).code).toBe(200);
      expect((await skus(id))[0]).toMatchObject({ cdkeyId: free.id, stock: free.totalNum - free.usedNum });
      const libraries = await s.app.db.selectFrom("cdkeyLibrary").select(["id", "productId"]).where("id", "in", [free.id, oldLibrary]).execute();
      expect(Object.fromEntries(libraries.map((l) => [l.id, l.productId]))).toEqual({ [free.id]: id, [oldLibrary]: 0 });
    });
  });

  describe("warehouse settings", () => {
    it("sets the commission of every SKU", async () => {
      const id = await one("warehouse");
      expect((await post("/product/set/brokerage", { id, brokerage: 10, brokerageTwo: 5 })).code).toBe(200);
      expect((await row(id)).isSub).toBe(1);
      const skus = await s.app.db.selectFrom("productAttrValue").select(["brokerage", "brokerageTwo"]).where("productId", "=", id).execute();
      expect(skus.every((v) => v.brokerage === 10 && v.brokerageTwo === 5)).toBe(true);
      expect((await post("/product/set/brokerage", { id, brokerage: 20, brokerageTwo: 20 })).message).toBe("一二级返佣比例之和范围为 0~30");
      expect((await post("/product/set/brokerage", { id, brokerage: 101, brokerageTwo: 0 })).message).toBe("返佣比例范围为0~100");
      expect((await post("/product/set/brokerage", { id, brokerageTwo: 0 })).message).toBe("一级返佣比例不能为空");
      expect((await post("/product/set/brokerage", { id: await one("onSale"), brokerage: 1, brokerageTwo: 1 })).message).toBe("商品已上架，请先下架再编辑");
      expect((await post("/product/set/brokerage", { id: await one("awaiting"), brokerage: 1, brokerageTwo: 1 })).message).toBe("只有仓库中商品才能设置佣金");
    });

    it("sets the shipping template of a normal warehouse product", async (ctx) => {
      ctx.skip(!shipping, "the shipping tables are not migrated yet");
      const template = await insertShippingTemplate(s.app.db, 1);
      const id = await one("warehouse", { type: 0 });
      expect((await post("/product/set/freight/template", { id, templateId: template })).code).toBe(200);
      expect((await row(id)).tempId).toBe(template);
      const theirs = await insertShippingTemplate(s.app.db, 2);
      expect(await post("/product/set/freight/template", { id, templateId: theirs })).toEqual({ code: 500, message: "运费模板不存在", data: null });
      const virtual = await createProduct(s, owner, productBody(f));
      await s.app.db.updateTable("product").set({ auditStatus: 2 }).where("id", "=", virtual).execute();
      expect((await post("/product/set/freight/template", { id: virtual, templateId: template })).message).toBe("虚拟、云盘和卡密商品无需设置运费模板");
      expect((await post("/product/set/freight/template", { id })).message).toBe("运费模板ID不能为空");
    });

    it("adds feedback coupons once each", async (ctx) => {
      ctx.skip(!coupons, "the coupon table is not migrated yet");
      const coupon = await insertCoupon(s.app.db, 1);
      const id = await one("warehouse");
      expect((await post("/product/add/feedback/coupons", { id, couponIds: [coupon] })).code).toBe(200);
      expect((await post("/product/add/feedback/coupons", { id, couponIds: [coupon] })).code).toBe(200);
      const info = await s.call<{ couponIds: number[] }>("GET", `${M}/product/info/${id}`, { token: owner });
      expect(info.data.couponIds).toEqual([coupon]);
      expect((await post("/product/add/feedback/coupons", { id, couponIds: [await insertCoupon(s.app.db, 2)] })).message).toBe("优惠券不存在或已停用");
      expect((await post("/product/add/feedback/coupons", { id, couponIds: [] })).message).toBe("请选择优惠券");
    });
  });

  describe("batches are all-or-nothing", () => {
    it("puts several warehouse products on shelf", async () => {
      const ids = await pick("warehouse", 2);
      expect((await post("/product/batch/up", { idList: ids })).code).toBe(200);
      for (const id of ids) expect((await row(id)).isShow).toBe(1);
      expect((await post("/product/batch/down", { idList: ids })).code).toBe(200);
      for (const id of ids) expect((await row(id)).isShow).toBe(0);
    });

    it("changes nothing when one id is another merchant's", async () => {
      const ids = await pick("warehouse", 2);
      const theirs = await s.app.db.selectFrom("product").select("id").where("merId", "=", 2).where("isShow", "=", 0).where("isRecycle", "=", 0).executeTakeFirstOrThrow();
      const before = await Promise.all([...ids, theirs.id].map(row));
      expect(await post("/product/batch/up", { idList: [...ids, theirs.id] })).toEqual({ code: 404, message: "商品不存在", data: null });
      expect(await post("/product/batch/recycle", { idList: [...ids, theirs.id] })).toEqual({ code: 404, message: "商品不存在", data: null });
      expect(await Promise.all([...ids, theirs.id].map(row))).toEqual(before);
    });

    it("changes nothing when the action is refused for one product, and names it", async () => {
      const [warehouse] = await pick("warehouse", 1);
      const pending = await one("pending");
      const name = (await row(pending)).name;
      const before = await Promise.all([warehouse!, pending].map(row));
      expect(await post("/product/batch/up", { idList: [warehouse, pending] })).toEqual({ code: 500, message: `「${name}」商品审核中，审核通过后才能上架`, data: null });
      expect(await Promise.all([warehouse!, pending].map(row))).toEqual(before);
    });

    it("recycles, restores, deletes and submits in batches", async () => {
      const ids = await pick("warehouse", 2);
      const before = await tabCounts(s, owner);
      expect((await post("/product/batch/recycle", { idList: ids })).code).toBe(200);
      expect((await tabCounts(s, owner))[5]).toBe(before[5]! + 2);
      expect((await post("/product/batch/restore", { idList: ids })).code).toBe(200);
      expect(await tabCounts(s, owner)).toEqual(before);
      expect((await post("/product/batch/delete", { idList: ids })).message).toContain("只有回收站中的商品才能删除");
      await post("/product/batch/recycle", { idList: ids });
      expect((await post("/product/batch/delete", { idList: ids })).code).toBe(200);
      expect((await tabCounts(s, owner))[5]).toBe(before[5]);
      const awaiting = await pick("awaiting", 2);
      expect((await post("/product/batch/submit/audit", { idList: awaiting })).code).toBe(200);
      for (const id of awaiting) expect((await row(id)).isAudit).toBe(1);
      expect((await post("/product/batch/submit/audit", { idList: awaiting })).message).toContain("商品审核中，请勿重复提交");
    });

    it("sets commission, freight and coupons in batches", async (ctx) => {
      const ids = await pick("warehouse", 2, { type: 0 });
      expect((await post("/product/batch/set/brokerage", { idList: ids, brokerage: 3, brokerageTwo: 2 })).code).toBe(200);
      for (const id of ids) expect((await row(id)).isSub).toBe(1);
      ctx.skip(!shipping || !coupons, "the shipping and coupon tables are not migrated yet");
      const template = await insertShippingTemplate(s.app.db, 1);
      expect((await post("/product/batch/set/freight/template", { idList: ids, templateId: template })).code).toBe(200);
      for (const id of ids) expect((await row(id)).tempId).toBe(template);
      const coupon = await insertCoupon(s.app.db, 1);
      expect((await post("/product/batch/add/feedback/coupons", { idList: ids, couponIds: [coupon] })).code).toBe(200);
      const links = await s.app.db.selectFrom("productCoupon").select("productId").where("couponId", "=", coupon).execute();
      expect(links.map((l) => l.productId).sort()).toEqual([...ids].sort());
    });

    it("validates batch requests", async () => {
      expect((await post("/product/batch/up", { idList: [] })).message).toBe("请选择商品");
      expect((await post("/product/batch/up", {})).message).toBe("请选择商品");
      expect((await post("/product/batch/set/brokerage", { idList: [1], brokerage: 1 })).message).toBe("二级返佣比例不能为空");
      expect((await post("/product/batch/set/freight/template", { idList: [1] })).message).toBe("运费模板ID不能为空");
      expect((await post("/product/batch/add/feedback/coupons", { idList: [1] })).message).toBe("请选择优惠券");
    });
  });

  describe("pickers", () => {
    type Picked = { total: number; list: Array<{ id: number; name: string; price: string; isShow: boolean; brandId: number; categoryId: number; sales: number; ficti: number; attrValue: unknown[]; merName: string; type: number }> };
    const activity = (query: Record<string, string | number | boolean>) => s.call<Picked>("GET", `${M}/product/activity/search/page`, { token: owner, query });

    it("lists the merchant's products with their SKUs, honouring every filter and order", async () => {
      const all = await activity({ limit: 500 });
      expect(all.code).toBe(200);
      expect(all.data.list[0]!.attrValue.length).toBeGreaterThan(0);
      expect(all.data.list[0]!.merName).toBe("CRMEB 旗舰店");
      const product = all.data.list.find((p) => p.type === 0)!;
      expect((await activity({ productId: product.id })).data.list.map((p) => p.id)).toEqual([product.id]);
      expect((await activity({ name: "龙井" })).data.list.every((p) => p.name.includes("龙井"))).toBe(true);
      expect((await activity({ brandId: product.brandId, limit: 500 })).data.list.every((p) => p.brandId === product.brandId)).toBe(true);
      expect((await activity({ categoryId: String(f.categoryId), limit: 500 })).data.list.every((p) => p.categoryId === f.categoryId)).toBe(true);
      expect((await activity({ isShow: false, limit: 500 })).data.list.every((p) => !p.isShow)).toBe(true);
      const byCate = await activity({ cateIds: String(f.cateId1), limit: 500 });
      const cateRows = await s.app.db.selectFrom("product").select(["id", "cateId"]).where("id", "in", byCate.data.list.map((p) => p.id)).execute();
      expect(cateRows.every((p) => p.cateId.split(",").includes(String(f.cateId1)))).toBe(true);
      const cheap = (await activity({ priceOrder: "asc", limit: 10 })).data.list.map((p) => Number(p.price));
      expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
      const popular = (await activity({ salesOrder: "desc", limit: 10 })).data.list.map((p) => p.sales + p.ficti);
      expect(popular).toEqual([...popular].sort((a, b) => b - a));
      const theirs = await s.app.db.selectFrom("product").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
      expect((await activity({ productId: theirs.id })).data.total).toBe(0);
    });

    it("offers normal products to the marketing pickers and needs the seckill activity", async () => {
      const answer = await s.call<Picked>("GET", `${M}/product/marketing/search/page`, { token: owner, query: { limit: 50 } });
      expect(answer.code).toBe(200);
      expect(answer.data.list.length).toBeGreaterThan(0);
      expect(answer.data.list.every((p) => p.type === 0 && p.attrValue.length > 0)).toBe(true);
      expect((await s.call("GET", `${M}/product/marketing/search/page`, { token: owner, query: { marketingType: 1 } })).message).toBe("请选择秒杀活动");
    });
  });
});
