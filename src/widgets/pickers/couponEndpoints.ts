import type { ResourceProps } from "@refinedev/core";
import { get, post, type EndpointTable } from "../../../providers/endpoints";

/** Resource name of the coupon picker's calls; the coupons area registers these rows. */
export const COUPON_PICKER = "couponPicker";

/** Authorities of those calls (contract §5; spec doc 1 §6 for giving a coupon). */
export const COUPON_PICKER_AUTH = {
  usable: "merchant:coupon:product:usable:list",
  receive: "admin:coupon:user:receive",
} as const;

/**
 * Contract §3.8: the usable coupons (a plain array; the server takes no parameters, so the
 * picker filters by keyword itself). The hand-out `coupon/user/receive` {couponId, uid} is an
 * extension of the reference server: a CRMEB backend has no merchant endpoint for it (§3.8, §9).
 */
export const couponPickerEndpoints: EndpointTable = {
  [COUPON_PICKER]: {
    actions: {
      usable: get("coupon/product/usable/list", { send: "none" }),
      receive: post("coupon/user/receive", { extension: true }),
    },
  },
};

export const couponPickerResources: ResourceProps[] = [{ name: COUPON_PICKER, meta: { authorities: { ...COUPON_PICKER_AUTH } } }];
