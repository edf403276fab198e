/**
 * The validity rules of a coupon (contract §3.8), as pure functions of the form values.
 * Each returns the locale key of the problem, or undefined when the value is fine.
 * The editor's field rules and the unit tests both use them.
 */
import type { Dayjs } from "dayjs";
import { COUPON_CATEGORY_CODE } from "../../../src/enums/coupon";
import type { CouponFormValues, TimeWindow } from "./formModel";

export const LIMITS = {
  nameMax: 64,
  moneyMin: 1,
  moneyMax: 99999,
  minPriceMax: 999999,
  dayMin: 1,
  dayMax: 999,
  totalMin: 1,
  totalMax: 999999,
  sortMax: 9999,
} as const;

type Problem = string | undefined;

const blank = (v: unknown) => v === null || v === undefined || v === "";
const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

export function nameProblem(name: string | null | undefined): Problem {
  const text = (name ?? "").trim();
  if (!text) return "coupon.rules.name";
  if (text.length > LIMITS.nameMax) return "coupon.rules.nameLength";
  return undefined;
}

/** Face value: whole yuan from 1 to 99999. */
export function moneyProblem(money: number | null | undefined): Problem {
  if (blank(money)) return "coupon.rules.money";
  if (!isWhole(money) || money < LIMITS.moneyMin || money > LIMITS.moneyMax) return "coupon.rules.moneyRange";
  return undefined;
}

/** Minimum spend (only with a threshold): a whole amount above the face value. */
export function minPriceProblem(hasThreshold: boolean, minPrice: number | null | undefined, money: number | null | undefined): Problem {
  if (!hasThreshold) return undefined;
  if (blank(minPrice)) return "coupon.rules.minPrice";
  if (!isWhole(minPrice) || minPrice < 1 || minPrice > LIMITS.minPriceMax) return "coupon.rules.minPriceRange";
  if (isWhole(money) && minPrice <= money) return "coupon.rules.minPriceAboveMoney";
  return undefined;
}

/** A window: both ends, start before end, end not in the past. */
export function windowProblem(window: TimeWindow, now: Dayjs, missing: string): Problem {
  const [start, end] = window ?? [null, null];
  if (!start || !end) return missing;
  if (!start.isBefore(end)) return "coupon.rules.startBeforeEnd";
  if (end.isBefore(now)) return "coupon.rules.endInPast";
  return undefined;
}

/** A fixed use window may not end before the receive window does (customers could claim dead coupons). */
export function endOfUseProblem(v: Pick<CouponFormValues, "isFixedTime" | "isTimeReceive" | "useTime" | "receiveTime">): Problem {
  if (!v.isFixedTime || !v.isTimeReceive) return undefined;
  const useEnd = v.useTime?.[1];
  const receiveEnd = v.receiveTime?.[1];
  return useEnd && receiveEnd && useEnd.isBefore(receiveEnd) ? "coupon.rules.useEndBeforeReceiveEnd" : undefined;
}

/** Days of validity after claiming: 1 to 999. */
export function dayProblem(day: number | null | undefined): Problem {
  if (blank(day)) return "coupon.rules.day";
  if (!isWhole(day) || day < LIMITS.dayMin || day > LIMITS.dayMax) return "coupon.rules.dayRange";
  return undefined;
}

/** Quantity of a limited coupon: at least one. */
export function totalProblem(isLimited: boolean, total: number | null | undefined): Problem {
  if (!isLimited) return undefined;
  if (blank(total)) return "coupon.rules.total";
  if (!isWhole(total) || total < LIMITS.totalMin || total > LIMITS.totalMax) return "coupon.rules.totalRange";
  return undefined;
}

/** A product coupon needs at least one linked product. */
export function productsProblem(category: number, products: readonly unknown[] | null | undefined): Problem {
  if (category !== COUPON_CATEGORY_CODE.product) return undefined;
  return products?.length ? undefined : "coupon.rules.products";
}

export function sortProblem(sort: number | null | undefined): Problem {
  if (blank(sort)) return undefined;
  if (!isWhole(sort) || sort < 0 || sort > LIMITS.sortMax) return "coupon.rules.sortRange";
  return undefined;
}

export type CouponProblems = Partial<Record<keyof CouponFormValues, string>>;

/** Every problem of a new coupon (add and copy); an empty object means it can be saved. */
export function couponProblems(v: CouponFormValues, now: Dayjs): CouponProblems {
  const found: CouponProblems = {
    name: nameProblem(v.name),
    products: productsProblem(v.category, v.products),
    money: moneyProblem(v.money),
    minPrice: minPriceProblem(v.hasThreshold, v.minPrice, v.money),
    receiveTime: v.isTimeReceive ? windowProblem(v.receiveTime, now, "coupon.rules.receiveTime") : undefined,
    useTime: v.isFixedTime ? (windowProblem(v.useTime, now, "coupon.rules.useTime") ?? endOfUseProblem(v)) : undefined,
    day: v.isFixedTime ? undefined : dayProblem(v.day),
    total: totalProblem(v.isLimited, v.total),
    sort: sortProblem(v.sort),
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as CouponProblems;
}
