import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, type TestServer, startSignedIn } from "./helpers.js";
import {
  createProduct,
  fixtures,
  insertCoupon,
  insertShippingTemplate,
  multiSpecBody,
  productBody,
  skuBody,
  tabCounts,
  tableExists,
  type Fixtures,
} from "./productHelpers.js";

/** A virtual product with two packages (multi-spec without a shipping template). */
const packagesBody = (f: Fixtures, overrides: Record<string, unknown> = {}) =>
  productBody(f, {
    name: "测试课程套餐",
    specType: true,
    attrList: [{ attributeName: "套餐", isShowImage: false, optionList: [{ optionName: "基础版" }, { optionName: "高级版" }] }],
    attrValueList: [
      skuBody({ price: "99.00", stock: 10, attrValue: JSON.stringify({ 套餐: "基础版" }) }),
      skuBody({ price: "199.00", stock: 5, attrValue: JSON.stringify({ 套餐: "高级版" }) }),
    ],
    ...overrides,
  });

describe("product save and update", () => {
  let s: TestServer;
  let owner: string;
  let other: string;
  let f: Fixtures;
  let shipping: boolean;
  let coupons: boolean;

  const save = (body: unknown, token = owner) => s.call("POST", `${M}/product/save`, { token, body });
  const update = (body: unknown, token = owner) => s.call("POST", `${M}/product/update`, { token, body });
  const info = (id: number, token = owner) =>
    s.call<{
      id: number;
      auditStatus: number;
      isAudit: boolean;
      stock: number;
      price: string;
      couponIds: number[];
      attrList: Array<{ id: number; attributeName: string; optionList: Array<{ id: number; optionName: string }> }>;
      attrValueList: Array<{ id: number; sku: string; price: string; stock: number; cdkeyId: number; cdkeyLibraryName: string }>;
    }>("GET", `${M}/product/info/${id}`, { token });
  const counts = async () => {
    const db = s.app.db;
    const one = async (table: "product" | "productAttrValue" | "productAttribute" | "productAttributeOption") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    return { product: await one("product"), sku: await one("productAttrValue"), attr: await one("productAttribute"), option: await one("productAttributeOption") };
  };
  const setAuditSwitch = (on: boolean) => s.app.db.updateTable("merchant").set({ productSwitch: on ? 1 : 0 }).where("id", "=", 1).execute();

  beforeAll(async () => {
    ({ s, m1: owner, m2: other } = await startSignedIn());
    f = await fixtures(s.app.db);
    shipping = await tableExists(s.app.db, "shipping_templates");
    coupons = await tableExists(s.app.db, "coupon");
  }, 60_000);
  afterAll(() => s.close());

  describe("save", () => {
    it("with audit on, a saved product awaits submission (tab 8); auto-submit sends it to audit (tab 6)", async () => {
      const before = await tabCounts(s, owner);
      const id = await createProduct(s, owner, productBody(f, { name: "待提审虚拟商品" }));
      const saved = (await info(id)).data;
      expect(saved).toMatchObject({ auditStatus: 1, isAudit: false, stock: 10, price: "19.90" });
      const mid = await tabCounts(s, owner);
      expect(mid[8]).toBe(before[8]! + 1);
      await createProduct(s, owner, productBody(f, { name: "自动提审虚拟商品", isAutoSubmitAudit: true }));
      const after = await tabCounts(s, owner);
      expect(after[6]).toBe(mid[6]! + 1);
      expect(after[8]).toBe(mid[8]);
    });

    it("with audit off, a saved product goes to the warehouse, or straight on shelf when asked", async () => {
      await setAuditSwitch(false);
      try {
        const before = await tabCounts(s, owner);
        const id = await createProduct(s, owner, productBody(f, { name: "免审虚拟商品" }));
        expect((await info(id)).data.auditStatus).toBe(0);
        expect((await tabCounts(s, owner))[2]).toBe(before[2]! + 1);
        const up = await createProduct(s, owner, productBody(f, { name: "自动上架虚拟商品", isAutoUp: true }));
        const row = await s.app.db.selectFrom("product").select(["isShow", "auditStatus"]).where("id", "=", up).executeTakeFirstOrThrow();
        expect(row).toEqual({ isShow: 1, auditStatus: 0 });
        expect((await tabCounts(s, owner))[1]).toBe(before[1]! + 1);
      } finally {
        await setAuditSwitch(true);
      }
    });

    it("stores media paths without the origin and answers them absolute", async () => {
      const id = await createProduct(s, owner, productBody(f, { name: "媒体地址商品", image: "http://localhost:80/static/demo/product-03.png" }));
      const row = await s.app.db.selectFrom("product").select("image").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.image).toBe("/static/demo/product-03.png");
      const description = await s.app.db.selectFrom("productDescription").select("description").where("productId", "=", id).executeTakeFirstOrThrow();
      expect(description.description).toContain('src="/static/demo/product-11.png"');
    });

    it.each([
      [{ type: undefined }, "请选择商品类型"],
      [{ type: 3 }, "未知的商品类型"],
      [{ image: "" }, "商品图片不能为空"],
      [{ sliderImage: undefined }, "轮播图不能为空"],
      [{ sliderImage: "not json" }, "轮播图格式不正确"],
      [{ name: " " }, "商品名称不能为空"],
      [{ name: "长".repeat(51) }, "商品名称长度不能超过50个字符"],
      [{ intro: undefined }, "商品简介不能为空"],
      [{ keyword: "词".repeat(33) }, "关键字长度不能超过32个字符"],
      [{ cateId: "" }, "商户商品分类不能为空"],
      [{ cateId: "a,b" }, "商户商品分类格式不正确"],
      [{ brandId: undefined }, "品牌id不能为空"],
      [{ categoryId: null }, "平台分类id不能为空"],
      [{ unitName: "" }, "单位名称不能为空"],
      [{ tempId: undefined }, "运费模板ID不能为空"],
      [{ specType: undefined }, "商品规格类型不能为空"],
      [{ isSub: undefined }, "请选择是否单独分佣"],
      [{ attrList: [] }, "商品属性不能为空"],
      [{ attrValueList: [] }, "商品属性详情不能为空"],
      [{ isPaidMember: undefined }, "是否付费会员商品不能为空"],
      [{ deliveryMethod: "" }, "请选择配送方式"],
      [{ deliveryMethod: "3" }, "配送方式不正确"],
      [{ attrList: [{ attributeName: "", isShowImage: false, optionList: [{ optionName: "默认" }] }] }, "规格名不能为空"],
      [{ attrList: [{ attributeName: "规格", optionList: [{ optionName: "默认" }] }] }, "请选择是否展示规格图片"],
      [{ attrList: [{ attributeName: "规格", isShowImage: false, optionList: [] }] }, "规格属性数组不能为空"],
      [{ attrList: [{ attributeName: "规格", isShowImage: false, optionList: [{ optionName: "" }] }] }, "属性名不能为空"],
      [{ attrValueList: [skuBody({ price: undefined })] }, "规格属性金额不能为空"],
      [{ attrValueList: [skuBody({ price: "-1" })] }, "金额不能小于0"],
      [{ attrValueList: [skuBody({ price: "1000000" })] }, "商品金额最大为999999.99"],
      [{ attrValueList: [skuBody({ stock: -1 })] }, "库存不能小于0"],
      [{ attrValueList: [skuBody({ stock: undefined })] }, "商品规格属性库存不能为空"],
      [{ attrValueList: [skuBody({ image: "" })] }, "商品规格属性图片不能为空"],
      [{ attrValueList: [skuBody({ cost: undefined })] }, "规格属性成本价不能为空"],
      [{ attrValueList: [skuBody({ otPrice: "-0.01" })] }, "原价不能小于0"],
      [{ attrValueList: [skuBody({ weight: undefined })] }, "规格属性重量不能为空"],
      [{ attrValueList: [skuBody({ volume: "-1" })] }, "体积不能小于0"],
      [{ attrValueList: [skuBody({ brokerage: 101 })] }, "返佣比例范围为0~100"],
      [{ attrValueList: [skuBody({ brokerageTwo: undefined })] }, "规格属性二级返佣不能为空"],
      [{ attrValueList: [skuBody({ attrValue: "" })] }, "attr_values不能为空"],
    ])("refuses %o with 400 %s", async (change, message) => {
      const answer = await save(productBody(f, change));
      expect(answer).toEqual({ code: 400, message, data: null });
    });

    it.each([
      ["single spec with two SKUs", (b: Fixtures) => productBody(b, { attrValueList: [skuBody(), skuBody()] }), 400, "单规格商品属性值不能大于1"],
      ["a level-1 platform category", (b: Fixtures) => productBody(b, { categoryId: b.topCategoryId }), 400, "必须选择商品平台第三级分类"],
      ["an unknown platform category", (b: Fixtures) => productBody(b, { categoryId: 99999 }), 500, "商品平台分类不存在"],
      ["an unknown brand", (b: Fixtures) => productBody(b, { brandId: 99999 }), 500, "商品品牌不存在"],
      ["another merchant's category", (b: Fixtures) => productBody(b, { cateId: String(b.cateId2) }), 500, "商户商品分类不存在"],
      ["an unknown guarantee", (b: Fixtures) => productBody(b, { guaranteeIds: "1,999" }), 500, "商品保障服务不存在"],
      ["a SKU naming an unknown option", (b: Fixtures) => productBody(b, { attrValueList: [skuBody({ attrValue: JSON.stringify({ 规格: "大号" }) })] }), 400, "第1个规格属性与商品规格不匹配"],
      ["a SKU that is not JSON", (b: Fixtures) => productBody(b, { attrValueList: [skuBody({ attrValue: "规格:默认" })] }), 400, "第1个规格属性与商品规格不匹配"],
      [
        "two SKUs with one combination",
        (b: Fixtures) => packagesBody(b, { attrValueList: [skuBody({ attrValue: JSON.stringify({ 套餐: "基础版" }) }), skuBody({ attrValue: JSON.stringify({ 套餐: "基础版" }) })] }),
        400,
        "规格属性值组合重复",
      ],
      [
        "a repeated attribute",
        (b: Fixtures) =>
          productBody(b, {
            attrList: [
              { attributeName: "规格", isShowImage: false, optionList: [{ optionName: "默认" }] },
              { attributeName: "规格", isShowImage: false, optionList: [{ optionName: "默认" }] },
            ],
          }),
        400,
        "规格名不能重复",
      ],
      ["commissions above the cap", (b: Fixtures) => productBody(b, { isSub: true, attrValueList: [skuBody({ brokerage: 20, brokerageTwo: 20 })] }), 400, "一二级返佣比例之和范围为 0~30"],
      ["a cloud-disk SKU without its link", (b: Fixtures) => productBody(b, { type: 5 }), 400, "请填写云盘商品规格属性对应的链接"],
      ["a card-secret SKU without a library", (b: Fixtures) => productBody(b, { type: 6 }), 400, "请选择卡密商品规格属性对应的卡密库"],
      ["a paid-member product without a VIP price", (b: Fixtures) => productBody(b, { isPaidMember: true }), 400, "请正确设置商品规格vip价格"],
      ["a paid-member VIP price above the price", (b: Fixtures) => productBody(b, { isPaidMember: true, attrValueList: [skuBody({ vipPrice: "25.00" })] }), 400, "请正确设置商品规格vip价格"],
      ["a system form that does not exist", (b: Fixtures) => productBody(b, { systemFormId: 99999 }), 500, "系统表单不存在"],
    ])("refuses %s", async (_what, body, code, message) => {
      const answer = await save(body(f));
      expect(answer).toEqual({ code, message, data: null });
    });

    it("writes nothing when one SKU of many is invalid", async () => {
      const before = await counts();
      const body = packagesBody(f, {
        attrValueList: [skuBody({ attrValue: JSON.stringify({ 套餐: "基础版" }) }), skuBody({ attrValue: JSON.stringify({ 套餐: "至尊版" }) })],
      });
      expect((await save(body)).message).toBe("第2个规格属性与商品规格不匹配");
      expect(await counts()).toEqual(before);
    });

    it("binds card-secret libraries: SKU stock is the library's unused secrets", async () => {
      const library = await s.app.db
        .selectFrom("cdkeyLibrary")
        .selectAll()
        .where("merId", "=", 1)
        .where("productId", "=", 0)
        .where("isDel", "=", 0)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const id = await createProduct(s, owner, productBody(f, { type: 6, name: "测试点卡", attrValueList: [skuBody({ cdkeyId: library.id, stock: 999 })] }));
      const saved = (await info(id)).data;
      expect(saved.attrValueList[0]).toMatchObject({ cdkeyId: library.id, stock: library.totalNum - library.usedNum, cdkeyLibraryName: library.name });
      expect(saved.stock).toBe(library.totalNum - library.usedNum);
      const bound = await s.app.db.selectFrom("cdkeyLibrary").select(["productId", "productAttrValueId"]).where("id", "=", library.id).executeTakeFirstOrThrow();
      expect(bound).toEqual({ productId: id, productAttrValueId: saved.attrValueList[0]!.id });
      const again = await save(productBody(f, { type: 6, name: "重复点卡", attrValueList: [skuBody({ cdkeyId: library.id })] }));
      expect(again).toEqual({ code: 500, message: `卡密库「${library.name}」已关联其他商品`, data: null });
      const theirs = await s.app.db.selectFrom("cdkeyLibrary").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
      expect((await save(productBody(f, { type: 6, attrValueList: [skuBody({ cdkeyId: theirs.id })] }))).message).toBe("商品卡密库不存在");
    });

    it("checks a normal product's shipping template and feedback coupons", async (ctx) => {
      ctx.skip(!shipping || !coupons, "the shipping and coupon tables are not migrated yet");
      const mine = await insertShippingTemplate(s.app.db, 1);
      const theirs = await insertShippingTemplate(s.app.db, 2);
      expect((await save(multiSpecBody(f, theirs))).message).toBe("运费模板不存在");
      expect((await save(multiSpecBody(f, 0))).message).toBe("运费模板不存在");
      const coupon = await insertCoupon(s.app.db, 1);
      const disabled = await insertCoupon(s.app.db, 1, 0);
      const foreign = await insertCoupon(s.app.db, 2);
      expect((await save(multiSpecBody(f, mine, { couponIds: [coupon, disabled] }))).message).toBe("优惠券不存在或已停用");
      expect((await save(multiSpecBody(f, mine, { couponIds: [foreign] }))).message).toBe("优惠券不存在或已停用");
      const id = await createProduct(s, owner, multiSpecBody(f, mine, { couponIds: [coupon] }));
      const saved = (await info(id)).data;
      expect(saved.couponIds).toEqual([coupon]);
      expect(saved.attrValueList).toHaveLength(4);
      expect(saved.price).toBe("50.00");
      expect(saved.stock).toBe(20);
    });
  });

  describe("update", () => {
    it("keeps SKU, attribute and option ids: rows with ids are updated, new ones inserted, missing ones removed", async () => {
      const id = await createProduct(s, owner, packagesBody(f));
      const first = (await info(id)).data;
      const [attr] = first.attrList;
      const basic = first.attrValueList.find((v) => v.sku === "基础版")!;
      const advanced = first.attrValueList.find((v) => v.sku === "高级版")!;
      const basicOption = attr!.optionList.find((o) => o.optionName === "基础版")!;
      const answer = await update(
        packagesBody(f, {
          id,
          attrList: [{ id: attr!.id, attributeName: "套餐", isShowImage: false, optionList: [{ id: basicOption.id, optionName: "基础版" }, { optionName: "旗舰版" }] }],
          attrValueList: [
            skuBody({ id: basic.id, price: "89.00", stock: 7, attrValue: JSON.stringify({ 套餐: "基础版" }) }),
            skuBody({ price: "299.00", stock: 3, attrValue: JSON.stringify({ 套餐: "旗舰版" }) }),
          ],
        }),
      );
      expect(answer.code).toBe(200);
      const second = (await info(id)).data;
      expect(second.attrList.map((a) => a.id)).toEqual([attr!.id]);
      expect(second.attrList[0]!.optionList.find((o) => o.optionName === "基础版")!.id).toBe(basicOption.id);
      const ids = second.attrValueList.map((v) => v.id);
      expect(ids).toContain(basic.id);
      expect(ids).not.toContain(advanced.id);
      expect(second.attrValueList.find((v) => v.id === basic.id)).toMatchObject({ price: "89.00", stock: 7 });
      expect(second).toMatchObject({ price: "89.00", stock: 10 });
      expect(await s.app.db.selectFrom("productAttrValue").select("id").where("id", "=", advanced.id).executeTakeFirst()).toBeUndefined();
    });

    it("refuses ids of another product's rows and changes nothing", async () => {
      const id = await createProduct(s, owner, packagesBody(f));
      const otherSku = await s.app.db.selectFrom("productAttrValue").select("id").where("productId", "!=", id).executeTakeFirstOrThrow();
      const before = (await info(id)).data;
      const answer = await update(packagesBody(f, { id, attrValueList: [skuBody({ id: otherSku.id, attrValue: JSON.stringify({ 套餐: "基础版" }) })] }));
      expect(answer).toEqual({ code: 500, message: "商品规格数据异常，请刷新后再试", data: null });
      expect((await info(id)).data).toEqual(before);
    });

    it("requires the id, keeps the type, and refuses products on shelf or under audit", async () => {
      expect((await update(productBody(f))).message).toBe("商品ID不能为空");
      const id = await createProduct(s, owner, productBody(f, { name: "改类型商品" }));
      expect(await update(productBody(f, { id, type: 5, attrValueList: [skuBody({ expand: "链接" })] }))).toEqual({ code: 400, message: "商品类型不可编辑", data: null });
      const onShelf = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("isShow", "=", 1).where("type", "=", 2).executeTakeFirstOrThrow();
      expect((await update(productBody(f, { id: onShelf.id }))).message).toBe("商品已上架，请先下架再编辑");
      const pending = await s.app.db.selectFrom("product").select(["id", "type"]).where("merId", "=", 1).where("isAudit", "=", 1).where("isRecycle", "=", 0).executeTakeFirstOrThrow();
      expect((await update(productBody(f, { id: pending.id, type: pending.type }))).message).toBe("商品审核中，无法编辑");
    });

    it("sends an edited rejected product back to awaiting submission", async () => {
      const rejected = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("auditStatus", "=", 3).where("type", "=", 2).executeTakeFirst();
      const id = rejected?.id ?? (await createProduct(s, owner, productBody(f)));
      await s.app.db.updateTable("product").set({ auditStatus: 3, reason: "图片不清晰" }).where("id", "=", id).execute();
      expect((await update(productBody(f, { id, name: "修改后重新提审" }))).code).toBe(200);
      const row = await s.app.db.selectFrom("product").select(["auditStatus", "isAudit", "reason", "name"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toEqual({ auditStatus: 1, isAudit: 0, reason: "", name: "修改后重新提审" });
    });

    it("behaves for another merchant's product exactly as for a missing one, and changes nothing", async () => {
      const theirs = await s.app.db.selectFrom("product").selectAll().where("merId", "=", 2).where("isShow", "=", 0).executeTakeFirstOrThrow();
      const foreign = await update(productBody(f, { id: theirs.id, type: theirs.type }));
      const missing = await update(productBody(f, { id: 999999 }));
      expect(foreign).toEqual(missing);
      expect(foreign).toEqual({ code: 404, message: "商品不存在", data: null });
      expect(await s.app.db.selectFrom("product").selectAll().where("id", "=", theirs.id).executeTakeFirstOrThrow()).toEqual(theirs);
      expect((await s.call("GET", `${M}/product/info/${theirs.id}`, { token: other })).code).toBe(200);
    });
  });
});
