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

/** Funds-flow transaction type (spec doc 2 §9). */
export const TRANSACTION_TYPE = defineEnum<string>([
  { value: "pay_order", label: "enums.transactionType.pay_order", color: "green" },
  { value: "refund_order", label: "enums.transactionType.refund_order", color: "orange" },
]);

/** Transfer (settlement account) type (spec doc 2 §9). */
export const TRANSFER_TYPE = defineEnum<string>([
  { value: "bank", label: "enums.transferType.bank" },
  { value: "alipay", label: "enums.transferType.alipay" },
  { value: "wechat", label: "enums.transferType.wechat" },
]);
