import { Button, Checkbox, Divider, Popover, Space } from "antd";
import { SettingOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import type { ColumnChooserState } from "./useColumnChooser";

/** 列设置: a list's columns to tick, "all", and back to the default; each change is kept at once. */
export function ColumnChooser({ columns, shown, onChange, onReset, testId }: ColumnChooserState & { testId: string }) {
  const { t } = useTranslation();
  const all = shown.length === columns.length;
  const content = (
    <div style={{ minWidth: 160 }} data-testid={`${testId}-panel`}>
      <Checkbox
        checked={all}
        indeterminate={shown.length > 0 && !all}
        onChange={(e) => onChange(e.target.checked ? columns.map((c) => c.key) : [])}
        data-testid={`${testId}-all`}
      >
        {t("widgets.columnChooser.all")}
      </Checkbox>
      <Divider style={{ margin: "8px 0" }} />
      <Checkbox.Group value={shown} onChange={(keys) => onChange(keys.map(String))} style={{ display: "grid", gap: 6 }}>
        {columns.map((column) => (
          <Checkbox key={column.key} value={column.key} data-testid={`${testId}-option-${column.key}`}>
            {column.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Divider style={{ margin: "8px 0" }} />
      <Space>
        <Button size="small" onClick={onReset} data-testid={`${testId}-reset`}>
          {t("widgets.columnChooser.reset")}
        </Button>
      </Space>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t("widgets.columnChooser.title")} content={content}>
      <Button icon={<SettingOutlined />} data-testid={testId}>
        {t("widgets.columnChooser.button")}
      </Button>
    </Popover>
  );
}
