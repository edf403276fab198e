import { beforeAll, describe, expect, it } from "vitest";
import { abbreviateNumber, formatTime, relativeTime, thousands, toDate } from "../../../src/widgets/format";
import { useLocale } from "../shell/i18n";

describe("formatTime", () => {
  it("shows yyyy-MM-dd hh:mm (24-hour)", () => {
    expect(formatTime("2024-05-01 21:07:09")).toBe("2024-05-01 21:07");
    expect(formatTime(new Date(2024, 0, 2, 3, 4))).toBe("2024-01-02 03:04");
  });
  it("treats a 10-digit timestamp as seconds and a 13-digit one as milliseconds", () => {
    const ms = new Date(2024, 4, 1, 8, 30).getTime();
    expect(formatTime(Math.floor(ms / 1000))).toBe("2024-05-01 08:30");
    expect(formatTime(String(Math.floor(ms / 1000)))).toBe("2024-05-01 08:30");
    expect(formatTime(ms)).toBe("2024-05-01 08:30");
  });
  it("is empty for no or a bad time", () => {
    expect(formatTime(null)).toBe("");
    expect(formatTime("")).toBe("");
    expect(formatTime("not a date")).toBe("");
    expect(toDate(undefined)).toBeUndefined();
  });
});

describe("relativeTime", () => {
  const now = new Date(2024, 4, 10, 12, 0, 0).getTime();
  const ago = (seconds: number) => now - seconds * 1000;
  beforeAll(() => useLocale("en-US"));

  it("says just now under 30 seconds", () => {
    expect(relativeTime(ago(0), now)).toBe("just now");
    expect(relativeTime(ago(29), now)).toBe("just now");
  });
  it("counts minutes under an hour and hours under a day", () => {
    expect(relativeTime(ago(30), now)).toBe("1 min ago");
    expect(relativeTime(ago(61), now)).toBe("2 min ago");
    expect(relativeTime(ago(3599), now)).toBe("60 min ago");
    expect(relativeTime(ago(3600), now)).toBe("1 h ago");
    expect(relativeTime(ago(86399), now)).toBe("24 h ago");
  });
  it("says 1 day ago under two days, else the date", () => {
    expect(relativeTime(ago(86400), now)).toBe("1 day ago");
    expect(relativeTime(ago(2 * 86400 - 1), now)).toBe("1 day ago");
    expect(relativeTime(ago(2 * 86400), now)).toBe("2024-05-08 12:00");
  });
  it("reads a 10-digit timestamp as seconds", () => {
    expect(relativeTime(Math.floor(ago(120) / 1000), now)).toBe("2 min ago");
  });
  it("speaks Chinese in zh-CN", async () => {
    await useLocale("zh-CN");
    expect(relativeTime(ago(5), now)).toBe("刚刚");
    expect(relativeTime(ago(300), now)).toBe("5分钟前");
    expect(relativeTime(ago(7200), now)).toBe("2小时前");
    expect(relativeTime(ago(90000), now)).toBe("1天前");
  });
});

describe("numbers", () => {
  it("puts thousands separators on numbers and decimal strings exactly", () => {
    expect(thousands(1234567)).toBe("1,234,567");
    expect(thousands("1234567.50")).toBe("1,234,567.50");
    expect(thousands("-9876543.21")).toBe("-9,876,543.21");
    expect(thousands("999")).toBe("999");
    expect(thousands("12345678901234567890.01")).toBe("12,345,678,901,234,567,890.01");
    expect(thousands("n/a")).toBe("n/a");
  });
  it("abbreviates with k, M, G, T, P, E", () => {
    expect(abbreviateNumber(999)).toBe("999");
    expect(abbreviateNumber(1000)).toBe("1k");
    expect(abbreviateNumber(1234)).toBe("1.2k");
    expect(abbreviateNumber(5_600_000)).toBe("5.6M");
    expect(abbreviateNumber(7e9)).toBe("7G");
    expect(abbreviateNumber(2.5e12)).toBe("2.5T");
    expect(abbreviateNumber(3e15)).toBe("3P");
    expect(abbreviateNumber(4e18)).toBe("4E");
    expect(abbreviateNumber("12346", 2)).toBe("12.35k");
    expect(abbreviateNumber(-1500)).toBe("-1.5k");
  });
});
