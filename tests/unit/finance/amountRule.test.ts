// @vitest-environment node
import { describe, expect, it } from "vitest";
import { amountProblem, type AmountLimits } from "../../../resources/finance/closing/amountRule";
import { centsToDecimal, decimalToCents } from "../../../src/widgets/numeric";

const limits: AmountLimits = { transferMinAmount: "100.00", transferMaxAmount: "50000.00", transferBalance: "11671.02", guaranteedAmount: "1000.00" };

describe("the amount of a settlement application (the server's rules, in its order)", () => {
  it.each([
    [undefined, "required"],
    ["  ", "required"],
    ["abc", "format"],
    ["1.234", "format"],
    ["1e3", "format"],
    ["0", "tooSmall"],
    ["0.00", "tooSmall"],
    ["-5", "tooSmall"],
    ["99.99", "belowMin"],
    ["50000.01", "aboveMax"],
    ["11671.03", "aboveAvailable"],
  ])("%s → %s", (text, key) => {
    expect(amountProblem(text, limits)?.key).toBe(key);
  });

  it("passes the edges: the minimum and exactly what is available", () => {
    expect(amountProblem("100", limits)).toBeUndefined();
    expect(amountProblem("100.0", limits)).toBeUndefined();
    expect(amountProblem("11671.02", limits)).toBeUndefined();
  });

  it("names the limit it broke", () => {
    expect(amountProblem("20", limits)).toEqual({ key: "belowMin", values: { min: "100.00" } });
    expect(amountProblem("60000", limits)).toEqual({ key: "aboveMax", values: { max: "50000.00" } });
    expect(amountProblem("12000", limits)).toEqual({ key: "aboveAvailable", values: { available: "11671.02" } });
  });

  it("nothing above the guaranteed amount refuses any amount", () => {
    expect(amountProblem("100", { ...limits, transferBalance: "0.00" })).toEqual({ key: "noBalance", values: { guaranteed: "1000.00" } });
  });

  it("no maximum configured (0) means no upper limit but the balance", () => {
    expect(amountProblem("9000", { ...limits, transferMaxAmount: "0.00" })).toBeUndefined();
  });
});

describe("money text without floats", () => {
  it("reads decimals as cents", () => {
    expect(decimalToCents("12.5")).toBe(1250);
    expect(decimalToCents("0.07")).toBe(7);
    expect(decimalToCents(" 11671.02 ")).toBe(1167102);
    expect(decimalToCents("-3.1")).toBe(-310);
    expect((decimalToCents("0.1") ?? 0) + (decimalToCents("0.2") ?? 0)).toBe(30);
    for (const bad of ["", "1.", ".5", "1.005", "1,000", "abc", null, undefined]) expect(decimalToCents(bad)).toBeUndefined();
  });

  it("writes cents as decimals", () => {
    expect(centsToDecimal(1250)).toBe("12.50");
    expect(centsToDecimal(7)).toBe("0.07");
    expect(centsToDecimal(-310)).toBe("-3.10");
  });
});
