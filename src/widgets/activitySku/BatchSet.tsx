import { useState } from "react";
import { Button, Popover, Space } from "antd";
import { useTranslation } from "react-i18next";
import { NumericInput } from "../NumericInput";
import type { NumericMode } from "../numeric";

interface BatchSetProps {
  /** The button's text, e.g. 设置拼团价. */
  label: string;
  mode: NumericMode;
  onSet: (value: string) => void;
  testId: string;
}

/** A button that asks for one value and applies it to every SKU of a product (批量设置). */
export function BatchSet({ label, mode, onSet, testId }: BatchSetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const close = () => {
    setOpen(false);
    setValue("");
  };
  const apply = () => {
    if (value.trim() === "") return;
    onSet(value);
    close();
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger="click"
      destroyOnHidden
      content={
        <Space>
          <NumericInput mode={mode} value={value} onChange={setValue} onPressEnter={apply} placeholder={label} style={{ width: 140 }} autoFocus data-testid={`${testId}-value`} />
          <Button size="small" onClick={close}>
            {t("activitySku.cancel")}
          </Button>
          <Button size="small" type="primary" onClick={apply} data-testid={`${testId}-ok`}>
            {t("activitySku.ok")}
          </Button>
        </Space>
      }
    >
      <Button size="small" data-testid={testId}>
        {label}
      </Button>
    </Popover>
  );
}
