import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { M, startSignedIn, type TestServer } from "./helpers.js";
import type { Page } from "../../server/core/envelope.js";
import type { ClosingBaseInfo, ClosingDetail, ClosingRow, SettlementInfo } from "../../server/areas/finance/contract.js";
import { writeConfig } from "../../server/areas/session/config.js";

const BASE = `${M}/finance/closing/base/info`;
const APPLY = `${M}/finance/closing/apply`;
const LIST = `${M}/finance/closing/record/list`;
const DETAIL = `${M}/finance/closing/record/detail`;
const INFO = `${M}/settlement/info`;
const EDIT = `${M}/settlement/info/edit`;

const cents = (text: string) => Math.round(Number(text) * 100);
const yuan = (c: number) => (c / 100).toFixed(2);

describe("settlements", () => {
  let s: TestServer, owner: string, staff: string, other: string;
  beforeAll(async () => {
    ({ s, m1: owner, staff, m2: other } = await startSignedIn());
  });
  afterAll(() => s.close());

  const base = async (token = owner) => (await s.call<ClosingBaseInfo>("GET", BASE, { token })).data;
  const records = (query: Record<string, string | number> = {}, token = owner) => s.call<Page<ClosingRow>>("GET", LIST, { token, query });
  const apply = (body: unknown, token = owner) => s.call("POST", APPLY, { token, body });

  it("base info: the account, the platform's limits and the balances", async () => {
    const info = await base();
    expect(info).toMatchObject({ settlementType: "bank", bankUserName: "王建国", guaranteedAmount: "1000.00", transferMinAmount: "100.00", transferMaxAmount: "50000.00" });
    expect(cents(info.transferBalance)).toBe(Math.max(cents(info.balance) - 100000, 0));
    expect(cents(info.balance)).toBeGreaterThan(100000);
    expect(cents(info.freezeAmount)).toBeGreaterThan(0);
    for (const key of ["bankName", "bankCard", "wechatCode", "wechatQrcodeUrl", "realName", "alipayCode", "alipayQrcodeUrl"]) expect(info).toHaveProperty(key);
  });

  it("lists the seeded records with their filters", async () => {
    const all = await records();
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(5);
    expect(Object.keys(all.data.list[0]!).sort()).toEqual(["accountStatus", "amount", "auditName", "auditStatus", "auditTime", "closingNo", "closingType", "createTime", "id"]);
    expect((await records({ auditStatus: 0 })).data.list.map((r) => r.auditStatus)).toEqual([0]);
    expect((await records({ auditStatus: 2 })).data.list.map((r) => r.auditStatus)).toEqual([2]);
    expect((await records({ accountStatus: 1 })).data.total).toBe(3);
    expect((await records({ closingType: "alipay" })).data.total).toBe(0);
    const one = all.data.list[2]!;
    expect((await records({ closingNo: one.closingNo })).data.list.map((r) => r.id)).toEqual([one.id]);
    expect((await records({ dateLimit: "lately7" })).data.total).toBe(1);
    expect(await records({ auditStatus: 5 })).toMatchObject({ code: 400, message: "未知的审核状态" });
    expect(await records({ accountStatus: 3 })).toMatchObject({ code: 400, message: "未知的到账状态" });
    expect(await records({ closingType: "cash" })).toMatchObject({ code: 400, message: "未知的结算类型" });
  });

  it("detail: proof pictures as a JSON string array of absolute URLs; a rejection's reason", async () => {
    const paid = (await records({ accountStatus: 1 })).data.list[0]!;
    const detail = await s.call<ClosingDetail>("GET", `${DETAIL}/${paid.closingNo}`, { token: owner });
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ closingNo: paid.closingNo, amount: paid.amount, closingType: "bank", closingName: "王建国", realName: "王建国", auditStatus: 1, accountStatus: 1 });
    const proof = JSON.parse(detail.data.closingProof) as string[];
    expect(proof.length).toBeGreaterThan(0);
    for (const url of proof) expect(url).toMatch(/^http:\/\/[^/]+\/static\/demo\/.+\.png$/);
    expect(detail.data.closingTime).not.toBeNull();
    const rejected = (await records({ auditStatus: 2 })).data.list[0]!;
    const refusal = await s.call<ClosingDetail>("GET", `${DETAIL}/${rejected.closingNo}`, { token: owner });
    expect(refusal.data.refusalReason).not.toBe("");
    expect(JSON.parse(refusal.data.closingProof)).toEqual([]);
    expect(await s.call("GET", `${DETAIL}/CM000`, { token: owner })).toMatchObject({ code: 500, message: "结算记录不存在" });
  });

  it("apply: each field's validation message", async () => {
    const cases: Array<[unknown, string]> = [
      [{ amount: "200" }, "结算类型不能为空"],
      [{ closingType: "cash", amount: "200" }, "未知的结算类型"],
      [{ closingType: "bank" }, "请输入结算金额"],
      [{ closingType: "bank", amount: "abc" }, "结算金额格式不正确，最多两位小数"],
      [{ closingType: "bank", amount: "100.005" }, "结算金额格式不正确，最多两位小数"],
      [{ closingType: "bank", amount: 0 }, "结算金额不能小于0.01元"],
      [{ closingType: "bank", amount: "-5" }, "结算金额不能小于0.01元"],
      [{ closingType: "bank", amount: "200", mark: "长".repeat(201) }, "备注不能超过200个字符"],
    ];
    for (const [body, message] of cases) expect(await apply(body)).toMatchObject({ code: 400, message });
  });

  it("apply: refusals for the type, the limits and the balance leave nothing behind", async () => {
    const before = await base();
    const total = (await records()).data.total;
    const available = cents(before.transferBalance);
    const cases: Array<[unknown, string]> = [
      [{ closingType: "wechat", amount: "200" }, "结算类型与结算账户的类型不一致，请先修改结算账户"],
      [{ closingType: "bank", amount: "99.99" }, "结算金额不能低于最低结算金额100.00元"],
      [{ closingType: "bank", amount: "50000.01" }, "结算金额不能高于最高结算金额50000.00元"],
      [{ closingType: "bank", amount: yuan(available + 1) }, `结算金额不能超过可结算金额${before.transferBalance}元`],
    ];
    for (const [body, message] of cases) expect(await apply(body)).toMatchObject({ code: 500, message });
    expect((await records()).data.total).toBe(total);
    expect(await base()).toEqual(before);
  });

  it("apply: the amount leaves the balance at once and the record waits for review", async () => {
    const before = await base();
    expect(await apply({ closingType: "bank", amount: "200.50", mark: "十一月货款" })).toMatchObject({ code: 200, data: null });
    const after = await base();
    expect(cents(after.balance)).toBe(cents(before.balance) - 20050);
    expect(cents(after.transferBalance)).toBe(cents(before.transferBalance) - 20050);
    const newest = (await records()).data.list[0]!;
    expect(newest).toMatchObject({ amount: "200.50", closingType: "bank", auditStatus: 0, accountStatus: 0, auditName: "", auditTime: null });
    expect(newest.closingNo).toMatch(/^CM\d{20}$/);
    const detail = await s.call<ClosingDetail>("GET", `${DETAIL}/${newest.closingNo}`, { token: owner });
    expect(detail.data).toMatchObject({ closingName: "王建国", closingBank: "中国工商银行杭州文三路支行", closingBankCard: "6222021202041234567", mark: "十一月货款", closingProof: "[]" });
  });

  it("apply: two applications for most of the balance at once, only one passes", async () => {
    const { transferBalance } = await base();
    const amount = yuan(Math.floor((cents(transferBalance) * 0.6) / 100) * 100);
    const answers = await Promise.all([apply({ closingType: "bank", amount }), apply({ closingType: "bank", amount })]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 500]);
  });

  it("apply: the guaranteed amount stays; an incomplete account is refused", async () => {
    await writeConfig(s.app.db, "merchantGuaranteedAmount", "90000000.00");
    try {
      expect((await base()).transferBalance).toBe("0.00");
      expect(await apply({ closingType: "bank", amount: "100" })).toMatchObject({ code: 500, message: "商户余额不足，需保留保证金90000000.00元" });
    } finally {
      await writeConfig(s.app.db, "merchantGuaranteedAmount", "1000.00");
    }
    await s.app.db.deleteFrom("merchantSettlement").where("merId", "=", 2).execute();
    expect((await base(other)).settlementType).toBe("bank");
    expect(await apply({ closingType: "bank", amount: "100" }, other)).toMatchObject({ code: 500, message: "请先完善结算账户信息" });
  });

  it("answers 401 without a token and 403 to staff1", async () => {
    for (const [method, url] of [["GET", BASE], ["POST", APPLY], ["GET", LIST], ["GET", `${DETAIL}/CM1`], ["GET", INFO], ["POST", EDIT]] as const) {
      expect((await s.call(method, url, method === "POST" ? { body: {} } : {})).code).toBe(401);
      expect((await s.call(method, url, { token: staff, ...(method === "POST" ? { body: { closingType: "bank", amount: 200 } } : {}) })).code).toBe(403);
    }
  });

  it("keeps each merchant's settlements to itself", async () => {
    const mine = (await records()).data.list;
    const theirs = await records({}, other);
    expect(theirs.data.total).toBe(1);
    expect(theirs.data.list[0]!.closingType).toBe("alipay");
    expect(await s.call("GET", `${DETAIL}/${mine[0]!.closingNo}`, { token: other })).toMatchObject({ code: 500, message: "结算记录不存在" });
    expect((await records({ closingNo: mine[0]!.closingNo }, other)).data.total).toBe(0);
  });
});

describe("settlement account", () => {
  let s: TestServer, owner: string, other: string;
  beforeAll(async () => {
    ({ s, m1: owner, m2: other } = await startSignedIn());
  });
  afterAll(() => s.close());

  const info = async (token = owner) => (await s.call<SettlementInfo>("GET", INFO, { token })).data;
  const edit = (body: unknown, token = owner) => s.call("POST", EDIT, { token, body });

  it("answers the MerchantSettlementInfoVo fields", async () => {
    const mine = await info();
    expect(Object.keys(mine).sort()).toEqual(
      ["alipayCode", "alipayQrcodeUrl", "bankAddress", "bankCard", "bankName", "bankUserName", "realName", "settlementType", "wechatCode", "wechatQrcodeUrl"].sort(),
    );
    expect(mine).toMatchObject({ settlementType: "bank", bankCard: "6222021202041234567" });
    expect((await info(other)).alipayQrcodeUrl).toMatch(/^http:\/\/[^/]+\/static\/demo\/product-05\.png$/);
  });

  it("checks the fields of the chosen type", async () => {
    const bank = { settlementType: "bank", bankUserName: "李四", bankName: "招商银行", bankCard: "6225880123456789" };
    const cases: Array<[unknown, string]> = [
      [{}, "结算类型不能为空"],
      [{ settlementType: "cash" }, "未知的转账类型"],
      [{ ...bank, bankUserName: "" }, "请填写持卡人姓名"],
      [{ ...bank, bankName: " " }, "请填写银行名称"],
      [{ ...bank, bankCard: "" }, "请填写银行卡号"],
      [{ ...bank, bankCard: "6225-8801" }, "银行卡号格式不正确，应为12至30位数字"],
      [{ ...bank, bankUserName: "长".repeat(33) }, "持卡人姓名不能超过32个字符"],
      [{ settlementType: "wechat", wechatQrcodeUrl: "/static/demo/product-01.png" }, "请填写微信号"],
      [{ settlementType: "wechat", wechatCode: "wx_li4" }, "请上传微信收款二维码"],
      [{ settlementType: "alipay", alipayQrcodeUrl: "/x.png", realName: "李四" }, "请填写支付宝账号"],
      [{ settlementType: "alipay", alipayCode: "li4@example.com", realName: "李四" }, "请上传支付宝收款二维码"],
      [{ settlementType: "alipay", alipayCode: "li4@example.com", alipayQrcodeUrl: "/x.png" }, "请填写真实姓名"],
    ];
    for (const [body, message] of cases) expect(await edit(body)).toMatchObject({ code: 400, message });
    expect((await info()).bankUserName).toBe("王建国");
  });

  it("saves every field; pictures are answered absolute and stored relative", async () => {
    const before = await info();
    const theirs = (await info(other)).alipayQrcodeUrl;
    const origin = theirs.slice(0, theirs.indexOf("/static/"));
    const body = { ...before, settlementType: "wechat", wechatCode: "wx_wang", wechatQrcodeUrl: `${origin}/static/demo/product-02.png`, realName: "王建国" };
    expect(await edit(body)).toMatchObject({ code: 200, data: null });
    const after = await info();
    expect(after).toMatchObject({ settlementType: "wechat", wechatCode: "wx_wang", wechatQrcodeUrl: `${origin}/static/demo/product-02.png`, bankCard: before.bankCard });
    const row = await s.app.db.selectFrom("merchantSettlement").select("wechatQrcodeUrl").where("merId", "=", 1).executeTakeFirstOrThrow();
    expect(row.wechatQrcodeUrl).toBe("/static/demo/product-02.png");
    // The base info of a settlement follows the account, and so does what an application checks.
    expect((await s.call<ClosingBaseInfo>("GET", BASE, { token: owner })).data.settlementType).toBe("wechat");
    expect(await s.call("POST", APPLY, { token: owner, body: { closingType: "bank", amount: 200 } })).toMatchObject({ code: 500 });
    expect((await s.call("POST", APPLY, { token: owner, body: { closingType: "wechat", amount: 200 } })).code).toBe(200);
    const newest = (await s.call<Page<ClosingRow>>("GET", LIST, { token: owner })).data.list[0]!;
    const detail = await s.call<ClosingDetail>("GET", `${DETAIL}/${newest.closingNo}`, { token: owner });
    expect(detail.data).toMatchObject({ closingType: "wechat", wechatNo: "wx_wang", closingName: "王建国", paymentCode: `${origin}/static/demo/product-02.png` });
  });

  it("one merchant's edit leaves the other's account alone", async () => {
    const theirs = await info(other);
    expect(await edit({ settlementType: "bank", bankUserName: "周", bankName: "农行", bankCard: "622848000011112222" }, other)).toMatchObject({ code: 200 });
    expect((await info()).settlementType).toBe("wechat");
    expect((await info(other)).settlementType).toBe("bank");
    expect(theirs.settlementType).toBe("alipay");
  });
});
