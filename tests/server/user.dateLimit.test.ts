import { describe, expect, it } from "vitest";
import { dateLimitRange } from "../../server/core/dateLimit.js";
import { parseDateTime } from "../../server/core/format.js";

// Wednesday 2024-03-13 01:30 in China (still Tuesday evening in UTC).
const at = parseDateTime("2024-03-13 01:30:00")!;
const range = (value: string) => dateLimitRange(value, at);

describe("dateLimit (contract §3.24)", () => {
  it.each([
    ["today", "2024-03-13 00:00:00", "2024-03-13 23:59:59"],
    ["yesterday", "2024-03-12 00:00:00", "2024-03-12 23:59:59"],
    ["lately7", "2024-03-07 00:00:00", "2024-03-13 23:59:59"],
    ["lately30", "2024-02-13 00:00:00", "2024-03-13 23:59:59"],
    ["lately90", "2023-12-15 00:00:00", "2024-03-13 23:59:59"],
    ["lately180", "2023-09-16 00:00:00", "2024-03-13 23:59:59"],
    ["week", "2024-03-11 00:00:00", "2024-03-17 23:59:59"],
    ["preWeek", "2024-03-04 00:00:00", "2024-03-10 23:59:59"],
    ["month", "2024-03-01 00:00:00", "2024-03-31 23:59:59"],
    ["preMonth", "2024-02-01 00:00:00", "2024-02-29 23:59:59"],
    ["year", "2024-01-01 00:00:00", "2024-12-31 23:59:59"],
    ["preYear", "2023-01-01 00:00:00", "2023-12-31 23:59:59"],
    ["2024-01-05,2024-01-09", "2024-01-05 00:00:00", "2024-01-09 23:59:59"],
    [" 2024-01-05 , 2024-01-05 ", "2024-01-05 00:00:00", "2024-01-05 23:59:59"],
  ])("%s → %s … %s (GMT+8 days)", (value, start, end) => {
    expect(range(value)).toEqual({ start, end });
  });

  it("treats Sunday as the last day of the week", () => {
    expect(dateLimitRange("week", parseDateTime("2024-03-17 22:00:00")!)).toEqual({ start: "2024-03-11 00:00:00", end: "2024-03-17 23:59:59" });
  });

  it("is empty for a blank value", () => {
    expect(range("")).toBeUndefined();
    expect(dateLimitRange(undefined)).toBeUndefined();
  });

  it("rejects unknown keywords and reversed or malformed ranges with 400", () => {
    expect(() => range("lately8")).toThrow("请选择正确的时间范围");
    expect(() => range("2024-01-09")).toThrow("请选择正确的时间范围");
    expect(() => range("2024-02-30,2024-03-01")).toThrow("请选择正确的时间范围");
    expect(() => range("2024-01-09,2024-01-05")).toThrow("开始时间不能大于结束时间");
  });
});
