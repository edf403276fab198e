import dayjs from "dayjs";
import { translateNow } from "../../providers/i18nProvider";

/** The display format of times (spec doc 2 §9: yyyy-MM-dd hh:mm, 24-hour). */
export const TIME_FORMAT = "YYYY-MM-DD HH:mm";

type TimeInput = string | number | Date | null | undefined;

/** A time from a Date, a timestamp (10 digits = seconds, else milliseconds) or a date string. */
export function toDate(value: TimeInput): Date | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const stamp = Number(text);
    return new Date(text.length === 10 ? stamp * 1000 : stamp);
  }
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toDate() : undefined;
}

/** `2024-05-01 09:30`; empty for no time. */
export function formatTime(value: TimeInput, pattern = TIME_FORMAT): string {
  const date = toDate(value);
  return date ? dayjs(date).format(pattern) : "";
}

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/**
 * How long ago (spec doc 2 §9): under 30 s 'just now', under an hour minutes, under a day
 * hours, under two days '1 day ago', older the date itself.
 */
export function relativeTime(value: TimeInput, now: number = Date.now(), t: Translate = translateNow): string {
  const date = toDate(value);
  if (!date) return "";
  const seconds = (now - date.getTime()) / 1000;
  if (seconds < 30) return t("widgets.time.justNow");
  if (seconds < 3600) return t("widgets.time.minutesAgo", { n: Math.ceil(seconds / 60) });
  if (seconds < 86400) return t("widgets.time.hoursAgo", { n: Math.ceil(seconds / 3600) });
  if (seconds < 2 * 86400) return t("widgets.time.oneDayAgo");
  return formatTime(date);
}

/** Thousands separators on a number or a decimal string, without float arithmetic (money stays exact). */
export function thousands(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value).trim();
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ""] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction}`;
}

const UNITS: readonly [number, string][] = [
  [1e18, "E"],
  [1e15, "P"],
  [1e12, "T"],
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "k"],
];

/** 1234 → `1.2k`, 5600000 → `5.6M`, up to E; below a thousand the number with separators. */
export function abbreviateNumber(value: string | number, digits = 1): string {
  const num = Number(value);
  if (!Number.isFinite(num)) return String(value);
  const size = Math.abs(num);
  for (const [unit, symbol] of UNITS) {
    if (size >= unit) {
      const scaled = (num / unit).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, "$1");
      return `${scaled}${symbol}`;
    }
  }
  return thousands(num);
}
