import type { Dayjs } from "dayjs";

/** A product linked to a product coupon (from `productList`, or chosen in the product picker). */
export interface LinkedProduct {
  id: number;
  name: string;
  image: string;
  price?: string | number;
  stock?: number;
}

/** A start and an end picked together (antd RangePicker). */
export type TimeWindow = [Dayjs | null, Dayjs | null] | null | undefined;

/** What the coupon editor holds; `couponBody.ts` turns it into `CouponRequest` and back. */
export interface CouponFormValues {
  name: string;
  /** 1 shop coupon, 2 product coupon. */
  category: number;
  /** Linked products of a product coupon. */
  products: LinkedProduct[];
  /** Face value, whole yuan. */
  money: number | null;
  /** Whether a minimum spend applies (no = minPrice 0). */
  hasThreshold: boolean;
  minPrice: number | null;
  /** 1 claimed by the customer, 2 given on purchase. */
  receiveType: number;
  isTimeReceive: boolean;
  receiveTime: TimeWindow;
  /** true: a fixed use window; false: a number of days after claiming. */
  isFixedTime: boolean;
  useTime: TimeWindow;
  day: number | null;
  isLimited: boolean;
  total: number | null;
  sort: number | null;
  status: boolean;
}

export const NEW_COUPON: CouponFormValues = {
  name: "",
  category: 1,
  products: [],
  money: 1,
  hasThreshold: false,
  minPrice: null,
  receiveType: 1,
  isTimeReceive: false,
  receiveTime: null,
  isFixedTime: false,
  useTime: null,
  day: 30,
  isLimited: false,
  total: null,
  sort: 0,
  status: true,
};

/** The editor's three modes (routes `/coupon/list/save`, `…/save/:id`, `…/save/:id/edit`). */
export type EditorMode = "add" | "copy" | "edit";

export function editorMode(id: string | undefined, edit: string | undefined): EditorMode {
  if (!id) return "add";
  return edit ? "edit" : "copy";
}
