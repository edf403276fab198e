import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import {
  couponProblems,
  dayProblem,
  minPriceProblem,
  moneyProblem,
  nameProblem,
  productsProblem,
  totalProblem,
  endOfUseProblem,
  windowProblem,
} from "../../../resources/coupon/editor/couponRules";
import { NEW_COUPON, editorMode, type CouponFormValues } from "../../../resources/coupon/editor/formModel";
import { fromCouponInfo, toCouponRequest } from "../../../resources/coupon/editor/couponBody";
import type { CouponInfo } from "../../../resources/coupon/types";

const now = dayjs("2025-06-01 12:00:00");
const at = (text: string) => dayjs(text);

describe("coupon validity rules", () => {
  it("needs a name of at most 64 characters", () => {
    expect(nameProblem("")).toBe("coupon.rules.name");
    expect(nameProblem("   ")).toBe("coupon.rules.name");
    expect(nameProblem("x".repeat(65))).toBe("coupon.rules.nameLength");
    expect(nameProblem("满100减10")).toBeUndefined();
  });

  it("takes a face value in whole yuan from 1 to 99999", () => {
    expect(moneyProblem(null)).toBe("coupon.rules.money");
    expect(moneyProblem(0)).toBe("coupon.rules.moneyRange");
    expect(moneyProblem(100000)).toBe("coupon.rules.moneyRange");
    expect(moneyProblem(1.5)).toBe("coupon.rules.moneyRange");
    expect(moneyProblem(1)).toBeUndefined();
    expect(moneyProblem(99999)).toBeUndefined();
  });

  it("checks the minimum spend only with a threshold, and wants it above the face value", () => {
    expect(minPriceProblem(false, null, 10)).toBeUndefined();
    expect(minPriceProblem(true, null, 10)).toBe("coupon.rules.minPrice");
    expect(minPriceProblem(true, 0, 10)).toBe("coupon.rules.minPriceRange");
    expect(minPriceProblem(true, 10, 10)).toBe("coupon.rules.minPriceAboveMoney");
    expect(minPriceProblem(true, 5, 10)).toBe("coupon.rules.minPriceAboveMoney");
    expect(minPriceProblem(true, 100, 10)).toBeUndefined();
  });

  it("wants a window with its start before its end and its end not in the past", () => {
    expect(windowProblem(null, now, "missing")).toBe("missing");
    expect(windowProblem([at("2025-07-01"), null], now, "missing")).toBe("missing");
    expect(windowProblem([at("2025-07-02"), at("2025-07-01")], now, "missing")).toBe("coupon.rules.startBeforeEnd");
    expect(windowProblem([at("2025-07-01 10:00"), at("2025-07-01 10:00")], now, "missing")).toBe("coupon.rules.startBeforeEnd");
    expect(windowProblem([at("2025-05-01"), at("2025-05-31")], now, "missing")).toBe("coupon.rules.endInPast");
    expect(windowProblem([at("2025-05-01"), at("2025-07-01")], now, "missing")).toBeUndefined();
  });

  it("takes 1 to 999 days", () => {
    expect(dayProblem(null)).toBe("coupon.rules.day");
    expect(dayProblem(0)).toBe("coupon.rules.dayRange");
    expect(dayProblem(1000)).toBe("coupon.rules.dayRange");
    expect(dayProblem(999)).toBeUndefined();
    expect(dayProblem(1)).toBeUndefined();
  });

  it("needs a count of at least one when limited", () => {
    expect(totalProblem(false, null)).toBeUndefined();
    expect(totalProblem(true, null)).toBe("coupon.rules.total");
    expect(totalProblem(true, 0)).toBe("coupon.rules.totalRange");
    expect(totalProblem(true, 1)).toBeUndefined();
  });

  it("needs products for a product coupon only", () => {
    expect(productsProblem(1, [])).toBeUndefined();
    expect(productsProblem(2, [])).toBe("coupon.rules.products");
    expect(productsProblem(2, [{ id: 1 }])).toBeUndefined();
  });

  it("checks the windows and the days by the chosen validity", () => {
    const fixed: CouponFormValues = { ...NEW_COUPON, name: "A", isFixedTime: true, useTime: null, day: null };
    expect(couponProblems(fixed, now)).toEqual({ useTime: "coupon.rules.useTime" });
    const days: CouponFormValues = { ...NEW_COUPON, name: "A", isFixedTime: false, day: 0 };
    expect(couponProblems(days, now)).toEqual({ day: "coupon.rules.dayRange" });
    const receive: CouponFormValues = { ...NEW_COUPON, name: "A", isTimeReceive: true, receiveTime: [at("2025-01-01"), at("2025-02-01")] };
    expect(couponProblems(receive, now)).toEqual({ receiveTime: "coupon.rules.endInPast" });
    expect(couponProblems({ ...NEW_COUPON, name: "A" }, now)).toEqual({});
  });

  it("does not let the use window end before the receive window", () => {
    const both: CouponFormValues = {
      ...NEW_COUPON,
      name: "A",
      isTimeReceive: true,
      receiveTime: [at("2025-06-01"), at("2025-08-01")],
      isFixedTime: true,
      useTime: [at("2025-06-01"), at("2025-07-01")],
    };
    expect(endOfUseProblem(both)).toBe("coupon.rules.useEndBeforeReceiveEnd");
    expect(couponProblems(both, now)).toEqual({ useTime: "coupon.rules.useEndBeforeReceiveEnd" });
    expect(endOfUseProblem({ ...both, useTime: [at("2025-06-01"), at("2025-08-01")] })).toBeUndefined();
  });
});

describe("coupon request body", () => {
  it("sends a fixed-window limited product coupon with its products and no days", () => {
    const body = toCouponRequest({
      ...NEW_COUPON,
      name: " 满100减10 ",
      category: 2,
      products: [
        { id: 7, image: "", name: "A" },
        { id: 9, image: "", name: "B" },
      ],
      money: 10,
      hasThreshold: true,
      minPrice: 100,
      isFixedTime: true,
      useTime: [at("2025-06-02 00:00:00"), at("2025-07-02 23:59:59")],
      isLimited: true,
      total: 50,
    });
    expect(body).toMatchObject({
      name: "满100减10",
      category: 2,
      money: 10,
      minPrice: 100,
      isLimited: true,
      total: 50,
      isFixedTime: true,
      useStartTime: "2025-06-02 00:00:00",
      useEndTime: "2025-07-02 23:59:59",
      productIds: "7,9",
    });
    expect(body.day).toBeUndefined();
    expect(body.receiveStartTime).toBeUndefined();
  });

  it("sends 0 for no threshold and for an unlimited coupon, and days when not fixed", () => {
    const body = toCouponRequest({ ...NEW_COUPON, name: "A", minPrice: 50, total: 9, day: 7 });
    expect(body).toMatchObject({ minPrice: 0, total: 0, isLimited: false, isFixedTime: false, day: 7 });
    expect(body.productIds).toBeUndefined();
  });

  it("reads an existing coupon back into the editor", () => {
    const values = fromCouponInfo({
      id: 3,
      name: "B",
      category: 2,
      receiveType: 2,
      money: 20,
      minPrice: 0,
      isLimited: true,
      total: 10,
      lastTotal: 8,
      isTimeReceive: true,
      receiveStartTime: "2025-06-01 00:00:00",
      receiveEndTime: "2025-06-30 00:00:00",
      isFixedTime: false,
      useStartTime: null,
      useEndTime: null,
      day: 15,
      sort: 2,
      status: false,
      productList: [{ id: 1, image: "a.png", name: "P", price: "9.90", stock: 3 }],
    } as unknown as CouponInfo);
    expect(values).toMatchObject({ money: 20, hasThreshold: false, minPrice: null, day: 15, total: 10, receiveType: 2, status: false });
    expect(values.receiveTime?.[0]?.format("YYYY-MM-DD")).toBe("2025-06-01");
    expect(values.products).toHaveLength(1);
  });

  it("picks the editor mode from the route", () => {
    expect(editorMode(undefined, undefined)).toBe("add");
    expect(editorMode("3", undefined)).toBe("copy");
    expect(editorMode("3", "edit")).toBe("edit");
  });
});
