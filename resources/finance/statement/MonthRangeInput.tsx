import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";

const FORMAT = "YYYY-MM";

/** A year-month range as the monthly statements' `dateLimit`: `"yyyy-MM,yyyy-MM"` ("" for none). */
export function MonthRangeInput({ value, onChange, testId }: { value?: string; onChange?: (value: string) => void; testId?: string }) {
  const [start, end] = (value ?? "").split(",");
  const range: [Dayjs, Dayjs] | null = start && end && dayjs(start, FORMAT).isValid() && dayjs(end, FORMAT).isValid() ? [dayjs(start, FORMAT), dayjs(end, FORMAT)] : null;
  return (
    <DatePicker.RangePicker
      picker="month"
      value={range}
      onChange={(picked) => onChange?.(picked?.[0] && picked[1] ? `${picked[0].format(FORMAT)},${picked[1].format(FORMAT)}` : "")}
      data-testid={testId}
    />
  );
}
