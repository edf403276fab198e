import { lazy, Suspense, useState } from "react";
import { Button, Input, Modal, Space, Spin } from "antd";
import { useTranslation } from "react-i18next";

const IconPickerPanel = lazy(() => import("./iconPicker/IconPickerPanel"));
const IconByName = lazy(() => import("./iconPicker/IconByName"));

export interface IconPickerProps {
  /** The chosen icon's name (an antd icon name such as `ShopOutlined`). */
  value?: string;
  onChange?: (name: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Icon picker (spec doc 1 §2.3): search the curated icons by English keyword, pick one,
 * get its name. The icon list loads only when the picker is used.
 */
export function IconPicker({ value, onChange, placeholder, disabled = false }: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          readOnly
          value={value ?? ""}
          placeholder={placeholder ?? t("widgets.iconPicker.placeholder")}
          prefix={value ? <Suspense fallback={null}>{<IconByName name={value} />}</Suspense> : undefined}
          onClick={() => !disabled && setOpen(true)}
          disabled={disabled}
          data-testid="icon-picker-input"
        />
        {value && !disabled && <Button onClick={() => onChange?.("")}>{t("widgets.iconPicker.clear")}</Button>}
        <Button type="primary" disabled={disabled} onClick={() => setOpen(true)}>
          {t("widgets.iconPicker.choose")}
        </Button>
      </Space.Compact>
      <Modal open={open} title={t("widgets.iconPicker.title")} footer={null} width={640} onCancel={() => setOpen(false)} destroyOnHidden>
        <Suspense fallback={<Spin style={{ display: "block", margin: 24 }} />}>
          <IconPickerPanel
            value={value}
            onPick={(name) => {
              onChange?.(name);
              setOpen(false);
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}

export default IconPicker;
