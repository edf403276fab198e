import type { Generated } from "kysely";

/**
 * Flash sales: the platform's activities (global, read-only for merchants) with their time
 * slots, and the products merchants join them with. Money in cents, dates `yyyy-MM-dd`.
 */
export interface SeckillTables {
  /** A slot of the day in which flash sales run, e.g. 10:00–12:00. */
  seckillTimeInterval: {
    id: Generated<number>;
    name: string;
    /** `HH:mm`. */
    startTime: string;
    endTime: string;
    status: number;
  };
  seckillActivity: {
    id: Generated<number>;
    name: string;
    /** `yyyy-MM-dd`, both days included. */
    startDate: string;
    endDate: string;
    /** Per order; 0 unlimited. */
    oneQuota: number;
    /** Per shopper; 0 unlimited. */
    allQuota: number;
    /** The lowest merchant star level that may join. */
    merStars: number;
    /** Comma platform category ids the products must belong to; "0" for any. */
    proCategory: string;
    isOpen: number;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  seckillActivityTime: {
    activityId: number;
    intervalId: number;
  };
  /** A merchant's product in an activity; name, image and prices copied when it joined. */
  seckillProduct: {
    id: Generated<number>;
    merId: number;
    activityId: number;
    productId: number;
    name: string;
    image: string;
    categoryId: number;
    /** The product's merchant categories (comma ids). */
    cateId: string;
    type: number;
    specType: number;
    /** The product's price when it joined. */
    price: number;
    /** The lowest activity price of its SKUs. */
    seckillPrice: number;
    quota: number;
    quotaShow: number;
    sort: number;
    isShow: number;
    /** 1 pending, 2 passed, 3 rejected (or withdrawn). */
    auditStatus: number;
    reason: string;
    /** When it was submitted to the (simulated) platform review. */
    submitTime: string;
    isDel: number;
    createTime: string;
    updateTime: string;
  };
  seckillProductSku: {
    id: Generated<number>;
    seckillProductId: number;
    merId: number;
    /** The product SKU (`product_attr_value`) it was made from. */
    masterId: number;
    sku: string;
    image: string;
    barCode: string;
    /** JSON object text: attribute → option. */
    attrValue: string;
    /** The SKU's own price when it joined. */
    otPrice: number;
    /** The activity price. */
    price: number;
    quota: number;
    quotaShow: number;
  };
}

declare module "../../db/schema.js" {
  interface DB extends SeckillTables {}
}
