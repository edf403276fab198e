/** Wire shapes of finance (contract §3.16) and the settlement account (§3.23). Money is a decimal string. */
import { z } from "zod";
import { bodyCents } from "../../core/bodyFields.js";
import { pageParams, qDecodedText, qInt, qText } from "../../core/validate.js";

export type { ExportFile } from "../order/contract.js";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Where a settlement is paid to (ClosingConstant: bank, wechat, alipay). */
export const SETTLEMENT_TYPES = ["bank", "wechat", "alipay"] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

/** Kinds of funds-flow rows (contract §8). */
export const FUNDS_FLOW_TYPES = ["pay_order", "refund_order", "recharge_user", "yue_pay", "merchant_collect", "brokerage", "system"] as const;
export type FundsFlowType = (typeof FUNDS_FLOW_TYPES)[number];

const settlementTypeField = (missing: string, unknown: string) =>
  z.preprocess(blankToUndefined, z.enum(SETTLEMENT_TYPES, { error: (issue) => (issue.input === undefined ? missing : unknown) }));

/** `FundsFlowRequest`: `orderNo` matches an order number or a refund number. */
export const fundsFlowQuery = z.object({ orderNo: qText(), dateLimit: qText(), ...pageParams });
/** The export takes the list's filters without paging. */
export const fundsFlowExportQuery = fundsFlowQuery.omit({ page: true, limit: true });

/** Daily statements: `dateLimit` as everywhere; monthly: also a year-month range `yyyy-MM,yyyy-MM`. */
export const statementQuery = z.object({ dateLimit: qText(), ...pageParams });

const optionalCode = (values: readonly number[], message: string) =>
  qInt(message).refine((v) => v === undefined || values.includes(v), { error: message });

/** `MerchantClosingSearchRequest`. */
export const closingSearchQuery = z.object({
  closingNo: qDecodedText(),
  closingType: z.preprocess(blankToUndefined, z.enum(SETTLEMENT_TYPES, { error: "未知的结算类型" }).optional()),
  auditStatus: optionalCode([0, 1, 2], "未知的审核状态"),
  accountStatus: optionalCode([0, 1], "未知的到账状态"),
  dateLimit: qText(),
  ...pageParams,
});

export const closingNoParams = z.object({
  closingNo: z.string().trim().min(1, { error: "结算单号不能为空" }).max(64, { error: "结算记录不存在" }),
});

export const MARK_MAX = 200;

/** `MerchantClosingApplyRequest`. */
export const closingApplyBody = z.object({
  closingType: settlementTypeField("结算类型不能为空", "未知的结算类型"),
  amount: bodyCents("请输入结算金额", "结算金额格式不正确，最多两位小数", "结算金额").refine((cents) => cents >= 1, { error: "结算金额不能小于0.01元" }),
  mark: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: "备注格式错误" }).trim().max(MARK_MAX, { error: `备注不能超过${MARK_MAX}个字符` }).optional().default(""),
  ),
});
export type ClosingApply = z.output<typeof closingApplyBody>;

const accountText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z.string({ error: `${label}格式错误` }).trim().max(max, { error: `${label}不能超过${max}个字符` }),
  );

/** What each settlement type needs filled in (the message of the first one missing). */
export const ACCOUNT_NEEDS: Record<SettlementType, Array<[keyof SettlementAccountFields, string]>> = {
  bank: [
    ["bankUserName", "请填写持卡人姓名"],
    ["bankName", "请填写银行名称"],
    ["bankCard", "请填写银行卡号"],
  ],
  wechat: [
    ["wechatCode", "请填写微信号"],
    ["wechatQrcodeUrl", "请上传微信收款二维码"],
  ],
  alipay: [
    ["alipayCode", "请填写支付宝账号"],
    ["alipayQrcodeUrl", "请上传支付宝收款二维码"],
    ["realName", "请填写真实姓名"],
  ],
};

/** A bank card number: 12 to 30 digits (spaces allowed between groups). */
export const BANK_CARD_PATTERN = /^\d{12,30}$/;

/** `MerchantSettlementInfoVo` as sent: every field kept, the chosen type's fields required. */
export const settlementInfoBody = z
  .object({
    settlementType: settlementTypeField("结算类型不能为空", "未知的转账类型"),
    bankUserName: accountText("持卡人姓名", 32),
    bankName: accountText("银行名称", 64),
    bankCard: accountText("银行卡号", 40).transform((v) => v.replace(/\s+/g, "")),
    bankAddress: accountText("开户地址", 128),
    wechatCode: accountText("微信号", 64),
    wechatQrcodeUrl: accountText("微信收款二维码", 500),
    realName: accountText("真实姓名", 32),
    alipayCode: accountText("支付宝账号", 64),
    alipayQrcodeUrl: accountText("支付宝收款二维码", 500),
  })
  .superRefine((info, ctx) => {
    const missing = ACCOUNT_NEEDS[info.settlementType].find(([field]) => !info[field]);
    if (missing) ctx.addIssue({ code: "custom", message: missing[1], path: [missing[0]] });
    else if (info.settlementType === "bank" && !BANK_CARD_PATTERN.test(info.bankCard)) {
      ctx.addIssue({ code: "custom", message: "银行卡号格式不正确，应为12至30位数字", path: ["bankCard"] });
    }
  });

/** `MerchantSettlementInfoVo`. */
export interface SettlementAccountFields {
  bankUserName: string;
  bankName: string;
  bankCard: string;
  bankAddress: string;
  wechatCode: string;
  wechatQrcodeUrl: string;
  realName: string;
  alipayCode: string;
  alipayQrcodeUrl: string;
}
export interface SettlementInfo extends SettlementAccountFields {
  settlementType: SettlementType;
}

/** `FundsFlowResponse`. */
export interface FundsFlow {
  id: number;
  /** The order number, or the refund number of a refund. */
  orderNo: string;
  /** 0 expense, 1 income. */
  pm: number;
  amount: string;
  type: FundsFlowType;
  mark: string;
  createTime: string;
  nickName: string;
  uid: number;
  merName: string;
}

/** `MerchantStatementResponse`: one day (`yyyy-MM-dd`) or one month (`yyyy-MM`). */
export interface MerchantStatement {
  id: number;
  realIncome: string;
  orderReceivable: string;
  orderRealIncome: string;
  platCouponPrice: string;
  integralPrice: string;
  orderRefundable: string;
  orderRealRefund: string;
  refundPlatCouponPrice: string;
  refundIntegralPrice: string;
  actualExpenditure: string;
  handlingFee: string;
  payHandlingFee: string;
  refundHandlingFee: string;
  brokerage: string;
  brokeragePrice: string;
  refundBrokeragePrice: string;
  payNum: number;
  refundNum: number;
  currentDayBalance: string;
  dataDate: string;
}

/** `MerchantClosingBaseInfoResponse`. */
export interface ClosingBaseInfo extends SettlementInfo {
  guaranteedAmount: string;
  transferMinAmount: string;
  transferMaxAmount: string;
  balance: string;
  /** What may be applied for now: balance − guaranteed amount, never below 0. */
  transferBalance: string;
  /** Money of orders not yet received by the shopper. */
  freezeAmount: string;
}

/** `MerchantClosingPageResponse`. */
export interface ClosingRow {
  id: number;
  closingNo: string;
  amount: string;
  closingType: SettlementType;
  /** 0 not paid out, 1 paid out. */
  accountStatus: number;
  /** 0 pending, 1 approved, 2 rejected. */
  auditStatus: number;
  auditName: string;
  auditTime: string | null;
  createTime: string;
}

/** `MerchantClosingDetailResponse`. */
export interface ClosingDetail {
  id: number;
  closingNo: string;
  amount: string;
  closingType: SettlementType;
  closingName: string;
  closingBank: string;
  closingBankCard: string;
  alipayAccount: string;
  wechatNo: string;
  paymentCode: string;
  realName: string;
  accountStatus: number;
  /** JSON text of a string array: the transfer proof pictures' URLs. */
  closingProof: string;
  closingTime: string | null;
  auditStatus: number;
  refusalReason: string;
  auditTime: string | null;
  mark: string;
}
