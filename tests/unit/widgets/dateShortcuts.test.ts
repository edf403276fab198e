import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { DATE_LIMIT_SHORTCUTS, dateLimitOptions, rangePresets, rangeToDateLimit } from "../../../src/widgets/dateShortcuts";

const t = (key: string) => key;
const fmt = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD HH:mm:ss");

describe("date shortcuts", () => {
  it("offer all, today, yesterday, lately7, lately30, month, year as dateLimit values", () => {
    expect(DATE_LIMIT_SHORTCUTS.map((s) => s.value)).toEqual(["", "today", "yesterday", "lately7", "lately30", "month", "year"]);
    expect(dateLimitOptions(t)[0]).toEqual({ value: "", label: "widgets.dates.all" });
  });
});

describe("range presets", () => {
  const now = dayjs("2024-05-15 10:20:30");
  const presets = rangePresets(t, now);
  it("are yesterday, last 7 days, this month, last 30 days, last year", () => {
    expect(presets.map((p) => p.label)).toEqual([
      "widgets.dates.yesterday",
      "widgets.dates.lately7",
      "widgets.dates.month",
      "widgets.dates.lately30",
      "widgets.dates.lastYear",
    ]);
  });
  it("cover the right days", () => {
    const ranges = presets.map((p) => p.value.map(fmt));
    expect(ranges[0]).toEqual(["2024-05-14 00:00:00", "2024-05-14 23:59:59"]);
    expect(ranges[1]).toEqual(["2024-05-09 00:00:00", "2024-05-15 23:59:59"]);
    expect(ranges[2]).toEqual(["2024-05-01 00:00:00", "2024-05-15 23:59:59"]);
    expect(ranges[3]).toEqual(["2024-04-16 00:00:00", "2024-05-15 23:59:59"]);
    expect(ranges[4][0]).toBe("2023-05-16 00:00:00");
    expect(presets[4].value[1].diff(presets[4].value[0], "day")).toBe(365);
  });
  it("turn into the server's dateLimit range", () => {
    expect(rangeToDateLimit(presets[1].value)).toBe("2024-05-09,2024-05-15");
    expect(rangeToDateLimit(null)).toBe("");
    expect(rangeToDateLimit([now, null])).toBe("");
  });
});
