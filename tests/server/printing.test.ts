import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { findSeededOrder } from "./orderHelpers.js";
import { updateMerchant } from "../../server/core/accounts.js";
import type { MerchantPrint, PrintContentVo, PrintJob } from "../../server/areas/printing/contract.js";
import type { Page } from "../../server/core/envelope.js";
import { displayWidth, receiptText, RECEIPT_WIDTH } from "../../server/areas/printing/receiptText.js";
import { DEFAULT_RECEIPT_LAYOUT, receiptLines, type ReceiptOrder } from "../../server/shared/receiptLayout.js";

const P = `${M}/print`;

const FEIE = { printType: 1, printName: "打包台", printFeName: "打包台", printFeUser: "pack@163.com", printFeUkey: "Uk3y9Xq", printFeSn: "918500001", status: 1 };
const YLY = { printType: 0, printName: "收银台", printYlyAppid: "1077", printYlyUserid: "3001", printYlySec: "s3cret", printYlyMerchineNo: "4004600001", status: 0 };
const LAYOUT: PrintContentVo = { ...DEFAULT_RECEIPT_LAYOUT, orderInfo: [1, 2, 3, 4], bottomNoticeSwitch: 1, bottomNotice: "七天无理由退换" };

describe("receipt printers", () => {
  let s: TestServer, m1: string, m2: string, staff: string;
  beforeAll(async () => {
    ({ s, m1, m2, staff } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  const list = async (token = m1) => (await s.call<Page<MerchantPrint>>("GET", `${P}/list`, { token, query: { limit: 100 } })).data;
  const byName = async (name: string, token = m1) => (await list(token)).list.find((p) => p.printName === name);
  const count = async () => Number((await s.app.db.selectFrom("merchantPrint").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("pages the merchant's printers, last changed first, as MerchantPrint", async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, limit: 100, total: 2 });
    expect(page.list.map((p) => p.printName)).toEqual(["仓库飞鹅打印机", "前台小票机"]);
    const front = page.list[1]!;
    expect(Object.keys(front).sort()).toEqual(
      ["id", "merId", "printType", "printName", "printYlyAppid", "printYlyUserid", "printYlySec", "printYlyMerchineNo", "printFeName", "printFeUser", "printFeUkey", "printFeSn", "status", "updateTime", "content"].sort(),
    );
    expect(front).toMatchObject({ merId: 1, printType: 0, printYlyMerchineNo: "4004612345", status: 1, printFeSn: "" });
    expect(JSON.parse(front.content)).toMatchObject({ bottomNoticeSwitch: 1, bottomNotice: "感谢惠顾，欢迎再次光临！" });
    expect(page.list[0]!.content).toBe("");
    expect((await list(m2)).list.map((p) => p.printName)).toEqual(["收银台打印机"]);
    expect((await s.call<MerchantPrint>("GET", `${P}/info/${front.id}`, { token: m1 })).data.printName).toBe("前台小票机");
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no type", { ...FEIE, printType: undefined }, "请选择打印机类型"],
    ["an unknown type", { ...FEIE, printType: 3 }, "未知的打印机类型"],
    ["no name", { ...FEIE, printName: " " }, "请输入打印机配置名称"],
    ["a 33-character name", { ...FEIE, printName: "打".repeat(33) }, "打印机配置名称不能超过32个字符"],
    ["Yilianyun without AppId", { ...YLY, printYlyAppid: "" }, "请输入易联云应用ID（AppId）"],
    ["Yilianyun without user id", { ...YLY, printYlyUserid: "" }, "请输入易联云用户ID"],
    ["Yilianyun without secret", { ...YLY, printYlySec: "" }, "请输入易联云应用密钥"],
    ["Yilianyun without terminal", { ...YLY, printYlyMerchineNo: "" }, "请输入易联云打印机终端号"],
    ["a terminal number with signs", { ...YLY, printYlyMerchineNo: "4004-600" }, "易联云打印机终端号只能包含字母和数字"],
    ["Feie without name", { ...FEIE, printFeName: "" }, "请输入飞鹅云打印机名称"],
    ["Feie without user", { ...FEIE, printFeUser: "" }, "请输入飞鹅云账号（User）"],
    ["Feie without UKEY", { ...FEIE, printFeUkey: "" }, "请输入飞鹅云UKEY"],
    ["Feie without SN", { ...FEIE, printFeSn: "" }, "请输入飞鹅云打印机编号（SN）"],
    ["an SN with signs", { ...FEIE, printFeSn: "918 500" }, "飞鹅云打印机编号只能包含字母和数字"],
    ["status 2", { ...FEIE, status: 2 }, "打印机状态只能是0或1"],
  ];
  it.each(invalid)("refuses %s with 400 and saves nothing", async (_what, body, message) => {
    const before = await count();
    expect(await s.call("POST", `${P}/save`, { token: m1, body })).toEqual({ code: 400, message, data: null });
    expect(await count()).toBe(before);
  });

  it("adds a printer keeping only its type's account; a name is used once per merchant", async () => {
    expect(await s.call("POST", `${P}/save`, { token: m1, body: { ...FEIE, printYlySec: "left over" } })).toEqual({ code: 200, message: null, data: null });
    expect(await byName("打包台")).toMatchObject({ printType: 1, printFeSn: "918500001", printFeUkey: "Uk3y9Xq", printYlySec: "", status: 1, content: "" });
    expect(await s.call("POST", `${P}/save`, { token: m1, body: { ...YLY, printName: "打包台" } })).toMatchObject({ code: 400, message: "当前打印机配置已存在：打包台" });
    // The same name at another merchant is theirs to use.
    expect((await s.call("POST", `${P}/save`, { token: m2, body: FEIE })).code).toBe(200);
  });

  it("edits a printer, switching its type", async () => {
    const packing = (await byName("打包台"))!;
    expect(await s.call("POST", `${P}/update`, { token: m1, body: YLY })).toMatchObject({ code: 400, message: "打印机ID不能为空" });
    expect(await s.call("POST", `${P}/update`, { token: m1, body: { ...YLY, id: packing.id, printName: "前台小票机" } })).toMatchObject({ code: 400, message: "当前打印机配置已存在：前台小票机" });
    expect(await s.call("POST", `${P}/update`, { token: m1, body: { ...YLY, id: packing.id } })).toMatchObject({ code: 200 });
    expect(await byName("收银台")).toMatchObject({ id: packing.id, printType: 0, printYlyMerchineNo: "4004600001", printFeSn: "", printFeUkey: "", status: 0 });
  });

  it("switches a printer on and off", async () => {
    const till = (await byName("收银台"))!;
    expect(await s.call("POST", `${P}/status`, { token: m1, body: { id: till.id } })).toMatchObject({ code: 400, message: "打印机状态不能为空" });
    expect(await s.call("POST", `${P}/status`, { token: m1, body: { id: till.id, status: 5 } })).toMatchObject({ code: 400, message: "打印机状态只能是0或1" });
    expect(await s.call("POST", `${P}/status`, { token: m1, body: { status: 1 } })).toMatchObject({ code: 400, message: "打印机ID不能为空" });
    expect(await s.call("POST", `${P}/status`, { token: m1, body: { id: till.id, status: 1 } })).toMatchObject({ code: 200 });
    expect((await byName("收银台"))!.status).toBe(1);
  });

  it("keeps each printer's receipt layout", async () => {
    const warehouse = (await byName("仓库飞鹅打印机"))!;
    expect(await s.call("GET", `${P}/get/content/${warehouse.id}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    const saved = await s.call("POST", `${P}/save/content/${warehouse.id}`, {
      token: m1,
      body: { ...LAYOUT, orderInfo: [4, 1, 1], codeUrlSwitch: 1, codeUrl: "http://shop.example.com/crmebimage/public/product/qr.png" },
    });
    expect(saved).toEqual({ code: 200, message: null, data: null });
    const stored = await s.app.db.selectFrom("merchantPrint").select("content").where("id", "=", warehouse.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content).codeUrl).toBe("crmebimage/public/product/qr.png");
    const layout = (await s.call<PrintContentVo>("GET", `${P}/get/content/${warehouse.id}`, { token: m1 })).data;
    expect(layout).toMatchObject({ orderInfo: [1, 4], codeUrlSwitch: 1, bottomNotice: "七天无理由退换" });
    expect(layout.codeUrl).toMatch(/^https?:\/\/[^/]+\/crmebimage\/public\/product\/qr\.png$/);
  });

  const badLayouts: Array<[string, Record<string, unknown>, string]> = [
    ["a header flag of 2", { ...LAYOUT, smallTickerHeader: 2 }, "小票头部设置只能是0或1"],
    ["no delivery flag", { ...LAYOUT, deliveryInfo: undefined }, "配送信息设置只能是0或1"],
    ["a pay item 3", { ...LAYOUT, payInfo: [1, 3] }, "支付信息只能选择支付方式或实收金额"],
    ["an order item 5", { ...LAYOUT, orderInfo: [5] }, "其他订单信息选项错误"],
    ["a QR switched on without a picture", { ...LAYOUT, codeUrlSwitch: 1, codeUrl: "" }, "请选择推广二维码图片"],
    ["a notice switched on without text", { ...LAYOUT, bottomNotice: "  " }, "请输入底部公告内容"],
    ["a 51-character notice", { ...LAYOUT, bottomNotice: "谢".repeat(51) }, "底部公告不能超过50个字符"],
  ];
  it.each(badLayouts)("refuses a layout with %s", async (_what, body, message) => {
    const front = (await byName("前台小票机"))!;
    expect(await s.call("POST", `${P}/save/content/${front.id}`, { token: m1, body })).toEqual({ code: 400, message, data: null });
    expect((await byName("前台小票机"))!.content).toBe(front.content);
  });

  it("deletes a printer", async () => {
    const till = (await byName("收银台"))!;
    expect(await s.call("GET", `${P}/delete/${till.id}`, { token: m1 })).toEqual({ code: 200, message: null, data: null });
    expect(await byName("收银台")).toBeUndefined();
    expect(await s.call("GET", `${P}/delete/${till.id}`, { token: m1 })).toMatchObject({ code: 4701, message: "商户打印机不存在" });
  });

  it("treats another merchant's printer as missing", async () => {
    const theirs = (await list(m2)).list[0]!;
    const calls: Array<["GET" | "POST", string, unknown?]> = [
      ["GET", `${P}/info/${theirs.id}`],
      ["GET", `${P}/delete/${theirs.id}`],
      ["POST", `${P}/update`, { ...FEIE, printName: "偷改", id: theirs.id }],
      ["POST", `${P}/status`, { id: theirs.id, status: 0 }],
      ["GET", `${P}/get/content/${theirs.id}`],
      ["POST", `${P}/save/content/${theirs.id}`, LAYOUT],
    ];
    for (const [method, url, body] of calls) {
      expect(await s.call(method, url, { token: m1, body }), url).toMatchObject({ code: 4701, message: "商户打印机不存在" });
    }
    expect((await list(m2)).list.find((p) => p.id === theirs.id)).toMatchObject({ printName: theirs.printName, status: theirs.status, content: "" });
  });

  it("needs a token and the printing authorities", async () => {
    expect(await s.call("GET", `${P}/list`)).toMatchObject({ code: 401 });
    const calls: Array<["GET" | "POST", string]> = [
      ["GET", `${P}/list`],
      ["GET", `${P}/info/1`],
      ["POST", `${P}/save`],
      ["POST", `${P}/update`],
      ["GET", `${P}/delete/1`],
      ["POST", `${P}/status`],
      ["GET", `${P}/get/content/1`],
      ["POST", `${P}/save/content/1`],
      ["GET", `${P}/job/list`],
    ];
    for (const [method, url] of calls) expect(await s.call(method, url, { token: staff, body: {} }), url).toMatchObject({ code: 403 });
  });
});

describe("printing an order's receipt", () => {
  let s: TestServer, m1: string, m2: string;
  beforeAll(async () => {
    ({ s, m1, m2 } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  const jobs = async (query: Record<string, string | number> = {}, token = m1) => (await s.call<Page<PrintJob>>("GET", `${P}/job/list`, { token, query })).data;
  const print = (orderNo: string, token = m1) => s.call("GET", `${M}/order/printreceipt/${orderNo}`, { token });

  it("announces the print-job list as an extension", async () => {
    const announced = (await s.call<string[]>("GET", "/api/publicly/extensions")).data;
    expect(announced).toContain("admin/merchant/print/job/list");
  });

  it("lists the receipts printed so far, newest first", async () => {
    const seeded = await jobs();
    expect(seeded.total).toBe(2);
    expect(Object.keys(seeded.list[0]!).sort()).toEqual(["id", "kind", "orderNo", "printerId", "printerName", "content", "createTime"].sort());
    expect(seeded.list[0]).toMatchObject({ kind: "receipt", printerName: "前台小票机" });
    expect((await jobs({}, m2)).total).toBe(0);
  });

  it("prints on every enabled printer with its own layout and keeps the text", async () => {
    const order = await findSeededOrder(s.app.db, 1, { status: 1 });
    const detail = await s.app.db.selectFrom("merchantOrder").selectAll().where("orderNo", "=", order.orderNo).executeTakeFirstOrThrow();
    const line = await s.app.db.selectFrom("orderDetail").selectAll().where("orderNo", "=", order.orderNo).orderBy("id").executeTakeFirstOrThrow();
    // A second printer that shows no customer details and no product list.
    const warehouse = (await s.app.db.selectFrom("merchantPrint").select("id").where("printName", "=", "仓库飞鹅打印机").executeTakeFirstOrThrow()).id;
    await s.call("POST", `${P}/status`, { token: m1, body: { id: warehouse, status: 1 } });
    await s.call("POST", `${P}/save/content/${warehouse}`, { token: m1, body: { ...LAYOUT, deliveryInfo: 0, productInfo: 0, smallTickerHeader: 0 } });

    expect(await print(order.orderNo)).toEqual({ code: 200, message: null, data: true });
    const printed = (await jobs({ orderNo: order.orderNo })).list;
    expect(printed.map((j) => j.printerName).sort()).toEqual(["仓库飞鹅打印机", "前台小票机"]);
    const front = printed.find((j) => j.printerName === "前台小票机")!.content;
    expect(front).toContain("CRMEB 旗舰店");
    expect(front).toContain(`客户姓名：${detail.realName}`);
    expect(front).toContain(line.productName);
    expect(front).toContain(`订单编号：${order.orderNo}`);
    expect(front).toContain("支付时间：");
    expect(front).not.toContain("打印时间：");
    expect(front).toContain("感谢惠顾，欢迎再次光临！");
    const back = printed.find((j) => j.printerName === "仓库飞鹅打印机")!.content;
    expect(back).not.toContain("CRMEB 旗舰店");
    expect(back).not.toContain("客户姓名");
    expect(back).not.toContain(line.productName);
    expect(back).toContain("打印时间：");
    expect(back).toContain("七天无理由退换");
  });

  it("refuses clearly and prints nothing while printing cannot happen", async () => {
    const order = await findSeededOrder(s.app.db, 1, { status: 1 });
    const before = (await jobs()).total;
    await updateMerchant(s.app.db, 1, { receiptPrintingSwitch: 0 });
    expect(await print(order.orderNo)).toMatchObject({ code: 500, message: "小票打印未开启，请先在店铺设置中开启小票打印" });
    await updateMerchant(s.app.db, 1, { receiptPrintingSwitch: 3 });
    const unpaid = await findSeededOrder(s.app.db, 1, { paid: 0 });
    expect(await print(unpaid.orderNo)).toMatchObject({ code: 500, message: "订单未支付，不能打印小票" });
    await s.app.db.updateTable("merchantPrint").set({ status: 0 }).where("merId", "=", 1).execute();
    expect(await print(order.orderNo)).toMatchObject({ code: 500, message: "没有启用的小票打印机，请先添加并启用打印机" });
    expect((await jobs()).total).toBe(before);
  });

  it("keeps merchants apart", async () => {
    const theirs = await findSeededOrder(s.app.db, 2, { status: 1 });
    expect(await print(theirs.orderNo, m1)).toMatchObject({ code: 5001, message: "订单不存在" });
    expect((await jobs({ orderNo: theirs.orderNo })).total).toBe(0);
  });
});

describe("receipt text", () => {
  const order: ReceiptOrder = {
    shopName: "CRMEB 旗舰店",
    deliveryMethod: "快递配送",
    customerName: "张三",
    customerPhone: "13800000000",
    address: "浙江省杭州市西湖区文三路1号",
    remark: "",
    goods: [{ name: "有机纯牛奶", sku: "250ml×12", price: "59.90", num: 2, amount: "119.80" }],
    freight: "10.00",
    discount: "5.00",
    deduction: "0.00",
    payMethod: "微信支付",
    payPrice: "124.80",
    orderNo: "WX1",
    createTime: "2024-06-18 12:00:00",
    payTime: "2024-06-18 12:01:00",
    printTime: "2024-06-18 14:20:00",
  };

  it("fits 32 columns, Chinese characters counting two", () => {
    const text = receiptText(receiptLines(DEFAULT_RECEIPT_LAYOUT, order));
    const lines = text.split("\n");
    expect(lines[0]!.trim()).toBe("CRMEB 旗舰店");
    expect(displayWidth(lines[0]!)).toBe(Math.floor((RECEIPT_WIDTH - displayWidth("CRMEB 旗舰店")) / 2) + displayWidth("CRMEB 旗舰店"));
    expect(lines).toContain("买家备注：-");
    expect(lines).toContain("(250ml×12)      59.90   2 119.80");
    expect(lines.filter((l) => l.includes("元")).every((l) => displayWidth(l) === RECEIPT_WIDTH)).toBe(true);
    expect(lines.at(-1)).toBe("下单时间：2024-06-18 12:00:00");
    expect(text).toContain("优惠：-5.00元");
    expect(text).toContain("实收金额：124.80元");
  });
});
