import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import { cleanOrderToShip } from "./orderHelpers.js";
import type { MerchantElect, PrintJob } from "../../server/areas/printing/contract.js";
import type { OrderInvoice } from "../../server/areas/order/contract.js";
import type { Page } from "../../server/core/envelope.js";
import { updateMerchant } from "../../server/core/accounts.js";

const E = `${M}/elect`;
const SENDER = { op: 0, senderAddr: "上海市徐汇区漕溪北路88号", senderUsername: "周店长", senderPhone: "13600002222" };

describe("e-sheet settings", () => {
  let s: TestServer, m1: string, m2: string;
  beforeAll(async () => {
    ({ s, m1, m2 } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  const info = async (token: string) => (await s.call<MerchantElect | null>("GET", `${E}/info`, { token })).data;

  it("answers the merchant's settings, or null before they were saved", async () => {
    const mine = await info(m1);
    expect(Object.keys(mine!).sort()).toEqual(["id", "merId", "op", "cloudPrintNo", "senderAddr", "senderUsername", "senderPhone", "updateTime"].sort());
    expect(mine).toMatchObject({ merId: 1, op: 0, cloudPrintNo: "", senderUsername: "仓储部", senderPhone: "0571-88886666" });
    expect(await s.call("GET", `${E}/info`, { token: m2 })).toEqual({ code: 200, message: null, data: null });
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["no printer type", { ...SENDER, op: undefined }, "打印机类型 不能为空"],
    ["an unknown printer type", { ...SENDER, op: 2 }, "未知的打印机类型"],
    ["no sender address", { ...SENDER, senderAddr: "" }, "寄件地址 不能为空"],
    ["no sender", { ...SENDER, senderUsername: " " }, "寄件人 不能为空"],
    ["no sender phone", { ...SENDER, senderPhone: "" }, "寄件人电话 不能为空"],
    ["a wrong sender phone", { ...SENDER, senderPhone: "12345" }, "寄件人电话格式错误"],
  ];
  it.each(invalid)("refuses %s with 400 and saves nothing", async (_what, body, message) => {
    expect(await s.call("POST", `${E}/update`, { token: m2, body })).toEqual({ code: 400, message, data: null });
    expect(await info(m2)).toBeNull();
  });

  it("needs the cloud printer number for a Kuaidi100 printer (500, as the backend)", async () => {
    expect(await s.call("POST", `${E}/update`, { token: m2, body: { ...SENDER, op: 1 } })).toEqual({ code: 500, message: "云打印机编号不能为空", data: null });
    expect(await info(m2)).toBeNull();
  });

  it("creates the settings once, then updates the same row by its id", async () => {
    expect(await s.call("POST", `${E}/update`, { token: m2, body: SENDER })).toEqual({ code: 200, message: null, data: null });
    const created = (await info(m2))!;
    expect(created).toMatchObject({ merId: 2, ...SENDER, cloudPrintNo: "" });
    expect(await s.call("POST", `${E}/update`, { token: m2, body: { ...SENDER, op: 1, cloudPrintNo: "KD100-2201" } })).toMatchObject({ code: 500, message: "id 不能为空" });
    const mine = (await info(m1))!;
    expect(await s.call("POST", `${E}/update`, { token: m2, body: { ...SENDER, id: mine.id } })).toMatchObject({ code: 500, message: "电子面单配置不存在" });
    expect(await s.call("POST", `${E}/update`, { token: m2, body: { ...created, op: 1, cloudPrintNo: "KD100-2201", senderPhone: "021-64380000" } })).toMatchObject({ code: 200 });
    expect(await info(m2)).toMatchObject({ id: created.id, op: 1, cloudPrintNo: "KD100-2201", senderPhone: "021-64380000" });
    expect(await info(m1)).toEqual(mine);
  });

  it("needs a token and the e-sheet menu's authority (the backend asks for none; README, \"Tightened authorities\")", async () => {
    expect(await s.call("GET", `${E}/info`)).toMatchObject({ code: 401 });
    expect(await s.call("POST", `${E}/update`, { body: SENDER })).toMatchObject({ code: 401 });
    const staff = await s.login("staff1");
    expect(await s.call("GET", `${E}/info`, { token: staff })).toMatchObject({ code: 403 });
  });
});

describe("shipping with an e-sheet", () => {
  let s: TestServer, m1: string;
  beforeAll(async () => {
    ({ s, m1 } = await startSignedIn());
  }, 60_000);
  afterAll(() => s.close());

  const send = (body: Record<string, unknown>, token = m1) => s.call("POST", `${M}/order/send`, { token, body });
  const eSheet = (orderNo: string, extra: Record<string, unknown> = {}) => ({
    orderNo,
    deliveryType: "express",
    isSplit: false,
    expressRecordType: "2",
    expressCode: "SF",
    expressTempId: "SF_76130",
    toName: "仓储部",
    toTel: "0571-88886666",
    toAddr: "浙江省杭州市余杭区文一西路998号 发货仓",
    ...extra,
  });
  const statusOf = async (orderNo: string) =>
    (await s.app.db.selectFrom("merchantOrder").select("status").where("orderNo", "=", orderNo).executeTakeFirstOrThrow()).status;
  const jobCount = async () => Number((await s.app.db.selectFrom("printJob").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("refuses clearly and changes nothing while the e-sheet cannot be printed", async () => {
    const { orderNo } = await cleanOrderToShip(s.app.db, 1);
    const jobs = await jobCount();
    expect(await send(eSheet(orderNo, { expressTempId: "ZTO_76130" }))).toMatchObject({ code: 500, message: "电子面单模板不存在，请重新选择" });
    // YD is among the merchant's couriers but its monthly account is empty.
    expect(await send(eSheet(orderNo, { expressCode: "YD", expressTempId: "YD_76130" }))).toMatchObject({ code: 500, message: "请先在物流管理中填写该快递公司的月结账号信息" });
    // JTSD is switched off at the merchant.
    expect(await send(eSheet(orderNo, { expressCode: "JTSD", expressTempId: "JTSD_76130" }))).toMatchObject({ code: 500, message: "请先在物流管理中添加并开启该快递公司" });
    await updateMerchant(s.app.db, 1, { electrPrintingSwitch: 0 });
    expect(await send(eSheet(orderNo))).toMatchObject({ code: 500, message: "店铺未开启电子面单打印" });
    await updateMerchant(s.app.db, 1, { electrPrintingSwitch: 1 });
    const settings = await s.app.db.selectFrom("merchantElect").selectAll().where("merId", "=", 1).executeTakeFirstOrThrow();
    await s.app.db.deleteFrom("merchantElect").where("merId", "=", 1).execute();
    expect(await send(eSheet(orderNo))).toMatchObject({ code: 500, message: "请先配置电子面单打印配置" });
    await s.app.db.insertInto("merchantElect").values(settings).execute();
    expect(await statusOf(orderNo)).toBe(1);
    expect(await s.app.db.selectFrom("orderInvoice").select("id").where("orderNo", "=", orderNo).execute()).toEqual([]);
    expect(await jobCount()).toBe(jobs);
  });

  it("ships with a waybill number from the provider and prints the sheet with the sender", async () => {
    const { orderNo } = await cleanOrderToShip(s.app.db, 1);
    expect(await send(eSheet(orderNo))).toEqual({ code: 200, message: null, data: true });
    expect(await statusOf(orderNo)).toBe(4);
    const [invoice] = (await s.call<OrderInvoice[]>("GET", `${M}/order/${orderNo}/invoice/list`, { token: m1 })).data;
    expect(invoice).toMatchObject({ expressCode: "SF", expressName: "顺丰速运", expressRecordType: "2", deliveryType: "express" });
    expect(invoice!.trackingNumber).toMatch(/^SF\d{14}$/);
    const sheet = (await s.call<Page<PrintJob>>("GET", `${M}/print/job/list`, { token: m1, query: { orderNo } })).data.list[0]!;
    expect(sheet).toMatchObject({ kind: "esheet", printerId: 0, printerName: "通用打印机" });
    expect(sheet.content).toContain(`运单号：${invoice!.trackingNumber}`);
    expect(sheet.content).toContain("寄件人：仓储部 0571-88886666");
    expect(sheet.content).toContain("顺丰速运 76×130 二联单");
    const history = await s.app.db.selectFrom("orderStatus").select("changeMessage").where("orderNo", "=", orderNo).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(history.changeMessage).toBe(`订单发货，快递公司：顺丰速运，电子面单号：${invoice!.trackingNumber}`);
  });
});
