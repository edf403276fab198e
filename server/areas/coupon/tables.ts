import type { Generated } from "kysely";

/** Coupons of a merchant, the products of product coupons, and claimed coupons. Money in cents. */
export interface CouponTables {
  coupon: {
    id: Generated<number>;
    merId: number;
    name: string;
    /** 1 platform, 2 merchant. */
    publisher: number;
    /** 1 shop, 2 product (merchants); 3–6 platform kinds. */
    category: number;
    /** 1 claimed by the user, 2 given on purchase, 3 platform activity. */
    receiveType: number;
    /** 1 amount off, 2 discount, 3 free shipping. */
    couponType: number;
    /** Face value in cents (the API speaks whole yuan). */
    money: number;
    discount: number;
    /** Threshold in cents; 0 = none. */
    minPrice: number;
    isLimited: number;
    total: number;
    /** Remaining stock of a limited coupon; never below 0 (CHECK). */
    lastTotal: number;
    isTimeReceive: number;
    receiveStartTime: string | null;
    receiveEndTime: string | null;
    isFixedTime: number;
    useStartTime: string | null;
    useEndTime: string | null;
    /** Days of validity after claiming, when not fixed-time. */
    day: number;
    sort: number;
    status: number;
    isDel: number;
    isRepeated: number;
    userLevel: number;
    createTime: string;
    updateTime: string;
  };
  couponProduct: {
    couponId: number;
    productId: number;
    merId: number;
  };
  couponUser: {
    id: Generated<number>;
    merId: number;
    couponId: number;
    uid: number;
    name: string;
    publisher: number;
    category: number;
    receiveType: number;
    couponType: number;
    money: number;
    minPrice: number;
    /** 0 unused, 1 used, 2 expired. */
    status: number;
    startTime: string;
    endTime: string;
    useTime: string | null;
    createTime: string;
    updateTime: string;
  };
}

declare module "../../db/schema.js" {
  interface DB extends CouponTables {}
}
