import { Switch } from "antd";

export interface SwitchFieldProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Element `active-value` / `inactive-value` (true / false unless configured). */
  activeValue?: unknown;
  inactiveValue?: unknown;
  activeText?: string;
  inactiveText?: string;
  disabled?: boolean;
  id?: string;
}

/** A switch that stores the configured on / off values. */
export function SwitchField({
  value,
  onChange,
  activeValue = true,
  inactiveValue = false,
  activeText,
  inactiveText,
  disabled,
  id,
}: SwitchFieldProps) {
  return (
    <Switch
      id={id}
      checked={value === activeValue}
      onChange={(on) => onChange?.(on ? activeValue : inactiveValue)}
      checkedChildren={activeText}
      unCheckedChildren={inactiveText}
      disabled={disabled}
    />
  );
}
