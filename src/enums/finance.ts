import { defineEnum } from "./enumTable";

/** Withdrawal (settlement) status (spec doc 2 §4). */
export const WITHDRAWAL_STATUS = defineEnum<number>([
  { value: -1, label: "enums.withdrawalStatus.-1", color: "red" },
  { value: 0, label: "enums.withdrawalStatus.0", color: "orange" },
  { value: 1, label: "enums.withdrawalStatus.1", color: "green" },
]);

/** Withdrawal method (spec doc 2 §9). */
export const EXTRACT_TYPE = defineEnum<string>([
  { value: "bank", label: "enums.extractType.bank" },
  { value: "alipay", label: "enums.extractType.alipay" },
  { value: "weixin", label: "enums.extractType.weixin" },
]);

/** Recharge channel (spec doc 2 §9). */
export const RECHARGE_TYPE = defineEnum<string>([
  { value: "public", label: "enums.rechargeType.public" },
  { value: "weixinh5", label: "enums.rechargeType.weixinh5" },
  { value: "routine", label: "enums.rechargeType.routine" },
]);

/** Funds-flow transaction type (spec doc 2 §9; the backend's full list, contract §8). */
export const TRANSACTION_TYPE = defineEnum<string>([
  { value: "pay_order", label: "enums.transactionType.pay_order", color: "green" },
  { value: "refund_order", label: "enums.transactionType.refund_order", color: "orange" },
  { value: "recharge_user", label: "enums.transactionType.recharge_user", color: "blue" },
  { value: "yue_pay", label: "enums.transactionType.yue_pay", color: "cyan" },
  { value: "merchant_collect", label: "enums.transactionType.merchant_collect", color: "geekblue" },
  { value: "brokerage", label: "enums.transactionType.brokerage", color: "purple" },
  { value: "system", label: "enums.transactionType.system", color: "default" },
]);

/** Funds-flow direction (contract §8: pm 0 out, 1 in). */
export const FUNDS_FLOW_PM = defineEnum<number>([
  { value: 1, label: "enums.fundsFlowPm.1", color: "green" },
  { value: 0, label: "enums.fundsFlowPm.0", color: "red" },
]);

/** Settlement review (contract §8). */
export const CLOSING_AUDIT_STATUS = defineEnum<number>([
  { value: 0, label: "enums.closingAudit.0", color: "orange" },
  { value: 1, label: "enums.closingAudit.1", color: "green" },
  { value: 2, label: "enums.closingAudit.2", color: "red" },
]);

/** Settlement payout (contract §8). */
export const CLOSING_ACCOUNT_STATUS = defineEnum<number>([
  { value: 0, label: "enums.closingAccount.0", color: "default" },
  { value: 1, label: "enums.closingAccount.1", color: "green" },
]);

/** Transfer (settlement account) type (spec doc 2 §9). */
export const TRANSFER_TYPE = defineEnum<string>([
  { value: "bank", label: "enums.transferType.bank" },
  { value: "alipay", label: "enums.transferType.alipay" },
  { value: "wechat", label: "enums.transferType.wechat" },
]);
