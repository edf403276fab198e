import { defineEnum } from "./enumTable";

/** Product type (contract §8). */
export const PRODUCT_TYPE = defineEnum<number>([
  { value: 0, label: "product.enums.type.0", color: "blue" },
  { value: 1, label: "product.enums.type.1", color: "gold" },
  { value: 2, label: "product.enums.type.2", color: "purple" },
  { value: 4, label: "product.enums.type.4", color: "green" },
  { value: 5, label: "product.enums.type.5", color: "cyan" },
  { value: 6, label: "product.enums.type.6", color: "magenta" },
]);

/** The types a merchant creates and filters by: 普通 0, 虚拟 2, 云盘 5, 卡密 6. */
export const MERCHANT_PRODUCT_TYPES = [0, 2, 5, 6] as const;
export const PRODUCT_TYPE_FILTER = PRODUCT_TYPE.filter((e) => (MERCHANT_PRODUCT_TYPES as readonly number[]).includes(e.value));

export const PRODUCT_TYPE_CODE = { normal: 0, virtual: 2, cloudDisk: 5, cardSecret: 6 } as const;

/** Product list tabs (the `type` query of `product/list`). */
export const PRODUCT_TAB = defineEnum<number>([
  { value: 1, label: "product.enums.tab.1" },
  { value: 2, label: "product.enums.tab.2" },
  { value: 3, label: "product.enums.tab.3" },
  { value: 4, label: "product.enums.tab.4" },
  { value: 5, label: "product.enums.tab.5" },
  { value: 6, label: "product.enums.tab.6" },
  { value: 7, label: "product.enums.tab.7" },
  { value: 8, label: "product.enums.tab.8" },
]);

export const TAB = { onSale: 1, warehouse: 2, soldOut: 3, alert: 4, recycle: 5, auditing: 6, rejected: 7, toSubmit: 8 } as const;

/** Audit status. */
export const AUDIT_STATUS = defineEnum<number>([
  { value: 0, label: "product.enums.audit.0" },
  { value: 1, label: "product.enums.audit.1", color: "orange" },
  { value: 2, label: "product.enums.audit.2", color: "green" },
  { value: 3, label: "product.enums.audit.3", color: "red" },
]);

/** Shelf status: 上架 = 1 (true), 下架 = 0 (false). */
export const SHELF_STATUS = defineEnum<boolean>([
  { value: true, label: "product.enums.shelf.on", color: "green" },
  { value: false, label: "product.enums.shelf.off", color: "default" },
]);

/** Category show switch as the server answers it (a boolean): 显示 = 1, 不显示 = 0 (labels of `SHOW_HIDE`). */
export const SHOW_STATUS = defineEnum<boolean>([
  { value: true, label: "enums.showHide.1", color: "green" },
  { value: false, label: "enums.showHide.0" },
]);

/** Delivery methods (comma-joined in `deliveryMethod`). */
export const DELIVERY_METHOD = defineEnum<string>([
  { value: "1", label: "product.enums.delivery.1" },
  { value: "2", label: "product.enums.delivery.2" },
]);

/** Comment reply state. */
export const REPLY_STATE = defineEnum<boolean>([
  { value: true, label: "product.enums.replied.true", color: "green" },
  { value: false, label: "product.enums.replied.false", color: "orange" },
]);

/** Card-secret use state. */
export const SECRET_USE = defineEnum<boolean>([
  { value: true, label: "product.enums.used.true", color: "default" },
  { value: false, label: "product.enums.used.false", color: "green" },
]);
