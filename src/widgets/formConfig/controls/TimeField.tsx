import dayjs, { type Dayjs } from "dayjs";
import { TimePicker } from "antd";
import { toDayjsFormat } from "../dateFormat";
import {
  pairOf,
  singleOf,
  textOf,
  textPairOf,
  type TextDateFieldProps,
} from "./textDates";

export interface TimeFieldProps extends TextDateFieldProps {
  /** Element `is-range`. */
  isRange?: boolean;
}

const parseWith =
  (format: string) =>
  (text: unknown): Dayjs | null => {
    if (typeof text !== "string" || !text) return null;
    const value = dayjs(`1970-01-01 ${text}`, `YYYY-MM-DD ${format}`);
    return value.isValid() ? value : null;
  };

/** A time (or time range) picker whose value is text (`HH:mm:ss` unless configured). */
export function TimeField({
  isRange,
  valueFormat,
  format,
  placeholder,
  startPlaceholder,
  endPlaceholder,
  value,
  onChange,
  ...rest
}: TimeFieldProps) {
  const stored = toDayjsFormat(valueFormat, "HH:mm:ss");
  const parse = parseWith(stored);
  const common = {
    ...rest,
    format: toDayjsFormat(format, stored),
    style: { width: "100%" },
  };
  if (isRange) {
    return (
      <TimePicker.RangePicker
        {...common}
        value={pairOf(value, parse)}
        placeholder={[startPlaceholder ?? "", endPlaceholder ?? ""]}
        onChange={(times) => onChange?.(textPairOf(times, stored))}
      />
    );
  }
  return (
    <TimePicker
      {...common}
      value={singleOf(value, parse)}
      placeholder={placeholder}
      onChange={(time: Dayjs | null) => onChange?.(textOf(time, stored))}
    />
  );
}
