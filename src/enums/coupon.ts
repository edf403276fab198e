import { defineEnum } from "./enumTable";

/** Coupon category (contract §3.8, §8); merchants create 1 (shop) and 2 (product) coupons. */
export const COUPON_CATEGORY = defineEnum<number>([
  { value: 1, label: "coupon.enums.category.1", color: "blue" },
  { value: 2, label: "coupon.enums.category.2", color: "purple" },
  { value: 3, label: "coupon.enums.category.3", color: "cyan" },
  { value: 4, label: "coupon.enums.category.4" },
  { value: 5, label: "coupon.enums.category.5" },
  { value: 6, label: "coupon.enums.category.6" },
]);

export const COUPON_CATEGORY_CODE = { shop: 1, product: 2 } as const;

/** The categories a merchant may create and filter by. */
export const MERCHANT_COUPON_CATEGORY = COUPON_CATEGORY.filter((e) => e.value === 1 || e.value === 2);

/** How a customer gets the coupon: 1 claimed by hand, 2 given on purchase, 3 platform activity. */
export const COUPON_RECEIVE_TYPE = defineEnum<number>([
  { value: 1, label: "coupon.enums.receiveType.1" },
  { value: 2, label: "coupon.enums.receiveType.2" },
  { value: 3, label: "coupon.enums.receiveType.3" },
]);

export const MERCHANT_RECEIVE_TYPE = COUPON_RECEIVE_TYPE.filter((e) => e.value !== 3);

/** Open or closed (`status`, a boolean). */
export const COUPON_STATUS = defineEnum<boolean>([
  { value: true, label: "coupon.enums.status.true", color: "green" },
  { value: false, label: "coupon.enums.status.false", color: "default" },
]);

/** A claimed coupon: 0 unused, 1 used, 2 expired (contract §8). */
export const COUPON_USER_STATUS = defineEnum<number>([
  { value: 0, label: "coupon.enums.userStatus.0", color: "green" },
  { value: 1, label: "coupon.enums.userStatus.1", color: "blue" },
  { value: 2, label: "coupon.enums.userStatus.2", color: "default" },
]);
