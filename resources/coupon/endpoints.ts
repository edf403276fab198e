import { get, post, type EndpointTable } from "../../providers/endpoints";
import { CUSTOMER_LIST } from "../customer/endpoints";
import { COUPON } from "./area";

export { COUPON };

/** Contract §3.8; the usable list and the hand-out live with the coupon picker (`couponPickerEndpoints`). */
export const couponEndpoints: EndpointTable = {
  [COUPON.coupons]: {
    list: get("coupon/list", { decoded: ["name"] }),
    one: get("coupon/info/:id"),
    create: post("coupon/save"),
    delete: post("coupon/delete/:id", { send: "none" }),
    actions: {
      status: post("coupon/update/status/:id", { send: "none" }),
      joinProducts: post("coupon/product/join/edit"),
    },
  },
  [COUPON.claims]: { list: get("coupon/user/list", { decoded: ["name"] }) },
  [COUPON.customers]: { list: CUSTOMER_LIST },
};
