import { COUPON_PICKER_AUTH } from "../../src/widgets/pickers/couponEndpoints";

/** Authority strings of the coupons area (contract §5), written once for resources, routes and buttons. */
export const COUPON_AUTH = {
  list: "merchant:coupon:page:list",
  info: "merchant:coupon:info",
  save: "merchant:coupon:save",
  status: "merchant:coupon:update:status",
  delete: "merchant:coupon:delete",
  joinProducts: "merchant:coupon:product:join:edit",
  usable: COUPON_PICKER_AUTH.usable,
  claims: "merchant:coupon:user:page:list",
  /** Give a coupon to one customer (spec doc 1 §6). */
  receive: COUPON_PICKER_AUTH.receive,
  /** Finding the customer to give it to (contract §3.13). */
  customers: "merchant:user:page:list",
} as const;
