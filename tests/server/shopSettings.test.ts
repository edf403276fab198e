import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { SHOP_SETTINGS_ROUTES } from "../../server/areas/shopSettings/index.js";
import { SERVICE_PHONE } from "../../server/shared/phone.js";
import type { MerchantBaseInfo, MerchantConfigInfo, MerchantPcShoppingConfig } from "../../server/areas/shopSettings/contract.js";

let s: TestServer, m1: string, m2: string, staff: string;
beforeAll(async () => {
  ({ s, m1, m2, staff } = await startSignedIn());
}, 60_000);
afterAll(() => s.close());

const get = async <T>(path: string, token = m1) => (await s.call<T>("GET", `${M}${path}`, { token })).data;
const config = (token = m1) => get<MerchantConfigInfo>("/config/info", token);
const pc = (token = m1) => get<MerchantPcShoppingConfig>("/config/get/pc/shopping/config", token);
const editConfig = (body: unknown, token = m1) => s.call("POST", `${M}/config/info/edit`, { token, body });
const savePc = (body: unknown, token = m1) => s.call("POST", `${M}/config/save/pc/shopping/config`, { token, body });

/** The config as the console sends it back: what it read, with changes. */
const configBody = async (changes: Record<string, unknown> = {}) => ({ ...(await config()), ...changes });

describe("shop settings: base info", () => {
  it("answers the profile the platform set, with category and type names and absolute pictures", async () => {
    const info = await get<MerchantBaseInfo>("/base/info");
    expect(info).toMatchObject({
      name: "CRMEB 旗舰店",
      categoryId: 1,
      merCategory: "数码家电",
      typeId: 1,
      merType: "旗舰店",
      realName: "王建国",
      handlingFee: 5,
      isSelf: true,
      isSwitch: true,
      productSwitch: true,
      starLevel: 5,
      electrPrintingSwitch: 1,
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const pictures = JSON.parse(info.qualificationPicture) as string[];
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toMatch(/^http:\/\/[^/]+\/static\/demo\/product-11\.png$/);
    expect((await get<MerchantBaseInfo>("/base/info", m2)).merType).toBe("个体店");
  });
});

describe("shop settings: configuration", () => {
  it("answers MerchantConfigInfoVo with absolute image URLs and the platform's map key", async () => {
    const c = await config();
    expect(Object.keys(c).sort()).toEqual(
      [
        "keywords", "addressDetail", "latitude", "longitude", "backImage", "avatar", "rectangleLogo", "coverImage", "streetBackImage", "intro", "alertStock",
        "serviceType", "serviceLink", "servicePhone", "pcBanner", "pcBackImage", "isTakeTheir", "receiptPrintingSwitch", "electrPrintingSwitch", "txMapKey",
      ].sort(),
    );
    expect(c).toMatchObject({ serviceType: "phone", servicePhone: "400-8888-794", isTakeTheir: true, alertStock: 10, txMapKey: "" });
    // The seeded phone passes the original console's rule, so its store-info form saves unchanged.
    expect(c.servicePhone).toMatch(SERVICE_PHONE);
    expect(c.avatar).toMatch(/^http:\/\/[^/]+\/static\/logo-square\.svg$/);
  });

  it("saves the edit, stores pictures relative again and keeps it for the next read", async () => {
    const body = await configBody({ intro: "新的简介", keywords: "数码,手机", alertStock: 3, serviceType: "H5", serviceLink: "https://kefu.example.com/m1", isTakeTheir: false, receiptPrintingSwitch: 2 });
    expect(await editConfig(body)).toEqual({ code: 200, message: null, data: null });
    const after = await config();
    expect(after).toMatchObject({ intro: "新的简介", keywords: "数码,手机", alertStock: 3, serviceType: "H5", serviceLink: "https://kefu.example.com/m1", isTakeTheir: false, receiptPrintingSwitch: 2 });
    const stored = await s.app.db.selectFrom("merchant").select(["avatar", "alertStock"]).where("id", "=", 1).executeTakeFirstOrThrow();
    expect(stored).toEqual({ avatar: "/static/logo-square.svg", alertStock: 3 });
    // The cached merchant row was dropped: the profile answers the new print switch at once.
    expect((await get<{ merReceiptPrintingSwitch: number }>("/getAdminInfoByToken")).merReceiptPrintingSwitch).toBe(2);
    // Absent print switches keep their values.
    const { receiptPrintingSwitch: _r, electrPrintingSwitch: _e, ...withoutSwitches } = await configBody();
    expect((await editConfig(withoutSwitches)).code).toBe(200);
    expect(await config()).toMatchObject({ receiptPrintingSwitch: 2, electrPrintingSwitch: 1 });
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no address", { addressDetail: " " }, "商户地址不能为空"],
    ["no latitude", { latitude: "" }, "纬度不能为空"],
    ["no longitude", { longitude: null }, "经度不能为空"],
    ["no background", { backImage: "" }, "商户背景图不能为空"],
    ["no avatar", { avatar: "" }, "商户头像不能为空"],
    ["no horizontal logo", { rectangleLogo: "" }, "商户logo（横）不能为空"],
    ["no cover", { coverImage: "" }, "商户封面图不能为空"],
    ["no street background", { streetBackImage: "" }, "商户街背景图不能为空"],
    ["no intro", { intro: "" }, "商户简介不能为空"],
    ["no alert stock", { alertStock: null }, "警戒库存不能为空"],
    ["an alert stock of 10000", { alertStock: 10000 }, "警戒库存范围0~9999"],
    ["a negative alert stock", { alertStock: -1 }, "警戒库存范围0~9999"],
    ["no service type", { serviceType: "" }, "客服类型不能为空"],
    ["an unknown service type", { serviceType: "qq" }, "未知的客服类型"],
    ["no pickup switch", { isTakeTheir: null }, "请选择是否开启自提"],
    ["a receipt switch of 4", { receiptPrintingSwitch: 4 }, "小票打印开关范围0~3"],
    ["an e-sheet switch of 2", { electrPrintingSwitch: 2 }, "电子面单开关范围0~1"],
    ["H5 without a link", { serviceType: "H5", serviceLink: "" }, "客服H5链接不能为空"],
    ["H5 with a link that is not one", { serviceType: "H5", serviceLink: "kefu.example" }, "客服H5链接格式不正确"],
    ["phone without a number", { serviceType: "phone", servicePhone: " " }, "客服电话不能为空"],
  ];
  it.each(invalid)("refuses %s with 400 and changes nothing", async (_what, changes, message) => {
    const before = await config();
    expect(await editConfig(await configBody(changes))).toMatchObject({ code: 400, message });
    expect(await config()).toEqual(before);
  });

  it("keeps each merchant's configuration to itself", async () => {
    const body = await configBody({ intro: "只属于商户一" });
    expect((await editConfig(body)).code).toBe(200);
    expect((await config(m2)).intro).toBe("青禾生活馆，专注品质家居好物。");
  });
});

describe("shop settings: open switch", () => {
  it("closes the shop, taking its products off the shelf in the same write, and opens it again", async () => {
    const onShelf = async (merId: number) =>
      Number((await s.app.db.selectFrom("product").select((eb) => eb.fn.countAll<number>().as("n")).where("merId", "=", merId).where("isShow", "=", 1).executeTakeFirstOrThrow()).n);
    const theirs = await onShelf(2);
    expect(await onShelf(1)).toBeGreaterThan(0);
    expect(await s.call("POST", `${M}/switch/update`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    expect((await get<MerchantBaseInfo>("/base/info")).isSwitch).toBe(false);
    expect(await get("/product/audit/switch/info")).toEqual({ productSwitch: true, isSwitch: false });
    expect(await onShelf(1)).toBe(0);
    expect(await onShelf(2)).toBe(theirs);
    expect((await s.call("POST", `${M}/switch/update`, { token: m1 })).code).toBe(200);
    expect((await get<MerchantBaseInfo>("/base/info")).isSwitch).toBe(true);
    expect((await get<MerchantBaseInfo>("/base/info", m2)).isSwitch).toBe(true);
  });

  it("refuses to open a shop without its pictures, its customer service, or closed by the platform", async () => {
    const db = s.app.db;
    const close = async () => expect((await s.call("POST", `${M}/switch/update`, { token: m2 })).code).toBe(200);
    const open = () => s.call("POST", `${M}/switch/update`, { token: m2 });
    const setRow = async (patch: Record<string, unknown>) => {
      // Straight to the table as the platform would, then through the cache's writer to drop the cached row.
      const { updateMerchant } = await import("../../server/core/accounts.js");
      await updateMerchant(db, 2, patch);
    };
    await close();
    await setRow({ avatar: "" });
    expect(await open()).toMatchObject({ code: 400, message: "请先进行商户头像、背景图配置" });
    await setRow({ avatar: "/static/logo-square.svg", serviceLink: "" });
    expect(await open()).toMatchObject({ code: 400, message: "请先进行客服信息配置" });
    await setRow({ serviceLink: "https://kefu.example.com/qinghe", isForceShutdown: 1 });
    expect(await open()).toMatchObject({ code: 400, message: "平台强制关闭，请联系平台管理员" });
    await setRow({ isForceShutdown: 0 });
    expect((await open()).code).toBe(200);
  });
});

describe("shop settings: PC shop", () => {
  it("answers the PC settings with banners in order and the recommended products resolved", async () => {
    const c = await pc();
    expect(c.pcLogo).toMatch(/^http:\/\/[^/]+\/static\/logo-square\.svg$/);
    expect(c.bannerList.map((b) => [b.sort, b.status])).toEqual([
      [1, true],
      [2, false],
    ]);
    const ids = c.recommendProductStr.split(",").map(Number);
    expect(ids).toHaveLength(4);
    expect(c.recommendProductList.map((p) => p.id)).toEqual(ids);
    expect(c.recommendProductList[0]).toEqual({ id: ids[0], image: expect.stringMatching(/^http/), name: expect.any(String), isRecycle: false, isShow: expect.any(Boolean), isDel: false });
    expect((await pc(m2)).bannerList).toHaveLength(1);
  });

  it("saves logo, cover, banners and recommendations; another merchant's product is left out", async () => {
    const theirs = await s.app.db.selectFrom("product").select("id").where("merId", "=", 2).executeTakeFirstOrThrow();
    const mine = await s.app.db.selectFrom("product").select("id").where("merId", "=", 1).where("isDel", "=", 0).where("isRecycle", "=", 0).orderBy("id", "desc").limit(2).execute();
    const before = await pc();
    const body = {
      ...before,
      pcLogo: "http://elsewhere.example/crmebimage/public/pc/logo.png",
      bannerList: [
        { imageUrl: "/static/demo/product-03.png", linkUrl: "https://shop.example.com/a", status: true, sort: 1 },
        { imageUrl: "/static/demo/product-04.png", linkUrl: "", status: false, sort: 2 },
        { imageUrl: "/static/demo/product-05.png", linkUrl: "", status: true, sort: 3 },
      ],
      recommendProductStr: [mine[0]!.id, theirs.id, mine[1]!.id].join(","),
    };
    expect(await savePc(body)).toEqual({ code: 200, message: null, data: null });
    const after = await pc();
    expect(after.pcLogo).toMatch(/^http:\/\/[^/]+\/crmebimage\/public\/pc\/logo\.png$/);
    expect(after.bannerList.map((b) => b.imageUrl.replace(/^http:\/\/[^/]+/, ""))).toEqual(["/static/demo/product-03.png", "/static/demo/product-04.png", "/static/demo/product-05.png"]);
    expect(after.recommendProductStr).toBe(`${mine[0]!.id},${mine[1]!.id}`);
    expect((await pc(m2)).bannerList).toHaveLength(1);
    // No banners and no recommendations clear both.
    expect((await savePc({ ...body, bannerList: [], recommendProductStr: "" })).code).toBe(200);
    expect(await pc()).toMatchObject({ bannerList: [], recommendProductStr: "", recommendProductList: [] });
  });

  const banner = { imageUrl: "/static/demo/product-03.png", linkUrl: "", status: true, sort: 1 };
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no logo", { pcLogo: "" }, "请选择商户Logo图片"],
    ["no cover", { pcGoodStoreCoverImage: " " }, "请选择品牌好店商户封面图片"],
    ["a banner without a picture", { bannerList: [{ ...banner, imageUrl: "" }] }, "请选择图片"],
    ["a banner without a status", { bannerList: [{ ...banner, status: null }] }, "展示状态不能为空"],
    ["a banner without a sort", { bannerList: [{ ...banner, sort: null }] }, "排序不能为空"],
    ["eleven banners", { bannerList: Array.from({ length: 11 }, (_, i) => ({ ...banner, sort: i })) }, "banner数量为1~10"],
    ["recommendations that are not ids", { recommendProductStr: "1,a" }, "推荐商品格式错误"],
  ];
  it.each(invalid)("refuses %s with 400 and changes nothing", async (_what, changes, message) => {
    const before = await pc();
    expect(await savePc({ ...before, ...changes })).toMatchObject({ code: 400, message });
    expect(await pc()).toEqual(before);
  });
});

describe("shop settings: access", () => {
  it("answers 401 without a token and 403 to the read-only staff on every endpoint", async () => {
    for (const route of SHOP_SETTINGS_ROUTES) {
      expect((await s.call(route.method, `${M}${route.path}`)).code, route.path).toBe(401);
      expect((await s.call(route.method, `${M}${route.path}`, { token: staff, body: route.method === "POST" ? {} : undefined })).code, route.path).toBe(403);
    }
  });
});
