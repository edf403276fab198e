import { defineEnum } from "./enumTable";

/** Order status (spec doc 2 §4, contract §8). */
export const ORDER_STATUS = defineEnum<number>([
  { value: 0, label: "enums.orderStatus.0", color: "default" },
  { value: 1, label: "enums.orderStatus.1", color: "orange" },
  { value: 2, label: "enums.orderStatus.2", color: "gold" },
  { value: 3, label: "enums.orderStatus.3", color: "cyan" },
  { value: 4, label: "enums.orderStatus.4", color: "blue" },
  { value: 5, label: "enums.orderStatus.5", color: "geekblue" },
  { value: 6, label: "enums.orderStatus.6", color: "green" },
  { value: 9, label: "enums.orderStatus.9", color: "default" },
]);

/** Refund state of an order (spec doc 2 §4). */
export const ORDER_REFUND_STATUS = defineEnum<number>([
  { value: 0, label: "enums.orderRefundStatus.0", color: "default" },
  { value: 1, label: "enums.orderRefundStatus.1", color: "orange" },
  { value: 2, label: "enums.orderRefundStatus.2", color: "gold" },
  { value: 3, label: "enums.orderRefundStatus.3", color: "green" },
]);

/** After-sales (refund order) status (spec doc 2 §4). */
export const REFUND_STATUS = defineEnum<number>([
  { value: 0, label: "enums.refundStatus.0", color: "orange" },
  { value: 1, label: "enums.refundStatus.1", color: "red" },
  { value: 2, label: "enums.refundStatus.2", color: "processing" },
  { value: 3, label: "enums.refundStatus.3", color: "green" },
  { value: 4, label: "enums.refundStatus.4", color: "cyan" },
  { value: 5, label: "enums.refundStatus.5", color: "gold" },
  { value: 6, label: "enums.refundStatus.6", color: "default" },
]);

/** Order type (spec doc 2 §9). */
export const ORDER_TYPE = defineEnum<number>([
  { value: 0, label: "enums.orderType.0" },
  { value: 1, label: "enums.orderType.1", color: "red" },
  { value: 2, label: "enums.orderType.2", color: "purple" },
]);

/** Shipping type (spec doc 2 §9). */
export const SHIPPING_TYPE = defineEnum<number>([
  { value: 1, label: "enums.shippingType.1", color: "blue" },
  { value: 2, label: "enums.shippingType.2", color: "cyan" },
  { value: 3, label: "enums.shippingType.3", color: "purple" },
]);

/** Paid or not (spec doc 2 §9). */
export const PAY_STATUS = defineEnum<boolean>([
  { value: true, label: "enums.payStatus.true", color: "green" },
  { value: false, label: "enums.payStatus.false", color: "default" },
]);

/** Payment method (spec doc 2 §9). */
export const PAY_TYPE = defineEnum<string>([
  { value: "weixin", label: "enums.payType.weixin", color: "green" },
  { value: "alipay", label: "enums.payType.alipay", color: "blue" },
  { value: "yue", label: "enums.payType.yue", color: "gold" },
]);

/** Price type (spec doc 2 §9). */
export const PRICE_TYPE = defineEnum<number>([
  { value: 1, label: "enums.priceType.1" },
  { value: 2, label: "enums.priceType.2" },
  { value: 3, label: "enums.priceType.3" },
]);
