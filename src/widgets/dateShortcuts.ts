import dayjs, { type Dayjs } from "dayjs";

/**
 * The date shortcuts of list filters (spec doc 1 §9): each value is what the server's
 * `dateLimit` accepts (contract §3.24); "all" sends an empty string.
 */
export const DATE_LIMIT_SHORTCUTS = [
  { value: "", label: "widgets.dates.all" },
  { value: "today", label: "widgets.dates.today" },
  { value: "yesterday", label: "widgets.dates.yesterday" },
  { value: "lately7", label: "widgets.dates.lately7" },
  { value: "lately30", label: "widgets.dates.lately30" },
  { value: "month", label: "widgets.dates.month" },
  { value: "year", label: "widgets.dates.year" },
] as const;

export type DateLimit = (typeof DATE_LIMIT_SHORTCUTS)[number]["value"];

type Translate = (key: string) => string;

/** Options for a Radio.Group / Select of date shortcuts. */
export const dateLimitOptions = (t: Translate) => DATE_LIMIT_SHORTCUTS.map((s) => ({ value: s.value, label: t(s.label) }));

export interface RangePreset {
  label: string;
  value: [Dayjs, Dayjs];
}

/**
 * antd RangePicker presets (spec doc 1 §9): yesterday, last 7 days, this month,
 * last 30 days, last year (365 days). Each range ends today (yesterday: yesterday).
 */
export function rangePresets(t: Translate, now: Dayjs = dayjs()): RangePreset[] {
  const today = now.startOf("day");
  return [
    { label: t("widgets.dates.yesterday"), value: [today.subtract(1, "day"), today.subtract(1, "day").endOf("day")] },
    { label: t("widgets.dates.lately7"), value: [today.subtract(6, "day"), today.endOf("day")] },
    { label: t("widgets.dates.month"), value: [today.startOf("month"), today.endOf("day")] },
    { label: t("widgets.dates.lately30"), value: [today.subtract(29, "day"), today.endOf("day")] },
    { label: t("widgets.dates.lastYear"), value: [today.subtract(365, "day"), today.endOf("day")] },
  ];
}

/** A `dateLimit` range (`yyyy-MM-dd,yyyy-MM-dd`) as picker dates; undefined for a keyword or nothing. */
export function dateLimitToRange(dateLimit: string | null | undefined): [Dayjs, Dayjs] | undefined {
  const [start, end] = (dateLimit ?? "").split(",");
  if (!start || !end) return undefined;
  const range: [Dayjs, Dayjs] = [dayjs(start.trim()), dayjs(end.trim())];
  return range[0].isValid() && range[1].isValid() ? range : undefined;
}

/** A picked range as `dateLimit` (`yyyy-MM-dd,yyyy-MM-dd`); empty when nothing is picked. */
export function rangeToDateLimit(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): string {
  if (!range?.[0] || !range[1]) return "";
  return `${range[0].format("YYYY-MM-DD")},${range[1].format("YYYY-MM-DD")}`;
}
