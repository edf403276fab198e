/**
 * The `dateLimit` filter of contract §3.24: a keyword (today, yesterday, lately7, lately30,
 * lately90, lately180, week, preWeek, month, preMonth, year, preYear) or an explicit range
 * "yyyy-MM-dd,yyyy-MM-dd". Days are GMT+8 days; both bounds are inclusive.
 */
import { badRequest } from "./errors.js";
import { parseExactDateTime } from "./bodyFields.js";
import { CHINA_OFFSET_MS } from "./format.js";

export interface DateRange {
  /** `yyyy-MM-dd HH:mm:ss`, inclusive. */
  start: string;
  /** `yyyy-MM-dd HH:mm:ss`, inclusive. */
  end: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** A calendar day in GMT+8 as a UTC-midnight timestamp, so plain date arithmetic works. */
const chinaDay = (at: Date) => {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  return Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
};

const dayText = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** From the first day's 00:00:00 to the last day's 23:59:59. */
const days = (first: number, last: number): DateRange => ({
  start: `${dayText(first)} 00:00:00`,
  end: `${dayText(last)} 23:59:59`,
});

function keywordRange(keyword: string, today: number): DateRange | undefined {
  const d = new Date(today);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  // Monday-based weeks, as the backend's hutool beginOfWeek.
  const monday = today - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  switch (keyword) {
    case "today":
      return days(today, today);
    case "yesterday":
      return days(today - DAY_MS, today - DAY_MS);
    case "lately7":
      return days(today - 6 * DAY_MS, today);
    case "lately30":
      return days(today - 29 * DAY_MS, today);
    case "lately90":
      return days(today - 89 * DAY_MS, today);
    case "lately180":
      return days(today - 179 * DAY_MS, today);
    case "week":
      return days(monday, monday + 6 * DAY_MS);
    case "preWeek":
      return days(monday - 7 * DAY_MS, monday - DAY_MS);
    case "month":
      return days(Date.UTC(y, m, 1), Date.UTC(y, m + 1, 0));
    case "preMonth":
      return days(Date.UTC(y, m - 1, 1), Date.UTC(y, m, 0));
    case "year":
      return days(Date.UTC(y, 0, 1), Date.UTC(y, 11, 31));
    case "preYear":
      return days(Date.UTC(y - 1, 0, 1), Date.UTC(y - 1, 11, 31));
    default:
      return undefined;
  }
}

/**
 * Turns a `dateLimit` value into an inclusive range; undefined when blank.
 * Throws a 400 for an unknown keyword or a malformed / reversed range.
 */
export function dateLimitRange(value: string | undefined, at: Date = new Date()): DateRange | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const range = keywordRange(text, chinaDay(at));
  if (range) return range;
  const parts = text.split(",").map((p) => p.trim());
  const first = parts.length === 2 ? parseExactDateTime(parts[0]!) : undefined;
  const last = parts.length === 2 ? parseExactDateTime(parts[1]!) : undefined;
  if (!first || !last) throw badRequest("请选择正确的时间范围");
  const start = chinaDay(first);
  const end = chinaDay(last);
  if (start > end) throw badRequest("开始时间不能大于结束时间");
  return days(start, end);
}


const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * `dateLimit` of a monthly list: a year-month range `"yyyy-MM,yyyy-MM"` (first day of the first
 * month to the last day of the last), or anything `dateLimitRange` takes.
 */
export function monthLimitRange(value: string | undefined, at: Date = new Date()): DateRange | undefined {
  const parts = value?.split(",").map((p) => p.trim()) ?? [];
  const months = parts.map((p) => MONTH.exec(p));
  if (parts.length !== 2 || !months[0] || !months[1]) return dateLimitRange(value, at);
  const [first, last] = months.map((m) => ({ y: Number(m![1]), m: Number(m![2]) }));
  if (first!.m < 1 || first!.m > 12 || last!.m < 1 || last!.m > 12) throw badRequest("请选择正确的时间范围");
  const start = Date.UTC(first!.y, first!.m - 1, 1);
  const end = Date.UTC(last!.y, last!.m, 0);
  if (start > end) throw badRequest("开始时间不能大于结束时间");
  return days(start, end);
}
