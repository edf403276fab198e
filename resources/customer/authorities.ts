import { COUPON_PICKER_AUTH } from "../../src/widgets/pickers/couponEndpoints";

/** Authority strings of the customers area (contract §3.13, §5), written once. */
export const CUSTOMER_AUTH = {
  list: "merchant:user:page:list",
  detail: "merchant:user:detail",
} as const;

/**
 * Giving a coupon from a customer's row opens the coupon picker in send mode: it lists the
 * usable coupons and gives one through the `coupon/user/receive` extension.
 */
export const GIVE_COUPON_AUTH = [COUPON_PICKER_AUTH.usable, COUPON_PICKER_AUTH.receive] as const;
