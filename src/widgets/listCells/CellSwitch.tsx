import { memo } from "react";
import "./listCells.css";

interface CellSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  checkedLabel?: string;
  uncheckedLabel?: string;
  disabled?: boolean;
  "data-testid"?: string;
}

/** An on/off switch for a list cell: one button with the switch role and antd Switch's look. */
export const CellSwitch = memo(function CellSwitch({ checked, onChange, checkedLabel, uncheckedLabel, disabled, "data-testid": testId }: CellSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="cell-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      {checked ? checkedLabel : uncheckedLabel}
    </button>
  );
});
