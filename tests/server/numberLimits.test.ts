import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ZodType } from "zod";
import { MAX_COUNT } from "../../server/core/numberLimits.js";
import { productSaveBody, quickStockBody, reviewFreeEditBody } from "../../server/areas/product/contract.js";
import { seckillAddBody, seckillPriceBody } from "../../server/areas/seckill/contract.js";
import { groupActivitySaveBody } from "../../server/areas/groupbuy/contract.js";
import { couponSaveSchema } from "../../server/areas/coupon/contract.js";
import { freeRuleSchema, regionRuleSchema } from "../../server/areas/shipping/contract.js";
import { directRefundBody } from "../../server/areas/order/contract.js";
import { closingApplyBody } from "../../server/areas/finance/contract.js";
import { goodsSaveSchema } from "../../server/areas/live/contract.js";
import { configInfoBody, pcShoppingBody } from "../../server/areas/shopSettings/contract.js";
import { categoryRequest } from "../../server/areas/library/contract.js";
import { draftSaveSchema } from "../../server/areas/videoChannel/contract.js";
import { STOCK_SUM_TOO_LARGE } from "../../server/areas/product/stockEdits.js";
import { M, type TestServer, startSignedIn } from "./helpers";
import { fixtures, productBody, skuBody } from "./productHelpers";

const HUGE = 9007199254740991;

const liveGoods = (price: unknown) => ({ coverImgUrlLocal: "/a.png", coverImgUrl: "media-1", name: "商品", priceType: 1, price, url: "pages/goods/index", productId: 1 });

/**
 * Every numeric write field, over its limit and at it: the schema's messages (the server answers
 * the first one as the 400). Bodies hold only the field: other fields' messages do not matter here.
 */
const rows: Array<[what: string, schema: ZodType, body: (value: unknown) => unknown, over: unknown, atLimit: unknown, message: string]> = [
  ["quick stock add", quickStockBody, (v) => ({ attrValueList: [{ stock: v }] }), HUGE, MAX_COUNT, "添加库存不能超过99999999"],
  ["product save: SKU stock", productSaveBody, (v) => ({ attrValueList: [{ stock: v }] }), MAX_COUNT + 1, MAX_COUNT, "库存不能超过99999999"],
  ["product save: the SKUs' total stock", productSaveBody, (v) => ({ attrValueList: [skuBody({ stock: v }), skuBody({ stock: 1 })] }), MAX_COUNT, MAX_COUNT - 1, "商品总库存不能超过99999999"],
  ["product save: price", productSaveBody, (v) => ({ attrValueList: [{ price: v }] }), "1000000", "999999.99", "商品金额最大为999999.99"],
  ["product save: cost", productSaveBody, (v) => ({ attrValueList: [{ cost: v }] }), HUGE, "999999.99", "商品成本价最大为999999.99"],
  ["product save: original price", productSaveBody, (v) => ({ attrValueList: [{ otPrice: v }] }), "1000000.00", "999999.99", "商品原价最大为999999.99"],
  ["product save: member price", productSaveBody, (v) => ({ attrValueList: [{ vipPrice: v }] }), 1e9, "999999.99", "会员价最大为999999.99"],
  ["product save: weight", productSaveBody, (v) => ({ attrValueList: [{ weight: v }] }), HUGE, "999999.99", "重量不能超过999999.99"],
  ["product save: volume", productSaveBody, (v) => ({ attrValueList: [{ volume: v }] }), "1000000", "999999.99", "体积不能超过999999.99"],
  ["product save: gift points", productSaveBody, (v) => ({ giftPoints: v }), HUGE, MAX_COUNT, "赠送积分不能超过99999999"],
  ["product save: attribute sort", productSaveBody, (v) => ({ attrList: [{ sort: v }] }), HUGE, MAX_COUNT, "排序不能超过99999999"],
  ["audit-free edit: stock", reviewFreeEditBody, (v) => ({ attrValue: [{ stock: v }] }), HUGE, MAX_COUNT, "库存不能超过99999999"],
  ["audit-free edit: price", reviewFreeEditBody, (v) => ({ attrValue: [{ price: v }] }), "1000000", "999999.99", "商品金额最大为999999.99"],
  ["flash sale: quota", seckillAddBody, (v) => ({ productList: [{ attrValue: [{ quota: v }] }] }), HUGE, MAX_COUNT, "限量不能超过99999999"],
  ["flash sale: activity price", seckillAddBody, (v) => ({ productList: [{ attrValue: [{ activityPrice: v }] }] }), "1000000", "999999.99", "活动价最大为999999.99"],
  ["flash sale: set price", seckillPriceBody, (v) => ({ productList: [{ attrValue: [{ activityPrice: v }] }] }), HUGE, "999999.99", "活动价最大为999999.99"],
  ["group buy: per-user quota", groupActivitySaveBody, (v) => ({ allQuota: v }), HUGE, MAX_COUNT, "购买上限不能超过99999999"],
  ["group buy: per-order quota", groupActivitySaveBody, (v) => ({ oncQuota: v }), MAX_COUNT + 1, MAX_COUNT, "单次购买数量不能超过99999999"],
  ["group buy: members", groupActivitySaveBody, (v) => ({ buyCount: v }), HUGE, MAX_COUNT, "成团总人数不能超过99999999"],
  ["group buy: product count", groupActivitySaveBody, (v) => ({ productCount: v }), HUGE, MAX_COUNT, "参与商品数量不能超过99999999"],
  ["group buy: SKU limit", groupActivitySaveBody, (v) => ({ groupBuySkuRequest: [{ quotaShow: v }] }), HUGE, MAX_COUNT, "拼团限购数量不能超过99999999"],
  ["group buy: price", groupActivitySaveBody, (v) => ({ groupBuySkuRequest: [{ activePrice: v }] }), "1000000", "999999.99", "拼团价最大为999999.99"],
  ["coupon: face value (contract 1–99999)", couponSaveSchema, (v) => ({ money: v }), 100000, 99999, "优惠金额范围为1~99999"],
  ["coupon: threshold", couponSaveSchema, (v) => ({ minPrice: v }), HUGE, 99999999, "最低消费范围为0~99999999"],
  ["coupon: quantity", couponSaveSchema, (v) => ({ total: v }), HUGE, 99999999, "发放数量范围为1~99999999"],
  ["coupon: sort", couponSaveSchema, (v) => ({ sort: v }), HUGE, MAX_COUNT, "排序不能超过99999999"],
  ["shipping: first fee", regionRuleSchema, (v) => ({ firstPrice: v }), "1000000", "999999.99", "首件运费不能超过999999.99"],
  ["shipping: renewal fee", regionRuleSchema, (v) => ({ renewalPrice: v }), HUGE, "999999.99", "续件运费不能超过999999.99"],
  ["shipping: free-from quantity", freeRuleSchema, (v) => ({ number: v }), HUGE, "999999.99", "包邮件数不能超过999999.99"],
  ["shipping: free-from amount", freeRuleSchema, (v) => ({ price: v }), "1000000", "999999.99", "包邮金额不能超过999999.99"],
  ["direct refund: quantity", directRefundBody, (v) => ({ detailList: [{ orderDetailId: 1, num: v }] }), HUGE, MAX_COUNT, "数量不能超过99999999"],
  ["settlement: amount", closingApplyBody, (v) => ({ amount: v }), String(HUGE), "999999.99", "结算金额不能超过999999.99"],
  ["live goods: price (WeChat's 99999)", goodsSaveSchema, (v) => [liveGoods(v)], "100000", "99999", "直播价格不能超过99999元"],
  ["shop settings: stock alert (contract 0–9999)", configInfoBody, (v) => ({ alertStock: v }), HUGE, 9999, "警戒库存范围0~9999"],
  ["PC shop: banner sort", pcShoppingBody, (v) => ({ bannerList: [{ sort: v }] }), HUGE, MAX_COUNT, "排序不能超过99999999"],
  ["material category: sort", categoryRequest, (v) => ({ sort: v }), HUGE, MAX_COUNT, "排序数字不能超过99999999"],
  ["video channel: stock", draftSaveSchema, (v) => ({ attrValue: [{ stock: v }] }), HUGE, 99_999_999, "库存范围为0~99999999"],
];

describe("numbers a client writes are bounded, and the message names the limit", () => {
  const messages = (schema: ZodType, body: unknown) => {
    const result = schema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  test.each(rows)("%s", (_what, schema, body, over, atLimit, message) => {
    expect(messages(schema, body(over))).toContain(message);
    expect(messages(schema, body(atLimit))).not.toContain(message);
  });
});

describe("through the API", () => {
  let s: TestServer;
  let token: string;
  let productId: number;
  let skuId: number;
  beforeAll(async () => {
    ({ s, m1: token } = await startSignedIn());
    const f = await fixtures(s.app.db);
    const saved = await s.call("POST", `${M}/product/save`, { token, body: productBody(f, { attrValueList: [skuBody({ stock: 10 })] }) });
    expect(saved.code).toBe(200);
    const product = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).orderBy("id", "desc").executeTakeFirstOrThrow();
    productId = product.id;
    skuId = (await s.app.db.selectFrom("productAttrValue").select("id").where("productId", "=", productId).executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(() => s.close());

  const stocks = async () => ({
    sku: (await s.app.db.selectFrom("productAttrValue").select("stock").where("id", "=", skuId).executeTakeFirstOrThrow()).stock,
    product: (await s.app.db.selectFrom("product").select("stock").where("id", "=", productId).executeTakeFirstOrThrow()).stock,
  });
  const add = (stock: number) => s.call("POST", `${M}/product/quick/stock/add`, { token, body: { id: productId, attrValueList: [{ id: skuId, stock }] } });

  test("quick stock add of 9007199254740991 is a 400 naming the limit; the product is untouched and still saves", async () => {
    expect(await add(HUGE)).toMatchObject({ code: 400, message: "添加库存不能超过99999999" });
    expect(await stocks()).toEqual({ sku: 10, product: 10 });
  });

  test("quick stock add may not push the stored stock past the limit; up to it is fine", async () => {
    expect(await add(MAX_COUNT - 10 + 1)).toMatchObject({ code: 400, message: STOCK_SUM_TOO_LARGE });
    expect(STOCK_SUM_TOO_LARGE).toBe("添加后库存不能超过99999999");
    expect(await stocks()).toEqual({ sku: 10, product: 10 });
    expect((await add(MAX_COUNT - 10)).code).toBe(200);
    expect(await stocks()).toEqual({ sku: MAX_COUNT, product: MAX_COUNT });
    expect(await add(1)).toMatchObject({ code: 400, message: STOCK_SUM_TOO_LARGE });
  });

  test("a product save over the limit is a 400 with the field's message", async () => {
    const f = await fixtures(s.app.db);
    const answer = await s.call("POST", `${M}/product/save`, { token, body: productBody(f, { attrValueList: [skuBody({ stock: HUGE })] }) });
    expect(answer).toMatchObject({ code: 400, message: "库存不能超过99999999" });
  });
});
