import { describe, expect, it } from "vitest";
import { compare, toHundredths } from "../../../resources/dashboard/kpi/comparison";

describe("KPI day-on-day comparison", () => {
  it("reads decimal strings exactly", () => {
    expect(toHundredths("12.5")).toBe(1250);
    expect(toHundredths("0.07")).toBe(7);
    expect(toHundredths(3)).toBe(300);
    expect(toHundredths("1234567.89")).toBe(123456789);
    expect(toHundredths("abc")).toBeNaN();
  });

  it("gives the change in percent of yesterday, two decimals", () => {
    expect(compare("150.00", "100.00")).toEqual({ direction: "up", percent: "50.00" });
    expect(compare("75", "100")).toEqual({ direction: "down", percent: "25.00" });
    expect(compare(2, 3)).toEqual({ direction: "down", percent: "33.33" });
    expect(compare(1, 3)).toEqual({ direction: "down", percent: "66.67" });
    expect(compare("0.30", "0.10")).toEqual({ direction: "up", percent: "200.00" });
    expect(compare(7, 7)).toEqual({ direction: "flat", percent: "0.00" });
  });

  it("has no percentage without a base", () => {
    expect(compare("5.00", "0.00")).toEqual({ direction: "up", percent: null });
    expect(compare(0, 0)).toEqual({ direction: "flat", percent: "0.00" });
    expect(compare(0, 4)).toEqual({ direction: "down", percent: "100.00" });
  });
});
