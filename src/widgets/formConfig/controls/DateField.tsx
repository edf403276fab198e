import dayjs, { type Dayjs } from "dayjs";
import { DatePicker } from "antd";
import { DEFAULT_DATE_FORMATS, isRangeType, pickerOf, toDayjsFormat } from "../dateFormat";

export interface DateFieldProps {
  /** Element's picker type: date, datetime, daterange, month, … */
  type?: string;
  /** Element `value-format` (the stored text). */
  valueFormat?: string;
  /** Element `format` (what is shown). */
  format?: string;
  placeholder?: string;
  startPlaceholder?: string;
  endPlaceholder?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
}

const parse = (text: unknown, format: string): Dayjs | null => {
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
  disabled,
  allowClear,
  id,
}: DateFieldProps) {
  const stored = toDayjsFormat(valueFormat, DEFAULT_DATE_FORMATS[type] ?? DEFAULT_DATE_FORMATS.date!);
  const shown = toDayjsFormat(format, stored);
  const common = {
    picker: pickerOf(type),
    showTime: type.startsWith("datetime"),
    format: shown,
    disabled,
    allowClear,
    id,
    style: { width: "100%" },
  };
  if (isRangeType(type)) {
    const pair = Array.isArray(value) ? ([parse(value[0], stored), parse(value[1], stored)] as [Dayjs | null, Dayjs | null]) : null;
    return (
      <DatePicker.RangePicker
        {...common}
        value={pair}
        placeholder={[startPlaceholder ?? "", endPlaceholder ?? ""]}
        onChange={(dates) => onChange?.(dates && dates[0] && dates[1] ? [dates[0].format(stored), dates[1].format(stored)] : null)}
      />
    );
  }
  return (
    <DatePicker
      {...common}
      value={parse(Array.isArray(value) ? value[0] : value, stored)}
      placeholder={placeholder}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(stored) : null)}
    />
  );
}
