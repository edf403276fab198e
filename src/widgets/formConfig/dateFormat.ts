/** Element date formats (`yyyy-MM-dd HH:mm:ss`) in dayjs tokens (`YYYY-MM-DD HH:mm:ss`). */
export function toDayjsFormat(format: string | undefined, fallback: string): string {
  if (!format) return fallback;
  return format.replace(/yyyy/g, "YYYY").replace(/yy/g, "YY").replace(/dd/g, "DD");
}

/** Default value formats of Element's pickers by type. */
export const DEFAULT_DATE_FORMATS: Record<string, string> = {
  date: "YYYY-MM-DD",
  daterange: "YYYY-MM-DD",
  week: "YYYY-wo",
  month: "YYYY-MM",
  monthrange: "YYYY-MM",
  year: "YYYY",
  datetime: "YYYY-MM-DD HH:mm:ss",
  datetimerange: "YYYY-MM-DD HH:mm:ss",
  time: "HH:mm:ss",
};

/** antd's `picker` for an Element date-picker type. */
export function pickerOf(type: string | undefined): "date" | "week" | "month" | "year" {
  if (type === "week" || type === "month" || type === "year") return type;
  if (type === "monthrange") return "month";
  return "date";
}

export const isRangeType = (type: string | undefined) => Boolean(type?.endsWith("range"));
