import { get, post, type EndpointTable } from "../../../providers/endpoints";
import { COUPON_PICKER, COUPON_PICKER_AUTH, couponPickerResources } from "./resources";

export { COUPON_PICKER, COUPON_PICKER_AUTH, couponPickerResources };


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
