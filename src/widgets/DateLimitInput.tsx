import { DatePicker, Flex, Grid, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { dateLimitOptions, dateLimitToRange, rangePresets, rangeToDateLimit } from "./dateShortcuts";

export interface DateLimitInputProps {
  /** The `dateLimit` of contract §3.24: "" (all), a shortcut keyword, or "yyyy-MM-dd,yyyy-MM-dd". */
  value?: string;
  onChange?: (value: string) => void;
  /** Given by the form item: its label then names the shortcut box. */
  id?: string;
  "data-testid"?: string;
}

/**
 * A list's date filter as one form control: the shortcuts (spec doc 1 §9) or a picked range.
 * Choosing one clears the other; a picked range shows the shortcut box as "custom". Side by
 * side they need about 380 px: on a phone (below antd's `sm`) the range goes under the shortcuts.
 */
export function DateLimitInput({ value = "", onChange, id, "data-testid": testId }: DateLimitInputProps) {
  const { t } = useTranslation();
  const narrow = Grid.useBreakpoint().sm === false;
  const range = dateLimitToRange(value);
  const shortcuts = (
    <Select<string>
      id={id}
      aria-label={id ? undefined : t("widgets.dates.shortcut")}
      value={range ? undefined : value}
      placeholder={t("widgets.dates.custom")}
      options={dateLimitOptions(t)}
      onChange={(shortcut) => onChange?.(shortcut)}
      style={{ width: narrow ? "100%" : 120 }}
      popupMatchSelectWidth={false}
      data-testid={testId && `${testId}-shortcut`}
    />
  );
  const picker = (
    <DatePicker.RangePicker
      value={range ?? null}
      presets={rangePresets(t)}
      aria-label={t("widgets.dates.range")}
      onChange={(picked) => onChange?.(rangeToDateLimit(picked))}
      style={narrow ? { width: "100%" } : undefined}
      data-testid={testId && `${testId}-range`}
    />
  );
  return narrow ? (
    <Flex vertical gap={8} data-testid={testId}>
      {shortcuts}
      {picker}
    </Flex>
  ) : (
    <Space.Compact data-testid={testId}>
      {shortcuts}
      {picker}
    </Space.Compact>
  );
}
