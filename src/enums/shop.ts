import { defineEnum } from "./enumTable";

/** Self-operated or not (商户类别, spec doc 2 §9). */
export const MERCHANT_SELF = defineEnum<boolean>([
  { value: true, label: "enums.merchantSelf.true", color: "blue" },
  { value: false, label: "enums.merchantSelf.false", color: "default" },
]);

/** Customer-service channel of a shop (MerchantConfigInfoVo.serviceType). */
export const SERVICE_TYPE = defineEnum<string>([
  { value: "H5", label: "enums.serviceType.H5" },
  { value: "phone", label: "enums.serviceType.phone" },
]);

/**
 * Receipt printing (MerchantConfigInfoVo.receiptPrintingSwitch): 0 off, 1 automatic, 2 manual,
 * 3 both — as the shop settings' classes say (the sign-in answer swaps 1 and 2, contract §9).
 */
export const RECEIPT_PRINTING = defineEnum<number>([
  { value: 0, label: "enums.receiptPrinting.0" },
  { value: 1, label: "enums.receiptPrinting.1" },
  { value: 2, label: "enums.receiptPrinting.2" },
  { value: 3, label: "enums.receiptPrinting.3" },
]);

/** A sensitive operation's outcome (SensitiveMethodLog.status): 0 正常, 1 异常. */
export const SENSITIVE_STATUS = defineEnum<number>([
  { value: 0, label: "enums.sensitiveStatus.0", color: "green" },
  { value: 1, label: "enums.sensitiveStatus.1", color: "red" },
]);

/** What a sensitive operation did (SensitiveMethodLog.methodType). */
export const SENSITIVE_METHOD_TYPE = defineEnum<string>([
  { value: "ADD", label: "enums.sensitiveMethodType.ADD", color: "blue" },
  { value: "UPDATE", label: "enums.sensitiveMethodType.UPDATE", color: "orange" },
  { value: "DELETE", label: "enums.sensitiveMethodType.DELETE", color: "red" },
]);

/** What an export holds (the export records of this server). */
export const EXPORT_TYPE = defineEnum<string>([
  { value: "order", label: "enums.exportType.order", color: "blue" },
  { value: "product", label: "enums.exportType.product", color: "green" },
  { value: "fundsFlow", label: "enums.exportType.fundsFlow", color: "gold" },
]);
