import dayjs, { type Dayjs } from "dayjs";
import { DatePicker } from "antd";
import {
  DEFAULT_DATE_FORMATS,
  isRangeType,
  pickerOf,
  toDayjsFormat,
} from "../dateFormat";
import {
  pairOf,
  singleOf,
  textOf,
  textPairOf,
  type TextDateFieldProps,
} from "./textDates";

export interface DateFieldProps extends TextDateFieldProps {
  /** Element's picker type: date, datetime, daterange, month, … */
  type?: string;
}

const parseWith =
  (format: string) =>
  (text: unknown): Dayjs | null => {
    if (typeof text !== "string" || !text) return null;
    const value = dayjs(text, format);
    return value.isValid() ? value : dayjs(text);
  };

/** A date (or date range) picker whose value is text in the config's value format, as Element keeps it. */
export function DateField({
  type = "date",
  valueFormat,
  format,
  placeholder,
  startPlaceholder,
  endPlaceholder,
  value,
  onChange,
  ...rest
}: DateFieldProps) {
  const stored = toDayjsFormat(
    valueFormat,
    DEFAULT_DATE_FORMATS[type] ?? DEFAULT_DATE_FORMATS.date!,
  );
  const parse = parseWith(stored);
  const common = {
    ...rest,
    picker: pickerOf(type),
    showTime: type.startsWith("datetime"),
    format: toDayjsFormat(format, stored),
    style: { width: "100%" },
  };
  if (isRangeType(type)) {
    return (
      <DatePicker.RangePicker
        {...common}
        value={pairOf(value, parse)}
        placeholder={[startPlaceholder ?? "", endPlaceholder ?? ""]}
        onChange={(dates) => onChange?.(textPairOf(dates, stored))}
      />
    );
  }
  return (
    <DatePicker
      {...common}
      value={singleOf(value, parse)}
      placeholder={placeholder}
      onChange={(date: Dayjs | null) => onChange?.(textOf(date, stored))}
    />
  );
}
