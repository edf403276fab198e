import { Select, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { endsBeforeStart, HOURS, joinTimeRange, parseTimeRange } from "./timeRange";

export interface TimeRangeSelectProps {
  /** Two hour values joined by a comma, e.g. `"08:00,18:00"`. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** Start and end hour, one-hour steps from 00:00 to 24:00; the end cannot be before the start. */
export function TimeRangeSelect({ value, onChange, disabled = false }: TimeRangeSelectProps) {
  const { t } = useTranslation();
  const [start, end] = parseTimeRange(value);
  const options = (min?: string) => HOURS.map((h) => ({ value: h, label: h, disabled: min !== undefined && h < min }));
  return (
    <div>
      <Space>
        <Select
          style={{ width: 120 }}
          placeholder={t("widgets.timeRange.start")}
          value={start}
          options={options()}
          disabled={disabled}
          allowClear
          onChange={(next?: string) => onChange?.(joinTimeRange(next, endsBeforeStart(next, end) ? undefined : end))}
          data-testid="time-range-start"
        />
        <span>-</span>
        <Select
          style={{ width: 120 }}
          placeholder={t("widgets.timeRange.end")}
          value={end}
          options={options(start)}
          disabled={disabled}
          allowClear
          onChange={(next?: string) => onChange?.(joinTimeRange(start, next))}
          data-testid="time-range-end"
        />
      </Space>
      {endsBeforeStart(start, end) && (
        <Typography.Text type="danger" style={{ display: "block" }}>
          {t("widgets.timeRange.endBeforeStart")}
        </Typography.Text>
      )}
    </div>
  );
}

export default TimeRangeSelect;
