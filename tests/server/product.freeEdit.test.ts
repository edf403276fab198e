import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { fixtures, listTab, tabCounts, type Fixtures } from "./productHelpers.js";

/** `POST product/review/free/edit`: the quick edit from the list that needs no new audit (contract §3.1). */
describe("products: audit-free edit", () => {
  let s: TestServer;
  let owner: string;
  let other: string;
  let staff: string;
  let f: Fixtures;
  const taken = new Set<number>();

  const edit = (body: unknown, token = owner) => s.call("POST", `${M}/product/review/free/edit`, { token, body });
  const product = (id: number) => s.app.db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const skus = (id: number) => s.app.db.selectFrom("productAttrValue").selectAll().where("productId", "=", id).orderBy("id").execute();

  /** An unused off-shelf, audited product of the merchant, of a type. */
  async function warehouse(type: number, merId = 1): Promise<number> {
    const rows = await s.app.db
      .selectFrom("product")
      .select("id")
      .where("merId", "=", merId)
      .where("isDel", "=", 0)
      .where("isRecycle", "=", 0)
      .where("isShow", "=", 0)
      .where("auditStatus", "=", 2)
      .where("type", "=", type)
      .orderBy("id")
      .execute();
    const id = rows.map((r) => r.id).find((i) => !taken.has(i));
    if (id === undefined) throw new Error(`no warehouse product of type ${type}`);
    taken.add(id);
    return id;
  }

  /** A body keeping everything but what `change` alters per SKU. */
  async function bodyOf(id: number, change: (sku: Awaited<ReturnType<typeof skus>>[number], i: number) => Record<string, unknown> = () => ({})) {
    const list = await skus(id);
    return {
      id,
      cateId: String(f.cateId1),
      attrValue: list.map((v, i) => ({ id: v.id, stock: v.stock, price: (v.price / 100).toFixed(2), expand: v.expand, cdkeyId: v.cdkeyId, ...change(v, i) })),
    };
  }

  beforeAll(async () => {
    ({ s, m1: owner, m2: other, staff } = await startSignedIn());
    f = await fixtures(s.app.db);
  }, 60_000);
  afterAll(() => s.close());

  it("sets each SKU's price and stock and the merchant categories; the product's price is the cheapest SKU's and its stock their sum; no new audit", async () => {
    const id = await warehouse(0);
    const before = await product(id);
    const counts = await tabCounts(s, owner);
    const list = await skus(id);
    const body = await bodyOf(id, (_v, i) => ({ stock: 7 + i, price: `${88 - i}.80` }));
    expect(await edit(body)).toEqual({ code: 200, message: null, data: null });

    const after = await product(id);
    const cheapest = 88 - (list.length - 1);
    expect(after).toMatchObject({
      cateId: String(f.cateId1),
      price: cheapest * 100 + 80,
      stock: list.reduce((sum, _v, i) => sum + 7 + i, 0),
      auditStatus: before.auditStatus,
      isAudit: 0,
      isShow: 0,
      name: before.name,
      image: before.image,
    });
    expect((await skus(id)).map((v) => [v.id, v.price, v.stock, v.cost, v.otPrice])).toEqual(list.map((v, i) => [v.id, (88 - i) * 100 + 80, 7 + i, v.cost, v.otPrice]));
    // It stays in the warehouse, where the list shows the new price and stock.
    expect(await tabCounts(s, owner)).toEqual(counts);
    const row = (await listTab(s, owner, 2)).list.find((r) => r.id === id) as unknown as { price: string; stock: number };
    expect(row).toMatchObject({ price: `${cheapest}.80`, stock: after.stock });
  });

  it("sets a cloud product's links", async () => {
    const id = await warehouse(5);
    expect((await edit(await bodyOf(id, (_v, i) => ({ expand: `https://pan.example.com/s/${i}` })))).code).toBe(200);
    expect((await skus(id)).map((v) => v.expand)).toEqual((await skus(id)).map((_v, i) => `https://pan.example.com/s/${i}`));
    expect((await edit(await bodyOf(id, () => ({ expand: "" })))).message).toBe("请填写云盘商品规格属性对应的链接");
  });

  it("asks a card-secret product for one library per SKU, each once", async () => {
    const card = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("type", "=", 6).where("isShow", "=", 1).where("isRecycle", "=", 0).executeTakeFirstOrThrow();
    const id = card.id;
    expect((await s.call("POST", `${M}/product/down/${id}`, { token: owner })).code).toBe(200);
    const body = await bodyOf(id);
    expect((await edit({ ...body, attrValue: body.attrValue.map((v) => ({ ...v, cdkeyId: undefined })) })).message).toBe("请选择卡密商品规格属性对应的卡密库");
    if (body.attrValue.length > 1) {
      const same = body.attrValue[0]!.cdkeyId;
      expect((await edit({ ...body, attrValue: body.attrValue.map((v) => ({ ...v, cdkeyId: same })) })).message).toBe("卡密商品规格属性中有重复的卡密库");
    }
    const theirs = await s.app.db.selectFrom("cdkeyLibrary").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
    const before = await skus(id);
    expect(await edit({ ...body, attrValue: body.attrValue.map((v, i) => (i === 0 ? { ...v, cdkeyId: theirs.id } : v)) })).toEqual({ code: 500, message: "商品卡密库不存在", data: null });
    expect(await skus(id)).toEqual(before);
  });

  it("validates the request with the backend's messages", async () => {
    const id = await warehouse(0);
    const body = await bodyOf(id);
    const sku = body.attrValue[0]!;
    const message = async (b: unknown) => (await edit(b)).message;
    expect(await message({ ...body, id: undefined })).toBe("商品ID不能为空");
    expect(await message({ ...body, cateId: "" })).toBe("商户商品分类不能为空");
    expect(await message({ ...body, cateId: Array.from({ length: 20 }, (_, i) => 1000 + i).join(",") })).toBe("商品分类组合长度不能超过64个字符");
    expect(await message({ ...body, attrValue: [] })).toBe("商品属性详情不能为空");
    expect(await message({ ...body, attrValue: undefined })).toBe("商品属性详情不能为空");
    expect(await message({ ...body, attrValue: [{ ...sku, id: undefined }] })).toBe("商品规格属性ID不能为空");
    expect(await message({ ...body, attrValue: [{ ...sku, stock: undefined }] })).toBe("商品规格属性库存不能为空");
    expect(await message({ ...body, attrValue: [{ ...sku, stock: -1 }] })).toBe("库存不能小于0");
    expect(await message({ ...body, attrValue: [{ ...sku, price: undefined }] })).toBe("规格属性金额不能为空");
    expect(await message({ ...body, attrValue: [{ ...sku, price: "-0.01" }] })).toBe("金额不能小于0");
    expect(await message({ ...body, cateId: String(f.cateId2) })).toBe("商户商品分类不存在");
  });

  it("edits only products off shelf and outside the audit", async () => {
    const onShelf = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("isShow", "=", 1).where("isRecycle", "=", 0).executeTakeFirstOrThrow();
    expect((await edit(await bodyOf(onShelf.id))).message).toBe("商品已上架，请先下架再编辑");
    const pending = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("isAudit", "=", 1).where("isRecycle", "=", 0).executeTakeFirstOrThrow();
    expect((await edit(await bodyOf(pending.id))).message).toBe("商品审核中，无法编辑");
  });

  it("is refused to the read-only staff (403) and treats another merchant's product as missing, changing nothing", async () => {
    const id = await warehouse(0);
    const body = await bodyOf(id, () => ({ price: "1.00" }));
    expect((await edit(body, staff)).code).toBe(403);
    const theirs = await warehouse(0, 2);
    const theirBody = await bodyOf(theirs, () => ({ price: "1.00" }));
    const [mine, their] = [await product(id), await product(theirs)];
    expect(await edit({ ...theirBody, cateId: String(f.cateId1) })).toEqual({ code: 404, message: "商品不存在", data: null });
    // Their SKUs named on my product: not this product's SKUs.
    expect((await edit({ ...body, attrValue: theirBody.attrValue })).message).toBe("商品规格属性数量不一致");
    expect((await edit({ ...body, cateId: String(f.cateId2) }, other)).code).toBe(404);
    expect([await product(id), await product(theirs)]).toEqual([mine, their]);
  });
});
