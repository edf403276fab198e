import { describe, expect, it } from "vitest";
import { detailList, fullQuantities, quantityProblem, refundableUnits, shippableUnits } from "../../../resources/order/ship/quantities";

const line = (id: number, payNum: number, deliveryNum = 0, refundNum = 0, applyRefundNum = 0) => ({ id, payNum, deliveryNum, refundNum, applyRefundNum });

describe("ship and refund quantities", () => {
  it("caps a shipment at what is neither shipped, refunded nor asked back", () => {
    expect(shippableUnits(line(1, 5))).toBe(5);
    expect(shippableUnits(line(1, 5, 2))).toBe(3);
    expect(shippableUnits(line(1, 5, 2, 1, 1))).toBe(1);
    expect(shippableUnits(line(1, 2, 2, 1))).toBe(0);
  });

  it("caps a refund at what is neither refunded nor asked back, shipped or not", () => {
    expect(refundableUnits(line(1, 5, 5))).toBe(5);
    expect(refundableUnits(line(1, 5, 0, 2, 1))).toBe(2);
    expect(refundableUnits(line(1, 1, 0, 1, 1))).toBe(0);
  });

  it("sends only the lines given a quantity", () => {
    expect(detailList({ 3: 2, 4: 0, 5: undefined, 6: 1 })).toEqual([
      { orderDetailId: 3, num: 2 },
      { orderDetailId: 6, num: 1 },
    ]);
  });

  it("finds nothing chosen, then a quantity above its cap, else no problem", () => {
    const lines = [line(1, 3), line(2, 2, 1)];
    expect(quantityProblem(lines, { 1: 0, 2: 0 }, shippableUnits)).toEqual({ kind: "none" });
    expect(quantityProblem(lines, { 1: 1, 2: 2 }, shippableUnits)).toEqual({ kind: "over", lineId: 2, cap: 1 });
    expect(quantityProblem(lines, { 1: 3, 2: 1 }, shippableUnits)).toBeUndefined();
  });

  it("starts every line at its cap", () => {
    expect(fullQuantities([line(1, 3, 1), line(2, 2, 2)], shippableUnits)).toEqual({ 1: 2, 2: 0 });
  });
});
