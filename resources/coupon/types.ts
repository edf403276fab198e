/**
 * Wire shapes of coupons (contract §3.8): the server's contract types, plus the request
 * body as the console sends it (dates as `yyyy-MM-dd HH:mm:ss` text).
 */
export type {
  Coupon,
  CouponInfo,
  CouponProduct,
  UsableCoupon,
  CouponUserRow as CouponClaim,
} from "../../server/areas/coupon/contract";

/** `CouponRequest` (coupon/save). */
export interface CouponRequest {
  name: string;
  category: number;
  receiveType: number;
  money: number;
  minPrice: number;
  isLimited: boolean;
  total: number;
  isTimeReceive: boolean;
  receiveStartTime?: string;
  receiveEndTime?: string;
  isFixedTime: boolean;
  useStartTime?: string;
  useEndTime?: string;
  day?: number;
  sort: number;
  status: boolean;
  productIds?: string;
}

/** A customer (`UserResponse`, contract §3.13) a coupon can be given to. */
export type { CustomerRow } from "../../server/areas/customer/contract";
