import dayjs, { type Dayjs } from "dayjs";
import { TimePicker } from "antd";
import { toDayjsFormat } from "../dateFormat";

export interface TimeFieldProps {
  /** Element `is-range`. */
  isRange?: boolean;
  valueFormat?: string;
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
  disabled,
  allowClear,
  id,
}: TimeFieldProps) {
  const stored = toDayjsFormat(valueFormat, "HH:mm:ss");
  const shown = toDayjsFormat(format, stored);
  const common = {
    format: shown,
    disabled,
    allowClear,
    id,
    style: { width: "100%" },
  };
  if (isRange) {
    const pair = Array.isArray(value) ? ([parse(value[0], stored), parse(value[1], stored)] as [Dayjs | null, Dayjs | null]) : null;
    return (
      <TimePicker.RangePicker
        {...common}
        value={pair}
        placeholder={[startPlaceholder ?? "", endPlaceholder ?? ""]}
        onChange={(times) => onChange?.(times && times[0] && times[1] ? [times[0].format(stored), times[1].format(stored)] : null)}
      />
    );
  }
  return (
    <TimePicker
      {...common}
      value={parse(Array.isArray(value) ? value[0] : value, stored)}
      placeholder={placeholder}
      onChange={(time: Dayjs | null) => onChange?.(time ? time.format(stored) : null)}
    />
  );
}
